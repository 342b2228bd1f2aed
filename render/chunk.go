package render

import (
	"encoding/binary"
	"io"
	"strings"
	"unicode/utf8"
)

// chunkSize is how much output a chunkWriter collects before handing it on.
const chunkSize = 64 << 10

// chunkWriter is a bufio.Writer that one appends to directly: output
// collects in buf and goes to w in chunks; the first write error is kept
// and nothing more is written after it.
type chunkWriter struct {
	w   io.Writer
	buf []byte
	err error
}

func newChunkWriter(w io.Writer) chunkWriter {
	return chunkWriter{w: w, buf: make([]byte, 0, 2*chunkSize)}
}

// flush hands buf to w once it holds at least limit bytes (and any), and
// returns the first error w returned.
func (c *chunkWriter) flush(limit int) error {
	if len(c.buf) >= limit && len(c.buf) > 0 {
		if c.err == nil {
			_, c.err = c.w.Write(c.buf)
		}
		c.buf = c.buf[:0]
	}
	return c.err
}

var spaces = strings.Repeat(" ", 256)

// appendSpaces appends n spaces; nothing when n <= 0.
func appendSpaces(b []byte, n int) []byte {
	for n > 0 {
		k := min(n, len(spaces))
		b = append(b, spaces[:k]...)
		n -= k
	}
	return b
}

// runeCount is utf8.RuneCount without the string that utf8.RuneCount
// allocates for text that is not all ASCII, such as the tree's box drawing,
// and with a word-at-a-time path for ASCII. An invalid byte counts as one
// rune, as there.
func runeCount(p []byte) int {
	i := 0
	for ; i+8 <= len(p); i += 8 {
		if binary.LittleEndian.Uint64(p[i:])&0x8080808080808080 != 0 {
			break
		}
	}
	for i < len(p) && p[i] < utf8.RuneSelf { // the ASCII tail, or up to the first other byte
		i++
	}
	n := i
	for i < len(p) {
		n++
		if p[i] < utf8.RuneSelf {
			i++
			continue
		}
		_, size := utf8.DecodeRune(p[i:])
		i += size
	}
	return n
}
