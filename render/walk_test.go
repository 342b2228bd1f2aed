package render

import (
	"math/rand/v2"
	"testing"
	"unicode/utf8"
)

// TestDrawnWidth holds the width walkDrawn gives each prefix to the
// prefix's rune count, on random trees with chains of up to three times
// maxDrawnDepth, where the indentation stops growing.
func TestDrawnWidth(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 22))
	for range 100 {
		kids := [][]int{nil}
		for range 3*maxDrawnDepth + rng.IntN(40) {
			p := len(kids) - 1 // mostly chains
			if rng.IntN(4) == 0 {
				p = rng.IntN(len(kids))
			}
			kids[p] = append(kids[p], len(kids))
			kids = append(kids, nil)
		}
		walkDrawn(0, func(i int) int { return len(kids[i]) }, func(i, k int) int { return kids[i][k] },
			func(i int, prefix drawnPrefix) {
				if n := utf8.RuneCount(prefix.b); prefix.runes != n {
					t.Fatalf("node %d, prefix %q: width %d, want %d", i, prefix.b, prefix.runes, n)
				}
			})
	}
}
