package lint

import (
	"cmp"
	"fmt"
	"iter"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/internal/golden"
)

// TestCapacityRealCorpus runs every Capacity Scheduler check, cluster ones
// included (100 GB, 100 vcores), over each real capacity-scheduler.xml of
// testdata/capacity/realworld for Hadoop 3.1, 3.2, 3.3 and 3.4, and
// compares the findings, as the capacity reader and its checks give them
// and the rules word them, with golden.txt, where every finding was
// reviewed by hand.
func TestCapacityRealCorpus(t *testing.T) {
	files := golden.Fixtures(t, "../testdata/capacity/realworld", ".xml")
	if len(files) < 6 {
		t.Fatalf("%d files in the corpus", len(files))
	}
	cluster := resource.Resource{100 * 1024, 100}
	var out strings.Builder
	for _, f := range files {
		for _, release := range []string{"3.1.4", "3.2.4", "3.3.6", "3.4.0"} {
			v, err := hadoop.Parse(release)
			if err != nil {
				t.Fatal(err)
			}
			p := hadoop.For(v)
			c, err := capacity.Read(filepath.Base(f.Path), f.Data, p)
			if err != nil {
				t.Fatalf("%s: %v", f.Path, err)
			}
			fmt.Fprintf(&out, "== %s (Hadoop %s)\n", filepath.Base(f.Path), release)
			shares := capacity.Shares(c, cluster, nil, nil)
			fs := CapacityReaderFindings(c)
			for _, facts := range []iter.Seq[capacity.Fact]{capacity.UserLimitFactorOne(c), capacity.UserLimitFactorUnusable(c, p),
				capacity.ZeroCapacity(c), capacity.OpenRootACL(c), capacity.MappingUnknownQueue(c, p), capacity.MappingNoAutoCreation(c, p),
				capacity.SameNameLeafParent(c, p), capacity.AMLimitBelowOneAM(shares, capacity.DefaultMinAllocation),
				capacity.GuaranteeBelowContainer(shares, capacity.DefaultMinAllocation)} {
				for f := range facts {
					d := wordCapacityFact("", &f)
					d.Severity = ByID(d.Rule).Severity
					fs = append(fs, d)
				}
			}
			slices.SortStableFunc(fs, func(a, b diag.Finding) int {
				return cmp.Or(cmp.Compare(a.Pos.Line, b.Pos.Line), cmp.Compare(a.Pos.Col, b.Pos.Col))
			})
			for _, fd := range fs {
				fmt.Fprintf(&out, "%s:%d:%d: %s: %s [%s]\n", cmp.Or(fd.File, c.File), fd.Pos.Line, fd.Pos.Col, fd.Severity, fd.Message, fd.Rule)
			}
		}
	}
	golden.Check(t, "../testdata/capacity/realworld/golden.txt", []byte(out.String()), *update)
}
