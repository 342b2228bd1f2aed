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
	spans    map[*etree.Element]Span
	comments []Comment
	doctype  *doctype
}

// reader holds the state of one pass.
type reader struct {
	dec      *xml.Decoder
	d        *document
	stack    []*etree.Element
	pending  []int // indexes into d.comments waiting for their Next element
	src      []byte
	off      int64 // byte offset of the token being handled
	rootSeen bool
	is       *issues
}

// read parses src in one encoding/xml pass. It never fails: a syntax error
// becomes a malformed-xml Issue and the tree read so far is returned.
func read(src []byte, is *issues) *document {
	src = transcode(src)
	r := &reader{
		src: src,
		dec: xml.NewDecoder(bytes.NewReader(src)),
		d:   &document{doc: etree.NewDocument(), spans: map[*etree.Element]Span{}},
		is:  is,
	}
	r.dec.Strict = true
	r.dec.CharsetReader = charsetReader
	r.dec.Entity = map[string]string{}
	r.run()
	return r.d
}

func (r *reader) run() {
	for {
		p := r.pos()
		r.off = r.dec.InputOffset()
		tok, err := r.dec.RawToken()
		if err == io.EOF {
			r.finish(p)
			return
		}
		if err != nil {
			r.syntaxError(err)
			return
		}
		if err := r.token(tok, p); err != nil {
			r.is.add(p, RuleMalformedXML, "", err.Error(),
				"fix the XML: Hadoop's parser rejects the whole file")
			return
		}
	}
}

func (r *reader) pos() Pos {
	line, col := r.dec.InputPos()
	return Pos{Line: line, Col: col}
}

func (r *reader) syntaxError(err error) {
	p := r.pos()
	msg := err.Error()
	var se *xml.SyntaxError
	if errors.As(err, &se) {
		msg = se.Msg
		p = Pos{Line: se.Line, Col: p.Col}
	}
	r.is.add(p, RuleMalformedXML, "", "XML is not well formed: "+msg,
		"fix the XML: Hadoop's parser rejects the whole file")
}

func (r *reader) finish(p Pos) {
	switch {
	case len(r.stack) > 0:
		top := r.stack[len(r.stack)-1]
		r.is.add(p, RuleMalformedXML, "",
			fmt.Sprintf("XML is not well formed: unexpected end of file; <%s> is not closed", top.Tag),
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
		return r.text(t, p)
	case xml.Comment:
		r.comment(string(t), p)
	case xml.ProcInst:
		r.parent().CreateProcInst(t.Target, string(t.Inst))
	case xml.Directive:
		return r.directive(string(t), p)
	}
	return nil
}

// parent is the element new nodes attach to: the open element, or the
// document itself outside the root.
func (r *reader) parent() *etree.Element {
	if len(r.stack) == 0 {
		return &r.d.doc.Element
	}
	return r.stack[len(r.stack)-1]
}

func qualified(n xml.Name) string {
	if n.Space == "" {
		return n.Local
	}
	return n.Space + ":" + n.Local
}

func (r *reader) start(t xml.StartElement, p Pos) error {
	if len(r.stack) == 0 {
		if r.rootSeen {
			return errors.New("XML is not well formed: a second top-level element; the document must have exactly one root element")
		}
		r.rootSeen = true
	}
	el := r.parent().CreateElement(qualified(t.Name))
	seen := map[string]bool{}
	for _, a := range t.Attr {
		name := qualified(a.Name)
		if seen[name] {
			return fmt.Errorf("XML is not well formed: attribute %q is given twice on <%s>", name, el.Tag)
		}
		seen[name] = true
		el.CreateAttr(name, a.Value)
	}
	r.d.spans[el] = Span{Start: p}
	for _, i := range r.pending {
		r.d.comments[i].Next = el
	}
	r.pending = r.pending[:0]
	r.stack = append(r.stack, el)
	return nil
}

func (r *reader) end(t xml.EndElement) error {
	name := qualified(t.Name)
	if len(r.stack) == 0 {
		return fmt.Errorf("XML is not well formed: unexpected end tag </%s>", name)
	}
	top := r.stack[len(r.stack)-1]
	if top.Tag != name {
		return fmt.Errorf("XML is not well formed: element <%s> is closed by </%s>", top.Tag, name)
	}
	s := r.d.spans[top]
	s.End = r.pos()
	r.d.spans[top] = s
	r.stack = r.stack[:len(r.stack)-1]
	r.pending = r.pending[:0]
	return nil
}

func (r *reader) text(t xml.CharData, p Pos) error {
	if len(r.stack) == 0 {
		if len(strings.TrimLeft(string(t), " \t\r\n")) > 0 {
			return errors.New("XML is not well formed: text outside the root element")
		}
		return nil
	}
	if bytes.HasPrefix(r.src[r.off:], []byte("<![CDATA[")) {
		r.parent().CreateCData(string(t))
		return nil
	}
	r.parent().CreateText(string(t))
	return nil
}

func (r *reader) comment(text string, p Pos) {
	r.parent().CreateComment(text)
	r.d.comments = append(r.d.comments, Comment{Pos: p, Text: text})
	r.pending = append(r.pending, len(r.d.comments)-1)
}
