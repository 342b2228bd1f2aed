package xmlconf

import (
	"sync"

	"github.com/beevik/etree"
)

// spanTable records the source span of every element read, in document
// order. A hash map keyed by element costs a cache miss per element on large
// files; the interpretation asks for elements almost exactly in the order
// they were read, so a lookup first tries the entries just after the last
// hit and falls back to an index built once, on the first miss.
type spanTable struct {
	elems []*etree.Element
	spans []Span

	once  sync.Once
	index map[*etree.Element]int32
}

// newSpanTable returns a table with room for n elements.
func newSpanTable(n int) *spanTable {
	return &spanTable{elems: make([]*etree.Element, 0, n), spans: make([]Span, 0, n)}
}

// add records the start of el and returns its entry for setEnd.
func (t *spanTable) add(el *etree.Element, start Pos) int {
	t.elems = append(t.elems, el)
	t.spans = append(t.spans, Span{Start: start})
	return len(t.spans) - 1
}

// setEnd records where entry i ends.
func (t *spanTable) setEnd(i int, end Pos) { t.spans[i].End = end }

// spanWindow is how far past the hint a sequential lookup looks.
const spanWindow = 8

// near returns the entry of el among the few after hint.
func (t *spanTable) near(el *etree.Element, hint int) (int, bool) {
	for i := max(hint, 0); i < min(hint+spanWindow, len(t.elems)); i++ {
		if t.elems[i] == el {
			return i, true
		}
	}
	return 0, false
}

// indexed returns the entry of el from the index, building it on first
// use. It is safe for concurrent use once reading is over.
func (t *spanTable) indexed(el *etree.Element) (int, bool) {
	t.once.Do(t.buildIndex)
	i, ok := t.index[el]
	return int(i), ok
}

func (t *spanTable) buildIndex() {
	t.index = make(map[*etree.Element]int32, len(t.elems))
	for i, el := range t.elems {
		t.index[el] = int32(i)
	}
}

// span returns the span of el, the zero Span for an element not read from
// the file.
func (t *spanTable) span(el *etree.Element) Span {
	if t == nil {
		return Span{}
	}
	i, ok := t.near(el, 0)
	if !ok {
		i, ok = t.indexed(el)
	}
	if !ok {
		return Span{}
	}
	return t.spans[i]
}

// spanCursor reads a spanTable in (nearly) document order, remembering where
// the last lookup hit. A lookup away from there scans the table from that
// point, wrapping around; the scans together may cover the table a few
// times before the cursor switches to the index, so a file whose
// interpretation jumps around often costs no more than one index. It is not
// safe for concurrent use.
type spanCursor struct {
	t       *spanTable
	next    int
	scanned int
}

// scanPasses is how many times the scans may cover the table.
const scanPasses = 4

// start returns the start position of el.
func (c *spanCursor) start(el *etree.Element) Pos {
	i, ok := c.t.near(el, c.next-1)
	if !ok {
		i, ok = c.find(el)
	}
	if !ok {
		return Pos{}
	}
	c.next = i + 1
	return c.t.spans[i].Start
}

// find looks el up away from the hint.
func (c *spanCursor) find(el *etree.Element) (int, bool) {
	n := len(c.t.elems)
	if c.scanned > scanPasses*n {
		return c.t.indexed(el)
	}
	for k := 0; k < n; k++ {
		i := (c.next + k) % n
		if c.t.elems[i] == el {
			c.scanned += k + 1
			return i, true
		}
	}
	c.scanned += n
	return 0, false
}
