package xmlconf

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// javaSplit is Java's s.split(sep) for a one-character separator that is
// not a regex metacharacter: the pieces between separators, with trailing
// empty pieces removed; s itself when sep does not occur (even if empty).
func javaSplit(s, sep string) []string {
	if !strings.Contains(s, sep) {
		return []string{s}
	}
	parts := strings.Split(s, sep)
	for len(parts) > 0 && parts[len(parts)-1] == "" {
		parts = parts[:len(parts)-1]
	}
	return parts
}

// splitPair reports whether javaSplit(s, "=") has exactly two parts and
// returns them, without building the list: trailing empty parts are
// dropped, so "a=b=" is the pair a, b.
func splitPair(s string) (string, string, bool) {
	name, rest, found := strings.Cut(strings.TrimRight(s, "="), "=")
	if !found || strings.Contains(rest, "=") {
		return "", "", false
	}
	return name, rest, true
}

// javaLower is Java's String.toLowerCase(Locale.ENGLISH), which Hadoop's
// StringUtils.toLowerCase uses. It differs from strings.ToLower for U+0130
// (Java gives "i" plus U+0307, which matters to ASCII patterns) and for a
// word-final capital sigma, which becomes U+03C2. Invalid UTF-8 bytes are
// kept as they are.
func javaLower(s string) string {
	if isLowerASCII(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size <= 1:
			b.WriteByte(s[i])
		case r == 'İ':
			b.WriteString("i\u0307")
		case r == 'Σ' && isFinalSigma(s, i, i+size):
			b.WriteRune('ς')
		default:
			b.WriteRune(unicode.ToLower(r))
		}
		i += size
	}
	return b.String()
}

// isLowerASCII reports whether s is ASCII without capital letters, which
// lower-casing leaves as it is.
func isLowerASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= utf8.RuneSelf || 'A' <= c && c <= 'Z' {
			return false
		}
	}
	return true
}

// isFinalSigma approximates Java's Final_Sigma condition for the sigma at
// s[start:end]: a cased letter occurs before it within the same word and no
// cased letter occurs after it within the word. A word is a run of letters,
// marks and digits (Java uses a word BreakIterator).
func isFinalSigma(s string, start, end int) bool {
	before := false
	for i := start; i > 0; {
		r, size := utf8.DecodeLastRuneInString(s[:i])
		if !isWordRune(r) {
			break
		}
		if isCased(r) {
			before = true
			break
		}
		i -= size
	}
	for i := end; before && i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if !isWordRune(r) {
			break
		}
		if isCased(r) {
			return false
		}
		i += size
	}
	return before
}

func isWordRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsMark(r) || unicode.IsDigit(r)
}

func isCased(r rune) bool {
	return unicode.IsUpper(r) || unicode.IsLower(r) || unicode.IsTitle(r)
}
