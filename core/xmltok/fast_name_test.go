package xmltok

import (
	"bytes"
	"testing"
	"unicode/utf8"
)

// simpleNameLen is nameLen written as the definition says: the oracle of
// the table-driven one.
func simpleNameLen(b []byte) int {
	start := func(c byte) bool { return 'A' <= c && c <= 'Z' || 'a' <= c && c <= 'z' || c == '_' || c == ':' }
	if len(b) == 0 || !start(b[0]) {
		return 0
	}
	n := 1
	for n < len(b) && (start(b[n]) || b[n] >= '0' && b[n] <= '9' || b[n] == '.' || b[n] == '-') {
		n++
	}
	return n
}

// simpleXMLName is xmlName by the definition: the oracle.
func simpleXMLName(b []byte) (int, bool) {
	n := simpleNameLen(b)
	if n == 0 || n < len(b) && b[n] >= utf8.RuneSelf || bytes.Count(b[:n], []byte{':'}) > 1 {
		return 0, false
	}
	return n, true
}

// TestNameScannersMatchOracle: nameLen and xmlName agree with their
// definitions on every byte followed by each of a few tails, and on every
// string of up to three bytes from an alphabet of each class.
func TestNameScannersMatchOracle(t *testing.T) {
	check := func(b []byte) {
		t.Helper()
		if got, want := nameLen(b), simpleNameLen(b); got != want {
			t.Errorf("nameLen(%q) = %d, want %d", b, got, want)
		}
		gn, gok := xmlName(b)
		wn, wok := simpleXMLName(b)
		if gn != wn || gok != wok {
			t.Errorf("xmlName(%q) = %d, %v, want %d, %v", b, gn, gok, wn, wok)
		}
	}
	tails := []string{"", "a", ":", "a:b", "\xc3\xa9", " x", "9", ">"}
	for c := range 256 {
		for _, tail := range tails {
			check(append([]byte{byte(c)}, tail...))
			check(append([]byte("ab"), append([]byte{byte(c)}, tail...)...))
		}
	}
	alphabet := []byte("aZ_:0.-> \xc3")
	var rec func(prefix []byte)
	rec = func(prefix []byte) {
		check(prefix)
		if len(prefix) == 3 {
			return
		}
		for _, c := range alphabet {
			rec(append(append([]byte(nil), prefix...), c))
		}
	}
	rec(nil)
}
