package compute_test

import (
	"fmt"
	"math"
	"slices"
	"testing"

	"github.com/fairsched/fairsched/compute"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/xmlconf"
)

// TestComputeDeepChain builds a chain of 10^5 parents: the walk is
// iterative, and a single weight-1 child of a power-of-two share gets all
// of it (right stays at rMax).
func TestComputeDeepChain(t *testing.T) {
	const depth = 100_000
	root := parentQ("q0", 1, xmlconf.PolicyDRF)
	cur := root
	for i := 1; i < depth; i++ {
		next := leafQ(fmt.Sprintf("q%d", i), 1, i == depth-1)
		cur.Children = []*compute.Queue{next}
		cur.Policy = xmlconf.PolicyDRF
		cur = next
	}
	r := compute.Compute(root, resOf(1<<20, 64))
	if len(r.ByName) != depth {
		t.Fatalf("len(ByName) = %d, want %d", len(r.ByName), depth)
	}
	last := r.ByName[fmt.Sprintf("q%d", depth-1)]
	if !slices.Equal(last.Steady, resOf(1<<20, 64)) || !slices.Equal(last.Instantaneous, resOf(1<<20, 64)) {
		t.Errorf("deepest leaf = %v / %v, want %v for both", last.Steady, last.Instantaneous, resOf(1<<20, 64))
	}
}

// TestComputeVCoresClamped: vcores are clamped at 2^31-1 like Hadoop's
// Resource.setResourceValue; memory is a full long. One weight-1 child of
// 2^31-1 ends at right = 2^31 (probes are multiples of 64, none hits T).
func TestComputeVCoresClamped(t *testing.T) {
	root := parentQ("root", 1, xmlconf.PolicyDRF, leafQ("root.a", 1, true))
	r := compute.Compute(root, resOf(math.MaxInt32, math.MaxInt64))
	if got := r.ByName["root"].Steady; !slices.Equal(got, resOf(math.MaxInt32, math.MaxInt32)) {
		t.Errorf("root steady = %v, want [%d %d] (cluster vcores clamped)", got, math.MaxInt32, math.MaxInt32)
	}
	if got, want := r.ByName["root.a"].Instantaneous, resOf(1<<31, math.MaxInt32); !slices.Equal(got, want) {
		t.Errorf("root.a instantaneous = %v, want %v", got, want)
	}
}

func TestComputePolicies(t *testing.T) {
	tests := []struct {
		name   string
		policy xmlconf.Policy
		want   resource.Resource
		why    compute.Binding
	}{
		{"fair computes memory only", xmlconf.PolicyFair, resOf(500, 0, 0), compute.BindingNotComputed},
		{"drf computes every type", xmlconf.PolicyDRF, resOf(500, 5, 2), compute.BindingWeight},
		{"fifo parent treated like fair", xmlconf.PolicyFIFO, resOf(500, 0, 0), compute.BindingNotComputed},
		{"custom class treated like fair", xmlconf.Policy("com.example.MyPolicy"), resOf(500, 0, 0), compute.BindingNotComputed},
	}
	if xmlconf.PolicyFIFO.AllowsChild(xmlconf.PolicyFair) {
		t.Errorf("fifo accepts a child; the fifo case below assumes Hadoop rejects fifo parents")
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			root := parentQ("root", 1, tc.policy, leafQ("root.a", 1, true), leafQ("root.b", 1, false))
			r := compute.Compute(root, resOf(1000, 10, 4))
			a := r.ByName["root.a"]
			if !slices.Equal(a.Steady, tc.want) {
				t.Errorf("root.a steady = %v, want %v", a.Steady, tc.want)
			}
			if a.SteadyBinding[1] != tc.why || a.InstantaneousBinding[2] != tc.why {
				t.Errorf("root.a vcores/custom bindings = %q/%q, want %q", a.SteadyBinding[1], a.InstantaneousBinding[2], tc.why)
			}
		})
	}
}

// TestComputeDRFOverFair: a drf parent gives its fair child vcores, and the
// fair child gives its own children memory only (compute.md §3).
func TestComputeDRFOverFair(t *testing.T) {
	root := parentQ("root", 1, xmlconf.PolicyDRF,
		parentQ("root.f", 1, xmlconf.PolicyFair, leafQ("root.f.x", 1, true)), leafQ("root.d", 1, false))
	checkShares(t, compute.Compute(root, resOf(1024, 8)), map[string]wantShares{
		"root.f":   {resOf(512, 4), resOf(1024, 8)},
		"root.d":   {resOf(512, 4), resOf(0, 0)},
		"root.f.x": {resOf(512, 0), resOf(1024, 0)},
	})
}

// TestComputeOddTrees covers the documented degenerate inputs.
func TestComputeOddTrees(t *testing.T) {
	if r := compute.Compute(nil, resOf(10, 1)); len(r.ByName) != 0 {
		t.Errorf("Compute(nil) has %d queues, want 0", len(r.ByName))
	}
	shared := leafQ("root.s", 1, true)
	p := parentQ("root.p", 1, xmlconf.PolicyFair, leafQ("root.p.c", 1, false))
	p.Active = true // ignored: no descendant leaf is active
	root := parentQ("root", 1, xmlconf.PolicyDRF, shared, nil, shared, p)
	root.Children = append(root.Children, root) // a cycle is skipped too
	r := compute.Compute(root, resOf(100, 10))
	if len(r.ByName) != 4 {
		t.Errorf("len(ByName) = %d, want 4 (root, root.s, root.p, root.p.c)", len(r.ByName))
	}
	checkShares(t, r, map[string]wantShares{
		"root.s": {resOf(50, 5), resOf(100, 10)},
		"root.p": {resOf(50, 5), resOf(0, 0)},
	})
	if got := r.ByName["root.p"].InstantaneousBinding[0]; got != compute.BindingInactive {
		t.Errorf("root.p instantaneous binding = %q, want %q", got, compute.BindingInactive)
	}
}

// TestComputeShortResources: entries missing from Max are unbounded, from
// Min 0; an empty cluster gives empty shares.
func TestComputeShortResources(t *testing.T) {
	root := parentQ("root", 1, xmlconf.PolicyDRF,
		withMax(leafQ("root.a", 1, true), resOf(100)), withMin(leafQ("root.b", 1, true), nil))
	checkShares(t, compute.Compute(root, resOf(1000, 10)), map[string]wantShares{
		"root.a": {resOf(100, 5), resOf(100, 5)},
		"root.b": {resOf(900, 5), resOf(900, 5)},
	})
	r := compute.Compute(root, nil)
	if got := r.ByName["root.a"].Steady; len(got) != 0 {
		t.Errorf("root.a steady on an empty cluster = %v, want []", got)
	}
}
