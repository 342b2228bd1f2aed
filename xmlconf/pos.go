package xmlconf

import (
	"github.com/fairsched/fairsched/core/diag"
)

// Pos is a location in the file (diag.Pos: 1-based line, and column in
// UTF-16 code units as Java's XML parser counts).
type Pos = diag.Pos

// FirstValid returns the first valid position of ps, or the zero Pos when
// none is.
func FirstValid(ps ...Pos) Pos {
	for _, p := range ps {
		if p.IsValid() {
			return p
		}
	}
	return Pos{}
}

// Field is a setting read from the file together with where it was written.
// Set is false when the element was absent (or could not be read), and Val
// then holds the value Hadoop uses by default. Raw is the text Hadoop read
// (first text node, before trimming).
type Field[T any] struct {
	Val T
	Pos Pos
	Set bool
	Raw string
}
