package xmlconf

import (
	"fmt"
	"math"
)

// Pos is a location in the allocation file. Line and Col are 1-based; Col
// counts bytes from the start of the line, as encoding/xml does. For an
// element it is the position of the '<' that opens its start tag. The zero
// Pos means "unknown" (for example the implicit root.default queue).
//
// The fields are 32-bit because the model holds a Pos for every setting of
// every queue; beyond 2^31-1 (a file over 2 GiB) they stay at that value.
type Pos struct {
	Line int32
	Col  int32
}

// posOf returns the Pos of a line and column, saturating each at
// math.MaxInt32.
func posOf(line, col int) Pos {
	return Pos{Line: int32(min(line, math.MaxInt32)), Col: int32(min(col, math.MaxInt32))}
}

// IsValid reports whether p names a real location.
func (p Pos) IsValid() bool { return p.Line > 0 }

// String formats p as "line:col".
func (p Pos) String() string { return fmt.Sprintf("%d:%d", p.Line, p.Col) }

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
