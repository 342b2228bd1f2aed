package xmlconf

import (
	"encoding/xml"
	"errors"
	"io"

	"github.com/fairsched/fairsched/core/xmltok"
)

// The single pass runs as two stages on two goroutines: the tokenizer drives
// encoding/xml and records, with each token, the decoder state the reader
// needs (positions and byte offsets); the reader (read.go) checks the tokens
// and builds the etree document and the spans. Tokens travel in batches.
// The tokenizer also handles the DOCTYPE itself, because the entities it
// declares change how the decoder reads what follows.

// batchSize is how many tokens travel together between the stages.
const batchSize = 256

// maxBatches is how many batches the stages pass around. The tokenizer makes
// a new one only while there are fewer: when it took a fresh batch whenever
// none had come back yet (the reader still busy with the last one), it made
// one for every three it sent, 50 MB on a 100,000-queue file.
const maxBatches = 8

// tokenizer is the first stage: it owns the decoder.
type tokenizer struct {
	dec     *xml.Decoder
	in      *cutReader
	src     []byte
	off     int // byte offset of the token being read
	started bool
	// entities is the decoder's entity map; only the DOCTYPE fills it,
	// before any token that could use it is sent on.
	entities map[string]string
	// limit, when set, is where Hadoop's XML parser gives up expanding
	// entities (see entity.go); reading stops there.
	limit *entityLimit
	// poison maps the entities Hadoop's parser cannot expand to the reason.
	poison  map[string]string
	doctype *doctype

	names xmltok.Interner
	cols  xmltok.ColCache
}

func newTokenizer(src []byte) *tokenizer {
	in := &cutReader{src: src, end: len(src)}
	t := &tokenizer{
		dec:      xml.NewDecoder(in),
		in:       in,
		src:      src,
		entities: map[string]string{},
		names:    xmltok.NewInterner(),
	}
	t.dec.Strict = true
	t.dec.CharsetReader = xmltok.CharsetReader
	t.dec.Entity = t.entities
	return t
}

// attrSwapper is a token source whose attribute lists can be cut from an
// array it is given back (xmltok.Tokenizer.SwapAttrs).
type attrSwapper interface {
	SwapAttrs(buf []xml.Attr) []xml.Attr
}

// runTokens sends the tokens next reads in batches on out, ending with a
// xmltok.Fail, EOF or Fallback, and closes out. It returns early once
// stop is closed. Spent batches come back on free for reuse; once it has
// made maxBatches, it waits for one. When swap is set, the array the
// attribute lists of a batch's tokens were cut from goes back to the
// tokenizer with the batch (the reader is done with both).
func runTokens(next func(*xmltok.Tok), swap func([]xml.Attr) []xml.Attr, out chan<- []xmltok.Tok, free <-chan []xmltok.Tok, stop <-chan struct{}) {
	defer close(out)
	batch := make([]xmltok.Tok, 0, batchSize)
	made := 1
	// attrs holds the attribute array of each batch sent, by the batch's
	// first token: runTokens alone touches it.
	attrs := map[*xmltok.Tok][]xml.Attr{}
	reuse := func(batch []xmltok.Tok) {
		if swap != nil {
			swap(attrs[&batch[:1][0]])
		}
	}
	for {
		batch = batch[:len(batch)+1]
		tok := &batch[len(batch)-1]
		next(tok) // in place: a token is too big to copy around
		last := tok.Kind == xmltok.Fail || tok.Kind == xmltok.EOF || tok.Kind == xmltok.Fallback
		if len(batch) < batchSize && !last {
			continue
		}
		if swap != nil {
			attrs[&batch[0]] = swap(nil)
		}
		select {
		case out <- batch:
		case <-stop:
			return
		}
		if last {
			return
		}
		select {
		case batch = <-free:
			reuse(batch)
			continue
		default:
		}
		if made < maxBatches {
			batch = make([]xmltok.Tok, 0, batchSize)
			made++
			continue
		}
		select {
		case batch = <-free:
			reuse(batch)
		case <-stop:
			return
		}
	}
}

// failEntityLimit is the Hint of the Fail token that stops at the JDK's
// entity expansion limits (MalformedEntityLimit): the reader tells it
// from the other failures by it; the rule words the hint.
const failEntityLimit = "entity-limit"

// Next reads one token into rt.
func (t *tokenizer) Next(rt *xmltok.Tok) {
	p := t.pos()
	t.off = int(t.dec.InputOffset())
	tok, err := t.dec.RawToken()
	switch {
	case err != nil && t.limit != nil && t.dec.InputOffset() >= int64(t.limit.off):
		*rt = xmltok.Tok{Kind: xmltok.Fail, Pos: t.limit.pos, Text: t.limit.msg, Hint: failEntityLimit}
	case err == io.EOF:
		*rt = xmltok.Tok{Kind: xmltok.EOF, Pos: p}
	case err != nil:
		*rt = t.syntaxError(err)
	default:
		*rt = xmltok.Tok{Pos: p, Off: t.off, End: int(t.dec.InputOffset())}
		t.describe(rt, tok)
	}
}

// describe fills in the kind and the content of a token.
func (t *tokenizer) describe(rt *xmltok.Tok, tok xml.Token) {
	switch tok := tok.(type) {
	case xml.StartElement:
		t.started = true
		rt.Kind, rt.Name, rt.Attr = xmltok.StartTag, t.names.Intern(qualified(tok.Name)), tok.Attr
	case xml.EndElement:
		rt.Kind, rt.Name, rt.EndPos = xmltok.EndTag, t.names.Intern(qualified(tok.Name)), t.pos()
	case xml.CharData:
		rt.Kind, rt.Text = xmltok.CharData, t.names.Text(tok)
	case xml.Comment:
		rt.Kind, rt.Text = xmltok.Comment, string(tok)
	case xml.ProcInst:
		rt.Kind, rt.Name, rt.Text = xmltok.ProcInst, tok.Target, string(tok.Inst)
	case xml.Directive:
		rt.Kind, rt.Text = xmltok.Directive, string(tok)
		if err := t.directive(rt.Text, rt.Pos); err != nil {
			*rt = xmltok.Tok{Kind: xmltok.Fail, Pos: rt.Pos, Text: err.Error()}
		}
	}
}

// pos is the decoder's position, its byte column turned into characters.
// Right after the decoder has put back a newline its column can be 0; the
// byte offset is then the reliable source.
func (t *tokenizer) pos() Pos {
	line, col := t.dec.InputPos()
	off := int(t.dec.InputOffset())
	if col < 1 || col > off+1 {
		return posAt(t.src, off)
	}
	return xmltok.PosOf(line, t.cols.Column(t.src, off-col+1, off))
}

// commentErrBack says how many bytes before the decoder's offset the
// offending characters of a bad comment start: encoding/xml reports "--"
// after reading the character that follows it, and "<!-" after reading the
// character that should have been the second dash.
var commentErrBack = map[string]int{
	`invalid sequence "--" not allowed in comments`: 3,
	`invalid sequence <!- not part of <!--`:         1,
}

// syntaxError reports where the decoder stopped, computed from its byte
// offset (see pos).
func (t *tokenizer) syntaxError(err error) xmltok.Tok {
	p := posAt(t.src, min(int(t.dec.InputOffset()), len(t.src)))
	msg := "XML is not well formed: " + err.Error()
	var se *xml.SyntaxError
	switch {
	case errors.As(err, &se):
		msg = "XML is not well formed: " + se.Msg
		if at, ok := t.illegalChar(se.Msg); ok {
			p = at
		}
		if back, ok := commentErrBack[se.Msg]; ok && int(t.dec.InputOffset()) >= back {
			p = posAt(t.src, int(t.dec.InputOffset())-back)
		}
		if why := t.poisonedEntity(se.Msg); why != "" {
			msg = why
		}
	case errors.Is(err, xmltok.ErrUnsupportedEncoding):
		msg = unsupportedEncodingMsg(err)
	}
	return xmltok.Tok{Kind: xmltok.Fail, Pos: p, Off: t.off, Text: msg}
}
