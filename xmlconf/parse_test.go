package xmlconf

import (
	"fmt"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/core/diag"
)

// seeds collects the inputs the tests parse, in the order they run.
var seeds []string

// parse parses src and records it as a fuzz seed unless it is large.
func parse(src string) (*Allocations, []diag.Finding) {
	if len(src) < 4096 {
		seeds = append(seeds, src)
	}
	a := Parse([]byte(src), Options{})
	return a, withFacts(a)
}

// stress returns n, or a fifth of it under the race detector: the stress
// tests must run in well under two seconds either way.
func stress(n int) int {
	if raceDetector {
		return n / 5
	}
	return n
}

// alloc wraps queue elements and top-level settings in <allocations>.
func alloc(body string) string { return "<allocations>" + body + "</allocations>" }

// queueDoc puts elements into the queue root.a.
func queueDoc(elements string) string { return alloc(`<queue name="a">` + elements + `</queue>`) }

// weightDoc gives root.a a <weight> with the given content.
func weightDoc(content string) string {
	if content == "" {
		return queueDoc("<weight/>")
	}
	return queueDoc("<weight>" + content + "</weight>")
}

// topDoc puts one top-level element on a line of its own.
func topDoc(el string) string { return alloc("\n  " + el + "\n") }

// withRule returns the issues of one rule.
func withRule(is []diag.Finding, rule string) []diag.Finding {
	var out []diag.Finding
	for _, i := range is {
		if i.Rule == rule {
			out = append(out, i)
		}
	}
	return out
}

// ruleIDs lists the rule of every issue, in order.
func ruleIDs(is []diag.Finding) []string {
	out := make([]string, len(is))
	for n, i := range is {
		out[n] = i.Rule
	}
	return out
}

// wantIssue fails unless exactly one issue of rule exists and its message
// contains msg; it returns that issue.
func wantIssue(t *testing.T, is []diag.Finding, rule, msg string) diag.Finding {
	t.Helper()
	got := withRule(is, rule)
	if len(got) != 1 {
		t.Fatalf("issues of %s = %d (all: %v), want 1", rule, len(got), is)
	}
	if !strings.Contains(got[0].Message, msg) {
		t.Errorf("%s message = %q, want it to contain %q", rule, got[0].Message, msg)
	}
	return got[0]
}

// issueWith returns the one issue whose message contains msg.
func issueWith(t *testing.T, is []diag.Finding, msg string) diag.Finding {
	t.Helper()
	var got []diag.Finding
	for _, i := range is {
		if strings.Contains(i.Message, msg) {
			got = append(got, i)
		}
	}
	if len(got) != 1 {
		t.Fatalf("issues with %q = %d (all: %v), want 1", msg, len(got), is)
	}
	return got[0]
}

// wantNoIssues fails on any issue.
func wantNoIssues(t *testing.T, is []diag.Finding) {
	t.Helper()
	for _, i := range is {
		t.Errorf("unexpected issue at %v: [%s] %s", i.Pos, i.Rule, i.Message)
	}
}

// mustFind returns the queue with the given full name or stops the test.
func mustFind(t *testing.T, a *Allocations, full string) *Queue {
	t.Helper()
	q := a.Find(full)
	if q == nil {
		var names []string
		a.Root.Walk(func(q *Queue) { names = append(names, q.FullName) })
		t.Fatalf("queue %s not found; queues are %v", full, names[:min(len(names), 20)])
	}
	return q
}

// names lists the full names of the tree, parents first.
func names(a *Allocations) string {
	var out []string
	a.Root.Walk(func(q *Queue) { out = append(out, q.FullName) })
	return strings.Join(out, " ")
}

// positionsSrc is the file of TestPositions.
var positionsSrc = "<?xml version=\"1.0\"?>\n" + // line 1
	"<allocations>\n" + // line 2
	"  <queue name=\"a\">\n" + // line 3: <queue> at col 3
	"    <weight>2</weight>\n" + // line 4: <weight> at col 5
	"\t<maxRunningApps>x</maxRunningApps>\n" + // line 5: col 2
	"    <queue name=\"é\"><weight>1</weight></queue>\n" + // line 6: <queue> col 5, <weight> col 21
	"  </queue>\n" + // line 7: ends at col 11
	"  <!-- c -->\n" + // line 8: comment at col 3
	"  <bogus/>\n" + // line 9: col 3
	"  <!-- 队列 --><queue name=\"b\"><weight>y</weight></queue>\n" + // line 10: <queue> col 14, <weight> col 30
	"  <!-- 😀 --><queueMaxAppsDefault>z</queueMaxAppsDefault>\n" + // line 11: col 14 (😀 is two UTF-16 units)
	"</allocations>\n"

func TestPositions(t *testing.T) {
	// Columns count characters as Java's parser and SARIF do (UTF-16 code
	// units): a tab is one, "é" and "队" one each, "😀" two. Counting bytes
	// put everything after a Chinese comment two columns too far right.
	a, is := parse(positionsSrc)
	tests := []struct {
		name      string
		got, want Pos
	}{
		{"allocations", a.Span(a.Doc.Root()).Start, Pos{Line: 2, Col: 1}},
		{"allocations end", a.Span(a.Doc.Root()).End, Pos{Line: 12, Col: 15}},
		{"queue a", mustFind(t, a, "root.a").Pos, Pos{Line: 3, Col: 3}},
		{"queue a end", a.Span(mustFind(t, a, "root.a").Decls[0].Element).End, Pos{Line: 7, Col: 11}},
		{"weight of a", mustFind(t, a, "root.a").Weight.Pos(), Pos{Line: 4, Col: 5}},
		{"maxRunningApps of a", mustFind(t, a, "root.a").MaxRunningApps.Pos(), Pos{Line: 5, Col: 2}},
		{"queue é", mustFind(t, a, "root.a.é").Pos, Pos{Line: 6, Col: 5}},
		{"weight of é", mustFind(t, a, "root.a.é").Weight.Pos(), Pos{Line: 6, Col: 21}},
		{"queue after a Chinese comment", mustFind(t, a, "root.b").Pos, Pos{Line: 10, Col: 14}},
		{"bad weight after a Chinese comment", issueWith(t, is, `"y"`).Pos, Pos{Line: 10, Col: 30}},
		{"after an emoji", issueWith(t, is, `"z"`).Pos, Pos{Line: 11, Col: 14}},
		{"invalid-number", issueWith(t, is, `"x"`).Pos, Pos{Line: 5, Col: 2}},
		{"unknown-element", wantIssue(t, is, RuleUnknownElement, "bogus").Pos, Pos{Line: 9, Col: 3}},
		{"comment", a.Comments[0].Pos, Pos{Line: 8, Col: 3}},
		{"implicit root", a.Root.Pos, Pos{}},
		{"implicit root.default", mustFind(t, a, "root.default").Pos, Pos{}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if tc.got != tc.want {
				t.Errorf("position = %v, want %v", tc.got, tc.want)
			}
		})
	}
	if next := a.Comments[0].Next; next == nil || next.Tag != "bogus" {
		t.Errorf("comment.Next = %v, want <bogus>", next)
	}
}

var positionsLineEndingsTests = []struct {
	name string
	src  string
	want Pos // of root.a
}{
	{"LF", "<allocations>\n  <queue name=\"a\"/>\n</allocations>", Pos{Line: 2, Col: 3}},
	{"CRLF", "<allocations>\r\n  <queue name=\"a\"/>\r\n</allocations>", Pos{Line: 2, Col: 3}},
	{"one line", `<allocations><queue name="a"/></allocations>`, Pos{Line: 1, Col: 14}},
	{"UTF-8 BOM not counted", "\xef\xbb\xbf<allocations><queue name=\"a\"/></allocations>", Pos{Line: 1, Col: 14}},
	{"multi-line attribute", "<allocations><queue\n name=\"x\"/><queue name=\"a\"/></allocations>", Pos{Line: 2, Col: 12}},
	{"after a comment with newlines", "<allocations><!--\n\n--> <queue name=\"a\"/></allocations>", Pos{Line: 3, Col: 5}},
}

func TestPositionsLineEndings(t *testing.T) {
	for _, tc := range positionsLineEndingsTests {
		t.Run(tc.name, func(t *testing.T) {
			a, is := parse(tc.src)
			wantNoIssues(t, is)
			if got := mustFind(t, a, "root.a").Pos; got != tc.want {
				t.Errorf("root.a at %v, want %v", got, tc.want)
			}
		})
	}
}

var firstTextNodeTests = []struct {
	name   string
	weight string // content of <weight>
	want   float32
	set    bool
	rules  []string
}{
	{"plain", "2", 2, true, nil},
	{"comment joins text", "1<!-- c -->0", 10, true, nil},
	{"two comments join text", "1<!--a-->0<!--b-->0", 100, true, nil},
	{"CDATA only", "<![CDATA[5]]>", 5, true, nil},
	{"CDATA with spaces", "<![CDATA[ 5 ]]>", 5, true, nil},
	{"text then CDATA reads the text", "1<![CDATA[0]]>", 1, true, []string{RuleCDATASplitValue}},
	{"CDATA then text reads the CDATA", "<![CDATA[3]]>0", 3, true, []string{RuleCDATASplitValue}},
	{"whitespace then CDATA", "  <![CDATA[5]]>", 1, false, []string{RuleCDATASplitValue, RuleInvalidNumber}},
	{"trailing whitespace after CDATA is fine", "<![CDATA[5]]>\n  ", 5, true, nil},
	{"text then element", "2<x/>", 2, true, []string{RuleCDATASplitValue}},
	{"self-closing", "", 1, false, []string{RuleEmptyValue}},
	{"only a comment", "<!-- x -->", 1, false, []string{RuleEmptyValue}},
	{"element first", "<x/>", 1, false, []string{RuleNonTextValue}},
	{"comment then element", "<!--c--><x>2</x>", 1, false, []string{RuleNonTextValue}},
	{"processing instruction first", "<?pi x?>2", 1, false, []string{RuleNonTextValue}},
	{"whitespace only", " \n\t ", 1, false, []string{RuleInvalidNumber}},
	{"trimmed", "\n  2.5 \r\n", 2.5, true, nil},
	{"tab and space references trimmed", "&#9;3&#32;", 3, true, nil},
	{"control character references are not XML", "&#1;3", 1, false, []string{RuleMalformedXML, RuleEmptyValue}},
	{"no-break space is not trimmed", "&#160;3", 1, false, []string{RuleInvalidNumber}},
	{"character reference", "&#50;", 2, true, nil},
	{"predefined entity", "1&amp;", 1, false, []string{RuleInvalidNumber}},
}

func TestFirstTextNode(t *testing.T) {
	for _, tc := range firstTextNodeTests {
		t.Run(tc.name, func(t *testing.T) {
			a, is := parse(weightDoc(tc.weight))
			w := mustFind(t, a, "root.a").Weight
			if w.Val != tc.want || w.Set != tc.set {
				t.Errorf("weight = %v (set %v), want %v (set %v)", w.Val, w.Set, tc.want, tc.set)
			}
			if got := fmt.Sprint(ruleIDs(is)); got != fmt.Sprint(tc.rules) && !(len(is) == 0 && tc.rules == nil) {
				t.Errorf("issues = %v, want rules %v", is, tc.rules)
			}
		})
	}
}

func TestEmptyElementForms(t *testing.T) {
	for _, el := range []string{"<maxRunningApps/>", "<maxRunningApps></maxRunningApps>", "<maxRunningApps><!--x--></maxRunningApps>"} {
		t.Run(el, func(t *testing.T) {
			a, is := parse(alloc(`<queue name="a">` + el + `</queue>`))
			i := wantIssue(t, is, RuleEmptyValue, "NullPointerException")
			if i.Queue != "root.a" || i.Pos != (Pos{Line: 1, Col: 30}) {
				t.Errorf("issue for %s at %v, want root.a at 1:30", i.Queue, i.Pos)
			}
			if f := mustFind(t, a, "root.a").MaxRunningApps; f.Set {
				t.Errorf("maxRunningApps set to %v, want unset", f.Val)
			}
		})
	}
}

// entitySrc is the file of TestEntityExpansion.
var entitySrc = `<?xml version="1.0"?>
<!DOCTYPE allocations [
  <!ENTITY mem "1024 mb, 2 vcores">
  <!ENTITY two "2">
  <!ENTITY nested "&two;&two;">
  <!ENTITY two "9">
  <!ENTITY sq '3'>
]>
<allocations>
  <queue name="a&two;">
    <minResources>&mem;</minResources>
    <maxRunningApps>&nested;</maxRunningApps>
    <weight>&sq;.5</weight>
  </queue>
</allocations>`

func TestEntityExpansion(t *testing.T) {
	a, is := parse(entitySrc)
	i := wantIssue(t, is, RuleDoctype, "DOCTYPE")
	if i.Pos != (Pos{Line: 2, Col: 1}) || a.Doctype != (Pos{Line: 2, Col: 1}) {
		t.Errorf("doctype issue at %v (Doctype %v), want 2:1", i.Pos, a.Doctype)
	}
	if len(is) != 1 {
		t.Errorf("issues = %v, want only the doctype one", is)
	}
	q := mustFind(t, a, "root.a2")
	if got := q.MinResources.Val.Absolute; len(got) != 2 || got[0] != 1024 || got[1] != 2 {
		t.Errorf("minResources = %v, want [1024 2]", got)
	}
	if q.MaxRunningApps.Val != 22 {
		t.Errorf("maxRunningApps = %d, want 22 (nested entities, first declaration wins)", q.MaxRunningApps.Val)
	}
	if q.Weight.Val != 3.5 {
		t.Errorf("weight = %v, want 3.5", q.Weight.Val)
	}
}

func TestTrimming(t *testing.T) {
	src := alloc(`<reservation-agent>
	  com.example.Agent  </reservation-agent>
<queue name="a">
  <aclSubmitApps>
   alice
</aclSubmitApps>
  <aclAdministerApps> admins</aclAdministerApps>
  <aclSubmitReservations>bob </aclSubmitReservations>
  <aclListReservations>	x</aclListReservations>
  <aclAdministerReservations><![CDATA[ y ]]></aclAdministerReservations>
  <schedulingPolicy>  DRF
  </schedulingPolicy>
</queue>`)
	a, is := parse(src)
	wantNoIssues(t, is)
	q := mustFind(t, a, "root.a")
	tests := []struct {
		name, got, want string
	}{
		{"reservation-agent trimmed", a.ReservationAgent.Val, "com.example.Agent"},
		{"aclSubmitApps untrimmed", q.ACLSubmitApps.Val, "\n   alice\n"},
		{"aclAdministerApps untrimmed", q.ACLAdministerApps.Val, " admins"},
		{"aclSubmitReservations untrimmed", q.ACLSubmitReservations.Val, "bob "},
		{"aclListReservations untrimmed", q.ACLListReservations.Val, "\tx"},
		{"aclAdministerReservations untrimmed CDATA", q.ACLAdministerReservations.Val, " y "},
		{"schedulingPolicy trimmed", string(q.SchedulingPolicy.Val), string(PolicyDRF)},
		{"raw keeps the untrimmed text", q.SchedulingPolicy.Raw(), "  DRF\n  "},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if tc.got != tc.want {
				t.Errorf("value = %q, want %q", tc.got, tc.want)
			}
		})
	}
}
