package xmlconf

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"strings"

	"github.com/beevik/etree"
	"github.com/fairsched/fairsched/core/xmltok"
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
	queues   queuePool
	// amShares counts the <maxAMShare> elements of queue elements, the
	// most names the interpretation's map of them (parser.amShare) holds.
	amShares int
	// afterRoot is where content after the closed root element starts
	// when Hadoop's parser fails there; the tree itself is complete.
	afterRoot Pos
	// malformed is where and how the XML breaks (FactNotWellFormed), nil
	// when it is well formed.
	malformed *Fact
}

// reader is the second stage of the pass (the first is in tokenize.go): it
// checks what encoding/xml lets through and Java's parser does not, and
// builds the document, the spans and the comments.
type reader struct {
	d        *document
	dom      *domBuilder
	open     []openElement // beside the builder's stack of elements
	pending  []int         // indexes into d.comments waiting for their Next element
	src      []byte
	tok      *xmltok.Tok // the token being handled
	rootSeen bool
	rootEnd  int               // byte offset just after the root element, once closed
	entities map[string]string // the decoder's, filled before any use
	textPos  Pos               // where text outside the root starts, once found
	fellBack bool              // the fast tokenizer handed the file over
}

// openElement is what the reader keeps about an element until it closes.
type openElement struct {
	span  int  // its spans entry
	queue bool // whether it declares a queue
}

// read parses src in one pass. It never fails: a syntax error becomes the
// document's FactNotWellFormed and the tree read so far is returned. src is never
// modified.
//
// The pass first runs with the fast tokenizer (core/xmltok); when that
// meets input it leaves to encoding/xml, the pass starts over with the
// encoding/xml tokenizer, and what the first attempt read is dropped.
func read(src []byte) *document {
	src = transcode(src)
	if p := declCheck(src); p != nil {
		dom := newDOMBuilder()
		return &document{doc: dom.doc, spans: &spanTable{}, malformed: declFact(src, p)}
	}
	if d, ok := readWith(src, xmltok.NewTokenizer(src), nil); ok {
		return d
	}
	t := newTokenizer(src)
	d, _ := readWith(src, t, t.entities)
	d.doctype = t.doctype
	return d
}

// tokenSource is the first stage of the pass: Next reads one token into
// rt, overwriting all of it (batches are reused without being cleared).
type tokenSource interface {
	Next(rt *xmltok.Tok)
}

// pipelineFrom is the size from which the tokens are read on a goroutine
// of their own, beside the reader: below it (a few hundred queues) the
// goroutine and the thread it wakes cost more than the overlap gains.
var pipelineFrom = 64 << 10

// readWith runs the pass with the tokens of ts; ok is false when ts handed
// the file over (xmltok.Fallback).
func readWith(src []byte, ts tokenSource, entities map[string]string) (*document, bool) {
	r := &reader{
		src:      src,
		d:        &document{spans: &spanTable{}},
		dom:      newDOMBuilder(),
		entities: entities,
	}
	if len(src) < pipelineFrom {
		r.consumeFrom(ts)
	} else {
		out, free, stop := make(chan []xmltok.Tok, 4), make(chan []xmltok.Tok, maxBatches), make(chan struct{})
		var swap func([]xml.Attr) []xml.Attr
		if s, ok := ts.(attrSwapper); ok {
			swap = s.SwapAttrs
		}
		go runTokens(ts.Next, swap, out, free, stop)
		r.consume(out, free)
		close(stop)
		for range out { // let the tokenizer finish before its results are used
		}
	}
	r.dom.closeAll()
	r.d.doc = r.dom.doc
	return r.d, !r.fellBack
}

// consumeFrom reads the tokens of ts one by one, on this goroutine, and
// handles each until the token that ends reading. The record is not
// cleared between tokens: Next overwrites all of it.
func (r *reader) consumeFrom(ts tokenSource) {
	var tok xmltok.Tok
	for {
		ts.Next(&tok)
		if r.handle(&tok) {
			return
		}
	}
}

// consume handles batches until the token that ends reading.
func (r *reader) consume(in <-chan []xmltok.Tok, free chan<- []xmltok.Tok) {
	for batch := range in {
		for i := range batch {
			if r.handle(&batch[i]) {
				return
			}
		}
		select {
		case free <- batch[:0]:
		default:
		}
	}
}

// handle deals with one token and reports whether reading ends there. One
// switch on the kind, the commonest first, sends every token on.
func (r *reader) handle(t *xmltok.Tok) bool {
	r.tok = t
	var err error
	switch t.Kind {
	case xmltok.StartTag:
		err = r.start(t)
	case xmltok.CharData:
		err = r.text(t.Text)
	case xmltok.EndTag:
		err = r.end(t)
	case xmltok.Comment:
		r.comment(t.Text, t.Pos)
	case xmltok.ProcInst:
		err = r.procInst(t.Name, t.Text)
	case xmltok.Directive:
		r.dom.add(etree.NewDirective(t.Text))
	case xmltok.Fallback:
		r.fellBack = true
		return true
	case xmltok.Fail:
		if !r.trailing(t, t.Text) {
			how := MalformedSyntax
			if t.Hint == failEntityLimit {
				how = MalformedEntityLimit
			}
			r.notWellFormed(Fact{Pos: t.Pos, Malformed: how, Value: t.Text})
		}
		return true
	case xmltok.EOF:
		r.finish(t.Pos)
		return true
	}
	if err != nil {
		r.refused(t, err)
		return true
	}
	return false
}

// refused records err, met at token t, where reading stops.
func (r *reader) refused(t *xmltok.Tok, err error) {
	if r.trailing(t, err.Error()) {
		return
	}
	p := t.Pos
	if r.textPos.IsValid() {
		p = r.textPos
	}
	r.notWellFormed(Fact{Pos: p, Malformed: MalformedSyntax, Value: err.Error()})
}

func (r *reader) finish(p Pos) {
	switch {
	case r.dom.depth() > 0:
		top := r.dom.top()
		r.notWellFormed(Fact{Pos: p, Malformed: MalformedUnclosed, Value: top.FullTag()})
	case !r.rootSeen:
		r.notWellFormed(Fact{Pos: p, Malformed: MalformedNoRoot, Refusal: msgPrematureEnd})
	}
}

// msgPrematureEnd is Xerces' message for a file without a root element.
const msgPrematureEnd = "Premature end of file."

// notWellFormed records f, a FactNotWellFormed without its kind, where
// reading stops.
func (r *reader) notWellFormed(f Fact) {
	f.Kind = FactNotWellFormed
	r.d.malformed = &f
}

func qualified(n xml.Name) string {
	if n.Space == "" {
		return n.Local
	}
	return n.Space + ":" + n.Local
}

func (r *reader) start(t *xmltok.Tok) error {
	if r.dom.depth() == 0 {
		if r.rootSeen {
			return errors.New("XML is not well formed: a second top-level element; the document must have exactly one root element")
		}
		r.rootSeen = true
	}
	if err := checkAttrs(t.Name, t.Attr, r.src[t.Off:t.End], t.Spaced); err != nil {
		return err
	}
	isQueue := r.queueElement(t.Name)
	if isQueue {
		r.d.queues.reserve()
	} else if n := len(r.open); n > 0 && r.open[n-1].queue && t.Name == "maxAMShare" {
		r.d.amShares++
	}
	el, span := r.d.spans.add(t.Pos)
	r.dom.openElement(el, t.Name, len(t.Attr))
	r.attrs(el, t.Attr)
	r.open = append(r.open, openElement{span: span, queue: isQueue})
	for _, i := range r.pending {
		r.d.comments[i].Next = el
	}
	r.pending = r.pending[:0]
	return nil
}

func (r *reader) end(t *xmltok.Tok) error {
	name := t.Name
	top := r.dom.top()
	if top == nil {
		return fmt.Errorf("XML is not well formed: unexpected end tag </%s>", name)
	}
	if top.FullTag() != name {
		return fmt.Errorf("XML is not well formed: element <%s> is closed by </%s>", top.FullTag(), name)
	}
	r.d.spans.setEnd(r.open[len(r.open)-1].span, t.EndPos)
	r.dom.closeElement()
	r.open = r.open[:len(r.open)-1]
	if len(r.open) == 0 {
		r.rootEnd = t.End
	}
	r.pending = r.pending[:0]
	return nil
}

func (r *reader) text(t string) error {
	// Plain text never starts with '<': the first byte spares most
	// tokens the comparison.
	cdata := r.tok.Off < len(r.src) && r.src[r.tok.Off] == '<' && bytes.HasPrefix(r.src[r.tok.Off:], []byte("<![CDATA["))
	if r.dom.depth() == 0 {
		if cdata {
			return errors.New("XML is not well formed: a CDATA section outside the root element")
		}
		if rest := strings.TrimLeft(t, " \t\r\n"); rest != "" {
			r.textPos = posAt(r.src, r.tok.Off+len(t)-len(rest))
			return errors.New("XML is not well formed: text outside the root element")
		}
	}
	if !cdata && r.inContainer() && onlyXMLSpace(t) {
		return nil
	}
	r.dom.addText(t, cdata)
	return nil
}

// onlyXMLSpace reports whether t is XML white space only (a loop: strings.Trim
// with a cutset builds the set at every call, 2% of lint's instructions).
func onlyXMLSpace(t string) bool {
	for i := 0; i < len(t); i++ {
		if !isDeclSpace(t[i]) {
			return false
		}
	}
	return true
}

// inContainer reports whether the innermost open element is <allocations>
// or a queue element: Hadoop reads only their child elements, and nothing
// reads the text between those, so the whitespace there (the indentation,
// a node for every setting) is left out of the document.
func (r *reader) inContainer() bool {
	switch n := len(r.open); {
	case n == 1:
		return r.dom.top().FullTag() == "allocations"
	case n > 1:
		return r.open[n-1].queue
	}
	return false
}

// queueElement reports whether an element named name, about to be opened,
// declares a queue the way the interpretation reads them: a queue or pool
// element directly inside <allocations>, or a child-queue tag inside such
// an element (queues.go).
func (r *reader) queueElement(name string) bool {
	switch n := len(r.open); {
	case n == 1:
		return r.dom.top().FullTag() == "allocations" && (name == "queue" || name == "pool")
	case n > 1:
		return r.open[n-1].queue && isQueueTag(name)
	}
	return false
}

// procInst keeps a processing instruction. A target spelled "xml" in any
// case is only allowed as the XML declaration at the very start of the file.
func (r *reader) procInst(target, inst string) error {
	if strings.EqualFold(target, "xml") && (target != "xml" || r.tok.Off != 0) {
		return fmt.Errorf("XML is not well formed: <?%s ...?> is only allowed as the XML declaration at the very start of the file (Hadoop: \"The processing instruction target matching \\\"[xX][mM][lL]\\\" is not allowed.\")", target)
	}
	r.dom.add(etree.NewProcInst(target, inst))
	return nil
}

func (r *reader) comment(text string, p Pos) {
	r.dom.addComment(text)
	r.d.comments = append(r.d.comments, Comment{Pos: p, Text: text})
	r.pending = append(r.pending, len(r.d.comments)-1)
}
