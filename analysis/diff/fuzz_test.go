package diff

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// FuzzCompare: any two files compare without a panic, every queue of
// either file is listed once, and the findings are all accounted for.
func FuzzCompare(f *testing.F) {
	files, _ := filepath.Glob("../../testdata/fair-scheduler/ok/*.xml")
	var seeds []string
	for _, p := range files {
		if b, err := os.ReadFile(p); err == nil {
			seeds = append(seeds, string(b))
		}
	}
	seeds = append(seeds, withFindings, "<allocations/>", "<allocations><queue name='a'><queue name='b'/></queue></allocations>")
	for i, s := range seeds {
		f.Add(s, seeds[(i+1)%len(seeds)])
	}
	f.Fuzz(func(t *testing.T, old, new string) {
		o, n := side(t, "o", old), side(t, "n", new)
		r, err := Compare(o, n, Options{Cluster: resource.Resource{16384, 16}, Profile: hadoop.DefaultProfile()})
		if err != nil {
			t.Fatal(err)
		}
		seen := map[string]bool{}
		for _, q := range r.Queues {
			if seen[q.Name] {
				t.Fatalf("queue %q listed twice", q.Name)
			}
			seen[q.Name] = true
		}
		for _, a := range []*xmlconf.Allocations{o.Config, n.Config} {
			for _, q := range a.Queues() {
				if !seen[q.FullName] {
					t.Fatalf("queue %q missing", q.FullName)
				}
			}
		}
		fd := r.Findings
		if len(fd.Introduced)+len(fd.Unchanged) != len(n.Findings) || len(fd.Fixed)+len(fd.Unchanged) != len(o.Findings) {
			t.Fatalf("findings %d+%d+%d do not add up to old %d, new %d",
				len(fd.Introduced), len(fd.Fixed), len(fd.Unchanged), len(o.Findings), len(n.Findings))
		}
	})
}
