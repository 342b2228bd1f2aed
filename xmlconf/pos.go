package xmlconf

import (
	"math"
	"unicode/utf8"

	"github.com/fairsched/fairsched/diag"
)

// Pos is a location in the file (diag.Pos: 1-based line, and column in
// UTF-16 code units as Java's XML parser counts).
type Pos = diag.Pos

// posOf returns the Pos of a line and column, saturating each at
// math.MaxInt32.
func posOf(line, col int) Pos {
	return Pos{Line: int32(min(line, math.MaxInt32)), Col: int32(min(col, math.MaxInt32))}
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
