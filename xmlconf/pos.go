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
// then holds the value Hadoop uses by default. Pos and Raw say where the
// element is and what text Hadoop read from it (first text node, before
// trimming); they are kept apart, in a Source the reader allocates in bulk,
// because most queues set few of their settings: inline they took more than
// half of every Queue.
type Field[T any] struct {
	Val T
	Set bool
	src *Source
}

// Source is where a Field was written: the element's position and the raw
// text Hadoop read from it.
type Source struct {
	Pos Pos
	Raw string
}

// Pos is where the element of f is, the zero Pos when it is absent.
func (f Field[T]) Pos() Pos {
	if f.src == nil {
		return Pos{}
	}
	return f.src.Pos
}

// Raw is the text Hadoop read from the element of f, untrimmed; "" when the
// element is absent or has no text.
func (f Field[T]) Raw() string {
	if f.src == nil {
		return ""
	}
	return f.src.Raw
}
