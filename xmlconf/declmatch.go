package xmlconf

import (
	"bytes"

	"github.com/fairsched/fairsched/core/xmltok"
)

// Three questions about the XML declaration are answered by the small
// matchers below (xmldecl.go checks it as Xerces does; these are the
// looser readings the encoding and the fast tokenizer need). They replace
// regular expressions: every allocation file has a declaration, and
// compiling them cost each run more than reading a small file.
// declmatch_test.go keeps the expressions as the matchers' oracle.

// isRESpace reports whether c is white space as a regular expression's \s
// means it: tab, newline, form feed, carriage return or space.
func isRESpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r'
}

// skipRESpace returns the index of the first byte of b at or after i that
// is not \s white space.
func skipRESpace(b []byte, i int) int {
	for i < len(b) && isRESpace(b[i]) {
		i++
	}
	return i
}

// version11Len returns the length of the start of b that declares XML
// 1.1 — `<?xml`, white space, `version`, `=` between optional white space,
// then "1.1" in either quote, the two quotes not necessarily alike, as
// Java's parser reads it — or -1 when b does not start so.
func version11Len(b []byte) int {
	if !bytes.HasPrefix(b, []byte("<?xml")) {
		return -1
	}
	i := len("<?xml")
	j := skipRESpace(b, i)
	if j == i || !bytes.HasPrefix(b[j:], []byte("version")) {
		return -1
	}
	j = skipRESpace(b, j+len("version"))
	if j >= len(b) || b[j] != '=' {
		return -1
	}
	j = skipRESpace(b, j+1)
	if j+5 > len(b) || !xmltok.IsQuote(b[j]) || string(b[j+1:j+4]) != "1.1" || !xmltok.IsQuote(b[j+4]) {
		return -1
	}
	return j + 5
}

// isLabelByte reports whether c may be part of an encoding label.
func isLabelByte(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' ||
		c == '.' || c == '_' || c == ':' || c == '-'
}

// declaredLabel returns the encoding label of the XML declaration at the
// start of b (`<?xml`, anything but `>`, then `encoding`, `=`, and a quoted
// label; the last such pseudo-attribute before the first `>`), or "" and
// false.
func declaredLabel(b []byte) (string, bool) {
	if !bytes.HasPrefix(b, []byte("<?xml")) {
		return "", false
	}
	head := b[len("<?xml"):]
	if gt := bytes.IndexByte(head, '>'); gt >= 0 {
		head = head[:gt]
	}
	for end := len(head); ; {
		at := bytes.LastIndex(head[:end], []byte("encoding"))
		if at < 0 {
			return "", false
		}
		if label, ok := labelAfter(head, at+len("encoding")); ok {
			return label, true
		}
		end = at + len("encoding") - 1
	}
}

// labelAfter reads `= "label"` (white space around `=` allowed, either
// quote at each end) at head[i:].
func labelAfter(head []byte, i int) (string, bool) {
	i = skipRESpace(head, i)
	if i >= len(head) || head[i] != '=' {
		return "", false
	}
	i = skipRESpace(head, i+1)
	if i >= len(head) || !xmltok.IsQuote(head[i]) {
		return "", false
	}
	start := i + 1
	j := start
	for j < len(head) && isLabelByte(head[j]) {
		j++
	}
	if j == start || j >= len(head) || !xmltok.IsQuote(head[j]) {
		return "", false
	}
	return string(head[start:j]), true
}
