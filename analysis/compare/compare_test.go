package compare_test

import (
	"strings"
	"testing"

	"github.com/fairsched/fairsched/analysis/compare"
	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/xmlconf"
)

var cluster16 = resource.Resource{16384, 16}

// pair runs compare on an allocation file and a capacity file.
func pair(t testing.TB, fair, cs string, active []string) compare.Report {
	t.Helper()
	return pairWith(t, fair, cs, active, lint.Options{})
}

// pairWith is pair with the lint options o.
func pairWith(t testing.TB, fair, cs string, active []string, o lint.Options) compare.Report {
	t.Helper()
	p := hadoop.DefaultProfile()
	a := xmlconf.Parse([]byte(fair), xmlconf.Options{Types: resource.DefaultResourceTypes, Hadoop: p})
	c, err := capacity.Read("cs.xml", []byte(cs), p)
	if err != nil {
		t.Fatal(err)
	}
	in := compare.Input{FairFile: "fs.xml", CapacityFile: "cs.xml", Fair: a, Capacity: c, Cluster: cluster16}
	if active != nil {
		set, err := compute_ActiveSet(a, active)
		if err != nil {
			t.Fatal(err)
		}
		in.Active = set
	}
	return worded(in, o)
}

// worded is what `fairsched compare` does: Run computes the facts and
// lint's compare rules word them with o.
func worded(in compare.Input, o lint.Options) compare.Report {
	rep := compare.Run(in)
	rep.Findings = lint.CheckComparison(rep.Comparison, o)
	return rep
}

func rulesOf(r compare.Report) []string {
	var out []string
	for _, d := range r.Findings {
		out = append(out, d.Rule)
	}
	return out
}

// TestRuleExamples runs every compare rule's Bad (a finding of the rule)
// and Good (no finding at all) pair on a 16384 mb, 16 vcores cluster.
func TestRuleExamples(t *testing.T) {
	for _, r := range lint.CompareRules {
		t.Run(r.ID, func(t *testing.T) {
			for _, ex := range []struct {
				name, text string
				want       bool
			}{{"Bad", r.BadExample(), true}, {"Good", r.GoodExample(), false}} {
				fair, cs, ok := strings.Cut(ex.text, lint.CompareSeparator)
				if !ok {
					t.Fatalf("%s has no separator", ex.name)
				}
				rep := pair(t, fair, cs, nil)
				got := false
				for _, d := range rep.Findings {
					got = got || d.Rule == r.ID
					if !ex.want {
						t.Errorf("Good gives %s at %s: %s", d.Rule, d.Pos, d.Message)
					}
				}
				if ex.want && !got {
					t.Errorf("Bad gives no %s (findings %v)", r.ID, rulesOf(rep))
				}
			}
		})
	}
}

// TestAppLimitGlobal: global-queue-max-application sets every queue's
// application limit, as maximum-applications sets one queue's: the
// compare-app-limit Bad example without it warns, with it does not.
func TestAppLimitGlobal(t *testing.T) {
	fair, cs, _ := strings.Cut(lint.CompareAppLimit.BadExample(), lint.CompareSeparator)
	count := func(cs string) int {
		n := 0
		for _, d := range pair(t, fair, cs, nil).Findings {
			if d.Rule == lint.CompareAppLimit.ID {
				n++
			}
		}
		return n
	}
	if count(cs) == 0 {
		t.Fatal("the Bad example gives no compare-app-limit")
	}
	global := strings.Replace(cs, "</configuration>", "<property><name>yarn.scheduler.capacity.global-queue-max-application</name><value>10000</value></property>\n</configuration>", 1)
	if n := count(global); n != 0 {
		t.Errorf("with global-queue-max-application: %d compare-app-limit findings", n)
	}
}
