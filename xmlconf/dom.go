package xmlconf

import (
	"slices"
	"strings"

	"github.com/beevik/etree"
)

// domBuilder builds the etree document during the single pass. It produces
// the same tree as etree's Create* methods, more cheaply for large files:
//   - elements (from the span table's chunks, spans.go) and text nodes
//     are carved from slabs instead of being allocated one by one;
//   - the children of an open element are collected and attached when it
//     closes, so each Child slice is allocated once, at its final size;
//   - tag names and whitespace-only text, which repeat endlessly, share one
//     string each (the tokenizer interns them).
//
// Text nodes get their data through CharData.SetData, so whitespace-only
// text carries etree's whitespace flag as when etree reads a document itself
// (its Create* methods leave the flag unset).
type domBuilder struct {
	doc  *etree.Document
	open []*etree.Element
	// kids holds the children of the open elements, innermost last; those
	// of open[i] start at kids[from[i]].
	kids []etree.Token
	from []int

	texts    slab[etree.CharData]
	comments slab[etree.Comment]
	// kidLists and attrLists carve the Child and Attr slices.
	kidLists  carver[etree.Token]
	attrLists carver[etree.Attr]
}

// slabSize is how many elements or text nodes one allocation holds.
const slabSize = 256

func newDOMBuilder() *domBuilder {
	return &domBuilder{doc: etree.NewDocument()}
}

// depth is the number of open elements.
func (b *domBuilder) depth() int { return len(b.open) }

// top is the innermost open element, nil outside the root.
func (b *domBuilder) top() *etree.Element {
	if len(b.open) == 0 {
		return nil
	}
	return b.open[len(b.open)-1]
}

// add attaches t to the open element, or to the document outside the root.
func (b *domBuilder) add(t etree.Token) {
	if len(b.open) == 0 {
		b.doc.AddChild(t)
		return
	}
	if len(b.kids) == cap(b.kids) {
		// Doubled, not grown by append's quarter steps: an element of
		// 100,000 children (placement rules) otherwise copies them all
		// a dozen times.
		b.kids = slices.Grow(b.kids, max(len(b.kids), 64))
	}
	b.kids = append(b.kids, t)
}

// openElement starts el, a zero element, as one whose FullTag is exactly
// name (etree splits a name at its first colon, which does not round-trip
// for names such as ":a"), with room for nattr attributes.
func (b *domBuilder) openElement(el *etree.Element, name string, nattr int) {
	el.Tag = name
	if space, tag, ok := strings.Cut(name, ":"); ok { // as etree splits names
		el.Space, el.Tag = space, tag
	}
	if el.FullTag() != name {
		el.Space, el.Tag = "", name
	}
	if nattr > 0 {
		el.Attr = b.attrLists.list(nattr, attrChunk)
	}
	b.add(el)
	b.open = append(b.open, el)
	b.from = append(b.from, len(b.kids))
}

// closeElement ends the innermost open element, attaching its children.
func (b *domBuilder) closeElement() {
	n := len(b.open) - 1
	el, from := b.open[n], b.from[n]
	kids := b.kids[from:]
	el.Child = b.kidLists.list(len(kids), childChunk)
	for _, k := range kids {
		el.AddChild(k)
	}
	clear(kids)
	b.kids, b.open, b.from = b.kids[:from], b.open[:n], b.from[:n]
}

// carver hands out empty slices of an exact capacity, carved from a
// shared array when they are short: a million elements were a million
// allocations of their children and of their attributes. The capacity is
// exactly what was asked, so that an element given one more child or
// attribute later moves to an array of its own instead of overwriting the
// next element's.
type carver[T any] struct{ free []T }

// list returns an empty slice of capacity n, from shared arrays of chunk
// values.
func (c *carver[T]) list(n, chunk int) []T {
	switch {
	case n == 0 || n > chunk/8: // none (make allocates nothing), or many
		return make([]T, 0, n)
	case n > len(c.free):
		c.free = make([]T, chunk)
	}
	l := c.free[:0:n]
	c.free = c.free[n:]
	return l
}

// childChunk and attrChunk are how many child tokens and attributes one
// shared array holds (64 KB and 28 KB).
const (
	childChunk = 4096
	attrChunk  = 512
)

// closeAll ends every open element, for a file that stops early.
func (b *domBuilder) closeAll() {
	for len(b.open) > 0 {
		b.closeElement()
	}
}

// addText adds character data; cdata marks a CDATA section.
func (b *domBuilder) addText(data string, cdata bool) {
	if cdata {
		b.add(etree.NewCData(data))
		return
	}
	c := b.texts.next()
	c.SetData(data)
	b.add(c)
}

// addComment adds a comment. Its index, -1 from etree.NewComment, is set
// when it is attached, as every node the builder makes is.
func (b *domBuilder) addComment(text string) {
	c := b.comments.next()
	c.Data = text
	b.add(c)
}

// slab hands out values of T carved from arrays of slabSize.
type slab[T any] struct{ free []T }

// next returns a zero T.
//
// A new array is cleared at once, although make already returns it zeroed:
// fresh memory from the kernel is mapped on first touch, and when that touch
// is a read (etree's SetData reads a text node's flags before writing them,
// and one node in a hundred has its flags on the next page) the kernel maps
// its shared zero page and must copy it and flush every core's TLB at the
// write that follows. Writing the whole array first takes each page in one
// plain fault; on a 100,000-queue file that was 7% of lint's time.
func (s *slab[T]) next() *T {
	if len(s.free) == 0 {
		s.free = make([]T, slabSize)
		clear(s.free)
	}
	v := &s.free[0]
	s.free = s.free[1:]
	return v
}
