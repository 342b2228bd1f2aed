package xmltok

import (
	"encoding/xml"
	"strings"
	"testing"
)

// TestInternerTag: tag gives each name's own text whatever came before
// (names sharing a cache slot, repeats, an empty name), and a
// name seen before is looked up again (no allocation) rather than copied.
func TestInternerTag(t *testing.T) {
	names := []string{"configuration", "property", "name", "value", "property", "name", "value",
		"description", "final", "source", "name", "", "property", "a", "b", "c", "d", "e", "configuration",
		"abxcb", "aqxzb", "abxcb", "aqxzb"} // the last four share a cache slot
	in := NewInterner()
	for i, n := range names {
		if got := in.Tag([]byte(n)); got != n {
			t.Fatalf("Tag %d: %q, want %q", i, got, n)
		}
	}
	b := []byte("property")
	if allocs := testing.AllocsPerRun(100, func() { in.Tag(b) }); allocs != 0 {
		t.Errorf("Tag of a known name allocates %v times", allocs)
	}
}

// TestInternerText: Text gives each text's own content (whitespace sharing
// a cache slot, repeats, text that is not whitespace, whitespace too long
// to share), and whitespace seen before costs no allocation.
func TestInternerText(t *testing.T) {
	long := strings.Repeat(" ", maxInternedWhitespace+1)
	texts := []string{"\n  ", "\n \t \n", "\n\t\t \n", "\n \t \n", "x", "\n  ", "", "\r\n", long, " a ", long}
	in := NewInterner()
	for i, s := range texts {
		if got := in.Text([]byte(s)); got != s {
			t.Fatalf("Text %d: %q, want %q", i, got, s)
		}
	}
	b := []byte("\n\t\t \n")
	if allocs := testing.AllocsPerRun(100, func() { in.Text(b) }); allocs != 0 {
		t.Errorf("Text of known whitespace allocates %v times", allocs)
	}
}

// TestInternerTextArena: texts copied into the arena's chunks keep their
// content after many more (several chunks, texts longer than arenaMax).
func TestInternerTextArena(t *testing.T) {
	in := NewInterner()
	var want, got []string
	for i := range 5000 {
		s := strings.Repeat(string(rune('a'+i%26)), i%(arenaMax+200)) + "x"
		want, got = append(want, s), append(got, in.Text([]byte(s)))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("text %d: %q, want %q", i, got[i], want[i])
		}
	}
}

// TestTagHashSeparatesSiblings checks names that one queue element holds
// together, and that the old four-byte sum put in one cache slot: each
// queue of the corpus then missed the cache on them.
func TestTagHashSeparatesSiblings(t *testing.T) {
	for _, pair := range [][2]string{
		{"minResources", "maxResources"},
		{"name", "fairSharePreemptionThreshold"},
		{"minSharePreemptionTimeout", "minShare"},
		{"queue", "weight"},
	} {
		if tagHash([]byte(pair[0])) == tagHash([]byte(pair[1])) {
			t.Errorf("%s and %s share cache slot %d", pair[0], pair[1], tagHash([]byte(pair[0])))
		}
	}
}

// TestSwapAttrs: the attribute lists after SwapAttrs(buf) are cut from buf,
// and SwapAttrs returns the array the earlier ones were cut from.
func TestSwapAttrs(t *testing.T) {
	f := NewTokenizer([]byte(`<a x="1" y="2"><b z="3"/></a>`))
	var tok Tok
	f.Next(&tok) // <a x y>: cut from a slab of the tokenizer's own
	first := tok.Attr
	buf := make([]xml.Attr, 4)
	if old := f.SwapAttrs(buf); len(old) != 2 || &old[0] != &first[0] {
		t.Fatalf("SwapAttrs returned %v, want the array of <a>'s attributes", old)
	}
	f.Next(&tok) // <b z>
	if len(tok.Attr) != 1 || &tok.Attr[0] != &buf[0] || tok.Attr[0].Value != "3" {
		t.Errorf("<b>'s attributes %v are not cut from the array handed over", tok.Attr)
	}
	if first[0].Value != "1" || first[1].Value != "2" {
		t.Errorf("<a>'s attributes changed: %v", first)
	}
}
