package lint

import (
	"strconv"
	"strings"
	"testing"
	"unicode"
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

// TestHasSpecialChar checks hasSpecialChar against its oracle,
// strings.ContainsFunc with isSpecialChar, on every rune alone and inside
// an ASCII name, and on invalid UTF-8.
func TestHasSpecialChar(t *testing.T) {
	check := func(s string) {
		if got, want := hasSpecialChar(s), strings.ContainsFunc(s, isSpecialChar); got != want {
			t.Errorf("hasSpecialChar(%q) = %v, want %v", s, got, want)
		}
	}
	for r := rune(0); r <= unicode.MaxRune; r += 1 + r/64 {
		check(string(r))
		check("team" + string(r) + "a")
	}
	for _, s := range []string{"", "plain_name-1", "a,b", "\xff", "a\xffb", "é,", "\x7f", "\u0085"} {
		check(s)
	}
}

// TestPlainACL checks that plainACL, the fast pass checkACLWhitespace
// makes first, passes over only ACLs aclWhitespaceProblem finds nothing in,
// and passes over the common ones.
func TestPlainACL(t *testing.T) {
	for _, s := range []string{
		"", " ", "*", "alice", "alice,bob admins", " admins", "alice ", "alice  admins", "alice\tadmins",
		"alice\nbob admins", "a b c", "é ü", "\x7f", "alice,\u00a0bob", "alice, bob", "alice\r",
	} {
		plain, problem := plainACL(s), aclWhitespaceProblem(s)
		if plain && problem != "" {
			t.Errorf("plainACL(%q) = true, but aclWhitespaceProblem says %q", s, problem)
		}
		if !plain && !strings.ContainsAny(s, "\t\n\r") && strings.Count(s, " ") < 2 {
			t.Errorf("plainACL(%q) = false for an ACL with one space at most and no control character", s)
		}
	}
}

// TestTrimLeftSpace checks trimLeftSpace against its oracle,
// strings.TrimLeftFunc with unicode.IsSpace, on comment texts.
func TestTrimLeftSpace(t *testing.T) {
	for _, s := range []string{"", " ", " fairsched:ignore a", "\t\n\v\f\r x", "\u00a0 x", " \u0085fairsched", "\u2003y", "x ", "\xff x", " \x1c"} {
		if got, want := trimLeftSpace(s), strings.TrimLeftFunc(s, unicode.IsSpace); got != want {
			t.Errorf("trimLeftSpace(%q) = %q, want %q", s, got, want)
		}
	}
}
