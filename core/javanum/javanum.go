package javanum

import (
	"math"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// This file reproduces the java.lang behaviour Hadoop relies on when it reads
// values (parsing.md §2.3). Where Java and Go disagree, Java wins: Go's
// strconv accepts "inf", "1_0" and hex floats without an exponent, and
// strings.TrimSpace strips a different set of characters.

// JavaTrim returns s without the characters <= U+0020 at either end, as
// Java's String.trim does. Unlike strings.TrimSpace it strips every control
// character below the space and keeps U+0085 and U+00A0.
func JavaTrim(s string) string {
	start, end := 0, len(s)
	for start < end && s[start] <= ' ' {
		start++
	}
	for end > start && s[end-1] <= ' ' {
		end--
	}
	return s[start:end]
}

// NumberFormatError is Java's NumberFormatException. Input is the text that
// was parsed and Msg Java's message for it, for example
// `For input string: "5.0"`.
type NumberFormatError struct {
	Input string
	Msg   string
}

// Error returns Java's message.
func (e *NumberFormatError) Error() string { return e.Msg }

// forInputString builds Java's most common NumberFormatException.
func forInputString(s string) *NumberFormatError {
	return &NumberFormatError{Input: s, Msg: `For input string: "` + s + `"`}
}

// ParseJavaInt parses s as Java's Integer.parseInt(s) does: an optional '+'
// or '-', then one or more decimal digits of any script (Character.digit),
// no spaces, no fraction, no overflow.
func ParseJavaInt(s string) (int32, error) {
	n, err := parseJavaInteger(s, math.MinInt32, math.MaxInt32)
	return int32(n), err
}

// ParseJavaLong parses s as Java's Long.parseLong(s) does; see ParseJavaInt.
func ParseJavaLong(s string) (int64, error) {
	return parseJavaInteger(s, math.MinInt64, math.MaxInt64)
}

// parseJavaInteger is the algorithm of Integer.parseInt and Long.parseLong:
// it accumulates negatively so that the minimum value does not overflow.
func parseJavaInteger(s string, minV, maxV int64) (int64, error) {
	neg, i := false, 0
	if s != "" && (s[0] == '-' || s[0] == '+') {
		neg, i = s[0] == '-', 1
	}
	if i == len(s) {
		return 0, forInputString(s)
	}
	limit := -maxV
	if neg {
		limit = minV
	}
	multmin := limit / 10
	var result int64
	for _, r := range s[i:] {
		d := int64(javaDigit(r))
		if d < 0 || result < multmin {
			return 0, forInputString(s)
		}
		result *= 10
		if result < limit+d {
			return 0, forInputString(s)
		}
		result -= d
	}
	if neg {
		return result, nil
	}
	return -result, nil
}

// javaDigit is Character.digit(ch, 10) for one UTF-16 char: the value of a
// decimal digit (Unicode category Nd) in the Basic Multilingual Plane, or -1.
// Java's parsers work on chars, so digits outside the BMP (which Java sees
// as two surrogates) are rejected. Every BMP Nd range is a run of ten digits
// starting with zero.
func javaDigit(r rune) int {
	if r >= '0' && r <= '9' {
		return int(r - '0')
	}
	if r < 0x80 || r > 0xFFFF || r == utf8.RuneError {
		return -1
	}
	for _, rg := range unicode.Nd.R16 {
		if uint16(r) >= rg.Lo && uint16(r) <= rg.Hi {
			return int(uint16(r)-rg.Lo) % 10
		}
	}
	return -1
}

// ParseJavaDouble parses s as Java's Double.parseDouble(s) does (see
// javaFloatSyntax for the grammar), rounding correctly to float64.
func ParseJavaDouble(s string) (float64, error) {
	canon, special, err := javaFloatSyntax(s)
	if err != nil || canon == "" {
		return special, err
	}
	v, _ := strconv.ParseFloat(canon, 64) // range errors return ±Inf or ±0, as Java
	return v, nil
}

// ParseJavaFloat parses s as Java's Float.parseFloat(s) does: the grammar of
// ParseJavaDouble, rounded directly to float32 (not through float64).
func ParseJavaFloat(s string) (float32, error) {
	canon, special, err := javaFloatSyntax(s)
	if err != nil || canon == "" {
		return float32(special), err
	}
	v, _ := strconv.ParseFloat(canon, 32)
	return float32(v), nil
}

// javaFloatSyntax checks s against the grammar of Java's
// FloatingDecimal.readJavaFormatString: after Java trimming, an optional
// sign, then "NaN", "Infinity", a hex float with a mandatory binary exponent,
// or ASCII decimal digits with an optional point and exponent; the last two
// may end in one of f, F, d, D. It returns a string strconv.ParseFloat reads
// to the same value, or canon == "" and the value itself for NaN and
// Infinity.
func javaFloatSyntax(s string) (canon string, special float64, err error) {
	in := JavaTrim(s)
	if in == "" {
		return "", 0, &NumberFormatError{Input: s, Msg: "empty String"}
	}
	sign, body := "", in
	if body[0] == '+' || body[0] == '-' {
		sign, body = body[:1], body[1:]
	}
	switch {
	case body == "NaN":
		return "", math.NaN(), nil
	case body == "Infinity" && sign == "-":
		return "", math.Inf(-1), nil
	case body == "Infinity":
		return "", math.Inf(1), nil
	case strings.HasPrefix(body, "0x") || strings.HasPrefix(body, "0X"):
		return javaHexSyntax(in, sign, body[2:])
	}
	return javaDecimalSyntax(in, sign, body)
}

// javaDecimalSyntax checks the decimal form: digits with at most one point
// (at least one digit in all), an optional exponent with at least one digit,
// an optional type suffix. A second point is reported as Java does, with the
// message "multiple points".
func javaDecimalSyntax(in, sign, body string) (string, float64, error) {
	i, digits, points := 0, 0, 0
	for ; i < len(body) && (isASCIIDigit(body[i]) || body[i] == '.'); i++ {
		if body[i] == '.' {
			points++
		} else {
			digits++
		}
		if points > 1 {
			return "", 0, &NumberFormatError{Input: in, Msg: "multiple points"}
		}
	}
	mant := body[:i]
	rest := stripFloatSuffix(body[i:])
	exp := ""
	if rest != "" {
		if rest[0] != 'e' && rest[0] != 'E' {
			return "", 0, forInputString(in)
		}
		exp = rest[1:]
	}
	if digits == 0 || (rest != "" && !isSignedDigits(exp)) {
		return "", 0, forInputString(in)
	}
	if rest != "" {
		return sign + mant + "e" + exp, 0, nil
	}
	return sign + mant, 0, nil
}

// javaHexSyntax checks the part after "0x" against Java's hex pattern
// ((hex+ "."?) | (hex* "." hex+)) [pP] [+-]? digit+ [fFdD]?.
func javaHexSyntax(in, sign, body string) (string, float64, error) {
	rest := stripFloatSuffix(body)
	p := strings.IndexAny(rest, "pP")
	if p < 0 || !isSignedDigits(rest[p+1:]) {
		return "", 0, forInputString(in)
	}
	mant := rest[:p]
	intPart, frac, _ := strings.Cut(mant, ".")
	if !isHexDigits(intPart) || !isHexDigits(frac) || intPart+frac == "" {
		return "", 0, forInputString(in)
	}
	return sign + "0x" + mant + "p" + rest[p+1:], 0, nil
}

// stripFloatSuffix removes one trailing f, F, d or D.
func stripFloatSuffix(s string) string {
	if n := len(s); n > 0 && strings.IndexByte("fFdD", s[n-1]) >= 0 {
		return s[:n-1]
	}
	return s
}

// isSignedDigits reports whether s is an optional sign and one or more ASCII
// digits.
func isSignedDigits(s string) bool {
	if s != "" && (s[0] == '+' || s[0] == '-') {
		s = s[1:]
	}
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !isASCIIDigit(s[i]) {
			return false
		}
	}
	return true
}

// isHexDigits reports whether every byte of s (possibly none) is an ASCII
// hex digit.
func isHexDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isASCIIDigit(s[i]) && strings.IndexByte("abcdefABCDEF", s[i]) < 0 {
			return false
		}
	}
	return true
}

func isASCIIDigit(b byte) bool { return b >= '0' && b <= '9' }

// ParseJavaBoolean is Java's Boolean.parseBoolean: true exactly when s is
// "true" in any letter case. It never fails and does not trim.
func ParseJavaBoolean(s string) bool { return strings.EqualFold(s, "true") }

// SecondsToMillis converts a timeout in seconds to milliseconds the way
// Hadoop does (seconds * 1000 on a Java long), wrapping around silently on
// overflow: 9223372036854775807 gives -1000.
func SecondsToMillis(sec int64) int64 { return sec * 1000 }
