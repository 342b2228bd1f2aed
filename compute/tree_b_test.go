package compute_test

import (
	"slices"
	"testing"

	"github.com/fairsched/fairsched/compute"
	"github.com/fairsched/fairsched/xmlconf"
)

// bQueues are the queues below root of TestFairSchedulerFairShare's tree
// (compute.md §9), in tree order.
var bQueues = []string{
	"root.default", "root.parentA", "root.parentA.childA1", "root.parentA.childA2",
	"root.parentA.childA3", "root.parentA.childA4", "root.parentB",
	"root.parentB.childB1", "root.parentB.childB2",
}

// bTree builds createClusterWithQueuesAndOneNode's queues with policy p
// everywhere and apps in the named leaves.
func bTree(p xmlconf.Policy, active ...string) *compute.Queue {
	leaf := func(name string) *compute.Queue {
		q := leafQ(name, 1, slices.Contains(active, name))
		q.Policy = p
		return q
	}
	a := parentQ("root.parentA", 8, p, leaf("root.parentA.childA1"), leaf("root.parentA.childA2"),
		leaf("root.parentA.childA3"), leaf("root.parentA.childA4"))
	b := parentQ("root.parentB", 1, p, leaf("root.parentB.childB1"), leaf("root.parentB.childB2"))
	return parentQ("root", 1, p, leaf("root.default"), a, b)
}

// bSteady is the derived steady memory of every B queue.
var bSteady = map[string]int64{
	"root.default": 1638, "root.parentA": 13108, "root.parentB": 1638,
	"root.parentA.childA1": 3277, "root.parentA.childA2": 3277,
	"root.parentA.childA3": 3277, "root.parentA.childA4": 3277,
	"root.parentB.childB1": 819, "root.parentB.childB2": 819,
}

func TestComputeDocExampleTree(t *testing.T) {
	tests := []struct {
		name   string
		active []string
		inst   map[string]int64 // non-zero instantaneous memory; the rest is 0
	}{
		{"B1 no apps running", nil, nil},
		{"B2 one app running", []string{"root.parentA.childA1"},
			map[string]int64{"root.parentA": 16384, "root.parentA.childA1": 16384}},
		{"B3 three active under same parent",
			[]string{"root.parentA.childA1", "root.parentA.childA2", "root.parentA.childA3"},
			map[string]int64{"root.parentA": 16384, "root.parentA.childA1": 5462,
				"root.parentA.childA2": 5462, "root.parentA.childA3": 5462}},
		{"B4 active under different parents",
			[]string{"root.parentA.childA1", "root.parentA.childA2", "root.parentB.childB1", "root.default"},
			map[string]int64{"root.default": 1638, "root.parentA": 13108, "root.parentB": 1638,
				"root.parentA.childA1": 6554, "root.parentA.childA2": 6554, "root.parentB.childB1": 1638}},
		{"B5 step 1", []string{"root.parentA.childA1", "root.parentA.childA2"},
			map[string]int64{"root.parentA": 16384, "root.parentA.childA1": 8192, "root.parentA.childA2": 8192}},
		{"B5 step 2 app in childA1 finished", []string{"root.parentA.childA2"},
			map[string]int64{"root.parentA": 16384, "root.parentA.childA2": 16384}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := compute.Compute(bTree(xmlconf.PolicyFair, tc.active...), resOf(16384, 0))
			want := map[string]wantShares{"root": {resOf(16384, 0), resOf(16384, 0)}}
			for _, name := range bQueues {
				want[name] = wantShares{resOf(bSteady[name], 0), resOf(tc.inst[name], 0)}
			}
			checkShares(t, r, want)
			checkBTreeBindings(t, r, tc.active)
		})
	}
}

// checkBTreeBindings checks that leaves without apps are "inactive" and
// that the fair policy left vcores "not-computed".
func checkBTreeBindings(t *testing.T, r *compute.Result, active []string) {
	t.Helper()
	for _, name := range bQueues {
		qs := r.ByName[name]
		if got := qs.SteadyBinding[1]; got != compute.BindingNotComputed {
			t.Errorf("%s steady vcores binding = %q, want %q", name, got, compute.BindingNotComputed)
		}
		isLeaf := name != "root.parentA" && name != "root.parentB"
		if isLeaf && !slices.Contains(active, name) && qs.InstantaneousBinding[0] != compute.BindingInactive {
			t.Errorf("%s instantaneous memory binding = %q, want %q", name, qs.InstantaneousBinding[0], compute.BindingInactive)
		}
	}
	if got := r.ByName["root"].SteadyBinding; !slices.Equal(got, []compute.Binding{"cluster", "cluster"}) {
		t.Errorf("root steady bindings = %v, want [cluster cluster]", got)
	}
}

// TestComputeDocExampleTreeDRF is B6: the B4 active set, drf everywhere, on
// <16384 MB, 10 vcores>.
func TestComputeDocExampleTreeDRF(t *testing.T) {
	active := []string{"root.parentA.childA1", "root.parentA.childA2", "root.parentB.childB1", "root.default"}
	r := compute.Compute(bTree(xmlconf.PolicyDRF, active...), resOf(16384, 10))
	checkShares(t, r, map[string]wantShares{
		"root":                 {resOf(16384, 10), resOf(16384, 10)},
		"root.default":         {resOf(1638, 1), resOf(1638, 1)},
		"root.parentA":         {resOf(13108, 8), resOf(13108, 8)},
		"root.parentB":         {resOf(1638, 1), resOf(1638, 1)},
		"root.parentA.childA1": {resOf(3277, 2), resOf(6554, 4)},
		"root.parentA.childA2": {resOf(3277, 2), resOf(6554, 4)},
		"root.parentA.childA3": {resOf(3277, 2), resOf(0, 0)},
		"root.parentA.childA4": {resOf(3277, 2), resOf(0, 0)},
		"root.parentB.childB1": {resOf(819, 1), resOf(1638, 1)},
		"root.parentB.childB2": {resOf(819, 1), resOf(0, 0)},
	})
	// The Hadoop assertion: childB steady vcores / 10 = 0.1 (over-allocation).
	if got := float64(r.ByName["root.parentB.childB2"].Steady[1]) / 10; got != 0.1 {
		t.Errorf("childB2 steady vcores fraction = %v, want 0.1", got)
	}
}
