package compute

import (
	"math"

	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/xmlconf"
)

// This file keeps, as test oracles and test helpers, the pointer tree the
// flat Tree replaced: Queue, Compute and its by-name Result, and
// FromConfig, which turns NewTree into Queues. Production code builds a
// Tree with NewTree and runs Tree.Compute.

// Input is the compute tree built from an allocation file for one cluster
// size and set of busy queues, with what the adapter decided on the way.
type Input struct {
	Root *Queue
	// Queues maps every full name in Root to the configured queue it came from.
	Queues map[string]*xmlconf.Queue
	// CannotRun maps each leaf that can never have a runnable app to the
	// reason (a maxRunningApps of 0 or below on it or an ancestor).
	CannotRun map[string]string
}

// FromConfig builds the compute tree for a cluster of the given size (indexed
// like a.Types). Queues the ResourceManager will not create are left out.
// active reports whether a leaf has running apps; it is asked only about
// leaves that can run apps at all.
//
// Effective values follow AllocationConfiguration and FSQueue.getMaxShare:
// weight defaults to 1; min is the absolute minResources (a percentage
// minResources counts as 0); max is the queue's own maxResources, else
// queueMaxResourcesDefault, else unbounded, resolved against the whole
// cluster, then raised componentwise to min. FromConfig is NewTree turned
// into Queues and maps.
func FromConfig(a *xmlconf.Allocations, cluster resource.Resource, active func(*xmlconf.Queue) bool) *Input {
	t := NewTree(a, cluster, active)
	in := &Input{Queues: make(map[string]*xmlconf.Queue, len(t.Nodes)), CannotRun: map[string]string{}}
	qs := make([]Queue, len(t.Nodes))
	for i := range t.Nodes {
		nd := &t.Nodes[i]
		qs[i] = Queue{Name: nd.Name, Weight: nd.Weight, Policy: nd.Policy, Min: t.MinOf(i), Max: t.MaxOf(i), Active: nd.Active}
		for k := nd.First; k < nd.First+nd.N; k++ {
			qs[i].Children = append(qs[i].Children, &qs[k])
		}
		in.Queues[nd.Name] = nd.Queue
		if nd.CannotRun != "" {
			in.CannotRun[nd.Name] = nd.CannotRun
		}
	}
	in.Root = &qs[0]
	return in
}

// Queue is one queue of the tree Compute works on, with its effective
// settings already resolved to plain values.
type Queue struct {
	Name   string  // full name, e.g. "root.a.b"; assumed unique in the tree
	Weight float32 // Hadoop's float weight (root's is ignored)
	// Policy is this queue's own policy: it decides how ITS children split
	// its share. It does not matter for a leaf.
	Policy xmlconf.Policy
	// Min and Max are the effective min and max shares, already absolute
	// (percentages resolved against the cluster) and with Max already
	// componentwise max(max, min), as FSQueue.getMaxShare returns it.
	// Entries beyond len(Min) count as 0 and entries beyond len(Max) as
	// Long.MAX_VALUE: Hadoop's defaults none() and unbounded(). Root's are
	// ignored.
	Min, Max resource.Resource
	// Active is read for leaves (no Children) only: the leaf has at least
	// one runnable app. A parent is active iff one of its descendant leaves
	// is, whatever its own Active says (FSParentQueue's runnable counter).
	Active   bool
	Children []*Queue // nil entries, and queues already met, are skipped
}

// QueueShares holds one queue's shares, indexed like the cluster Resource
// given to Compute, with the reason for each value.
type QueueShares struct {
	Steady, Instantaneous               resource.Resource
	SteadyBinding, InstantaneousBinding []Binding // per resource type
	// Active is true when the queue has a runnable app (a leaf) or one of
	// its descendant leaves has (a parent); root is active when any leaf is.
	Active bool
}

// Result maps full queue names (root included) to their shares.
type Result struct {
	ByName map[string]*QueueShares
}

// Compute gives every queue of the tree its steady and instantaneous fair
// share on a cluster of the given size, as Hadoop 3.3's
// FSParentQueue.recomputeSteadyShares and FSParentQueue.updateInternal do:
// root's shares are the whole cluster (all types, vcores clamped at
// 2^31-1), and every parent splits its own computed share (possibly
// over-allocated) among its children with its own policy (SplitShares per
// resource type). Steady: every child takes part. Instantaneous: inactive
// children are fixed at 0.
//
// Policies: drf (DominantResourceFairnessPolicy) splits every resource type
// independently. fair (FairSharePolicy) splits memory-mb only and leaves the
// other types at 0 with BindingNotComputed, which is what Hadoop's metrics
// show for a fresh queue. A custom class policy is treated like fair, and so
// is fifo (Hadoop never lets fifo be a parent). Compute does not check
// policy nesting (Hadoop rejects an allocation file that breaks
// xmlconf.Policy.AllowsChild): every parent simply uses its own policy.
//
// The walk is iterative and linear in the number of queues, so any depth
// works. A nil root gives an empty Result. A queue reached twice (shared or
// cyclic Children pointers) is only used where it is first met,
// breadth-first; when two queues share a name, the later one in that order
// wins in ByName. Compute lays the tree out as a Tree and runs
// Tree.Compute; callers that need no map can do that themselves.
func Compute(root *Queue, cluster resource.Resource) *Result {
	res := &Result{ByName: map[string]*QueueShares{}}
	if root == nil {
		return res
	}
	t := treeOf(root)
	s := t.Compute(cluster)
	shares := make([]QueueShares, len(t.Nodes))
	why := make([]Binding, 2*len(s.steadyWhy))
	for i := range t.Nodes {
		k := 2 * i * s.Types
		shares[i] = QueueShares{
			Steady:               s.SteadyOf(i),
			Instantaneous:        s.InstantaneousOf(i),
			SteadyBinding:        bindings(why[k:k+s.Types:k+s.Types], s.steadyWhy, i),
			InstantaneousBinding: bindings(why[k+s.Types:k+2*s.Types:k+2*s.Types], s.instantWhy, i),
			Active:               s.Active[i],
		}
		res.ByName[t.Nodes[i].Name] = &shares[i]
	}
	return res
}

// bindings fills dst with node i's reasons from a flat code array.
func bindings(dst []Binding, codes []bindingCode, i int) []Binding {
	for typ := range dst {
		dst[typ] = codes[i*len(dst)+typ].binding()
	}
	return dst
}

// treeOf lays the queues out as a Tree. Min and Max get as many types as
// the longest of them, padded with 0 and Long.MAX_VALUE, which is what a
// missing entry means.
func treeOf(root *Queue) *Tree {
	order, kids := breadthFirst(root)
	nTypes := 0
	for _, q := range order {
		nTypes = max(nTypes, len(q.Min), len(q.Max))
	}
	t := &Tree{Nodes: make([]Node, len(order)), Types: nTypes,
		Min: make([]int64, len(order)*nTypes), Max: make([]int64, len(order)*nTypes)}
	first := int32(1)
	for i, q := range order {
		t.Nodes[i] = Node{Name: q.Name, Policy: q.Policy, Weight: q.Weight, First: first, N: kids[i],
			Active: len(q.Children) == 0 && q.Active}
		first += kids[i]
		pad(t.MinOf(i), q.Min, 0)
		pad(t.MaxOf(i), q.Max, math.MaxInt64)
	}
	return t
}

// breadthFirst lists the queues breadth-first, so every parent comes before
// its children and a parent's children are contiguous, with the number of
// children each one keeps: nil children and queues already met are skipped.
func breadthFirst(root *Queue) ([]*Queue, []int32) {
	order, kids := []*Queue{root}, []int32{}
	seen := map[*Queue]bool{root: true}
	for i := 0; i < len(order); i++ {
		n := len(order)
		for _, c := range order[i].Children {
			if c != nil && !seen[c] {
				seen[c] = true
				order = append(order, c)
			}
		}
		kids = append(kids, int32(len(order)-n))
	}
	return order, kids
}

// pad copies r into dst and fills the rest of dst with v.
func pad(dst, r resource.Resource, v int64) {
	for k := copy(dst, r); k < len(dst); k++ {
		dst[k] = v
	}
}
