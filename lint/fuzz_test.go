package lint

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/compute"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/xmlconf"
)

// FuzzLint runs every rule, the suppressions and the fair-share calculator
// on whatever xmlconf makes of arbitrary bytes: nothing may panic, every
// finding needs a real position and a valid severity, and no share may be
// negative. Seeds are every allocation file under testdata.
func FuzzLint(f *testing.F) {
	paths, _ := filepath.Glob("../testdata/fair-scheduler/*/*.xml")
	more, _ := filepath.Glob("../testdata/fair-scheduler/rules/*/*.xml")
	for _, p := range append(paths, more...) {
		if src, err := os.ReadFile(p); err == nil {
			f.Add(src)
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		a := xmlconf.Parse(src, xmlconf.Options{Types: resource.WithCustom("yarn.io/gpu")})
		ds := SuppressWith(a, "f.xml", Run("f.xml", a, Options{}), Options{})
		lines := strings.Count(string(src), "\n") + 2
		for _, d := range ds {
			if d.Pos.Line < 1 || d.Pos.Col < 1 || int(d.Pos.Line) > lines || d.Severity == SeverityInvalid {
				t.Fatalf("bad finding %+v", d)
			}
		}
		checkShares(t, a)
	})
}

// checkShares computes shares for a fixed cluster with every leaf active
// and fails on a negative share.
func checkShares(t *testing.T, a *xmlconf.Allocations) {
	cluster := resource.Resource{16384, 16, 4}
	tree := compute.NewTree(a, cluster, func(*xmlconf.Queue) bool { return true })
	s := tree.Compute(cluster)
	for i, nd := range tree.Nodes {
		for typ := range cluster {
			if s.SteadyOf(i).Get(typ) < 0 || s.InstantaneousOf(i).Get(typ) < 0 {
				t.Fatalf("%s: negative share steady %v instantaneous %v", nd.Name, s.SteadyOf(i), s.InstantaneousOf(i))
			}
		}
	}
}
