package render

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

// TestKeepReplay checks that replay gives back every row keep kept, in
// order, under the same drawn prefix: the same bytes, the same cells with
// their paints and widths. Cells run from empty to 70,000 bytes (lengths
// of one, two and three varint bytes), and rows span the blocks.
func TestKeepReplay(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 14))
	pieces := []string{"├─ ", "└─ ", "│  ", "   "}
	texts := []string{"a", "é", "日本", "-", "525 MiB", " ", "\xff"}
	type row struct {
		prefix drawnPrefix
		text   []byte
		cells  []span
		runes  []int
	}
	r := newRowWriter(sharesColumns, newPalette(false))
	var rows []row
	for range 3000 {
		var prefix drawnPrefix
		for range rng.IntN(6) {
			prefix.b = append(prefix.b, pieces[rng.IntN(len(pieces))]...)
			prefix.runes += 3
		}
		r.reset()
		r.queueCell(prefix, "root.q"+strings.Repeat(texts[rng.IntN(len(texts))], rng.IntN(4)), rng.IntN(2) == 0, uint8(rng.IntN(5)))
		for range rng.IntN(10) {
			n := rng.IntN(40)
			switch rng.IntN(50) {
			case 0:
				n = 128 + rng.IntN(300)
			case 1:
				n = 70000
			}
			r.row = append(r.row, strings.Repeat(texts[rng.IntN(len(texts))], n)...)
			r.end(uint8(rng.IntN(5)))
		}
		if got, want := r.runes(0), utf8.RuneCount(r.text(0)); got != want {
			t.Fatalf("queue cell %q: width %d, want %d", r.text(0), got, want)
		}
		kept := row{prefix: prefix, text: slices.Clone(r.row), cells: slices.Clone(r.cells)}
		for i := range r.cells {
			kept.runes = append(kept.runes, r.runes(i))
		}
		rows = append(rows, kept)
		r.keep()
	}
	if len(r.kept) < 2 {
		t.Fatalf("%d blocks: the rows should span several", len(r.kept))
	}
	for k, want := range rows {
		r.replay(want.prefix)
		if string(r.row) != string(want.text) || len(r.cells) != len(want.cells) {
			t.Fatalf("row %d: replayed %q (%d cells), want %q (%d cells)", k, r.row, len(r.cells), want.text, len(want.cells))
		}
		for i, c := range r.cells {
			if c.end != want.cells[i].end || c.paint != want.cells[i].paint || r.runes(i) != want.runes[i] {
				t.Fatalf("row %d cell %d: %+v (%d runes), want %+v (%d runes)", k, i, c, r.runes(i), want.cells[i], want.runes[i])
			}
		}
	}
}
