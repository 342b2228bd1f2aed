package render

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"errors"
	"flag"
	"io"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/internal/golden"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/xmlconf"
)

var update = flag.Bool("update", false, "rewrite golden files")

// ciRules stand in for lint.All in golden tests, so that adding a rule to
// the registry does not change every SARIF golden file.
var ciRules = []*lint.Rule{
	{ID: "min-exceeds-max", Severity: lint.Error, Summary: "minResources is larger than maxResources",
		Doc: "Why: a queue cannot be guaranteed more than it may use.\nFix: lower <minResources> or raise <maxResources>.\nSee: parsing.md §4.6."},
	{ID: "unknown-element", Severity: lint.Warning, Summary: "an element is not one Hadoop reads",
		Doc: "Why: Hadoop ignores elements it does not know.\nFix: correct the name.\nSee: parsing.md §3."},
	{ID: "zero-weight", Severity: lint.Info, Summary: "a queue has weight 0",
		Doc: "Why: the queue only gets idle resources.\nFix: give it a positive weight.\nSee: compute.md §5.1."},
}

func pos(line, col int32) xmlconf.Pos { return xmlconf.Pos{Line: line, Col: col} }

// ciCases are the reports every CI format is tested on. The diagnostics of
// "mixed" are deliberately unsorted and include: every severity, a hint,
// two identical findings on different lines, a finding without a position,
// a rule that is not in ciRules, and a path that needs escaping.
var ciCases = map[string]Report{
	"clean": {Version: "1.2.3", Files: []string{"conf/fair-scheduler.xml", "conf/other.xml"}},
	"mixed": {Version: "1.2.3", Files: []string{"conf/fair-scheduler.xml", "conf/clean.xml", "./odd dir/a,b:c%.xml"},
		Diagnostics: []diag.Finding{
			{File: "conf/fair-scheduler.xml", Pos: pos(14, 7), Rule: "min-exceeds-max", Severity: lint.Error, Queue: "root.eng.adhoc",
				Message: "<minResources> 8192 mb, 8 vcores exceeds <maxResources> 4096 mb, 4 vcores (line 15)",
				Hint:    "lower <minResources> or raise <maxResources>"},
			{File: "conf/fair-scheduler.xml", Pos: pos(20, 5), Rule: "unknown-element", Severity: lint.Warning, Queue: "root.eng",
				Message: "unknown element <maxRunningApp>; did you mean <maxRunningApps>? Hadoop ignores it silently"},
			{File: "conf/fair-scheduler.xml", Pos: pos(9, 5), Rule: "unknown-element", Severity: lint.Warning, Queue: "root.eng",
				Message: "unknown element <maxRunningApp>; did you mean <maxRunningApps>? Hadoop ignores it silently"},
			{File: "conf/fair-scheduler.xml", Pos: pos(3, 3), Rule: "zero-weight", Severity: lint.Info, Queue: "root.scavenger",
				Message: "<weight> is 0: the queue's fair share is only its <minResources> & \"nothing\" else"},
			{File: "conf/fair-scheduler.xml", Rule: "zero-weight", Severity: lint.Info, Queue: "root.default",
				Message: "<weight> is 0 (no position known)"},
			{File: "./odd dir/a,b:c%.xml", Pos: pos(2, 1), Rule: "malformed-xml", Severity: lint.Error,
				Message: "XML is not well formed: element <queue> is closed by </allocations>",
				Hint:    "fix the XML: Hadoop's parser rejects the whole file"},
		}},
}

// ciFormats are the formats under test; SARIF gets the fixed rule list.
var ciFormats = map[string]Format{
	"sarif":      func(w io.Writer, r Report, _ Options) error { return writeSARIF(w, r, ciRules) },
	"github":     GitHub,
	"checkstyle": Checkstyle,
	"junit":      JUnit,
}

func TestCIFormatsGolden(t *testing.T) {
	for format, f := range ciFormats {
		for name, r := range ciCases {
			t.Run(format+"/"+name, func(t *testing.T) {
				got := render(t, f, r)
				if again := render(t, f, r); !bytes.Equal(got, again) {
					t.Fatalf("%s output differs between two runs", format)
				}
				golden.Check(t, filepath.Join("testdata", format, name+".golden"), got, *update)
			})
		}
	}
}

func render(t *testing.T, f Format, r Report) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := f(&b, r, Options{}); err != nil {
		t.Fatalf("render: %v", err)
	}
	return b.Bytes()
}

// xmlCounts parses an XML document strictly and counts its elements by name.
func xmlCounts(t *testing.T, doc []byte) map[string]int {
	t.Helper()
	n := map[string]int{}
	dec := xml.NewDecoder(bytes.NewReader(doc))
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			return n
		}
		if err != nil {
			t.Fatalf("output is not well-formed XML: %v\n%s", err, doc)
		}
		if se, ok := tok.(xml.StartElement); ok {
			n[se.Name.Local]++
		}
	}
}

func TestXMLFormatsStructure(t *testing.T) {
	tests := []struct {
		format, name string
		f            Format
		want         map[string]int
	}{
		{"checkstyle", "clean", Checkstyle, map[string]int{"checkstyle": 1, "file": 2}},
		{"checkstyle", "mixed", Checkstyle, map[string]int{"checkstyle": 1, "file": 3, "error": 6}},
		{"junit", "clean", JUnit, map[string]int{"testsuites": 1, "testsuite": 2, "testcase": 2}},
		{"junit", "mixed", JUnit, map[string]int{"testsuites": 1, "testsuite": 3, "testcase": 5, "failure": 2, "system-out": 2}},
	}
	for _, tc := range tests {
		t.Run(tc.format+"/"+tc.name, func(t *testing.T) {
			got := xmlCounts(t, render(t, tc.f, ciCases[tc.name]))
			if len(got) != len(tc.want) {
				t.Errorf("element counts %v, want %v", got, tc.want)
			}
			for el, n := range tc.want {
				if got[el] != n {
					t.Errorf("%d <%s> elements, want %d", got[el], el, n)
				}
			}
		})
	}
}

func TestJUnitCounts(t *testing.T) {
	var doc struct {
		Tests    int `xml:"tests,attr"`
		Failures int `xml:"failures,attr"`
		Suites   []struct {
			Name     string `xml:"name,attr"`
			Tests    int    `xml:"tests,attr"`
			Failures int    `xml:"failures,attr"`
			Cases    []struct {
				Name    string  `xml:"name,attr"`
				Failure *string `xml:"failure"`
			} `xml:"testcase"`
		} `xml:"testsuite"`
	}
	if err := xml.Unmarshal(render(t, JUnit, ciCases["mixed"]), &doc); err != nil {
		t.Fatal(err)
	}
	tests, failures := 0, 0
	for _, s := range doc.Suites {
		f := 0
		for _, c := range s.Cases {
			if c.Failure != nil {
				f++
			}
		}
		if s.Tests != len(s.Cases) || s.Failures != f {
			t.Errorf("suite %s says tests=%d failures=%d, has %d testcases and %d failures", s.Name, s.Tests, s.Failures, len(s.Cases), f)
		}
		tests, failures = tests+len(s.Cases), failures+f
	}
	if doc.Tests != tests || doc.Failures != failures {
		t.Errorf("testsuites says tests=%d failures=%d, want %d and %d", doc.Tests, doc.Failures, tests, failures)
	}
}

// TestJUnitFailOn pins which rules of the mixed report (an error rule in
// each of two files, a warning rule, an info rule) are failures under each
// --fail-on: info never is.
func TestJUnitFailOn(t *testing.T) {
	tests := []struct {
		name   string
		failOn lint.Severity
		want   int
	}{
		{"default is error", lint.SeverityInvalid, 2},
		{"error", lint.Error, 2},
		{"warning", lint.Warning, 3},
		{"info", lint.Info, 3},
		{"never", NeverFail, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := ciCases["mixed"]
			r.FailOn = tc.failOn
			got := xmlCounts(t, render(t, JUnit, r))
			if got["failure"] != tc.want || got["failure"]+got["system-out"] != 4 {
				t.Errorf("--fail-on %v: %d failures and %d passing cases with output, want %d of 4 failing", tc.failOn, got["failure"], got["system-out"], tc.want)
			}
		})
	}
}

func TestXMLEscaping(t *testing.T) {
	for _, s := range []string{"a\nb\r\nc", "tab\there", `<&>"'`, "bell\x07 and \xff", "emoji 😀"} {
		want := strings.NewReplacer("\x07", "\uFFFD", "\xff", "\uFFFD").Replace(s)
		var e struct {
			Attr string `xml:"a,attr"`
			Text string `xml:",chardata"`
		}
		doc := `<e a="` + xmlAttr(s) + `">` + xmlText(s) + `</e>`
		if err := xml.Unmarshal([]byte(doc), &e); err != nil {
			t.Fatalf("%q: %v", doc, err)
		}
		if e.Attr != want || e.Text != want {
			t.Errorf("%q read back as attribute %q and text %q, want %q", s, e.Attr, e.Text, want)
		}
	}
}

func TestGitHubEscaping(t *testing.T) {
	tests := []struct{ in, data, prop string }{
		{"plain", "plain", "plain"},
		{"100%", "100%25", "100%25"},
		{"a\r\nb", "a%0D%0Ab", "a%0D%0Ab"},
		{"a:b,c", "a:b,c", "a%3Ab%2Cc"},
		{"%0A", "%250A", "%250A"},
	}
	for _, tc := range tests {
		if got := escapeData(tc.in); got != tc.data {
			t.Errorf("escapeData(%q) = %q, want %q", tc.in, got, tc.data)
		}
		if got := escapeProperty(tc.in); got != tc.prop {
			t.Errorf("escapeProperty(%q) = %q, want %q", tc.in, got, tc.prop)
		}
	}
}

func TestGitHubCommands(t *testing.T) {
	r := ciCases["mixed"]
	lines := strings.Split(strings.TrimSuffix(string(render(t, GitHub, r)), "\n"), "\n")
	if len(lines) != len(r.Diagnostics) {
		t.Fatalf("%d lines, want one per diagnostic (%d)", len(lines), len(r.Diagnostics))
	}
	for _, l := range lines {
		if !strings.HasPrefix(l, "::error ") && !strings.HasPrefix(l, "::warning ") && !strings.HasPrefix(l, "::notice ") {
			t.Errorf("not a workflow command: %q", l)
		}
	}
	if out := render(t, GitHub, ciCases["clean"]); len(out) != 0 {
		t.Errorf("clean run printed %q, want nothing", out)
	}
}

// jsonOf decodes a JSON document into generic values.
func jsonOf(t *testing.T, doc []byte) map[string]any {
	t.Helper()
	var v map[string]any
	if err := json.Unmarshal(doc, &v); err != nil {
		t.Fatalf("invalid JSON: %v", err)
	}
	return v
}
