package capacity

import (
	"slices"
	"testing"

	"github.com/fairsched/fairsched/core/resource"
)

// TestGuaranteeLoweredToMaximum: a weight or percentage guarantee above an
// absolute maximum on the cluster is lowered to the maximum, type by type,
// by 3.4 (which loads the file with a warning), and the file is not
// refused; the guarantee is kept for the warning.
func TestGuaranteeLoweredToMaximum(t *testing.T) {
	cluster := resource.Resource{100 * 1024, 100}
	for _, tc := range []struct {
		name, capacity, maximum string
		want, unlowered         resource.Resource
	}{
		{"weight above memory and vcores", "2w", "[memory=20480,vcores=1]", resource.Resource{20480, 1}, resource.Resource{51200, 50}},
		{"percentage above memory only", "50", "[memory=10240,vcores=80]", resource.Resource{10240, 50}, resource.Resource{51200, 50}},
		{"below: kept", "5", "[memory=10240,vcores=10]", resource.Resource{5120, 5}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := mustRead(t, "3.4", "legacy-queue-mode.enabled=false", "root.queues=a,b", "root.a.capacity="+tc.capacity,
				"root.a.maximum-capacity="+tc.maximum, "root.b.capacity="+tc.capacity)
			if refs := c.RefusalsOn(cluster, nil); len(refs) > 0 {
				t.Fatalf("refused: %v", refs)
			}
			a := Compute(c, cluster, nil)[1]
			if !equal(a.Guaranteed, tc.want) || !equal(a.Unlowered, tc.unlowered) {
				t.Errorf("guaranteed %v (unlowered %v), want %v (%v)", a.Guaranteed, a.Unlowered, tc.want, tc.unlowered)
			}
			if n := len(slices.Collect(GuaranteesLowered(Shares(c, cluster, nil, nil), nil))); n != len(tc.unlowered)/2 {
				t.Errorf("%d warnings", n)
			}
		})
	}
}
