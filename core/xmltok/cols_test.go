package xmltok

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"
)

// utf16ColsSimple is UTF16Cols one byte at a time: the oracle of the
// word-at-a-time version.
func utf16ColsSimple(b []byte) int {
	n := 0
	for i := 0; i < len(b); {
		r, size := utf8.DecodeRune(b[i:])
		n, i = n+1, i+size
		if r >= 0x10000 {
			n++
		}
	}
	return n
}

func TestUTF16ColsMatchesSimple(t *testing.T) {
	for _, s := range []string{
		"", "a", "abcdefg", "abcdefgh", "abcdefghi", "<queue name=\"a\">\n",
		"héllo wörld, a longer line", "12345678é12345678", "\U0001F600abcdefgh\U0001F600",
		"abcdefg\xff", "\xff\xfeabcdefghijk", "ab\xe2\x82", "abcdefgh\xe2\x82\xacabcdefgh",
		"<!-- 队列最小可用资源 -->", "\U0001F600\U0001F600\U0001F600", "ab\u00e9\U0001F600\u4e2d\u00e9cdefgh\u4e2d", "\xed\xa0\x80abcdefgh", "\xf4\x90\x80\x80abcdefgh",
	} {
		if got, want := UTF16Cols([]byte(s)), utf16ColsSimple([]byte(s)); got != want {
			t.Errorf("UTF16Cols(%q) = %d, want %d", s, got, want)
		}
	}
}

func FuzzUTF16Cols(f *testing.F) {
	f.Add([]byte("abcdefgh\xe2\x82\xacabcdefgh\U0001F600"))
	f.Fuzz(func(t *testing.T, b []byte) {
		if got, want := UTF16Cols(b), utf16ColsSimple(b); got != want {
			t.Fatalf("UTF16Cols(%q) = %d, want %d", b, got, want)
		}
	})
}

func TestIsASCII(t *testing.T) {
	for _, c := range []struct {
		s    string
		want bool
	}{
		{"", true}, {"abc", true}, {"abcdefgh", true}, {"abcdefghijklmnop\n", true},
		{"é", false}, {"abcdefgé", false}, {"abcdefghé", false}, {"abcdefgh\x80abcdefgh", false},
	} {
		if got := IsASCII([]byte(c.s)); got != c.want {
			t.Errorf("IsASCII(%q) = %v, want %v", c.s, got, c.want)
		}
	}
}

func TestPlainTextMatchesBytes(t *testing.T) {
	for _, s := range []string{
		"", "abcdefgh", "abcdefgh&", "abc&defghijk", "abcdefg\tabcdefgh\n", "abcdefgh\rabcdefgh",
		"abcdefgh\x01", "abcdefgh\x1f12345678", "abcdefghé", "        \n        ", "%%%%&%%%%",
		"''''''''''", "\x7f\x7f\x7f\x7f\x7f\x7f\x7f\x7f", "!!!!!!!!&!!!!!!!", "%&'%&'%&'%&'",
	} {
		for _, ent := range []bool{false, true} {
			if got, want := plainText([]byte(s), ent), plainBytes([]byte(s), ent); got != want {
				t.Errorf("plainText(%q, %v) = %v, want %v", s, ent, got, want)
			}
		}
	}
}

func FuzzPlainText(f *testing.F) {
	f.Add([]byte("abcdefgh&ijklmnop\r\n\x01é"), true)
	f.Fuzz(func(t *testing.T, b []byte, ent bool) {
		if got, want := plainText(b, ent), plainBytes(b, ent); got != want {
			t.Fatalf("plainText(%q, %v) = %v, want %v", b, ent, got, want)
		}
	})
}

// TestColumnMatchesCount holds ColCache.column, with its look-ahead over
// ASCII text, to counting the columns from the line's start (the oracle),
// asked in file order with now and then an earlier offset, over random text
// of ASCII, two- and four-byte characters and newlines.
func TestColumnMatchesCount(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	pieces := []string{"a", "bc", "<queue>", " ", "é", "\U0001F600", "\n", strings.Repeat("x", 600)}
	for round := range 200 {
		var b strings.Builder
		for range r.IntN(200) {
			p := pieces[r.IntN(len(pieces))]
			if p[0] == 'x' && r.IntN(4) != 0 {
				p = "y"
			}
			b.WriteString(p)
		}
		src := []byte(b.String())
		var c ColCache
		lineStart := 0
		ask := func(off int) {
			t.Helper()
			if got, want := c.Column(src, lineStart, off), 1+utf16ColsSimple(src[lineStart:off]); got != want {
				t.Fatalf("round %d: column of offset %d (line from %d) = %d, want %d", round, off, lineStart, got, want)
			}
		}
		for off := 0; off <= len(src); {
			ask(off)
			if r.IntN(10) == 0 && off > lineStart {
				back := off - 1 - r.IntN(min(off-lineStart, 40)) // an earlier offset on the line
				for !utf8.RuneStart(src[back]) {
					back--
				}
				ask(back)
			}
			if off == len(src) {
				break
			}
			if src[off] == '\n' {
				lineStart = off + 1
			}
			_, size := utf8.DecodeRune(src[off:])
			off += size
			for r.IntN(3) != 0 && off < len(src) && src[off] != '\n' {
				_, size = utf8.DecodeRune(src[off:])
				off += size
			}
		}
	}
}
