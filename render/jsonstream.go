package render

import (
	"bytes"
	"encoding/json"
	"math"
	"strconv"
)

// The helpers below write JSON byte for byte as writeJSON does (an
// encoding/json Encoder with SetIndent("", "  ") and SetEscapeHTML(false)),
// for output streamed a value at a time instead of marshalled whole.
// TestJSONStreamHelpers holds them to encoding/json.

// newlineIndent is a line break and the indentation of the deepest level
// newline writes in one append; deeper levels add the rest in a loop.
const newlineIndent = "\n                                                                "

// newline appends a line break and the indentation of the given depth.
func newline(b []byte, depth int) []byte {
	n := 2 * depth
	if n < len(newlineIndent) {
		return append(b, newlineIndent[:1+n]...)
	}
	b = append(b, newlineIndent...)
	for n -= len(newlineIndent) - 1; n > 0; n -= len(newlineIndent) - 1 {
		b = append(b, newlineIndent[1:1+min(n, len(newlineIndent)-1)]...)
	}
	return b
}

// appendList appends an array of n items whose enclosing member is at
// depth ([] when n is 0); item appends item i, at depth+1, after its line
// break.
func appendList(b []byte, depth, n int, item func(b []byte, i int) []byte) []byte {
	if n == 0 {
		return append(b, "[]"...)
	}
	b = append(b, '[')
	for i := range n {
		if i > 0 {
			b = append(b, ',')
		}
		b = item(newline(b, depth+1), i)
	}
	return append(newline(b, depth), ']')
}

// list streams to c the array appendList writes, item appending item i to
// c.buf; it flushes after each item and stops at the first error of c's
// writer, which it returns.
func (c *chunkWriter) list(depth, n int, item func(i int)) error {
	if n == 0 {
		c.buf = append(c.buf, "[]"...)
		return nil
	}
	c.buf = append(c.buf, '[')
	for i := range n {
		if i > 0 {
			c.buf = append(c.buf, ',')
		}
		c.buf = newline(c.buf, depth+1)
		item(i)
		if err := c.flush(chunkSize); err != nil {
			return err
		}
	}
	c.buf = append(newline(c.buf, depth), ']')
	return nil
}

// appendJSONString appends s as encoding/json quotes it without HTML
// escaping. Printable ASCII other than '"' and '\\' is copied as it is;
// anything else goes through encoding/json itself.
func appendJSONString(b []byte, s string) []byte {
	if !plainJSON(s) {
		return appendJSONSlow(b, s)
	}
	b = append(b, '"')
	b = append(b, s...)
	return append(b, '"')
}

// plainJSON reports whether s is printable ASCII without '"' and '\\',
// which encoding/json copies as it is. It tests eight bytes at a time: a
// byte of 0x80 or more, one below 0x20, or one equal to '"' or '\\' (a
// zero byte after an XOR) sets that byte's high bit in the test word.
func plainJSON(s string) bool {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	i := 0
	for ; i+8 <= len(s); i += 8 {
		w := uint64(s[i]) | uint64(s[i+1])<<8 | uint64(s[i+2])<<16 | uint64(s[i+3])<<24 |
			uint64(s[i+4])<<32 | uint64(s[i+5])<<40 | uint64(s[i+6])<<48 | uint64(s[i+7])<<56
		q, bs := w^(ones*'"'), w^(ones*'\\')
		if (w|(w-ones*0x20)|(q-ones)&^q|(bs-ones)&^bs)&highs != 0 {
			return false
		}
	}
	for ; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= 0x80 || c == '"' || c == '\\' {
			return false
		}
	}
	return true
}

// appendJSONSlow quotes s with an Encoder, which never fails for a string.
func appendJSONSlow(b []byte, s string) []byte {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s)
	return append(b, bytes.TrimSuffix(buf.Bytes(), []byte{'\n'})...)
}

// appendJSONFloat32 appends a finite float32 the way encoding/json does:
// like ES6, shortest digits, exponent form below 1e-6 and from 1e21 on,
// with the exponent not padded.
func appendJSONFloat32(b []byte, f float32) []byte {
	format := byte('f')
	if abs := float32(math.Abs(float64(f))); abs != 0 && (abs < 1e-6 || abs >= 1e21) {
		format = 'e'
	}
	b = strconv.AppendFloat(b, float64(f), format, -1, 32)
	if n := len(b); format == 'e' && n >= 4 && b[n-4] == 'e' && b[n-3] == '-' && b[n-2] == '0' {
		b[n-2] = b[n-1]
		b = b[:n-1]
	}
	return b
}
