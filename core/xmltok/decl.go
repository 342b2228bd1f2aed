package xmltok

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
)

// IsQuote reports whether c opens or closes a declaration's value.
func IsQuote(c byte) bool { return c == '"' || c == '\'' }

// CanonicalDecl reads the body of an XML declaration (between `<?xml ` and
// `?>`) the fast path accepts: version="1.0", then optionally
// encoding="NAME" and standalone="yes" or "no", one space before each,
// each value in matching quotes, and at most one trailing space. It
// returns the encoding named ("" when none) and whether inst is so.
func CanonicalDecl(inst []byte) (string, bool) {
	_, rest, ok := pseudoAttr(inst, "version=", func(v []byte) bool { return string(v) == "1.0" })
	if !ok {
		return "", false
	}
	enc, r, ok := pseudoAttr(rest, " encoding=", func(v []byte) bool { return ValidEncodingName(string(v)) })
	if ok {
		rest = r
	}
	if _, r, ok := pseudoAttr(rest, " standalone=", func(v []byte) bool { return string(v) == "yes" || string(v) == "no" }); ok {
		rest = r
	}
	if len(rest) == 0 || len(rest) == 1 && rest[0] == ' ' {
		return string(enc), true
	}
	return "", false
}

// pseudoAttr reads prefix and a value in matching quotes that valid
// accepts at the start of b, and returns the value and what follows.
func pseudoAttr(b []byte, prefix string, valid func([]byte) bool) (value, rest []byte, ok bool) {
	if !bytes.HasPrefix(b, []byte(prefix)) || len(b) == len(prefix) || !IsQuote(b[len(prefix)]) {
		return nil, b, false
	}
	q := b[len(prefix)]
	body := b[len(prefix)+1:]
	end := bytes.IndexByte(body, q)
	if end < 0 || !valid(body[:end]) {
		return nil, b, false
	}
	return body[:end], body[end+1:], true
}

// ValidEncodingName reports whether name has the form XML requires of an
// encoding name: a letter, then letters, digits, '.', '_' and '-'.
func ValidEncodingName(name string) bool {
	for i, c := range []byte(name) {
		letter := c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z'
		if !letter && (i == 0 || !(c >= '0' && c <= '9' || c == '.' || c == '_' || c == '-')) {
			return false
		}
	}
	return name != ""
}

// IsLatin1 reports whether the lower-case encoding label names ISO-8859-1.
func IsLatin1(label string) bool {
	switch label {
	case "iso-8859-1", "iso8859-1", "iso8859_1", "latin1", "l1", "iso_8859-1", "iso_8859_1", "cp819", "ibm819":
		return true
	}
	return false
}

// IsWindows1252 reports whether the lower-case encoding label names
// windows-1252.
func IsWindows1252(label string) bool {
	return label == "windows-1252" || label == "cp1252"
}

// ErrUnsupportedEncoding is returned for a declared encoding fairsched
// cannot read.
var ErrUnsupportedEncoding = errors.New("unsupported encoding")

// CharsetReader lets encoding/xml accept the declarations of encodings that
// the reader has already turned into UTF-8 (xmlconf's transcode), and
// refuses every other one.
func CharsetReader(label string, in io.Reader) (io.Reader, error) {
	l := strings.ToLower(label)
	if IsLatin1(l) || IsWindows1252(l) || strings.HasPrefix(l, "utf-16") || l == "us-ascii" || l == "ascii" || l == "utf8" {
		return in, nil
	}
	return nil, fmt.Errorf("%w %q", ErrUnsupportedEncoding, label)
}

// PredefinedEntity returns the text of one of XML's five predefined
// entities.
func PredefinedEntity(name string) (string, bool) {
	switch name {
	case "lt":
		return "<", true
	case "gt":
		return ">", true
	case "amp":
		return "&", true
	case "apos":
		return "'", true
	case "quot":
		return `"`, true
	}
	return "", false
}
