package xmlconf

import (
	"sync"
	"sync/atomic"

	"github.com/beevik/etree"
)

// spanTable holds the elements read, in document order, and the source
// span of each: the reader takes every element it opens from here, so that
// an element and its span share one chunk (elemChunk) and no list of the
// elements, no estimate of their number and no growing array is needed.
// A hash map keyed by element costs a cache miss per element on large
// files; the interpretation asks for elements almost exactly in the order
// they were read, so a lookup first tries the entries just after the last
// hit, then scans the table, and only once the scans together have covered
// it a few times builds an index (on a 100,000-queue file the index is
// 18 MB, where the one or two lookups of a rule such as
// spark-allocation-file cost a scan of a millisecond).
type spanTable struct {
	chunks []*elemChunk
	n      int // the entries in use

	scanned atomic.Int64 // entries the scans have compared so far
	once    sync.Once
	index   map[*etree.Element]int32
}

// elemChunk holds elemChunkSize entries of a spanTable: entry i is
// element and span i%elemChunkSize of chunk i/elemChunkSize.
type elemChunk struct {
	els   [elemChunkSize]etree.Element
	spans [elemChunkSize]Span
}

// elemChunkSize is how many entries one allocation holds (28 KB).
const elemChunkSize = 256

// elem returns the element of entry i.
func (t *spanTable) elem(i int) *etree.Element {
	return &t.chunks[uint(i)/elemChunkSize].els[uint(i)%elemChunkSize]
}

// entry returns the span of entry i.
func (t *spanTable) entry(i int) *Span {
	return &t.chunks[uint(i)/elemChunkSize].spans[uint(i)%elemChunkSize]
}

// add returns a new zero element starting at start, and its entry for
// setEnd.
//
// A new chunk is cleared at once, although it comes zeroed: see slab.next.
func (t *spanTable) add(start Pos) (*etree.Element, int) {
	if t.n%elemChunkSize == 0 {
		c := new(elemChunk)
		clear(c.els[:])
		clear(c.spans[:])
		t.chunks = append(t.chunks, c)
	}
	i := t.n
	t.n++
	t.entry(i).Start = start
	return t.elem(i), i
}

// setEnd records where entry i ends.
func (t *spanTable) setEnd(i int, end Pos) { t.entry(i).End = end }

// spanWindow is how far past the hint a sequential lookup looks.
const spanWindow = 8

// near returns the entry of el among the few after hint.
func (t *spanTable) near(el *etree.Element, hint int) (int, bool) {
	for i := max(hint, 0); i < min(hint+spanWindow, t.n); i++ {
		if t.elem(i) == el {
			return i, true
		}
	}
	return 0, false
}

// scanPasses is how many times the scans may cover the table before the
// index is built.
const scanPasses = 4

// find returns the entry of el, scanning the table from entry from (wrapping
// around) while the scans' budget lasts, then from the index. It is safe for
// concurrent use once reading is over.
func (t *spanTable) find(el *etree.Element, from int) (int, bool) {
	n := t.n
	if t.scanned.Load() > int64(scanPasses*n) {
		return t.indexed(el)
	}
	for k := 0; k < n; k++ {
		i := (from + k) % n
		if t.elem(i) == el {
			t.scanned.Add(int64(k + 1))
			return i, true
		}
	}
	t.scanned.Add(int64(n))
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
	t.index = make(map[*etree.Element]int32, t.n)
	for i := range t.n {
		t.index[t.elem(i)] = int32(i)
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
		i, ok = t.find(el, 0)
	}
	if !ok {
		return Span{}
	}
	return *t.entry(i)
}

// spanCursor reads a spanTable in (nearly) document order, remembering where
// the last lookup hit. A lookup away from there scans the table from that
// point (spanTable.find), so a file whose interpretation jumps around often
// costs no more than one index. It is not safe for concurrent use.
type spanCursor struct {
	t    *spanTable
	next int
}

// start returns the start position of el.
func (c *spanCursor) start(el *etree.Element) Pos {
	i, ok := c.t.near(el, c.next-1)
	if !ok {
		i, ok = c.t.find(el, c.next)
	}
	if !ok {
		return Pos{}
	}
	c.next = i + 1
	return c.t.entry(i).Start
}
