package lint

import (
	"fmt"
	"regexp"
	"testing"

	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/xmlconf"
)

// suppressRun parses src, runs zero-weight and unknown-element (real
// findings at the offending element) and applies the suppressions.
func suppressRun(t *testing.T, src string, o Options) []diag.Finding {
	t.Helper()
	a := xmlconf.Parse([]byte(src), xmlconf.Options{})
	ds := Run("f.xml", a, Options{Only: []string{ZeroWeight.ID, UnknownElement.ID}})
	return SuppressWith(a, "f.xml", ds, o)
}

// brief is "line:rule: message", what the table cases match.
func brief(d diag.Finding) string { return fmt.Sprintf("%d:%s: %s", d.Pos.Line, d.Rule, d.Message) }

// suppressCases are files with suppressions and the findings left after
// Suppress, as regexps for brief(d), in order.
var suppressCases = []struct {
	name string
	src  string
	want []string
}{
	{
		name: "ignore before an element removes exactly that finding",
		src: `<allocations>
  <!-- fairsched:ignore zero-weight scavenger queue by design -->
  <queue name="a">
    <weight>0</weight>
  </queue>
  <queue name="b">
    <weight>0</weight>
  </queue>
</allocations>`,
		want: []string{`^7:zero-weight: <weight> is 0`},
	},
	{
		name: "several rule IDs",
		src: `<allocations>
  <queue name="a">
    <!-- fairsched:ignore zero-weight,unknown-element both intended -->
    <queue name="c"><maxRunningApp>1</maxRunningApp><weight>0</weight></queue>
    <queue name="d"><maxRunningApp>1</maxRunningApp><weight>0</weight></queue>
  </queue>
</allocations>`,
		want: []string{`^5:unknown-element: `, `^5:zero-weight: `},
	},
	{
		name: "ignore-file anywhere silences the rule in the whole file",
		src: `<allocations>
  <queue name="a"><weight>0</weight><maxRunningApp>1</maxRunningApp></queue>
  <queue name="b"><weight>0</weight></queue>
  <!-- fairsched:ignore-file zero-weight idle-only queues -->
</allocations>`,
		want: []string{`^2:unknown-element: `},
	},
	{
		name: "missing reason is a warning and still silences",
		src: `<allocations>
  <!-- fairsched:ignore zero-weight -->
  <queue name="a"><weight>0</weight></queue>
</allocations>`,
		want: []string{`^2:suppression-without-reason: suppression of zero-weight gives no reason$`},
	},
	{
		name: "stale suppression is reported",
		src: `<allocations>
  <!-- fairsched:ignore zero-weight,unknown-element was 0 once -->
  <queue name="a">
    <weight>0</weight>
  </queue>
</allocations>`,
		want: []string{`^2:unused-suppression: suppression of unknown-element silences nothing: no unknown-element finding in <queue> \(lines 3-5\)$`},
	},
	{
		name: "stale file-wide suppression is reported",
		src: `<allocations>
  <!-- fairsched:ignore-file zero-weight no longer needed -->
  <queue name="a"/>
</allocations>`,
		want: []string{`^2:unused-suppression: file-wide suppression of zero-weight silences nothing`},
	},
	{
		name: "inside a queue the suppression applies to the next subtree only",
		src: `<allocations>
  <queue name="p">
    <weight>0</weight>
    <!-- fairsched:ignore zero-weight child c only -->
    <queue name="c">
      <weight>0</weight>
      <queue name="g"><weight>0</weight></queue>
    </queue>
    <queue name="d"><weight>0</weight></queue>
  </queue>
</allocations>`,
		want: []string{`^3:zero-weight: `, `^9:zero-weight: `},
	},
	{
		name: "unknown rule ID with a suggestion",
		src: `<allocations>
  <!-- fairsched:ignore weight-zero reason -->
  <queue name="a"><weight>0</weight></queue>
</allocations>`,
		want: []string{
			`^2:unused-suppression: unknown rule ID "weight-zero" in suppression; did you mean "zero-weight"\?$`,
			`^3:zero-weight: `,
		},
	},
	{
		name: "suppression not followed by an element",
		src: `<allocations>
  <queue name="a"><weight>0</weight>
  <!-- fairsched:ignore zero-weight reason --></queue>
</allocations>`,
		want: []string{`^2:zero-weight: `, `^3:unused-suppression: suppression of zero-weight is not followed by an element`},
	},
	{
		name: "malformed directives",
		src: `<allocations>
  <!-- fairsched:ignore -->
  <!-- fairsched:ignore-next zero-weight reason -->
  <queue name="a"/>
</allocations>`,
		want: []string{
			`^2:unused-suppression: suppression names no rule ID$`,
			`^3:unused-suppression: unknown directive "fairsched:ignore-next"; must be fairsched:ignore or fairsched:ignore-file$`,
		},
	},
	{
		name: "want comments and other comments are not directives",
		src: `<!-- fairsched:types yarn.io/gpu -->
<allocations>
  <!-- want "fairsched:ignore zero-weight" -->
  <!-- a note about fairsched: ignore nothing -->
  <queue name="a"><weight>0</weight></queue> <!-- want "<weight> is 0" -->
</allocations>`,
		want: []string{`^5:zero-weight: `},
	},
}

func TestSuppress(t *testing.T) {
	for _, tc := range suppressCases {
		t.Run(tc.name, func(t *testing.T) {
			checkBriefs(t, suppressRun(t, tc.src, Options{}), tc.want)
		})
	}
}

// checkBriefs compares diagnostics with regexps for their brief forms.
func checkBriefs(t *testing.T, got []diag.Finding, want []string) {
	t.Helper()
	if len(got) != len(want) {
		t.Errorf("got %d findings, want %d", len(got), len(want))
	}
	for i := range max(len(got), len(want)) {
		switch {
		case i >= len(got):
			t.Errorf("missing finding matching %q", want[i])
		case i >= len(want):
			t.Errorf("unexpected finding %q", brief(got[i]))
		case !regexp.MustCompile(want[i]).MatchString(brief(got[i])):
			t.Errorf("finding %d is %q, want a match for %q", i, brief(got[i]), want[i])
		}
	}
}

func TestSuppressWithOptions(t *testing.T) {
	src := `<allocations>
  <!-- fairsched:ignore zero-weight -->
  <queue name="a"><weight>1</weight></queue>
</allocations>`
	tests := []struct {
		name string
		o    Options
		want []string
	}{
		{name: "defaults", o: Options{}, want: []string{
			`^2:suppression-without-reason: `, `^2:unused-suppression: suppression of zero-weight silences nothing`}},
		{name: "rule off: its suppressions are not unused", o: Options{Off: map[string]bool{ZeroWeight.ID: true}},
			want: []string{`^2:suppression-without-reason: `}},
		{name: "suppression rules off", o: Options{Off: map[string]bool{UnusedSuppression.ID: true, SuppressionWithoutReason.ID: true}}},
		{name: "only", o: Options{Only: []string{SuppressionWithoutReason.ID}}, want: []string{`^2:suppression-without-reason: `}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			checkBriefs(t, suppressRun(t, src, tc.o), tc.want)
		})
	}
}

func TestSuppressSeverity(t *testing.T) {
	src := `<allocations>
  <!-- fairsched:ignore zero-weight -->
  <queue name="a"><weight>0</weight></queue>
</allocations>`
	ds := suppressRun(t, src, Options{})
	if len(ds) != 1 || ds[0].Severity != SuppressionWithoutReason.Severity || ds[0].File != "f.xml" || ds[0].Pos.Col != 3 {
		t.Fatalf("Suppress = %+v, want one %s finding at f.xml:2:3 with the default severity", ds, SuppressionWithoutReason.ID)
	}
	ds = suppressRun(t, src, Options{Severity: map[string]Severity{SuppressionWithoutReason.ID: Error}})
	if len(ds) != 1 || ds[0].Severity != Error {
		t.Errorf("Suppress with a severity override = %+v, want one error", ds)
	}
}

// TestSuppressOtherFiles uses findings built by hand: only those of the
// file named are silenced, and findings without a position only by
// ignore-file.
func TestSuppressOtherFiles(t *testing.T) {
	src := "<allocations>\n  <!-- fairsched:ignore zero-weight reason -->\n  <queue name=\"a\">\n    <weight>0</weight>\n  </queue>\n</allocations>\n"
	a := xmlconf.Parse([]byte(src), xmlconf.Options{})
	in := []diag.Finding{
		{File: "f.xml", Pos: xmlconf.Pos{Line: 4, Col: 5}, Rule: ZeroWeight.ID, Severity: Info, Message: "inside"},
		{File: "g.xml", Pos: xmlconf.Pos{Line: 4, Col: 5}, Rule: ZeroWeight.ID, Severity: Info, Message: "other file"},
		{File: "f.xml", Pos: xmlconf.Pos{Line: 6, Col: 1}, Rule: ZeroWeight.ID, Severity: Info, Message: "after the element"},
		{File: "f.xml", Rule: ZeroWeight.ID, Severity: Info, Message: "no position"},
	}
	var got []string
	for _, d := range Suppress(a, "f.xml", in) {
		got = append(got, d.Message)
	}
	want := []string{"no position", "after the element", "other file"}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("Suppress kept %q, want %q", got, want)
	}
}

// TestSuppressionRuleExamples runs the Bad and Good examples of the
// suppression rules the way the registry test must: Run, then Suppress.
func TestSuppressionRuleExamples(t *testing.T) {
	for _, r := range SuppressionRules {
		t.Run(r.ID, func(t *testing.T) {
			if n := countRule(r.BadExample(), r.ID); n == 0 {
				t.Errorf("Bad gives no %s finding", r.ID)
			}
			if n := countRule(r.GoodExample(), r.ID); n != 0 {
				t.Errorf("Good gives %d %s findings, want none", n, r.ID)
			}
		})
	}
}

func countRule(src, id string) int {
	a := xmlconf.Parse([]byte(src), xmlconf.Options{})
	n := 0
	for _, d := range Suppress(a, "x.xml", Run("x.xml", a, Options{})) {
		if d.Rule == id {
			n++
		}
	}
	return n
}

// TestSuppressionOfYarnSiteRuleWithoutYarnSite checks that a suppression
// of a rule that needs a yarn-site is not unused when lint runs without
// one (the rule did not run), and is when it ran and found nothing.
func TestSuppressionOfYarnSiteRuleWithoutYarnSite(t *testing.T) {
	src := `<allocations>
  <!-- fairsched:ignore minimum-allocation-above-max sized on purpose -->
  <queue name="small"><maxResources>1024 mb, 1 vcores</maxResources></queue>
</allocations>`
	a := xmlconf.Parse([]byte(src), xmlconf.Options{})
	if ds := SuppressWith(a, "f.xml", Run("f.xml", a, Options{}), Options{}); len(ds) != 0 {
		t.Errorf("without a yarn-site: %v, want nothing", ds)
	}
	o := Options{YarnSite: yarnSiteFor(`<!-- fairsched:yarn-site yarn.scheduler.minimum-allocation-mb=512 -->`)}
	ds := SuppressWith(a, "f.xml", Run("f.xml", a, o), o)
	if len(ds) != 1 || ds[0].Rule != UnusedSuppression.ID {
		t.Errorf("with a yarn-site and nothing to silence: %v, want one unused-suppression", ds)
	}
}
