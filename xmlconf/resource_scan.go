package xmlconf

import "strings"

// The scanners below match the two patterns Hadoop's old-style resource
// grammar applies to every value. Each pattern can match in exactly one way
// (no part can give characters to the next), so a left-to-right scan gives
// the regular expression's answer; resource_scan_test.go checks them against
// the expressions.

// valueMatch is a match of ^(-?[0-9]+)(\.[0-9]*)?\s*UNIT in a piece.
type valueMatch struct {
	digitsEnd int    // end of the integer part, sign included
	fraction  string // the "." and the digits after it, "" when absent
	end       int    // end of the whole match (after UNIT)
}

// scanValue matches p against ^(-?[0-9]+)(\.[0-9]*)?\s*unit, with Java's
// ASCII \s, the way Hadoop reads "1024 mb" and "2 vcores".
func scanValue(p, unit string) (valueMatch, bool) {
	i, ok := scanNumber(p)
	if !ok {
		return valueMatch{}, false
	}
	m := valueMatch{digitsEnd: digitsEnd(p, i)}
	m.fraction = p[m.digitsEnd:i]
	i = skipJavaSpace(p, i)
	if !strings.HasPrefix(p[i:], unit) {
		return valueMatch{}, false
	}
	m.end = i + len(unit)
	return m, true
}

// scanPercent matches s as a whole against
// ^(-?[0-9]+(\.[0-9]*)?)\s*%\s*unit$ and returns the number.
func scanPercent(s, unit string) (string, bool) {
	n, ok := scanNumber(s)
	if !ok {
		return "", false
	}
	i := skipJavaSpace(s, n)
	if i == len(s) || s[i] != '%' {
		return "", false
	}
	i = skipJavaSpace(s, i+1)
	if s[i:] != unit {
		return "", false
	}
	return s[:n], true
}

// scanNumber matches -?[0-9]+(\.[0-9]*)? at the start of s and returns its
// end.
func scanNumber(s string) (int, bool) {
	i := 0
	if i < len(s) && s[i] == '-' {
		i++
	}
	d := digitsFrom(s, i)
	if d == i {
		return 0, false
	}
	if d < len(s) && s[d] == '.' {
		return digitsFrom(s, d+1), true
	}
	return d, true
}

// digitsEnd returns the end of the sign and integer digits of a number that
// ends at end.
func digitsEnd(s string, end int) int {
	if i := strings.IndexByte(s[:end], '.'); i >= 0 {
		return i
	}
	return end
}

// digitsFrom returns the end of the run of ASCII digits starting at i.
func digitsFrom(s string, i int) int {
	for i < len(s) && isASCIIDigit(s[i]) {
		i++
	}
	return i
}

// skipJavaSpace skips Java's \s ([ \t\n\x0B\f\r]) from i.
func skipJavaSpace(s string, i int) int {
	for i < len(s) && strings.IndexByte(" \t\n\x0B\f\r", s[i]) >= 0 {
		i++
	}
	return i
}

// isASCIIDigit reports whether b is 0-9, the digits Java's \d matches.
func isASCIIDigit(b byte) bool { return b >= '0' && b <= '9' }
