package xmlconf

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/beevik/etree"
)

// Span is the extent of an element in the source: Start is the '<' of its
// start tag, End the position just after the '>' of its end tag (or of the
// self-closing start tag). End is exclusive.
type Span struct {
	Start, End Pos
}

// Contains reports whether p lies inside s.
func (s Span) Contains(p Pos) bool {
	return !less(p, s.Start) && less(p, s.End)
}

func less(a, b Pos) bool {
	return a.Line < b.Line || a.Line == b.Line && a.Col < b.Col
}

// Comment is an XML comment with its position and the element that follows
// it among its siblings (nil when no element follows before the parent ends).
type Comment struct {
	Pos  Pos
	Text string
	Next *etree.Element
}

// document is the result of the single encoding/xml pass: the etree DOM plus
// the source span of every element and the comments.
type document struct {
	doc      *etree.Document
	spans    *spanTable
	comments []Comment
	doctype  *doctype
}

// reader holds the state of one pass.
type reader struct {
	dec      *xml.Decoder
	in       *cutReader
	d        *document
	dom      *domBuilder
	open     []int // the spans entry of each open element
	pending  []int // indexes into d.comments waiting for their Next element
	src      []byte
	off      int64 // byte offset of the token being handled
	rootSeen bool
	is       *issues
	// limit, when set, is where Hadoop's XML parser gives up expanding
	// entities (see doctype.go); reading stops there.
	limit   *entityLimit
	textPos Pos // where text outside the root starts, once found
	// poison maps the entities Hadoop's parser cannot expand to the reason.
	poison map[string]string
}

const fixXML = "fix the XML: Hadoop's parser rejects the whole file"

// read parses src in one encoding/xml pass. It never fails: a syntax error
// becomes a malformed-xml Issue and the tree read so far is returned. src is
// never modified.
func read(src []byte, is *issues) *document {
	src = transcode(src)
	in := &cutReader{src: src, end: len(src)}
	r := &reader{
		src: src,
		in:  in,
		dec: xml.NewDecoder(in),
		// Sizing the table for every start tag up front spares its growth.
		d:   &document{spans: newSpanTable(startTags(src))},
		dom: newDOMBuilder(),
		is:  is,
	}
	r.dec.Strict = true
	r.dec.CharsetReader = charsetReader
	r.dec.Entity = map[string]string{}
	r.run()
	r.dom.closeAll()
	r.d.doc = r.dom.doc
	return r.d
}

func (r *reader) run() {
	for {
		p := r.pos()
		r.off = r.dec.InputOffset()
		tok, err := r.dec.RawToken()
		if err != nil && r.limit != nil && r.dec.InputOffset() >= int64(r.limit.off) {
			r.is.add(r.limit.pos, RuleMalformedXML, "", r.limit.msg, "remove the entity references or write the values out")
			return
		}
		if err == io.EOF {
			r.finish(p)
			return
		}
		if err != nil {
			r.syntaxError(err)
			return
		}
		if err := r.token(tok, p); err != nil {
			if r.textPos.IsValid() {
				p = r.textPos
			}
			r.is.add(p, RuleMalformedXML, "", err.Error(), fixXML)
			return
		}
	}
}

// pos is the decoder's position. Right after the decoder has put back a
// newline its column can be 0; the byte offset is then the reliable source.
func (r *reader) pos() Pos {
	line, col := r.dec.InputPos()
	if col < 1 {
		return posAt(r.src, int(r.dec.InputOffset()))
	}
	return Pos{Line: line, Col: col}
}

// syntaxError reports where the decoder stopped, computed from its byte
// offset (see pos).
func (r *reader) syntaxError(err error) {
	p := posAt(r.src, min(int(r.dec.InputOffset()), len(r.src)))
	msg := "XML is not well formed: " + err.Error()
	var se *xml.SyntaxError
	switch {
	case errors.As(err, &se):
		msg = "XML is not well formed: " + se.Msg
		if at, ok := r.illegalChar(se.Msg); ok {
			p = at
		}
		if why := r.poisonedEntity(se.Msg); why != "" {
			msg = why
		}
	case errors.Is(err, errUnsupportedEncoding):
		msg = unsupportedEncodingMsg(err)
	}
	r.is.add(p, RuleMalformedXML, "", msg, fixXML)
}

func (r *reader) finish(p Pos) {
	switch {
	case r.dom.depth() > 0:
		top := r.dom.top()
		r.is.add(p, RuleMalformedXML, "",
			fmt.Sprintf("XML is not well formed: unexpected end of file; <%s> is not closed", top.FullTag()),
			"close every element")
	case !r.rootSeen:
		r.is.add(p, RuleMalformedXML, "", "XML is not well formed: no root element (Hadoop: \"Premature end of file.\")",
			"the file must contain an <allocations> element")
	}
}

func (r *reader) token(tok xml.Token, p Pos) error {
	switch t := tok.(type) {
	case xml.StartElement:
		return r.start(t, p)
	case xml.EndElement:
		return r.end(t)
	case xml.CharData:
		return r.text(t)
	case xml.Comment:
		r.comment(string(t), p)
	case xml.ProcInst:
		return r.procInst(t)
	case xml.Directive:
		return r.directive(string(t), p)
	}
	return nil
}

func qualified(n xml.Name) string {
	if n.Space == "" {
		return n.Local
	}
	return n.Space + ":" + n.Local
}

func (r *reader) start(t xml.StartElement, p Pos) error {
	if r.dom.depth() == 0 {
		if r.rootSeen {
			return errors.New("XML is not well formed: a second top-level element; the document must have exactly one root element")
		}
		r.rootSeen = true
	}
	name := qualified(t.Name)
	if err := checkAttrs(name, t.Attr, r.src[r.off:r.dec.InputOffset()]); err != nil {
		return err
	}
	el := r.dom.openElement(name, len(t.Attr))
	r.attrs(el, t.Attr)
	r.open = append(r.open, r.d.spans.add(el, p))
	for _, i := range r.pending {
		r.d.comments[i].Next = el
	}
	r.pending = r.pending[:0]
	return nil
}

func (r *reader) end(t xml.EndElement) error {
	name := qualified(t.Name)
	top := r.dom.top()
	if top == nil {
		return fmt.Errorf("XML is not well formed: unexpected end tag </%s>", name)
	}
	if top.FullTag() != name {
		return fmt.Errorf("XML is not well formed: element <%s> is closed by </%s>", top.FullTag(), name)
	}
	r.d.spans.setEnd(r.open[len(r.open)-1], r.pos())
	r.dom.closeElement()
	r.open = r.open[:len(r.open)-1]
	r.pending = r.pending[:0]
	return nil
}

func (r *reader) text(t xml.CharData) error {
	cdata := bytes.HasPrefix(r.src[r.off:], []byte("<![CDATA["))
	if r.dom.depth() == 0 {
		if cdata {
			return errors.New("XML is not well formed: a CDATA section outside the root element")
		}
		if rest := strings.TrimLeft(string(t), " \t\r\n"); rest != "" {
			r.textPos = posAt(r.src, int(r.off)+len(t)-len(rest))
			return errors.New("XML is not well formed: text outside the root element")
		}
	}
	r.dom.addText(t, cdata)
	return nil
}

// procInst keeps a processing instruction. A target spelled "xml" in any
// case is only allowed as the XML declaration at the very start of the file.
func (r *reader) procInst(t xml.ProcInst) error {
	if strings.EqualFold(t.Target, "xml") && (t.Target != "xml" || r.off != 0) {
		return fmt.Errorf("XML is not well formed: <?%s ...?> is only allowed as the XML declaration at the very start of the file (Hadoop: \"The processing instruction target matching \\\"[xX][mM][lL]\\\" is not allowed.\")", t.Target)
	}
	r.dom.add(etree.NewProcInst(t.Target, string(t.Inst)))
	return nil
}

func (r *reader) comment(text string, p Pos) {
	r.dom.add(etree.NewComment(text))
	r.d.comments = append(r.d.comments, Comment{Pos: p, Text: text})
	r.pending = append(r.pending, len(r.d.comments)-1)
}
