package xmlconf

import (
	"testing"

	"github.com/beevik/etree"
	"github.com/fairsched/fairsched/core/xmltok"
)

// table returns a span table of n elements whose entry i starts at line i+1.
func table(n int) (*spanTable, []*etree.Element) {
	t := newSpanTable(0)
	els := make([]*etree.Element, n)
	for i := range els {
		els[i] = etree.NewElement("e")
		t.setEnd(t.add(els[i], xmltok.PosOf(i+1, 1)), xmltok.PosOf(i+1, 9))
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
		t.Fatalf("after %d scanned entries (budget %d) the index was not built", c.scanned, scanPasses*n)
	}
	if c.scanned > (scanPasses+1)*n {
		t.Errorf("scanned %d entries, want at most %d", c.scanned, (scanPasses+1)*n)
	}
}

func TestSpanCursorSequentialNeedsNoIndex(t *testing.T) {
	tab, els := table(1000)
	c := spanCursor{t: tab}
	for _, el := range els {
		c.start(el)
		c.start(el) // asked twice in a row, as the value readers do
	}
	if tab.index != nil || c.scanned != 0 {
		t.Errorf("document-order lookups scanned %d entries and built index=%v", c.scanned, tab.index != nil)
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
