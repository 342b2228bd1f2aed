package render

import (
	"fmt"
	"slices"
	"testing"
)

// TestCellBlock holds cellBlock's rows apart: a row may have fewer or more
// cells than the columns, and more rows than promised may come; no row may
// change another.
func TestCellBlock(t *testing.T) {
	for _, tc := range []struct {
		name        string
		promised    int
		cellsPerRow []int
	}{
		{"as promised", 3, []int{2, 2, 2}},
		{"short rows", 3, []int{1, 0, 2}},
		{"a long row", 3, []int{2, 5, 2}},
		{"more rows than promised", 1, []int{2, 2, 2, 2}},
		{"none promised", 0, []int{2, 3}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := newCellBlock(tc.promised, 2)
			var rows, want [][]string
			for i, n := range tc.cellsPerRow {
				r := c.row()
				var w []string
				for k := range n {
					r = append(r, fmt.Sprint(i, k))
					w = append(w, fmt.Sprint(i, k))
				}
				rows, want = append(rows, c.keep(r)), append(want, w)
			}
			for i := range rows {
				if !slices.Equal(rows[i], want[i]) {
					t.Fatalf("row %d = %q, want %q", i, rows[i], want[i])
				}
			}
		})
	}
}
