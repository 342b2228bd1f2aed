package cmd_test

import (
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/lint"
)

// reportedRule finds the rule ID of a finding in any output format: the
// text's "[rule-id]" at the end of a finding line, JSON's "rule" and
// SARIF's "ruleId", markdown's "`rule-id`" cell after the severity.
var reportedRule = regexp.MustCompile(`(?m)(?:\b(?:error|warning|info)\b.*\[([a-z][a-z0-9-]+)\]\s*$|"rule(?:Id)?":\s*"([a-z][a-z0-9-]+)")`)

// reportedRuleIDs returns every rule ID that out reports.
func reportedRuleIDs(out string) []string {
	var ids []string
	for _, m := range reportedRule.FindAllStringSubmatch(out, -1) {
		ids = append(ids, m[1]+m[2])
	}
	return ids
}

// TestReportedRulesRegistered runs the commands over the fixtures (every
// CLI case of lint, tree, shares, diff, compare, convert, place, simulate
// and drift, lint over every rule fixture of both schedulers, compare
// --load on its fixture and on every load rule's examples) and checks
// that every rule ID they report is in lint's registry, so explain, the
// docs and --only know it.
func TestReportedRulesRegistered(t *testing.T) {
	seen := map[string]bool{}
	check := func(t *testing.T, outs ...string) {
		t.Helper()
		for _, out := range outs {
			for _, id := range reportedRuleIDs(out) {
				seen[id] = true
				if lint.ByID(id) == nil {
					t.Errorf("reports rule %q, which is not in lint.All", id)
				}
			}
		}
	}
	var cases []string
	for _, glob := range []string{"fair-scheduler/cli/*.txt", "compare/*.txt", "convert/*.txt", "convert/*/*.txt", "diff/*.txt"} {
		paths, _ := filepath.Glob(filepath.Join("..", "testdata", glob))
		cases = append(cases, paths...)
	}
	if len(cases) < 200 {
		t.Fatalf("only %d CLI cases found", len(cases))
	}
	for _, path := range cases {
		abs, err := filepath.Abs(path)
		if err != nil {
			t.Fatal(err)
		}
		t.Run(path, func(t *testing.T) {
			_, stdout, stderr, _ := execCLICase(t, abs)
			check(t, stdout, stderr)
		})
	}
	for _, glob := range []string{"fair-scheduler/*/*.xml", "fair-scheduler/rules/*/*.xml", "capacity/rules/*/*.xml"} {
		files, _ := filepath.Glob(filepath.Join("..", "testdata", glob))
		for _, format := range []string{"text", "json", "sarif"} {
			stdout, stderr, _ := sharesRun(t, nil, append([]string{"lint", "--format", format}, files...)...)
			check(t, stdout, stderr)
		}
	}
	dir, _ := filepath.Abs("../testdata/capsim/cli/compare")
	stdout, stderr, _ := sharesRun(t, nil, "compare", dir+"/fs.xml", dir+"/cs.xml", "--load", dir+"/load.json")
	check(t, stdout, stderr)
	for _, r := range lint.LoadRules {
		for _, ex := range []string{r.BadExample(), r.GoodExample()} {
			stdout, stderr, _ := compareLoadExample(t, ex, "--format", "json")
			check(t, stdout, stderr)
		}
	}
	for _, id := range []string{"zero-weight", "cs-invalid-value", "compare-capacity-only", "worse-under-load"} {
		if !seen[id] {
			t.Errorf("no fixture reported %s: the test reads no output of that kind", id)
		}
	}
}

// compareLoadExample runs compare --load on a load rule's example: the
// allocation file, the capacity file and the load.
func compareLoadExample(t *testing.T, ex string, args ...string) (stdout, stderr string, exit int) {
	t.Helper()
	fair, rest, ok := strings.Cut(ex, lint.LoadCapacitySeparator)
	cs, load, ok2 := strings.Cut(rest, lint.LoadSeparator)
	if !ok || !ok2 {
		t.Fatalf("example is not three files:\n%s", ex)
	}
	files := map[string]string{"fs.xml": fair, "cs.xml": cs, "load.json": load}
	return sharesRun(t, files, append([]string{"compare", "$DIR/fs.xml", "$DIR/cs.xml", "--load", "$DIR/load.json"}, args...)...)
}

// TestLoadRuleExamples runs every compare --load rule's Bad example (at
// least one finding of the rule) and Good example (none).
func TestLoadRuleExamples(t *testing.T) {
	if len(lint.LoadRules) == 0 {
		t.Fatal("no load rule")
	}
	for _, r := range lint.LoadRules {
		t.Run(r.ID, func(t *testing.T) {
			if out, stderr, exit := sharesRun(t, nil, "explain", r.ID); exit != 0 || !strings.Contains(out, "Bad:") {
				t.Errorf("explain %s: exit %d: %s%s", r.ID, exit, out, stderr)
			}
			for _, tc := range []struct {
				name, ex string
				want     bool
			}{{"Bad", r.BadExample(), true}, {"Good", r.GoodExample(), false}} {
				stdout, stderr, exit := compareLoadExample(t, tc.ex)
				if exit != 0 {
					t.Fatalf("%s: exit %d: %s", tc.name, exit, stderr)
				}
				if got := slices.Contains(reportedRuleIDs(stdout), r.ID); got != tc.want {
					t.Errorf("%s: reports %s: %v, want %v\n%s", tc.name, r.ID, got, tc.want, stdout)
				}
			}
		})
	}
}
