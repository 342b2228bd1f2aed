package xmlconf

import (
	"encoding/xml"
	"errors"
	"io"
)

// The single pass runs as two stages on two goroutines: the tokenizer drives
// encoding/xml and records, with each token, the decoder state the reader
// needs (positions and byte offsets); the reader (read.go) checks the tokens
// and builds the etree document and the spans. Tokens travel in batches.
// The tokenizer also handles the DOCTYPE itself, because the entities it
// declares change how the decoder reads what follows.

// tokKind says what a rawTok is.
type tokKind uint8

const (
	tokStart tokKind = iota
	tokEnd
	tokText
	tokComment
	tokProcInst
	tokDirective
	tokFail // reading stops with an Issue: pos, text (message) and hint
	tokEOF  // the input ended at pos
	// tokFallback: the fast tokenizer met input it leaves to encoding/xml;
	// reading starts over with the tokenizer of this file.
	tokFallback
)

// rawTok is one token with the decoder state around it. Its strings are the
// tokenizer's own copies.
type rawTok struct {
	kind   tokKind
	pos    Pos // decoder position before the token
	endPos Pos // decoder position after the token (end tags)
	off    int // byte offset of the token
	end    int // byte offset just after it
	name   string
	attr   []xml.Attr
	text   string // character data, comment, processing instruction, directive, message
	hint   string // tokFail only
}

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

	names interner
	cols  colCache
}

// interner shares the strings of tag names and of whitespace-only text,
// which repeat throughout a file.
type interner struct {
	tags       map[string]string
	whitespace map[string]string
	// recent are the last tags tag found in the map, tried before it: a
	// file uses a handful of element names over and over.
	recent     [recentTags]string
	nextRecent int
}

// recentTags is how many tags the interner tries before its map.
const recentTags = 4

func newInterner() interner {
	return interner{tags: map[string]string{}, whitespace: map[string]string{}}
}

const (
	// internLimit bounds the interning maps for files with endless
	// distinct names or indentation.
	internLimit = 4096
	// maxInternedWhitespace is the longest whitespace text that is shared.
	maxInternedWhitespace = 128
)

func newTokenizer(src []byte) *tokenizer {
	in := &cutReader{src: src, end: len(src)}
	t := &tokenizer{
		dec:      xml.NewDecoder(in),
		in:       in,
		src:      src,
		entities: map[string]string{},
		names:    newInterner(),
	}
	t.dec.Strict = true
	t.dec.CharsetReader = charsetReader
	t.dec.Entity = t.entities
	return t
}

// runTokens sends the tokens next reads in batches on out, ending with a
// tokFail, tokEOF or tokFallback, and closes out. It returns early once
// stop is closed. Spent batches come back on free for reuse; once it has
// made maxBatches, it waits for one.
func runTokens(next func(*rawTok), out chan<- []rawTok, free <-chan []rawTok, stop <-chan struct{}) {
	defer close(out)
	batch := make([]rawTok, 0, batchSize)
	made := 1
	for {
		batch = batch[:len(batch)+1]
		tok := &batch[len(batch)-1]
		next(tok) // in place: a token is too big to copy around
		last := tok.kind == tokFail || tok.kind == tokEOF || tok.kind == tokFallback
		if len(batch) < batchSize && !last {
			continue
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
			continue
		default:
		}
		if made < maxBatches {
			batch = make([]rawTok, 0, batchSize)
			made++
			continue
		}
		select {
		case batch = <-free:
		case <-stop:
			return
		}
	}
}

// next reads one token into rt.
func (t *tokenizer) next(rt *rawTok) {
	p := t.pos()
	t.off = int(t.dec.InputOffset())
	tok, err := t.dec.RawToken()
	switch {
	case err != nil && t.limit != nil && t.dec.InputOffset() >= int64(t.limit.off):
		*rt = rawTok{kind: tokFail, pos: t.limit.pos, text: t.limit.msg, hint: "remove the entity references or write the values out"}
	case err == io.EOF:
		*rt = rawTok{kind: tokEOF, pos: p}
	case err != nil:
		*rt = t.syntaxError(err)
	default:
		*rt = rawTok{pos: p, off: t.off, end: int(t.dec.InputOffset())}
		t.describe(rt, tok)
	}
}

// describe fills in the kind and the content of a token.
func (t *tokenizer) describe(rt *rawTok, tok xml.Token) {
	switch tok := tok.(type) {
	case xml.StartElement:
		t.started = true
		rt.kind, rt.name, rt.attr = tokStart, t.names.intern(qualified(tok.Name)), tok.Attr
	case xml.EndElement:
		rt.kind, rt.name, rt.endPos = tokEnd, t.names.intern(qualified(tok.Name)), t.pos()
	case xml.CharData:
		rt.kind, rt.text = tokText, t.names.text(tok)
	case xml.Comment:
		rt.kind, rt.text = tokComment, string(tok)
	case xml.ProcInst:
		rt.kind, rt.name, rt.text = tokProcInst, tok.Target, string(tok.Inst)
	case xml.Directive:
		rt.kind, rt.text = tokDirective, string(tok)
		if err := t.directive(rt.text, rt.pos); err != nil {
			*rt = rawTok{kind: tokFail, pos: rt.pos, text: err.Error(), hint: fixXML}
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
	return posOf(line, t.cols.column(t.src, off-col+1, off))
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
func (t *tokenizer) syntaxError(err error) rawTok {
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
	case errors.Is(err, errUnsupportedEncoding):
		msg = unsupportedEncodingMsg(err)
	}
	return rawTok{kind: tokFail, pos: p, off: t.off, text: msg, hint: fixXML}
}

// intern returns the shared copy of a tag name.
func (in *interner) intern(s string) string {
	if v, ok := in.tags[s]; ok {
		return v
	}
	if len(in.tags) < internLimit {
		in.tags[s] = s
	}
	return s
}

// tag is intern for a name still in bytes; a name seen before costs no
// allocation.
func (in *interner) tag(b []byte) string {
	for _, s := range &in.recent {
		if s == string(b) && s != "" {
			return s
		}
	}
	v, ok := in.tags[string(b)]
	if !ok {
		v = in.intern(string(b))
	}
	in.recent[in.nextRecent%recentTags] = v
	in.nextRecent++
	return v
}

// text converts text to a string, sharing whitespace-only ones.
func (in *interner) text(data []byte) string {
	if len(data) > maxInternedWhitespace || !isXMLSpace(data) {
		return string(data)
	}
	if s, ok := in.whitespace[string(data)]; ok {
		return s
	}
	s := string(data)
	if len(in.whitespace) < internLimit {
		in.whitespace[s] = s
	}
	return s
}

// isXMLSpace reports whether data is only XML white space.
func isXMLSpace(data []byte) bool {
	for _, c := range data {
		if c != ' ' && c != '\t' && c != '\n' && c != '\r' {
			return false
		}
	}
	return true
}
