package compute_test

import (
	"fmt"
	"testing"

	"github.com/fairsched/fairsched/compute"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// TestEndless checks which splits Hadoop's int arithmetic before YARN-8833
// never finishes: the doubling of R stops only when the Java int sum of the
// shares reaches the amount to share, and that sum wraps past 2^31-1.
func TestEndless(t *testing.T) {
	// root.default is a child of root too: closed (max 0) it is fixed
	// and out of the search; with a max of 1024 mb it adds up to 1024.
	const twoBig = `<allocations>
  <queue name="a"><minResources>1100000000 mb, 1 vcores</minResources></queue>
  <queue name="b"><minResources>1100000000 mb, 1 vcores</minResources></queue>
  <queue name="default"><maxResources>%s</maxResources></queue>
</allocations>`
	closed, small := fmt.Sprintf(twoBig, "0 mb, 0 vcores"), fmt.Sprintf(twoBig, "1024 mb, 1 vcores")
	// Three mins of 8e8: the sum wraps negative (2.4e9) until every share
	// saturates at 2^31-1 (R = 2^31), where it wraps to 2147483645 >= T.
	const threeBig = `<allocations>
  <queue name="a"><minResources>800000000 mb, 1 vcores</minResources></queue>
  <queue name="b"><minResources>800000000 mb, 1 vcores</minResources></queue>
  <queue name="c"><minResources>800000000 mb, 1 vcores</minResources></queue>
  <queue name="default"><maxResources>0 mb, 0 vcores</maxResources></queue>
</allocations>`
	both := []compute.EndlessSplit{{Parent: 0, Type: 0, Steady: true}, {Parent: 0, Type: 0}}
	v311, v312 := hadoop.V(3, 1, 1), hadoop.V(3, 1, 2)
	for _, tc := range []struct {
		name, src string
		v         hadoop.Version
		cluster   resource.Resource
		want      []compute.EndlessSplit
	}{
		{"two mins above 2^30 wrap negative at every ratio", closed, v311, resource.Resource{16384, 16}, both},
		{"so on any cluster, even an empty one", closed, v311, resource.Resource{0, 0}, both},
		{"a third share lifts the wrapped sum to at most 1022: below 16384", small, v311, resource.Resource{16384, 16}, both},
		{"a third share lifts the wrapped sum to 1022: at least 0", small, v311, resource.Resource{0, 0}, nil},
		{"3.1.2 computes in long", closed, v312, resource.Resource{16384, 16}, nil},
		{"three mins wrap back to positive at saturation", threeBig, v311, resource.Resource{16384, 16}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := xmlconf.Parse([]byte(tc.src), xmlconf.Options{Hadoop: hadoop.For(tc.v)})
			tree := compute.NewTree(a, tc.cluster, func(*xmlconf.Queue) bool { return true })
			s := tree.Compute(tc.cluster)
			if len(s.Endless) != len(tc.want) {
				t.Fatalf("Endless = %+v, want %+v", s.Endless, tc.want)
			}
			for i := range tc.want {
				if s.Endless[i] != tc.want[i] {
					t.Errorf("Endless[%d] = %+v, want %+v", i, s.Endless[i], tc.want[i])
				}
			}
		})
	}
}
