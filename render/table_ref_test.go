package render

import (
	"bytes"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

// This file keeps the simple table writer and tree walker that rowWriter
// and walkDrawn replaced, a string per cell and per prefix, and holds the
// fast ones to them.

// cell is one table cell of the reference writer.
type cell struct {
	text  string
	paint paint
	right bool
}

// refWriteTable prints the shown columns of rows separated by two spaces,
// right-aligned where asked, with no trailing spaces, the cut column cut.
func refWriteTable(rows [][]cell, show []bool, cutAt, cut int) string {
	widths := make([]int, len(show))
	for _, r := range rows {
		for i, c := range r {
			widths[i] = max(widths[i], utf8.RuneCountInString(c.text))
		}
	}
	var b strings.Builder
	for _, r := range rows {
		var shown []cell
		var ws []int
		for i, c := range r {
			if show[i] {
				if i == cutAt {
					c.text, widths[i] = refCut(c.text, cut), min(widths[i], cut)
				}
				shown, ws = append(shown, c), append(ws, widths[i])
			}
		}
		for len(shown) > 0 && shown[len(shown)-1].text == "" {
			shown = shown[:len(shown)-1]
		}
		for i, c := range shown {
			if i > 0 {
				b.WriteString("  ")
			}
			pad := strings.Repeat(" ", ws[i]-utf8.RuneCountInString(c.text))
			if c.right {
				b.WriteString(pad)
			}
			if c.text != "" {
				b.WriteString(c.paint.pre + c.text + c.paint.post)
			}
			if !c.right && i < len(shown)-1 {
				b.WriteString(pad)
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

func refCut(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return s
}

// TestRowWriterMatchesReference builds random tables, lays them out for
// random options and compares rowWriter's output with refWriteTable's for
// the columns and cut layout chose.
func TestRowWriterMatchesReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	words := []string{"", "-", "a", "12.8 GiB", "├─ é日本", "weight-proportional; instant inactive", "x\xffy", strings.Repeat("w", 90)}
	for range 3000 {
		nCols := 1 + rng.IntN(6)
		cols := make([]column, nCols)
		for i := range cols {
			cols[i] = column{id: string(rune('a' + i)), header: strings.ToUpper(string(rune('a' + i))), right: rng.IntN(2) == 0, drop: rng.IntN(4)}
		}
		rows := [][]cell{}
		for range rng.IntN(5) {
			row := make([]cell, nCols)
			for i := range row {
				row[i] = cell{text: words[rng.IntN(len(words))], right: cols[i].right}
			}
			rows = append(rows, row)
		}
		o := Options{Width: []int{0, 20, 80, 200}[rng.IntN(4)], Color: rng.IntN(2) == 0}
		if rng.IntN(3) == 0 {
			o.Columns = []string{"b", "d"}
		}
		got, show, cutAt, cut := renderRows(cols, rows, o)
		p := newPalette(o.Color)
		head := make([]cell, nCols)
		for i, c := range cols {
			head[i] = cell{text: c.header, paint: paintOf(p.bold), right: c.right}
		}
		if want := refWriteTable(append([][]cell{head}, rows...), show, cutAt, cut); got != want {
			t.Fatalf("options %+v, columns %v, show %v:\ngot\n%s\nwant\n%s", o, cols, show, got, want)
		}
		checkLayout(t, "random", got, len(rows)+1, o, floorOf(cols, rows, show, o))
	}
}

// floorOf is how wide the table must be beyond its first column with the
// columns shown: every column fitting may not drop (all of them when
// o.Columns picks them) at full width, the last at least minCut/2 wide.
func floorOf(cols []column, rows [][]cell, show []bool, o Options) int {
	last := 0
	for i := range show {
		if show[i] {
			last = i
		}
	}
	floor := 0
	for i := 1; i < len(cols); i++ {
		if !show[i] || (cols[i].drop > 0 && o.Columns == nil && i != last) {
			continue
		}
		w := utf8.RuneCountInString(cols[i].header)
		for _, r := range rows {
			w = max(w, utf8.RuneCountInString(r[i].text))
		}
		if i == last {
			w = min(w, minCut/2)
		}
		floor += w + 2
	}
	return floor
}

// renderRows writes a header and rows through a rowWriter and returns the
// output and the layout it chose.
func renderRows(cols []column, rows [][]cell, o Options) (string, []bool, int, int) {
	r := newRowWriter(cols, newPalette(o.Color))
	build := func(row []cell) {
		r.reset()
		for _, c := range row {
			r.row = append(r.row, c.text...)
			r.end(plain)
		}
	}
	r.header()
	r.measure(false)
	for _, row := range rows {
		build(row)
		r.measure(true)
	}
	r.layout(o)
	var b bytes.Buffer
	r.chunkWriter = newChunkWriter(&b)
	r.header()
	r.write()
	for _, row := range rows {
		build(row)
		r.write()
	}
	if err := r.flush(0); err != nil {
		panic(err)
	}
	return b.String(), slices.Clone(r.show), r.cutAt, r.cut
}

// refNode is a tree for the walker test.
type refNode struct{ kids []*refNode }

// refWalkDrawn is the walker before it reused a buffer: recursive, a
// string per prefix.
func refWalkDrawn(q *refNode, indent, prefix string, depth int, fn func(*refNode, string)) {
	fn(q, prefix)
	for k, c := range q.kids {
		last := k == len(q.kids)-1
		child := indent + drawn(last, "│  ", "   ")
		if depth >= maxDrawnDepth {
			child = indent
		}
		refWalkDrawn(c, child, indent+drawn(last, "├─ ", "└─ "), depth+1, fn)
	}
}

// TestWalkDrawnMatchesReference compares the order and prefixes of
// walkDrawn with refWalkDrawn on random trees, some deeper than
// maxDrawnDepth.
func TestWalkDrawnMatchesReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for range 300 {
		root := &refNode{}
		all := []*refNode{root}
		for range rng.IntN(80) {
			p := all[rng.IntN(len(all))]
			if rng.IntN(3) == 0 {
				p = all[len(all)-1] // deep chains
			}
			c := &refNode{}
			p.kids = append(p.kids, c)
			all = append(all, c)
		}
		var got, want []string
		walkDrawn(root, func(q *refNode) int { return len(q.kids) }, func(q *refNode, k int) *refNode { return q.kids[k] },
			func(q *refNode, prefix drawnPrefix) { got = append(got, string(prefix.b)) })
		refWalkDrawn(root, "", "", 0, func(q *refNode, prefix string) { want = append(want, prefix) })
		if !slices.Equal(got, want) {
			t.Fatalf("walkDrawn prefixes\n%q\nwant\n%q", got, want)
		}
	}
}
