package lint

import (
	"strconv"
	"testing"
)

// TestQuoteIsStrconvQuote checks quote against strconv.Quote, its oracle,
// on each kind of byte its fast path must hand over.
func TestQuoteIsStrconvQuote(t *testing.T) {
	for _, s := range []string{
		"", "plain", "java.lang.IllegalArgumentException: a b", `say "hi"`, `back\slash`, "tab\there",
		"line\nbreak", "\x7f", "\x1f", "é", "日本", "\xff", "~ !#$%&'()*+,-./:;<=>?@[]^_`{|}",
	} {
		if got, want := quote(s), strconv.Quote(s); got != want {
			t.Errorf("quote(%q) = %s, want %s", s, got, want)
		}
	}
}

// FuzzQuote compares quote with strconv.Quote on any string.
func FuzzQuote(f *testing.F) {
	f.Add("plain")
	f.Add("a\"b\\c\x7f\u00e9")
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := quote(s), strconv.Quote(s); got != want {
			t.Errorf("quote(%q) = %s, want %s", s, got, want)
		}
	})
}

