package xmlconf

import (
	"fmt"
	"math"
	"unicode/utf8"
)

// Pos is a location in the allocation file. Line and Col are 1-based; Col
// counts characters from the start of the line the way Java's XML parser
// and SARIF do, in UTF-16 code units (so "队列" is two columns, not the six
// bytes encoding/xml counts, and an invalid byte is one). For an
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

// utf16Cols counts the columns the bytes of b take: one per UTF-16 code
// unit of the text, an invalid byte counting one.
func utf16Cols(b []byte) int {
	n := 0
	for i := 0; i < len(b); {
		if b[i] < utf8.RuneSelf {
			n, i = n+1, i+1
			continue
		}
		r, size := utf8.DecodeRune(b[i:])
		n, i = n+1, i+size
		if r >= 0x10000 {
			n++
		}
	}
	return n
}

// colCache turns byte offsets into columns. Tokens come in file order, so
// counting on from the previous offset of the same line keeps the cost
// linear in the file size even when the whole file is one line.
type colCache struct {
	lineStart, off, col int
}

// column returns the column of byte offset off on the line that starts at
// byte offset lineStart. off is a character boundary, as token starts are.
func (c *colCache) column(src []byte, lineStart, off int) int {
	off = min(off, len(src))
	if c.col == 0 || lineStart != c.lineStart || off < c.off || c.off < lineStart {
		c.lineStart, c.off, c.col = lineStart, lineStart, 1
	}
	c.col += utf16Cols(src[c.off:off])
	c.off = off
	return c.col
}
