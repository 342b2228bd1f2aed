package xmltok

import (
	"bytes"
	"math/rand"
	"testing"
	"unicode/utf16"
	"unicode/utf8"
)

// TestColCacheMatchesOracle checks ColCache against counting each column
// from scratch with unicode/utf16, at every character boundary (where
// tokens start), in order (the tokenizer's case) and out of order.
func TestColCacheMatchesOracle(t *testing.T) {
	src := []byte("<a>é队😀\xff x</a>\n\t<b>\xe9\x98</b> 列\n\nend")
	oracle := func(off int) int {
		lineStart := bytes.LastIndexByte(src[:off], '\n') + 1
		n := 0
		for _, r := range string(src[lineStart:off]) {
			n += len(utf16.Encode([]rune{r}))
		}
		return n + 1
	}
	check := func(c *ColCache, off int) {
		t.Helper()
		lineStart := bytes.LastIndexByte(src[:off], '\n') + 1
		if got, want := c.Column(src, lineStart, off), oracle(off); got != want {
			t.Errorf("column at byte %d = %d, want %d", off, got, want)
		}
	}
	var bounds []int
	for off := 0; off < len(src); {
		bounds = append(bounds, off)
		_, size := utf8.DecodeRune(src[off:])
		off += size
	}
	bounds = append(bounds, len(src))
	var inOrder ColCache
	for _, off := range bounds {
		check(&inOrder, off)
	}
	var shuffled ColCache
	for _, i := range rand.New(rand.NewSource(1)).Perm(len(bounds)) {
		check(&shuffled, bounds[i])
	}
}
