package xmltok

import (
	"bytes"
	"encoding/binary"
	"encoding/xml"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Tokenizer is the first stage for the plain XML nearly every
// allocation file is written in: UTF-8, no DOCTYPE, the five predefined
// entities and character references only, a canonical XML declaration. It
// produces exactly the tokens, positions and offsets the encoding/xml
// tokenizer (xmlconf's tokenize.go) produces for such input, several times
// faster. At anything else (a DOCTYPE, another entity, an unusual
// declaration, a name beyond ASCII, any syntax error) it sends a Fallback
// and stops; the caller then starts over with encoding/xml, whose reading
// of errors and exotic input stays the only one.
type Tokenizer struct {
	src []byte
	i   int // the next byte to read

	// The position bookkeeping, asked for in file order: the line, its
	// start, and nl, the offset of its line feed (len(src) on the last
	// line). A position before nl needs no counting of lines.
	line, lineStart, nl int
	cols                ColCache
	// wide is the offset of the first byte beyond ASCII at or after some
	// offset at most lineStart (len(src) when there is none): before it a
	// column is a byte count. It only moves forward.
	wide int

	// needClose is set after a self-closing start tag: its end token comes
	// next, as encoding/xml's RawToken gives it.
	needClose bool
	closeName string
	// open lists the names of the start tags not yet closed, innermost
	// last: an end tag that repeats the innermost one is read by a
	// comparison (endTag). A wrong end tag pops a name all the same: the
	// reader stops there.
	open []string

	in  Interner
	buf []byte // scratch for decoded text

	// attrs is the slab the attribute lists of start tags are cut from
	// (each capped at its length), so a tag with attributes costs no
	// allocation of its own; a full slab is left to its tokens, never
	// reused.
	attrs []xml.Attr

	// srcText, when set, is src as a string: plain text is then a slice
	// of it rather than a copy of its own (ScanPlainTokens).
	srcText string
}

func NewTokenizer(src []byte) *Tokenizer {
	f := &Tokenizer{src: src, line: 1, in: NewInterner(), wide: -1}
	f.nl = f.lineEnd(0)
	return f
}

// next reads one token into rt.
func (f *Tokenizer) Next(rt *Tok) {
	start := f.i
	p := f.posAt(start)
	switch {
	case f.needClose:
		f.needClose = false
		*rt = Tok{Kind: EndTag, Pos: p, EndPos: p, Off: start, End: start, Name: f.closeName}
		return
	case start >= len(f.src):
		*rt = Tok{Kind: EOF, Pos: p}
		return
	}
	*rt = Tok{Pos: p, Off: start}
	if !f.token(rt) {
		*rt = Tok{Kind: Fallback, Pos: p}
		return
	}
	rt.End = f.i
	if rt.Kind == EndTag {
		rt.EndPos = f.posAt(f.i)
	}
}

// token reads the token at f.i into rt and reports whether it is one the
// fast path reads exactly as encoding/xml does. It tells the markup apart
// by the byte after '<', the start tag (the commonest) first.
func (f *Tokenizer) token(rt *Tok) bool {
	rest := f.src[f.i:]
	if rest[0] != '<' {
		return f.charData(rt)
	}
	if len(rest) < 2 {
		return false
	}
	switch rest[1] {
	case '/':
		return f.endTag(rt)
	case '?':
		return f.procInst(rt)
	case '!':
		switch {
		case bytes.HasPrefix(rest, []byte("<!--")):
			return f.comment(rt)
		case bytes.HasPrefix(rest, []byte("<![CDATA[")):
			return f.cdata(rt)
		}
		return false // a DOCTYPE or another declaration
	}
	return f.startTag(rt)
}

// posAt is the position of byte offset off, at or after every offset asked
// before.
func (f *Tokenizer) posAt(off int) Pos {
	for f.nl < off {
		f.line++
		f.lineStart = f.nl + 1
		f.nl = f.lineEnd(f.lineStart)
	}
	if f.wide < f.lineStart {
		f.wide = f.lineStart + asciiPrefix(f.src[f.lineStart:])
	}
	if off <= f.wide {
		return PosOf(f.line, off-f.lineStart+1)
	}
	return PosOf(f.line, f.cols.Column(f.src, f.lineStart, off))
}

// lineEnd is the offset of the first line feed at or after from, or
// len(src) when there is none.
func (f *Tokenizer) lineEnd(from int) int {
	if k := bytes.IndexByte(f.src[from:], '\n'); k >= 0 {
		return from + k
	}
	return len(f.src)
}

// charData reads text up to the next '<' or the end of input.
func (f *Tokenizer) charData(rt *Tok) bool {
	if f.indent(rt) {
		return true
	}
	end := bytes.IndexByte(f.src[f.i:], '<')
	if end < 0 {
		end = len(f.src) - f.i
	}
	raw := f.src[f.i : f.i+end]
	if bytes.IndexByte(raw, ']') >= 0 && bytes.Contains(raw, []byte("]]>")) {
		return false
	}
	text, ok := f.decode(raw, true)
	if !ok {
		return false
	}
	f.i += end
	rt.Kind, rt.Text = CharData, f.textOf(raw, text)
	return true
}

// indent reads text of spaces, tabs and line feeds that runs up to a '<'
// or the end of input: the indentation between tags, nearly half of the
// tokens of a file. One pass over it replaces the search for '<', the
// check that it needs no decoding and the interner's check that it is
// white space. It reports false, having read nothing, for other text.
func (f *Tokenizer) indent(rt *Tok) bool {
	j := f.i
	if f.src[j] == '\n' {
		j++
	}
	for j+8 <= len(f.src) && binary.LittleEndian.Uint64(f.src[j:]) == eightSpaces {
		j += 8 // deep nesting indents by dozens of spaces
	}
	for j < len(f.src) && indentBytes[f.src[j]] {
		j++
	}
	if j == f.i || j < len(f.src) && f.src[j] != '<' {
		return false
	}
	raw := f.src[f.i:j]
	switch {
	case f.srcText != "":
		rt.Text = f.srcText[f.i:j]
	case len(raw) > maxInternedWhitespace:
		rt.Text = f.in.strs.str(raw)
	default:
		rt.Text = f.in.space(raw)
	}
	f.i = j
	rt.Kind = CharData
	return true
}

// indentBytes marks the bytes indent reads: white space that decoding
// leaves as it is (a carriage return is normalised).
var indentBytes = [256]bool{' ': true, '\t': true, '\n': true}

// eightSpaces is a word of eight spaces.
const eightSpaces = ' ' * wordOnes

// textOf is text, the decoded raw, as a string: a slice of srcText when
// decoding changed nothing and srcText is set.
func (f *Tokenizer) textOf(raw, text []byte) string {
	if f.srcText == "" || len(text) != len(raw) || len(raw) > 0 && &text[0] != &raw[0] {
		return f.in.Text(text)
	}
	return f.srcText[f.i-len(raw) : f.i]
}

// cdata reads a CDATA section; its text is character data as encoding/xml
// gives it: line ends normalised, no entities.
func (f *Tokenizer) cdata(rt *Tok) bool {
	body := f.src[f.i+len("<![CDATA["):]
	end := bytes.Index(body, []byte("]]>"))
	if end < 0 {
		return false
	}
	text, ok := f.decode(body[:end], false)
	if !ok {
		return false
	}
	f.i += len("<![CDATA[") + end + len("]]>")
	rt.Kind, rt.Text = CharData, string(text)
	return true
}

// comment reads <!-- ... -->; "--" may only end it.
func (f *Tokenizer) comment(rt *Tok) bool {
	body := f.src[f.i+len("<!--"):]
	end := bytes.Index(body, []byte("--"))
	if end < 0 || end+2 >= len(body) || body[end+2] != '>' {
		return false
	}
	f.i += len("<!--") + end + len("-->")
	rt.Kind, rt.Text = Comment, f.in.strs.str(body[:end])
	return true
}

// procInst reads <?target ...?>. An XML declaration must be canonical and
// name an encoding the encoding/xml path accepts as well.
func (f *Tokenizer) procInst(rt *Tok) bool {
	j := f.i + 2
	n := nameLen(f.src[j:])
	if n == 0 || j+n < len(f.src) && f.src[j+n] >= utf8.RuneSelf {
		return false
	}
	target := string(f.src[j : j+n])
	j += n
	for j < len(f.src) && isSpaceByte(f.src[j]) {
		j++
	}
	end := bytes.Index(f.src[j:], []byte("?>"))
	if end < 0 {
		return false
	}
	inst := f.src[j : j+end]
	if strings.EqualFold(target, "xml") && !acceptedDecl(target, inst) {
		return false
	}
	f.i = j + end + 2
	rt.Kind, rt.Name, rt.Text = ProcInst, target, string(inst)
	return true
}

// acceptedDecl reports whether the XML declaration with this content is one
// the fast path reads as encoding/xml does without complaint.
func acceptedDecl(target string, inst []byte) bool {
	enc, ok := CanonicalDecl(inst)
	if target != "xml" || !ok {
		return false
	}
	if enc == "" || strings.EqualFold(enc, "utf-8") {
		return true
	}
	_, err := CharsetReader(enc, nil)
	return err == nil
}

// endTag reads </name>.
func (f *Tokenizer) endTag(rt *Tok) bool {
	j := f.i + 2
	if n := len(f.open); n > 0 {
		name := f.open[n-1]
		f.open = f.open[:n-1]
		// The innermost start tag's name, then '>': the name read is
		// exactly that one (no name character can follow it).
		if k := j + len(name); k < len(f.src) && f.src[k] == '>' && string(f.src[j:k]) == name {
			f.i = k + 1
			rt.Kind, rt.Name = EndTag, name
			return true
		}
	}
	n, ok := xmlName(f.src[j:])
	if !ok {
		return false
	}
	name := f.src[j : j+n]
	j += n
	for j < len(f.src) && isSpaceByte(f.src[j]) {
		j++
	}
	if j >= len(f.src) || f.src[j] != '>' {
		return false
	}
	f.i = j + 1
	rt.Kind, rt.Name = EndTag, f.in.Tag(name)
	return true
}

// startTag reads <name attr="value" ...> or <name .../>.
func (f *Tokenizer) startTag(rt *Tok) bool {
	j := f.i + 1
	n, ok := xmlName(f.src[j:])
	if !ok {
		return false
	}
	name := f.in.Tag(f.src[j : j+n])
	j += n
	from := len(f.attrs) // this tag's attributes are f.attrs[from:]
	spaced := true
	for {
		for j < len(f.src) && isSpaceByte(f.src[j]) {
			j++
		}
		if j >= len(f.src) {
			return false
		}
		switch f.src[j] {
		case '/':
			if j+1 >= len(f.src) || f.src[j+1] != '>' {
				return false
			}
			f.needClose, f.closeName = true, name
			j += 2
		case '>':
			j++
		default:
			a, next, ok := f.attr(j)
			if !ok {
				return false
			}
			from, j = f.addAttr(from, a), next
			spaced = spaced && (j >= len(f.src) || isSpaceByte(f.src[j]) || f.src[j] == '/' || f.src[j] == '>')
			continue
		}
		break
	}
	f.i = j
	if !f.needClose {
		f.open = append(f.open, name)
	}
	rt.Kind, rt.Name, rt.Spaced = StartTag, name, spaced
	if len(f.attrs) > from {
		rt.Attr = f.attrs[from:len(f.attrs):len(f.attrs)]
	}
	return true
}

// attrSlab is how many attributes a slab of Tokenizer.attrs holds.
const attrSlab = 1024

// SwapAttrs hands the tokenizer buf, whose content it may overwrite, to cut
// the attribute lists of the next start tags from (nil: it makes a slab
// when it needs one), and returns the slab the lists of the tokens read so
// far were last cut from. A reader that hands tokens over in batches gives
// each batch's slab back with the batch once it has read it: a file of
// 100,000 queues then makes a few slabs instead of a hundred.
func (f *Tokenizer) SwapAttrs(buf []xml.Attr) []xml.Attr {
	old := f.attrs
	f.attrs = buf[:0]
	return old
}

// addAttr appends a to the attributes of the tag being read, which start
// at f.attrs[from], and returns where they start now: in a new slab when
// the old one is full, with the tag's earlier attributes moved along.
func (f *Tokenizer) addAttr(from int, a xml.Attr) int {
	if len(f.attrs) == cap(f.attrs) {
		tag := f.attrs[from:]
		f.attrs = append(make([]xml.Attr, 0, max(attrSlab, 2*len(tag))), tag...)
		from = 0
	}
	f.attrs = append(f.attrs, a)
	return from
}

// attr reads name="value" at j and returns the offset after it.
func (f *Tokenizer) attr(j int) (xml.Attr, int, bool) {
	n, ok := xmlName(f.src[j:])
	if !ok {
		return xml.Attr{}, 0, false
	}
	a := xml.Attr{Name: splitName(f.in.Tag(f.src[j : j+n]))}
	j += n
	for j < len(f.src) && isSpaceByte(f.src[j]) {
		j++
	}
	if j >= len(f.src) || f.src[j] != '=' {
		return xml.Attr{}, 0, false
	}
	j++
	for j < len(f.src) && isSpaceByte(f.src[j]) {
		j++
	}
	if j >= len(f.src) || (f.src[j] != '"' && f.src[j] != '\'') {
		return xml.Attr{}, 0, false
	}
	quote := f.src[j]
	end := bytes.IndexByte(f.src[j+1:], quote)
	if end < 0 {
		return xml.Attr{}, 0, false
	}
	raw := f.src[j+1 : j+1+end]
	if bytes.IndexByte(raw, '<') >= 0 {
		return xml.Attr{}, 0, false
	}
	val, ok := f.decode(raw, true)
	if !ok {
		return xml.Attr{}, 0, false
	}
	a.Value = f.in.strs.str(val)
	return a, j + 1 + end + 1, true
}

// splitName splits a qualified name at its colon as encoding/xml does: a
// colon first or last leaves the name whole.
func splitName(s string) xml.Name {
	space, local, ok := strings.Cut(s, ":")
	if !ok || space == "" || local == "" {
		return xml.Name{Local: s}
	}
	return xml.Name{Space: space, Local: local}
}

// decode returns raw as encoding/xml's text reading gives it: carriage
// returns normalised to line feeds and, when entities is set, the five
// predefined entities and character references replaced. ok is false for
// anything else after '&', and for text with a character XML forbids.
func (f *Tokenizer) decode(raw []byte, entities bool) ([]byte, bool) {
	if plainText(raw, entities) {
		return raw, true
	}
	out, ok := f.unescape(raw, entities)
	return out, ok && validXMLChars(out)
}

// plainText reports whether decode returns raw unchanged: no byte beyond
// ASCII, no control character but tab and line feed, and no '&' when
// entities is set. Eight bytes that are plainly printable ASCII are
// checked at once, the last eight overlapping the ones before; a word
// with anything else is checked byte by byte.
func plainText(raw []byte, entities bool) bool {
	if len(raw) < 8 {
		return plainBytes(raw, entities)
	}
	amp := uint64(0)
	if entities {
		amp = '&' * wordOnes
	}
	for i := 0; ; i += 8 {
		i = min(i, len(raw)-8)
		if w := raw[i : i+8]; !plainWord(binary.LittleEndian.Uint64(w), amp) && !plainBytes(w, entities) {
			return false
		}
		if i == len(raw)-8 {
			return true
		}
	}
}

// wordOnes has a 1 in each byte of a word.
const wordOnes = 0x0101010101010101

// plainWord reports whether the eight bytes of x are printable ASCII and,
// when amp is '&' in every byte, none is '&'.
func plainWord(x, amp uint64) bool {
	const highs = 0x8080808080808080
	y := x ^ amp // a zero byte where x has '&' (none when amp is 0)
	return x&highs == 0 && (x-0x20*wordOnes)&^x&highs == 0 && (amp == 0 || (y-wordOnes)&^y&highs == 0)
}

// plainBytes is plainText one byte at a time.
func plainBytes(raw []byte, entities bool) bool {
	for _, c := range raw {
		if c < 0x20 && c != '\t' && c != '\n' || c >= utf8.RuneSelf || c == '\r' || c == '&' && entities {
			return false
		}
	}
	return true
}

// unescape is the slow half of decode.
func (f *Tokenizer) unescape(raw []byte, entities bool) ([]byte, bool) {
	out := f.buf[:0]
	var prev byte
	for k := 0; k < len(raw); k++ {
		c := raw[k]
		switch {
		case c == '&' && entities:
			end := bytes.IndexByte(raw[k:], ';')
			if end < 0 {
				return nil, false
			}
			text, ok := entityText(raw[k+1 : k+end])
			if !ok {
				return nil, false
			}
			out = append(out, text...)
			k += end
			prev = 0
			continue
		case c == '\r':
			out = append(out, '\n')
		case c == '\n' && prev == '\r':
		default:
			out = append(out, c)
		}
		prev = c
	}
	f.buf = out
	return out, true
}

// entityText is the text of a predefined entity or a character reference
// (ref is what stands between '&' and ';'), as encoding/xml reads it.
func entityText(ref []byte) (string, bool) {
	if text, ok := PredefinedEntity(string(ref)); ok {
		return text, true
	}
	if len(ref) < 2 || ref[0] != '#' {
		return "", false
	}
	digits, base := ref[1:], 10
	if digits[0] == 'x' {
		digits, base = digits[1:], 16
	}
	for _, c := range digits {
		if !('0' <= c && c <= '9' || base == 16 && ('a' <= c && c <= 'f' || 'A' <= c && c <= 'F')) {
			return "", false
		}
	}
	n, err := strconv.ParseUint(string(digits), base, 64)
	if err != nil || n > unicode.MaxRune {
		return "", false
	}
	return string(rune(n)), true
}

// validXMLChars reports whether data is UTF-8 made of characters XML allows.
func validXMLChars(data []byte) bool {
	for len(data) > 0 {
		r, size := utf8.DecodeRune(data)
		if r == utf8.RuneError && size == 1 || !xmlChar(r) {
			return false
		}
		data = data[size:]
	}
	return true
}

// xmlChar reports whether XML 1.0 allows the character r.
func xmlChar(r rune) bool {
	return r == 0x09 || r == 0x0A || r == 0x0D || r >= 0x20 && r <= 0xD7FF ||
		r >= 0xE000 && r <= 0xFFFD || r >= 0x10000 && r <= 0x10FFFF
}

// xmlName returns the length of the ASCII XML name at the start of b with
// at most one colon; ok is false when there is none, or when the name goes
// on beyond ASCII (the encoding/xml path judges those).
func xmlName(b []byte) (int, bool) {
	if len(b) == 0 || nameBytes[b[0]] != nameStart {
		return 0, false
	}
	n, colons := 1, 0
	if b[0] == ':' {
		colons++
	}
	for n < len(b) && nameBytes[b[n]] != 0 {
		if b[n] == ':' {
			colons++
		}
		n++
	}
	if n < len(b) && b[n] >= utf8.RuneSelf || colons > 1 {
		return 0, false
	}
	return n, true
}

// nameLen returns the length of the ASCII name at the start of b: a letter,
// '_' or ':', then letters, digits and "_:.-"; 0 when b starts otherwise.
func nameLen(b []byte) int {
	if len(b) == 0 || nameBytes[b[0]] != nameStart {
		return 0
	}
	n := 1
	for n < len(b) && nameBytes[b[n]] != 0 {
		n++
	}
	return n
}

// The classes of nameBytes: a byte that may start an ASCII name (a
// letter, '_' or ':'), and one that may only follow (a digit, '.', '-').
const (
	nameStart = 1 + iota
	nameNext
)

// nameBytes classes every byte for nameLen and xmlName (0: not in an
// ASCII name), one load per byte instead of a chain of comparisons.
var nameBytes = func() (t [256]uint8) {
	for c := range 256 {
		switch {
		case 'A' <= c && c <= 'Z' || 'a' <= c && c <= 'z' || c == '_' || c == ':':
			t[c] = nameStart
		case '0' <= c && c <= '9' || c == '.' || c == '-':
			t[c] = nameNext
		}
	}
	return t
}()

// isSpaceByte reports whether c is white space between XML markup.
func isSpaceByte(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// PlainKind is the kind of a PlainToken.
type PlainKind uint8

// The kinds of PlainToken.
const (
	// PlainStart is a start tag: Name and Attr are set.
	PlainStart PlainKind = iota + 1
	// PlainEnd is an end tag: Name is set.
	PlainEnd
	// PlainText is character data (CDATA too): Text is set.
	PlainText
	// PlainOther is a comment or a processing instruction.
	PlainOther
)

// PlainToken is one token of ScanPlainTokens: what encoding/xml's RawToken
// gives, without boxing it in an xml.Token or copying its text to bytes.
type PlainToken struct {
	Kind PlainKind
	Pos  Pos // the position before the token
	Name xml.Name
	Attr []xml.Attr
	Text string
}

// ScanPlainTokens reads src with the fast tokenizer and calls yield with
// every token, as encoding/xml's RawToken gives it, and the position before
// it; the PlainToken is valid only during the call, and text that needs no
// decoding shares the memory of one string copy of src. It returns false as
// soon as src is not plain XML (see Tokenizer) or yield returns false:
// the caller then reads src with encoding/xml from the start. Positions
// count characters, as encoding/xml's InputPos counts bytes: the two agree
// for ASCII input.
func ScanPlainTokens(src []byte, yield func(t *PlainToken) bool) bool {
	f := NewTokenizer(src)
	f.srcText = string(src)
	var t PlainToken
	for {
		var rt Tok
		f.Next(&rt)
		t = PlainToken{Pos: rt.Pos}
		switch rt.Kind {
		case EOF:
			return true
		case Fallback, Fail:
			return false
		case StartTag:
			t.Kind, t.Name, t.Attr = PlainStart, splitName(rt.Name), rt.Attr
		case EndTag:
			t.Kind, t.Name = PlainEnd, splitName(rt.Name)
		case CharData:
			t.Kind, t.Text = PlainText, rt.Text
		case Comment, ProcInst:
			t.Kind = PlainOther
		default:
			return false
		}
		if !yield(&t) {
			return false
		}
	}
}
