package xmlconf

import (
	"bytes"
	"math"
	"math/rand"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/fairsched/fairsched/core/diag"
)

// validPositions fails for an issue outside the input.
func validPositions(t *testing.T, src []byte, is []diag.Finding) {
	t.Helper()
	lines := bytes.Count(src, []byte("\n")) + 1
	for _, i := range is {
		if i.Pos.Line < 1 || i.Pos.Col < 1 || int(i.Pos.Line) > lines+1 {
			t.Errorf("issue %q at %v, want a position within %d lines", i.Message, i.Pos, lines)
		}
	}
}

var malformedXMLTests = []struct {
	name, src, msg string
	pos            Pos
}{
	{"empty file", "", "no root element", Pos{Line: 1, Col: 1}},
	{"only white space", "  \n ", "no root element", Pos{Line: 2, Col: 2}},
	{"only a comment", "<!-- x -->", "no root element", Pos{Line: 1, Col: 11}},
	{"text before the root", "x<allocations/>", "text outside the root element", Pos{Line: 1, Col: 1}},
	{"text after the root", "<allocations/>\nx", "text outside the root element", Pos{Line: 2, Col: 1}},
	{"CDATA outside the root", "<allocations/><![CDATA[ ]]>", "CDATA section outside the root element", Pos{Line: 1, Col: 15}},
	{"two root elements", "<allocations/>\n<allocations/>", "a second top-level element", Pos{Line: 2, Col: 1}},
	{"mismatched end tag", "<allocations><queue></allocations>", "element <queue> is closed by </allocations>", Pos{Line: 1, Col: 21}},
	{"mismatched prefixed end tag", "<allocations><a:queue></b:queue></allocations>", "element <a:queue> is closed by </b:queue>", Pos{Line: 1, Col: 23}},
	{"stray end tag", "<allocations/></queue>", "unexpected end tag </queue>", Pos{Line: 1, Col: 15}},
	{"unclosed element", "<allocations>\n<queue>", "unclosed element: queue", Pos{Line: 2, Col: 8}},
	{"truncated start tag", "<allocations", "unexpected EOF", Pos{Line: 1, Col: 13}},
	{"duplicate attributes", `<allocations><queue name="a" name="b"/></allocations>`, `attribute "name" is given twice on <queue>`, Pos{Line: 1, Col: 14}},
	{"attributes not separated", `<allocations><queue name="a"type="parent"/></allocations>`, "must be separated by white space", Pos{Line: 1, Col: 14}},
	{"unquoted attribute", `<allocations a=b/>`, "unquoted or missing attribute value", Pos{Line: 1, Col: 17}},
	{"NUL in an attribute", "<allocations>\n  <queue name=\"a\x00\"/>\n</allocations>", "illegal character code U+0000", Pos{Line: 2, Col: 17}},
	{"NUL in text", "<allocations>\n  <weight>\x00</weight>\n</allocations>", "illegal character code U+0000", Pos{Line: 2, Col: 11}},
	{"NUL before the root", "\x00<allocations/>", "", Pos{Line: 1, Col: 1}},
	{"invalid UTF-8", "<allocations><queue name=\"\xff\"/></allocations>", "invalid UTF-8", Pos{Line: 1, Col: 27}},
	{"undeclared entity", "<allocations>&x;</allocations>", "invalid character entity &x;", Pos{Line: 1, Col: 17}},
	{"bare ampersand", "<allocations>a & b</allocations>", "invalid character entity", Pos{Line: 1, Col: 17}},
	{"]]> in text", "<allocations>]]></allocations>", "unescaped ]]> not in CDATA section", Pos{Line: 1, Col: 17}},
	{"XML declaration not first", " <?xml version=\"1.0\"?><allocations/>", `The processing instruction target matching \"[xX][mM][lL]\" is not allowed.`, Pos{Line: 1, Col: 2}},
	{"XML declaration after the root", "<allocations/><?xml version=\"1.0\"?>", "only allowed as the XML declaration", Pos{Line: 1, Col: 15}},
	{"upper-case XML declaration", "<?XML version=\"1.0\"?><allocations/>", "is not allowed", Pos{Line: 1, Col: 1}},
	{"declaration outside a DOCTYPE", "<!ELEMENT allocations ANY><allocations/>", "unexpected declaration <!ELEMENT>", Pos{Line: 1, Col: 1}},
	{"second DOCTYPE", "<!DOCTYPE allocations><!DOCTYPE allocations><allocations/>", "a second DOCTYPE", Pos{Line: 1, Col: 23}},
	{"DOCTYPE inside the root", "<allocations><!DOCTYPE allocations></allocations>", "DOCTYPE after the root element", Pos{Line: 1, Col: 14}},
	{"unsupported encoding", `<?xml version="1.0" encoding="EBCDIC-XYZ"?><allocations/>`, `declares the encoding "EBCDIC-XYZ", which fairsched cannot read`, Pos{Line: 1, Col: 44}},
	// A bad comment is reported at its offending characters, not where the
	// decoder stopped reading (two or three bytes further on).
	{"double hyphen in a comment", "<allocations><!-- a -- b --></allocations>", `invalid sequence "--" not allowed in comments`, Pos{Line: 1, Col: 21}},
	{"double hyphen after a comment", "<allocations>\n  <!-- ok --><!-- a --b -->\n</allocations>", `invalid sequence "--" not allowed in comments`, Pos{Line: 2, Col: 21}},
	{"comment nested in a comment", "<allocations>\n <!-- x\n  <!-- y -->\n</allocations>", `invalid sequence "--" not allowed in comments`, Pos{Line: 3, Col: 5}},
	{"single hyphen comment", "<allocations><!-x --></allocations>", `invalid sequence <!- not part of <!--`, Pos{Line: 1, Col: 17}},
}

func TestMalformedXML(t *testing.T) {
	for _, tc := range malformedXMLTests {
		t.Run(tc.name, func(t *testing.T) {
			_, is := parse(tc.src)
			validPositions(t, []byte(tc.src), is)
			i := wantIssue(t, is, RuleMalformedXML, tc.msg)
			if i.Pos != tc.pos {
				t.Errorf("malformed-xml at %v, want %v", i.Pos, tc.pos)
			}
		})
	}
}

func TestPartialTreeAfterError(t *testing.T) {
	a, is := parse("<allocations>\n<queue name=\"a\"><weight>2</weight></queue>\n<queue name=\"b\">\n<weight>&x;</weight>")
	if len(is) == 0 || is[0].Rule != RuleMalformedXML || is[0].Pos.Line != 4 {
		t.Fatalf("issues = %v, want malformed-xml on line 4 first", is)
	}
	if q := mustFind(t, a, "root.a"); q.Weight.Val != 2 {
		t.Errorf("root.a read before the error: weight %v, want 2", q.Weight.Val)
	}
}

func utf16Bytes(s string, bigEndian, bom bool) []byte {
	var out []byte
	units := utf16.Encode([]rune(s))
	if bom {
		units = append([]uint16{0xFEFF}, units...)
	}
	for _, u := range units {
		if bigEndian {
			out = append(out, byte(u>>8), byte(u))
		} else {
			out = append(out, byte(u), byte(u>>8))
		}
	}
	return out
}

func TestEncodings(t *testing.T) {
	doc := "<?xml version=\"1.0\" encoding=\"%s\"?>\n<allocations>\n  <queue name=\"%s\"><weight>2</weight></queue>\n</allocations>"
	fill := func(enc, name string) string {
		return strings.Replace(strings.Replace(doc, "%s", enc, 1), "%s", name, 1)
	}
	tests := []struct {
		name string
		src  []byte
		want string // full name of the queue
	}{
		{"UTF-8", []byte(fill("UTF-8", "é€")), "root.é€"},
		{"UTF-8 lower case", []byte(fill("utf-8", "é")), "root.é"},
		{"UTF-8 with BOM", append([]byte("\xef\xbb\xbf"), fill("UTF-8", "é")...), "root.é"},
		{"UTF-16LE with BOM", utf16Bytes(fill("UTF-16", "é€𝄞"), false, true), "root.é€𝄞"},
		{"UTF-16BE with BOM", utf16Bytes(fill("UTF-16", "é€"), true, true), "root.é€"},
		{"UTF-16LE without BOM", utf16Bytes(fill("UTF-16LE", "é"), false, false), "root.é"},
		{"UTF-16BE without BOM", utf16Bytes(fill("UTF-16BE", "é"), true, false), "root.é"},
		{"ISO-8859-1", []byte(fill("ISO-8859-1", "caf\xe9")), "root.café"},
		{"latin1 label", []byte(fill("latin1", "\xe0")), "root.à"},
		{"windows-1252", []byte(fill("windows-1252", "\x80\xe9")), "root.€é"},
		{"US-ASCII", []byte(fill("US-ASCII", "a")), "root.a"},
		{"XML 1.1", []byte(strings.Replace(fill("UTF-8", "a"), "1.0", "1.1", 1)), "root.a"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			orig := bytes.Clone(tc.src)
			a := Parse(tc.src, Options{})
			seeds = append(seeds, string(tc.src))
			wantNoIssues(t, withFacts(a))
			q := mustFind(t, a, tc.want)
			if q.Weight.Val != 2 || q.Pos.Line != 3 || q.Pos.Col != 3 {
				t.Errorf("%s: weight %v at %v, want 2 at 3:3", tc.want, q.Weight.Val, q.Pos)
			}
			if !bytes.Equal(tc.src, orig) {
				t.Errorf("Parse modified its input")
			}
		})
	}
}

func TestHugeValues(t *testing.T) {
	digits := strings.Repeat("9", 100000)
	tests := []struct {
		name string
		el   string
		get  func(q *Queue) any
		want any
		rule string
	}{
		{"int max", "<maxRunningApps>2147483647</maxRunningApps>", func(q *Queue) any { return q.MaxRunningApps.Val }, int32(math.MaxInt32), ""},
		{"int min", "<maxRunningApps>-2147483648</maxRunningApps>", func(q *Queue) any { return q.MaxRunningApps.Val }, int32(math.MinInt32), ""},
		{"int overflow", "<maxRunningApps>" + digits + "</maxRunningApps>", func(q *Queue) any { return q.MaxRunningApps.Set }, false, RuleInvalidNumber},
		{"long min times 1000 wraps to 0", "<minSharePreemptionTimeout>-9223372036854775808</minSharePreemptionTimeout>", func(q *Queue) any { return q.MinSharePreemptionTimeout.Val }, int64(0), ""},
		{"long overflow", "<minSharePreemptionTimeout>" + digits + "</minSharePreemptionTimeout>", func(q *Queue) any { return q.MinSharePreemptionTimeout.Set }, false, RuleInvalidNumber},
		{"double overflow is infinity", "<weight>1e400</weight>", func(q *Queue) any { return math.IsInf(float64(q.Weight.Val), 1) }, true, ""},
		{"many digits", "<weight>" + digits + "</weight>", func(q *Queue) any { return math.IsInf(float64(q.Weight.Val), 1) }, true, ""},
		{"huge resource", "<maxResources>" + digits + " mb, 1 vcores</maxResources>", func(q *Queue) any { return q.MaxResources.Set }, false, RuleInvalidResource},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a, is := parse(alloc(`<queue name="a">` + tc.el + `</queue>`))
			if got := tc.get(mustFind(t, a, "root.a")); got != tc.want {
				t.Errorf("value = %v, want %v", got, tc.want)
			}
			if tc.rule == "" {
				wantNoIssues(t, is)
				return
			}
			wantIssue(t, is, tc.rule, "")
		})
	}
}

func TestLongNames(t *testing.T) {
	long := strings.Repeat("a", stress(1000000))
	t.Run("million-character queue name", func(t *testing.T) {
		a := Parse([]byte(alloc(`<queue name="`+long+`"><queue name="c"/></queue>`)), Options{})
		wantNoIssues(t, withFacts(a))
		q := mustFind(t, a, "root."+long+".c")
		if len(q.Parent.Name) != len(long) {
			t.Errorf("name length = %d, want %d", len(q.Parent.Name), len(long))
		}
	})
	t.Run("million-character invalid name", func(t *testing.T) {
		a := Parse([]byte(alloc(`<queue name="`+long+`."/>`)), Options{})
		is := withFacts(a)
		wantIssue(t, is, RuleInvalidQueueName, "shouldn't contain period")
	})
	t.Run("million-character element", func(t *testing.T) {
		a := Parse([]byte(alloc(`<`+long+`/>`)), Options{})
		is := withFacts(a)
		wantIssue(t, is, RuleUnknownElement, "Bad element in allocations file")
	})
	t.Run("full names over the budget", func(t *testing.T) {
		var b strings.Builder
		b.WriteString(`<allocations><queue name="` + long + `">`)
		children := fullNameBudget(2*len(long))/len(long) + 20 // the file stays under 2*len(long) bytes
		for i := range children {
			b.WriteString(`<queue name="c` + strconv.Itoa(i) + `"/>`)
		}
		b.WriteString(`</queue></allocations>`)
		a := Parse([]byte(b.String()), Options{})
		wantIssue(t, withFacts(a), RuleReaderLimit, string(FactNamesOverBudget))
		if n := len(mustFind(t, a, "root."+long).Children); n == 0 || n >= children {
			t.Errorf("%d of %d children read, want some but not all", n, children)
		}
	})
}

// nested returns n nested elements of the given open and close tags.
func nested(n int, open, close string) string {
	return strings.Repeat(open, n) + strings.Repeat(close, n)
}

func TestDeepNesting(t *testing.T) {
	n := stress(100000)
	tests := []struct {
		name string
		body string
		rule string
		pos  Pos
	}{
		{"nested queues", "\n" + nested(n, "<queue name=\"q\">\n", "</queue>"), RuleReaderLimit, Pos{Line: MaxQueueDepth + 3, Col: 1}},
		{"nested unknown elements", nested(n, "<x>", "</x>"), RuleUnknownElement, Pos{Line: 1, Col: 14}},
		{"nested elements in a queue", `<queue name="a">` + nested(n, "<x>", "</x>") + `</queue>`, RuleUnknownElement, Pos{Line: 1, Col: 30}},
		{"nested elements in a value", `<queue name="a"><weight>` + nested(n, "<x>", "</x>") + `</weight></queue>`, RuleNonTextValue, Pos{Line: 1, Col: 30}},
		{"nested rules", `<queuePlacementPolicy>` + nested(n, `<rule name="user">`, "</rule>") + `</queuePlacementPolicy>`, RuleInvalidPlacementRule, Pos{Line: 1, Col: 36}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a := Parse([]byte(alloc(tc.body)), Options{})
			is := withFacts(a)
			if i := wantIssue(t, is, tc.rule, ""); i.Pos != tc.pos {
				t.Errorf("%s at %v, want %v", tc.rule, i.Pos, tc.pos)
			}
		})
	}
	t.Run("linear", func(t *testing.T) {
		// Deep input must cost memory in proportion to its size, not to its
		// depth squared: doubling the depth at most about doubles the bytes
		// Parse allocates (a deterministic stand-in for "no quadratic time").
		small, large := allocatedBy(nested(n/2, "<x>", "</x>")), allocatedBy(nested(n, "<x>", "</x>"))
		if large > 3*small {
			t.Errorf("Parse allocated %d bytes for depth %d and %d for depth %d: more than linear", small, n/2, large, n)
		}
	})
	t.Run("depth limit", func(t *testing.T) {
		a := Parse([]byte(alloc(nested(MaxQueueDepth+5, `<queue name="q">`, "</queue>"))), Options{})
		deepest := "root" + strings.Repeat(".q", MaxQueueDepth+1)
		if q := a.Find(deepest); q == nil || len(q.Children) != 0 || !q.IsParent {
			t.Errorf("deepest queue %v, want a parent queue %d levels down without children", q, MaxQueueDepth+1)
		}
	})
}

func TestArbitraryBytes(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	pieces := []string{"<", ">", "/", "=", `"`, "'", "&", ";", "!", "?", "[", "]", "-", "\n", " ", "\x00", "\xff", "é",
		"allocations", "queue", "name", "rule", "weight", "CDATA", "DOCTYPE", "ENTITY", "#x41", "amp", "root", "default", "2"}
	for n := 0; n < 2000; n++ {
		var b strings.Builder
		for k := rng.Intn(60); k > 0; k-- {
			b.WriteString(pieces[rng.Intn(len(pieces))])
		}
		src := []byte(b.String())
		orig := bytes.Clone(src)
		a := Parse(src, Options{})
		if a.Root == nil || a.Find("root.default") == nil {
			t.Fatalf("%q: no root or root.default", src)
		}
		validPositions(t, src, withFacts(a))
		if !bytes.Equal(src, orig) {
			t.Fatalf("%q: Parse modified its input", orig)
		}
	}
}

// TestPrefixes parses every prefix of a realistic file: each one must give
// valid positions, and only the complete file is well formed.
func TestPrefixes(t *testing.T) {
	src := []byte(fuzzSeeds[2])
	for n := 0; n <= len(src); n++ {
		a := Parse(src[:n:n], Options{})
		is := withFacts(a)
		validPositions(t, src[:n], is)
		if malformed := len(withRule(is, RuleMalformedXML)) > 0; malformed != (n < len(src)) && n < len(src)-1 {
			t.Fatalf("prefix of %d bytes: malformed %v, issues %v", n, malformed, is)
		}
	}
}

func TestInputNotModified(t *testing.T) {
	inputs := append(append([]string{}, fuzzSeeds...), seedInputs()...)
	for _, s := range inputs {
		src := []byte(s)
		orig := bytes.Clone(src)
		Parse(src, Options{})
		if !bytes.Equal(src, orig) {
			t.Errorf("Parse modified %q", orig)
		}
	}
}

// allocatedBy returns the bytes Parse allocates on an allocation file with
// body inside <allocations>.
func allocatedBy(body string) uint64 {
	src := []byte(alloc(body))
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	Parse(src, Options{})
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// BenchmarkDeepNesting measures Parse on 100,000 nested unknown elements.
func BenchmarkDeepNesting(b *testing.B) {
	src := []byte(alloc(nested(100000, "<x>", "</x>")))
	for b.Loop() {
		Parse(src, Options{})
	}
}
