package compute_test

import (
	"maps"
	"math"
	"slices"
	"testing"

	"github.com/fairsched/fairsched/compute"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/xmlconf"
)

// Limits used by Hadoop's tests.
const (
	imax = math.MaxInt32 // IMAX: FakeSchedulable's default max share
	lmax = math.MaxInt64 // LMAX: Long.MAX_VALUE, unbounded()
)

// fakeSched builds a Hadoop FakeSchedulable(min, max, weight): never inactive,
// max not raised to min.
func fakeSched(minShare, maxShare int64, w float32) compute.Schedulable {
	return compute.Schedulable{Weight: w, Min: minShare, Max: maxShare}
}

// weighted builds n unbounded schedulables of weight w.
func weighted(n int, w float32) []compute.Schedulable {
	out := make([]compute.Schedulable, n)
	for i := range out {
		out[i] = fakeSched(0, lmax, w)
	}
	return out
}

// repeatShare returns n copies of v.
func repeatShare(n int, v int64) []int64 {
	out := make([]int64, n)
	for i := range out {
		out[i] = v
	}
	return out
}

// resOf is shorthand for a resource.Resource literal.
func resOf(v ...int64) resource.Resource { return resource.Resource(v) }

// leafQ builds a leaf queue of weight w.
func leafQ(name string, w float32, active bool) *compute.Queue {
	return &compute.Queue{Name: name, Weight: w, Policy: xmlconf.PolicyFair, Active: active}
}

// parentQ builds a parent queue of weight w with the given policy.
func parentQ(name string, w float32, p xmlconf.Policy, kids ...*compute.Queue) *compute.Queue {
	return &compute.Queue{Name: name, Weight: w, Policy: p, Children: kids}
}

// wantShares is the expected steady and instantaneous share of one queue;
// a nil Resource is not checked.
type wantShares struct {
	steady, inst resource.Resource
}

// checkShares compares the named queues' shares, in name order.
func checkShares(t *testing.T, r *compute.Result, want map[string]wantShares) {
	t.Helper()
	for _, name := range slices.Sorted(maps.Keys(want)) {
		w := want[name]
		got, ok := r.ByName[name]
		if !ok {
			t.Errorf("ByName[%q] missing, want steady %v inst %v", name, w.steady, w.inst)
			continue
		}
		if w.steady != nil && !slices.Equal(got.Steady, w.steady) {
			t.Errorf("%s steady = %v, want %v", name, got.Steady, w.steady)
		}
		if w.inst != nil && !slices.Equal(got.Instantaneous, w.inst) {
			t.Errorf("%s instantaneous = %v, want %v", name, got.Instantaneous, w.inst)
		}
	}
}
