package convert_test

import (
	"strings"
	"testing"

	"github.com/fairsched/fairsched/analysis/convert"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/xmlconf"
)

// FuzzConvert converts any allocation file Hadoop accepts, for 3.3 and
// 3.4, with and without a cluster: no panic, every finding has a position
// and a registered convert rule, the target release accepts the output
// (unless the file has leaf or queue names it cannot take, reported).
func FuzzConvert(f *testing.F) {
	for _, r := range lint.ConvertRules {
		fair, _, _ := strings.Cut(strings.TrimPrefix(r.BadExample(), lint.ConvertClusterComment), lint.ConvertSeparator)
		f.Add(fair, true)
	}
	f.Add(`<allocations><queue name="a"><weight>0.3</weight><maxResources>10%</maxResources><queue name="b"/></queue></allocations>`, false)
	ids := map[string]bool{}
	for _, r := range lint.ConvertRules {
		ids[r.ID] = true
	}
	f.Fuzz(func(t *testing.T, src string, withCluster bool) {
		for _, rel := range []string{"3.3", "3.4"} {
			p := release(t, rel)
			a := xmlconf.Parse([]byte(src), xmlconf.Options{Hadoop: p})
			if _, refused := lint.ForTree("f.xml", a); refused {
				return
			}
			in := convert.Input{File: "f.xml", Fair: a, Target: p}
			if withCluster {
				in.Cluster = resource.Resource{16384, 16}
			}
			r := worded(in)
			refused, explained := "", false
			for _, d := range r.Findings {
				if d.Pos.Line < 1 || d.Pos.Col < 1 || !ids[d.Rule] {
					t.Fatalf("finding %+v", d)
				}
				if d.Rule == lint.ConvertRefused.ID {
					refused = d.Message
				}
				explained = explained || (d.Rule == lint.ConvertNoCounterpart.ID && d.Severity == lint.Error &&
					(strings.Contains(d.Message, "distinct leaf names") || strings.Contains(d.Message, ".queues")))
			}
			if refused != "" && !explained {
				t.Fatalf("%s: the output would be refused: %s", rel, refused)
			}
			if _, err := convert.Files(r); err != nil {
				t.Fatal(err)
			}
		}
	})
}
