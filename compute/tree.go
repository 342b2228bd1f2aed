package compute

import (
	"math"

	"github.com/fairsched/fairsched/xmlconf"
)

// Positions of memory-mb and vcores in every Resource: ResourceTypes always
// puts them first and second. FairSharePolicy computes memoryIndex only.
// Hadoop's Resource.setResourceValue clamps vcores at Integer.MAX_VALUE, so
// every vcores share written at vcoresIndex is clamped too.
var (
	memoryIndex = xmlconf.DefaultResourceTypes.Index(xmlconf.MemoryMB)
	vcoresIndex = xmlconf.DefaultResourceTypes.Index(xmlconf.VCores)
)

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
	Min, Max xmlconf.Resource
	// Active is read for leaves (no Children) only: the leaf has at least
	// one runnable app. A parent is active iff one of its descendant leaves
	// is, whatever its own Active says (FSParentQueue's runnable counter).
	Active   bool
	Children []*Queue // nil entries, and queues already met, are skipped
}

// QueueShares holds one queue's shares, indexed like the cluster Resource
// given to Compute, with the reason for each value.
type QueueShares struct {
	Steady, Instantaneous               xmlconf.Resource
	SteadyBinding, InstantaneousBinding []Binding // per resource type
	// Active is true when the queue has a runnable app (a leaf) or one of
	// its descendant leaves has (a parent); root is active when any leaf is.
	Active bool
}

// Result maps full queue names (root included) to their shares.
type Result struct {
	ByName map[string]*QueueShares
}

// treeNode is a queue in breadth-first order; its children are the n nodes
// starting at first.
type treeNode struct {
	q        *Queue
	first, n int
	active   bool
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
// wins in ByName.
func Compute(root *Queue, cluster xmlconf.Resource) *Result {
	res := &Result{ByName: map[string]*QueueShares{}}
	if root == nil {
		return res
	}
	nodes := flattenTree(root)
	markActive(nodes)
	shares := make([]QueueShares, len(nodes))
	shares[0] = clusterShares(cluster)
	for i := range nodes {
		if nodes[i].n > 0 {
			splitChildren(nodes, shares, i)
		}
	}
	for i := range nodes {
		shares[i].Active = nodes[i].active
		res.ByName[nodes[i].q.Name] = &shares[i]
	}
	return res
}

// flattenTree lists the queues breadth-first, so every parent comes before
// its children and a parent's children are contiguous.
func flattenTree(root *Queue) []treeNode {
	nodes := []treeNode{{q: root}}
	seen := map[*Queue]bool{root: true}
	for i := 0; i < len(nodes); i++ {
		nodes[i].first = len(nodes)
		for _, c := range nodes[i].q.Children {
			if c == nil || seen[c] {
				continue
			}
			seen[c] = true
			nodes = append(nodes, treeNode{q: c})
		}
		nodes[i].n = len(nodes) - nodes[i].first
	}
	return nodes
}

// markActive sets active bottom-up: a leaf's own flag, or for a parent
// whether any child is active (Hadoop's per-ancestor runnable counter).
func markActive(nodes []treeNode) {
	for i := len(nodes) - 1; i >= 0; i-- {
		nd := &nodes[i]
		if len(nd.q.Children) == 0 {
			nd.active = nd.q.Active
			continue
		}
		for k := nd.first; k < nd.first+nd.n; k++ {
			nd.active = nd.active || nodes[k].active
		}
	}
}

// clusterShares is root's shares: the whole cluster for both kinds.
func clusterShares(cluster xmlconf.Resource) QueueShares {
	qs := QueueShares{
		Steady:               cluster.Clone(),
		SteadyBinding:        make([]Binding, len(cluster)),
		InstantaneousBinding: make([]Binding, len(cluster)),
	}
	if len(qs.Steady) > vcoresIndex {
		qs.Steady[vcoresIndex] = xmlconf.ClampVCores(qs.Steady[vcoresIndex])
	}
	qs.Instantaneous = qs.Steady.Clone()
	for t := range cluster {
		qs.SteadyBinding[t], qs.InstantaneousBinding[t] = BindingCluster, BindingCluster
	}
	return qs
}

// splitChildren writes the shares of node i's children: for every resource
// type node i's policy computes, one SplitShares of node i's steady share
// and one of its instantaneous share.
func splitChildren(nodes []treeNode, shares []QueueShares, i int) {
	p := nodes[i]
	kids := shares[p.first : p.first+p.n]
	nTypes := len(shares[i].Steady)
	for k := range kids {
		kids[k] = notComputedShares(nTypes)
	}
	list := make([]Schedulable, p.n)
	for t := range typesComputed(p.q.Policy, nTypes) {
		for k := range list {
			c := nodes[p.first+k]
			list[k] = Schedulable{
				Weight:   c.q.Weight,
				Min:      c.q.Min.Get(t),
				Max:      maxAt(c.q.Max, t),
				Inactive: !c.active,
			}
		}
		writeSplit(kids, t, Steady, SplitShares(list, shares[i].Steady[t], Steady))
		writeSplit(kids, t, Instantaneous, SplitShares(list, shares[i].Instantaneous[t], Instantaneous))
	}
}

// typesComputed returns how many resource types, from index 0, a parent
// with policy p computes: all of them for drf
// (DominantResourceFairnessPolicy.computeShares), memory-mb only for fair
// (FairSharePolicy.computeShares) and for everything else: custom classes,
// and fifo, which xmlconf.Policy.AllowsChild says can never be a parent.
func typesComputed(p xmlconf.Policy, nTypes int) int {
	if p == xmlconf.PolicyDRF {
		return nTypes
	}
	return min(memoryIndex+1, nTypes)
}

// maxAt reads a max share, treating a missing entry as unbounded.
func maxAt(r xmlconf.Resource, t int) int64 {
	if t < len(r) {
		return r[t]
	}
	return math.MaxInt64
}

// notComputedShares is a queue's shares before its parent's policy writes
// any type: all 0, BindingNotComputed.
func notComputedShares(nTypes int) QueueShares {
	qs := QueueShares{
		Steady:               make(xmlconf.Resource, nTypes),
		Instantaneous:        make(xmlconf.Resource, nTypes),
		SteadyBinding:        make([]Binding, nTypes),
		InstantaneousBinding: make([]Binding, nTypes),
	}
	for t := range nTypes {
		qs.SteadyBinding[t], qs.InstantaneousBinding[t] = BindingNotComputed, BindingNotComputed
	}
	return qs
}

// writeSplit stores the result of one split of type t into the children's
// shares of the given mode, clamping vcores like Resource.setResourceValue.
func writeSplit(kids []QueueShares, t int, mode Mode, sp Split) {
	for k := range kids {
		v := sp.Shares[k]
		if t == vcoresIndex {
			v = xmlconf.ClampVCores(v)
		}
		if mode == Instantaneous {
			kids[k].Instantaneous[t], kids[k].InstantaneousBinding[t] = v, sp.Bindings[k]
			continue
		}
		kids[k].Steady[t], kids[k].SteadyBinding[t] = v, sp.Bindings[k]
	}
}
