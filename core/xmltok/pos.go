package xmltok

import (
	"encoding/binary"
	"math"
	"math/bits"
	"unicode/utf8"

	"github.com/fairsched/fairsched/core/diag"
)

// Pos is a location in the file (diag.Pos: 1-based line, and column in
// UTF-16 code units as Java's XML parser counts).
type Pos = diag.Pos

// PosOf returns the Pos of a line and column, saturating each at
// math.MaxInt32.
func PosOf(line, col int) Pos {
	return Pos{Line: int32(min(line, math.MaxInt32)), Col: int32(min(col, math.MaxInt32))}
}

// asciiMask has the high bit of each of eight bytes: a word of ASCII text
// and'ed with it is zero.
const asciiMask = 0x8080808080808080

// IsASCII reports whether b is 7-bit text, where a UTF-16 column is a
// byte (and a character).
func IsASCII(b []byte) bool {
	for len(b) >= 8 {
		if binary.LittleEndian.Uint64(b)&asciiMask != 0 {
			return false
		}
		b = b[8:]
	}
	for _, c := range b {
		if c >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// UTF16Cols counts the columns the bytes of b take: one per UTF-16 code
// unit of the text, an invalid byte counting one.
//
// Valid UTF-8 (nearly all text) is counted eight bytes at a time without
// decoding: a character is one column per byte that does not continue a
// sequence, plus one for a four-byte sequence (a surrogate pair). Decoding
// rune by rune took 2% of lint's instructions on the corpus shape, whose
// comments are in Chinese.
func UTF16Cols(b []byte) int {
	if !utf8.Valid(b) {
		return utf16ColsDecoded(b)
	}
	n, i := 0, 0
	for ; i+8 <= len(b); i += 8 {
		x := binary.LittleEndian.Uint64(b[i:])
		if x&asciiMask == 0 {
			n += 8 // eight ASCII bytes, eight columns
			continue
		}
		n += 8 - zeroBytes(x&0xC0C0C0C0C0C0C0C0^0x8080808080808080) + zeroBytes(x&0xF0F0F0F0F0F0F0F0^0xF0F0F0F0F0F0F0F0)
	}
	for ; i < len(b); i++ {
		if b[i]&0xC0 != 0x80 {
			n++
		}
		if b[i] >= 0xF0 {
			n++
		}
	}
	return n
}

// zeroBytes counts the zero bytes of x.
func zeroBytes(x uint64) int {
	const low7 = 0x7F7F7F7F7F7F7F7F
	t := (x&low7 + low7) | x | low7 // the high bit of each byte set unless it is zero
	return bits.OnesCount64(^t)
}

// utf16ColsDecoded is UTF16Cols rune by rune, for text that is not valid
// UTF-8.
func utf16ColsDecoded(b []byte) int {
	n := 0
	for i := 0; i < len(b); {
		if i+8 <= len(b) && binary.LittleEndian.Uint64(b[i:])&asciiMask == 0 {
			n, i = n+8, i+8 // eight ASCII bytes, eight columns
			continue
		}
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

// ColCache turns byte offsets into columns. Tokens come in file order, so
// counting on from the previous offset of the same line keeps the cost
// linear in the file size even when the whole file is one line.
//
// Most text between two tokens is short, too short for UTF16Cols's eight
// bytes at a time, so the cache also looks ahead: src[asciiFrom:asciiTo] is
// known to be ASCII (found up to asciiWindow bytes past an offset asked
// for), and an offset within it is counted in bytes. A file with one
// non-ASCII character elsewhere thus costs no more than an ASCII one.
type ColCache struct {
	lineStart, off, col int
	asciiFrom, asciiTo  int
}

// asciiWindow is how far past the offset asked for ColCache looks for
// ASCII text.
const asciiWindow = 512

// column returns the column of byte offset off on the line that starts at
// byte offset lineStart. off is a character boundary, as token starts are.
func (c *ColCache) Column(src []byte, lineStart, off int) int {
	off = min(off, len(src))
	if c.col == 0 || lineStart != c.lineStart || off < c.off || c.off < lineStart {
		c.lineStart, c.off, c.col = lineStart, lineStart, 1
	}
	if off > c.asciiTo && c.off >= c.asciiTo || c.off < c.asciiFrom {
		c.asciiFrom = c.off
		c.asciiTo = c.off + asciiPrefix(src[c.off:min(len(src), off+asciiWindow)])
	}
	if c.off >= c.asciiFrom && off <= c.asciiTo {
		c.col += off - c.off
	} else {
		c.col += UTF16Cols(src[c.off:off])
	}
	c.off = off
	return c.col
}

// asciiPrefix returns the length of b's leading run of ASCII bytes.
func asciiPrefix(b []byte) int {
	i := 0
	for ; i+8 <= len(b); i += 8 {
		if binary.LittleEndian.Uint64(b[i:])&asciiMask != 0 {
			break
		}
	}
	for ; i < len(b) && b[i] < utf8.RuneSelf; i++ {
	}
	return i
}
