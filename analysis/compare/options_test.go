package compare_test

import (
	"strings"
	"testing"

	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/lint"
)

// runWith runs compare on a rule example (allocation file, separator,
// capacity file) with the lint options o.
func runWith(t *testing.T, example string, o lint.Options) []diag.Finding {
	t.Helper()
	fair, cs, _ := strings.Cut(example, lint.CompareSeparator)
	return pairWith(t, fair, cs, nil, o).Findings
}

// severities lists the severity of each finding of rule id.
func severities(ds []diag.Finding, id string) []string {
	var out []string
	for _, d := range ds {
		if d.Rule == id {
			out = append(out, d.Severity.String())
		}
	}
	return out
}

// TestOptions checks that the user's severity and off apply to the compare
// rules, and that without them a rule whose findings differ in severity
// (a running-application limit that loosens is an error, one that
// tightens a warning) keeps each finding's own.
func TestOptions(t *testing.T) {
	const id = "compare-running-apps"
	loosened := lint.CompareRunningApps.BadExample()
	tightened := strings.Replace(lint.CompareRunningApps.GoodExample(),
		"<name>yarn.scheduler.capacity.root.eng.max-parallel-apps</name><value>30</value>",
		"<name>yarn.scheduler.capacity.root.eng.max-parallel-apps</name><value>10</value>", 1)
	if tightened == lint.CompareRunningApps.GoodExample() {
		t.Fatal("the good example no longer sets max-parallel-apps 30")
	}
	info := lint.Options{Severity: map[string]lint.Severity{id: lint.Info}}
	for _, c := range []struct {
		name, example string
		o             lint.Options
		want          string
	}{
		{"loosened", loosened, lint.Options{}, "[error]"},
		{"tightened", tightened, lint.Options{}, "[warning]"},
		{"loosened, info", loosened, info, "[info]"},
		{"tightened, info", tightened, info, "[info]"},
		{"off", loosened, lint.Options{Off: map[string]bool{id: true}}, "[]"},
		{"only another rule", loosened, lint.Options{Only: []string{"compare-fair-only"}}, "[]"},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := severities(runWith(t, c.example, c.o), id)
			if s := "[" + strings.Join(got, " ") + "]"; s != c.want {
				t.Errorf("severities of %s: %s, want %s", id, s, c.want)
			}
		})
	}
	// Turning one rule off leaves the others' findings.
	all := runWith(t, loosened, lint.Options{})
	off := runWith(t, loosened, lint.Options{Off: map[string]bool{id: true}})
	if len(off) != len(all)-1 {
		t.Errorf("off %s: %d findings of %d, want one fewer", id, len(off), len(all))
	}
}
