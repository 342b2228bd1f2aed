package compute_test

import (
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/compute"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/xmlconf"
)

// refNode is a queue of refCompute in breadth-first order.
type refNode struct {
	q        *compute.Queue
	first, n int
	active   bool
}

// refCompute is Compute as it was before the flat Tree: a fresh
// SplitShares per parent and type, a slice per queue. TestTreeComputeMatches
// holds the flat layout, with its reused scratch space, to it.
func refCompute(root *compute.Queue, cluster resource.Resource) map[string]*compute.QueueShares {
	nodes := refFlatten(root)
	shares := make([]compute.QueueShares, len(nodes))
	shares[0] = refShares(len(cluster), compute.BindingCluster)
	copy(shares[0].Steady, cluster)
	if len(cluster) > 1 {
		shares[0].Steady[1] = xmlconf.ClampVCores(cluster[1])
	}
	copy(shares[0].Instantaneous, shares[0].Steady)
	for i := range nodes {
		refSplit(nodes, shares, i)
	}
	out := map[string]*compute.QueueShares{}
	for i := range nodes {
		shares[i].Active = nodes[i].active
		out[nodes[i].q.Name] = &shares[i]
	}
	return out
}

// refFlatten lists the queues breadth-first, skipping nil and repeated
// children, and marks them active bottom-up.
func refFlatten(root *compute.Queue) []refNode {
	nodes, seen := []refNode{{q: root}}, map[*compute.Queue]bool{root: true}
	for i := 0; i < len(nodes); i++ {
		nodes[i].first = len(nodes)
		for _, c := range nodes[i].q.Children {
			if c != nil && !seen[c] {
				seen[c] = true
				nodes = append(nodes, refNode{q: c})
			}
		}
		nodes[i].n = len(nodes) - nodes[i].first
	}
	for i := len(nodes) - 1; i >= 0; i-- {
		nodes[i].active = len(nodes[i].q.Children) == 0 && nodes[i].q.Active
		for k := nodes[i].first; k < nodes[i].first+nodes[i].n; k++ {
			nodes[i].active = nodes[i].active || nodes[k].active
		}
	}
	return nodes
}

// refSplit writes the shares of node i's children.
func refSplit(nodes []refNode, shares []compute.QueueShares, i int) {
	p, nTypes := nodes[i], len(shares[i].Steady)
	for k := range p.n {
		shares[p.first+k] = refShares(nTypes, compute.BindingNotComputed)
	}
	types := min(1, nTypes)
	if p.q.Policy == xmlconf.PolicyDRF {
		types = nTypes
	}
	list := make([]compute.Schedulable, p.n)
	for typ := range types {
		for k := range list {
			c := nodes[p.first+k]
			list[k] = compute.Schedulable{Weight: c.q.Weight, Min: c.q.Min.Get(typ), Max: math.MaxInt64, Inactive: !c.active}
			if typ < len(c.q.Max) {
				list[k].Max = c.q.Max[typ]
			}
		}
		steady := compute.SplitShares(list, shares[i].Steady[typ], compute.Steady)
		inst := compute.SplitShares(list, shares[i].Instantaneous[typ], compute.Instantaneous)
		for k := range list {
			kid := &shares[p.first+k]
			kid.Steady[typ], kid.SteadyBinding[typ] = refClamp(typ, steady.Shares[k]), steady.Bindings[k]
			kid.Instantaneous[typ], kid.InstantaneousBinding[typ] = refClamp(typ, inst.Shares[k]), inst.Bindings[k]
		}
	}
}

// refClamp clamps vcores (type 1) like Resource.setResourceValue.
func refClamp(typ int, v int64) int64 {
	if typ == 1 {
		return xmlconf.ClampVCores(v)
	}
	return v
}

func refShares(n int, b compute.Binding) compute.QueueShares {
	qs := compute.QueueShares{Steady: make(resource.Resource, n), Instantaneous: make(resource.Resource, n),
		SteadyBinding: make([]compute.Binding, n), InstantaneousBinding: make([]compute.Binding, n)}
	for t := range n {
		qs.SteadyBinding[t], qs.InstantaneousBinding[t] = b, b
	}
	return qs
}

// oddTree is randomTree with everything Compute must survive: mixed
// policies, extreme weights and limits, Min and Max of any length, nil and
// repeated children, duplicate names.
func oddTree(rng *rand.Rand, n int) *compute.Queue {
	policies := []xmlconf.Policy{xmlconf.PolicyFair, xmlconf.PolicyDRF, xmlconf.PolicyFIFO, "custom"}
	root, all := randomTree(rng, n, xmlconf.PolicyDRF)
	for _, q := range all {
		q.Policy = policies[rng.IntN(len(policies))]
		q.Active = rng.IntN(3) == 0
		if rng.IntN(4) == 0 {
			q.Weight = extremeWeights[rng.IntN(len(extremeWeights))]
		}
		q.Min, q.Max = make(resource.Resource, rng.IntN(4)), make(resource.Resource, rng.IntN(4))
		for k := range q.Min {
			q.Min[k] = randomLong(rng) % 5000
		}
		for k := range q.Max {
			q.Max[k] = max(randomLong(rng), q.Min.Get(k))
		}
		switch rng.IntN(40) {
		case 0:
			q.Children = append(q.Children, nil)
		case 1:
			q.Children = append(q.Children, all[rng.IntN(len(all))])
		case 2:
			q.Name = all[rng.IntN(len(all))].Name
		}
	}
	return root
}

// TestTreeComputeMatches checks Compute (the flat Tree inside) against the
// implementation it replaced on odd random trees and clusters.
func TestTreeComputeMatches(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	clusters := []resource.Resource{{}, {4096}, {16384, 16}, {1 << 40, math.MaxInt64, 7}, {math.MaxInt64, math.MaxInt64}}
	for round := range 600 {
		root := oddTree(rng, 1+rng.IntN(60))
		if round%2 == 1 { // every leaf busy: Compute reuses the steady splits
			markAllActive(root, map[*compute.Queue]bool{})
		}
		cluster := clusters[round%len(clusters)]
		got, want := compute.Compute(root, cluster).ByName, refCompute(root, cluster)
		if len(got) != len(want) {
			t.Fatalf("round %d: %d queues, want %d", round, len(got), len(want))
		}
		for name, w := range want {
			if g := got[name]; g == nil || fmt.Sprint(*g) != fmt.Sprint(*w) {
				t.Fatalf("round %d: %s = %+v, want %+v", round, name, g, *w)
			}
		}
	}
}

// markAllActive marks every queue below q active, once each.
func markAllActive(q *compute.Queue, seen map[*compute.Queue]bool) {
	if q == nil || seen[q] {
		return
	}
	seen[q] = true
	q.Active = true
	for _, c := range q.Children {
		markAllActive(c, seen)
	}
}

// TestNewTreeMatchesFromConfig checks NewTree, through FromConfig, against
// the recursive adapter it replaced, on every allocation file in testdata.
func TestNewTreeMatchesFromConfig(t *testing.T) {
	files, _ := filepath.Glob("../testdata/fair-scheduler/*/*.xml")
	more, _ := filepath.Glob("../testdata/fair-scheduler/rules/*/*.xml")
	cluster := resource.Resource{16384, 16, 3}
	for _, f := range append(files, more...) {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		a := xmlconf.Parse(src, xmlconf.Options{Types: resource.WithCustom("yarn.io/gpu")})
		active := func(q *xmlconf.Queue) bool { return len(q.FullName)%2 == 0 }
		in := compute.FromConfig(a, cluster, active)
		want := &compute.Input{Queues: map[string]*xmlconf.Queue{}, CannotRun: map[string]string{}}
		want.Root = refConvert(want, a, a.Root, cluster, active, refUsersBlocked(a))
		if g, w := dumpInput(in), dumpInput(want); g != w {
			t.Errorf("%s: FromConfig =\n%s\nwant\n%s", f, g, w)
		}
	}
}

// dumpInput prints everything FromConfig decides, depth first.
func dumpInput(in *compute.Input) string {
	var b strings.Builder
	var walk func(q *compute.Queue, depth int)
	walk = func(q *compute.Queue, depth int) {
		fmt.Fprintf(&b, "%*s%s w=%v %s min=%v max=%v active=%v conf=%p cannot=%q\n", depth, "", q.Name,
			q.Weight, q.Policy, q.Min, q.Max, q.Active, in.Queues[q.Name], in.CannotRun[q.Name])
		for _, c := range q.Children {
			walk(c, depth+1)
		}
	}
	walk(in.Root, 0)
	fmt.Fprintf(&b, "%d queues, %d cannot run", len(in.Queues), len(in.CannotRun))
	return b.String()
}

// refConvert, refUsersBlocked and refFit are FromConfig as it was.
func refConvert(in *compute.Input, a *xmlconf.Allocations, q *xmlconf.Queue, cluster resource.Resource, active func(*xmlconf.Queue) bool, blocked string) *compute.Queue {
	n := len(a.Types)
	minShare, maxShare := resource.NewResource(n, 0), resource.Unbounded(n)
	if q.MinResources.Set && !q.MinResources.Val.IsPercent() {
		minShare = refFit(q.MinResources.Val.Absolute, n)
	}
	switch {
	case q.MaxResources.Set:
		maxShare = refFit(q.MaxResources.Val.Resolve(cluster), n)
	case a.QueueMaxResourcesDefault.Set:
		maxShare = refFit(a.QueueMaxResourcesDefault.Val.Resolve(cluster), n)
	}
	c := &compute.Queue{Name: q.FullName, Weight: q.EffectiveWeight(), Policy: q.Policy, Min: minShare,
		Max: resource.ComponentwiseMax(maxShare, minShare)}
	in.Queues[q.FullName] = q
	if a.EffectiveMaxApps(q) <= 0 && blocked == "" {
		blocked = fmt.Sprintf("maxRunningApps of %s is %d", q.FullName, a.EffectiveMaxApps(q))
	}
	for _, child := range q.Children {
		if child.NotCreated == "" {
			c.Children = append(c.Children, refConvert(in, a, child, cluster, active, blocked))
		}
	}
	if q.IsLeaf() {
		c.Active = blocked == "" && active(q)
		if blocked != "" {
			in.CannotRun[q.FullName] = blocked
		}
	}
	return c
}

func refUsersBlocked(a *xmlconf.Allocations) string {
	d := a.UserMaxAppsDefault
	if !d.Set || d.Val > 0 {
		return ""
	}
	for _, u := range a.Users {
		if u.MaxRunningApps.Set && u.MaxRunningApps.Val > 0 {
			return ""
		}
	}
	return fmt.Sprintf("userMaxAppsDefault is %d and no <user> may run more", d.Val)
}

func refFit(r resource.Resource, n int) resource.Resource {
	out := make(resource.Resource, n)
	copy(out, r)
	return out
}

// TestTreeSharesAccessors checks the flat result's views against Compute's
// map, the reasons beyond the cluster's types, and ActiveLeaves.
func TestTreeSharesAccessors(t *testing.T) {
	a := xmlconf.Parse([]byte(xmlDocTree("")), xmlconf.Options{})
	set, err := compute.ActiveSet(a, []string{"parentA.childA1", "default", "parentB"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	cluster := resource.Resource{16384, 16}
	active := func(q *xmlconf.Queue) bool { return set[q] }
	tree, byName := compute.NewTree(a, cluster, active), compute.Compute(compute.FromConfig(a, cluster, active).Root, cluster).ByName
	s := tree.Compute(cluster)
	var leaves []string
	for i, nd := range tree.Nodes {
		w := byName[nd.Name]
		if !slices.Equal(s.SteadyOf(i), w.Steady) || !slices.Equal(s.InstantaneousOf(i), w.Instantaneous) || s.Active[i] != w.Active {
			t.Errorf("%s: steady %v inst %v active %v, want %+v", nd.Name, s.SteadyOf(i), s.InstantaneousOf(i), s.Active[i], *w)
		}
		for typ := range 3 {
			wantS, wantI := compute.BindingNotComputed, compute.BindingNotComputed
			if typ < len(w.SteadyBinding) {
				wantS, wantI = w.SteadyBinding[typ], w.InstantaneousBinding[typ]
			}
			if s.SteadyBinding(i, typ) != wantS || s.InstantaneousBinding(i, typ) != wantI {
				t.Errorf("%s type %d: bindings %s/%s, want %s/%s", nd.Name, typ, s.SteadyBinding(i, typ), s.InstantaneousBinding(i, typ), wantS, wantI)
			}
		}
		if nd.Queue.IsLeaf() && w.Active {
			leaves = append(leaves, nd.Name)
		}
	}
	slices.Sort(leaves)
	if got := tree.ActiveLeaves(s); !slices.Equal(got, leaves) || len(leaves) != 4 {
		t.Errorf("ActiveLeaves = %q, want %q (4 leaves)", got, leaves)
	}
}
