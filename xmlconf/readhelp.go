package xmlconf

import (
	"bytes"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Helpers of the reader: where encoding/xml reports errors imprecisely, and
// the byte source that lets reading stop at a given offset.

// illegalChar finds the character (or invalid UTF-8) encoding/xml complains
// about in the token being read; the decoder itself reports where the token
// ends.
func (t *tokenizer) illegalChar(msg string) (Pos, bool) {
	end := min(int(t.dec.InputOffset()), len(t.src))
	if t.off > end {
		return Pos{}, false
	}
	tok := t.src[t.off:end]
	i := -1
	if code, ok := strings.CutPrefix(msg, "illegal character code U+"); ok {
		if n, err := strconv.ParseUint(code, 16, 32); err == nil {
			i = bytes.Index(tok, []byte(string(rune(n))))
		}
	} else if msg == "invalid UTF-8" {
		i = firstInvalidUTF8(tok)
	}
	if i < 0 {
		return Pos{}, false
	}
	return posAt(t.src, t.off+i), true
}

// cutReader feeds src to the decoder up to end, which can be lowered while
// reading: it is how reading stops exactly where Hadoop's parser would give
// up, before an entity bomb is expanded. It is an io.ByteReader, so the
// decoder reads from it directly and never ahead of its position.
type cutReader struct {
	src    []byte
	i, end int
}

func (c *cutReader) Read(p []byte) (int, error) {
	if c.i >= c.end {
		return 0, io.EOF
	}
	n := copy(p, c.src[c.i:c.end])
	c.i += n
	return n, nil
}

func (c *cutReader) ReadByte() (byte, error) {
	if c.i >= c.end {
		return 0, io.EOF
	}
	b := c.src[c.i]
	c.i++
	return b, nil
}

func firstInvalidUTF8(b []byte) int {
	for i := 0; i < len(b); {
		r, size := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && size <= 1 {
			return i
		}
		i += size
	}
	return -1
}
