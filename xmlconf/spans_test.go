package xmlconf

import (
	"testing"

	"github.com/beevik/etree"
	"github.com/fairsched/fairsched/core/xmltok"
)

// table returns a span table of n elements whose entry i starts at line i+1.
func table(n int) (*spanTable, []*etree.Element) {
	t := &spanTable{}
	els := make([]*etree.Element, n)
	for i := range els {
		el, entry := t.add(xmltok.PosOf(i+1, 1))
		el.Tag = "e"
		t.setEnd(entry, xmltok.PosOf(i+1, 9))
		els[i] = el
	}
	return t, els
}

func TestSpanCursorFindsEveryOrder(t *testing.T) {
	const n = 100
	orders := map[string]func(i int) int{
		"document order": func(i int) int { return i },
		"reverse":        func(i int) int { return n - 1 - i },
		"strided":        func(i int) int { return i * 37 % n },
		"repeated":       func(i int) int { return i / 3 },
	}
	for name, order := range orders {
		t.Run(name, func(t *testing.T) {
			tab, els := table(n)
			c := spanCursor{t: tab}
			for i := 0; i < n; i++ {
				want := order(i)
				if got := c.start(els[want]); got != xmltok.PosOf(want+1, 1) {
					t.Fatalf("lookup %d of element %d: got %v, want line %d", i, want, got, want+1)
				}
			}
		})
	}
}

func TestSpanCursorSwitchesToIndex(t *testing.T) {
	const n = 50
	tab, els := table(n)
	c := spanCursor{t: tab}
	for i := 0; i < n; i++ { // reverse order: every lookup scans almost the whole table
		c.start(els[n-1-i])
	}
	if tab.index == nil {
		t.Fatalf("after %d scanned entries (budget %d) the index was not built", tab.scanned.Load(), scanPasses*n)
	}
	if got := tab.scanned.Load(); got > (scanPasses+1)*n {
		t.Errorf("scanned %d entries, want at most %d", got, (scanPasses+1)*n)
	}
}

func TestSpanCursorSequentialNeedsNoIndex(t *testing.T) {
	tab, els := table(1000)
	c := spanCursor{t: tab}
	for _, el := range els {
		c.start(el)
		c.start(el) // asked twice in a row, as the value readers do
	}
	if tab.index != nil || tab.scanned.Load() != 0 {
		t.Errorf("document-order lookups scanned %d entries and built index=%v", tab.scanned.Load(), tab.index != nil)
	}
}

func TestSpanScansBeforeIndexing(t *testing.T) {
	const n = 1000
	tab, els := table(n)
	for _, i := range []int{n - 1, n / 2, 3 * n / 4} { // a rule's few lookups, away from the start
		if s := tab.span(els[i]); s.Start.Line != int32(i+1) {
			t.Fatalf("span of element %d = %v", i, s)
		}
	}
	if tab.index != nil {
		t.Errorf("three lookups (%d entries scanned) built the index of %d elements", tab.scanned.Load(), n)
	}
	for i := n - 1; i >= 0; i-- { // every element, backwards: the scans' budget runs out
		if s := tab.span(els[i]); s.Start.Line != int32(i+1) {
			t.Fatalf("span of element %d = %v", i, s)
		}
	}
	if tab.index == nil {
		t.Errorf("after %d entries scanned (budget %d) the index was not built", tab.scanned.Load(), scanPasses*n)
	}
}

func TestSpanOfUnknownElement(t *testing.T) {
	tab, els := table(20)
	stranger := etree.NewElement("x")
	if s := tab.span(stranger); s != (Span{}) {
		t.Errorf("span of an element not read = %v, want zero", s)
	}
	c := spanCursor{t: tab}
	if p := c.start(stranger); p.IsValid() {
		t.Errorf("cursor start of an element not read = %v, want zero", p)
	}
	if s := tab.span(els[17]); s.Start.Line != 18 || s.End.Col != 9 {
		t.Errorf("span of element 17 = %v", s)
	}
	var none *spanTable
	if s := none.span(stranger); s != (Span{}) {
		t.Errorf("nil table span = %v", s)
	}
}
