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

// FuzzCompare reads arbitrary capacity files (seeded from the compare
// rules' examples) against a fixed allocation file, on 3.3 and 3.4: no
// panic, a refused file has no capacity side, and every finding has a
// position and a registered rule.
func FuzzCompare(f *testing.F) {
	for _, r := range lint.CompareRules {
		for _, ex := range []string{r.BadExample(), r.GoodExample()} {
			_, cs, _ := strings.Cut(ex, lint.CompareSeparator)
			f.Add(cs)
		}
	}
	f.Add("<configuration><property><name>yarn.scheduler.capacity.root.queues</name><value>a</value></property>" +
		"<property><name>yarn.scheduler.capacity.root.a.capacity</name><value>[memory=50%,vcores=2w]</value></property></configuration>")
	fairText := strings.SplitN(lint.CompareFairOnly.GoodExample(), lint.CompareSeparator, 2)[0]
	f.Fuzz(func(t *testing.T, cs string) {
		for _, v := range []hadoop.Version{hadoop.V(3, 3, 6), hadoop.V(3, 4, 0)} {
			p := hadoop.For(v)
			a := xmlconf.Parse([]byte(fairText), xmlconf.Options{Types: resource.DefaultResourceTypes, Hadoop: p})
			c, err := capacity.Read("cs.xml", []byte(cs), p)
			if err != nil {
				continue
			}
			rep := worded(compare.Input{FairFile: "fs.xml", CapacityFile: "cs.xml", Fair: a, Capacity: c, Cluster: cluster16, Active: map[*xmlconf.Queue]bool{}}, lint.Options{})
			for _, r := range rep.Queues {
				if rep.Refused && r.Capacity != nil {
					t.Fatalf("refused file with a capacity side for %s", r.Queue)
				}
			}
			for _, d := range rep.Findings {
				if !d.Pos.IsValid() || lint.ByID(d.Rule) == nil {
					t.Fatalf("finding %+v", d)
				}
			}
		}
	})
}
