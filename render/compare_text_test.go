package render

import (
	"slices"
	"testing"

	"github.com/fairsched/fairsched/analysis/compare"
	"github.com/fairsched/fairsched/core/resource"
)

// TestCompareCellsComputedTypes: the steady share and the difference name
// only the types the Fair Scheduler computes (fair: memory; drf: every
// type), and the maxima and the guarantee every type.
func TestCompareCellsComputedTypes(t *testing.T) {
	n := notation{types: resource.DefaultResourceTypes}
	cs := &compare.Capacity{Guaranteed: resource.Resource{5120, 5}, Maximum: resource.Resource{16384, 16}}
	for _, c := range []struct {
		computed []bool
		want     []string
	}{
		{[]bool{true, false}, []string{"root.a", "4 GiB", "8 GiB, 8 vcores", "5 GiB, 5 vcores", "16 GiB, 16 vcores", "+1 GiB"}},
		{[]bool{true, true}, []string{"root.a", "4 GiB, 4 vcores", "8 GiB, 8 vcores", "5 GiB, 5 vcores", "16 GiB, 16 vcores", "+1 GiB, +1 vcores"}},
		{[]bool{false, false}, []string{"root.a", "-", "8 GiB, 8 vcores", "5 GiB, 5 vcores", "16 GiB, 16 vcores", "-"}},
	} {
		fair := &compare.Fair{Steady: resource.Resource{4096, 4}, Max: resource.Resource{8192, 8}, Computed: c.computed}
		got := compareCells(compare.Row{Queue: "root.a", Fair: fair, Capacity: cs}, n, false)
		if !slices.Equal(got, c.want) {
			t.Errorf("computed %v: %q, want %q", c.computed, got, c.want)
		}
	}
}
