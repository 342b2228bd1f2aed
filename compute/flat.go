package compute

import (
	"math"
	"slices"

	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/xmlconf"
)

// Tree is a compute tree laid out flat and breadth-first: every parent
// comes before its children, and a parent's children are contiguous.
// NewTree builds one straight from an allocation file, without an object,
// a map entry or a slice per queue, for output over trees of 100,000
// queues; Tree.Compute is the one fair-share engine.
type Tree struct {
	Nodes []Node
	// Types is how many values every node has in Min and Max.
	Types int
	// Min and Max are the effective min and max shares of every node,
	// absolute and with Max already componentwise max(max, min), as
	// FSQueue.getMaxShare returns it, Types values each: node i's are at
	// [i*Types, (i+1)*Types). A type at or beyond Types counts as 0 in Min
	// and as Long.MAX_VALUE in Max.
	Min, Max []int64
	// IntShares makes every split compute shares the way releases without
	// hadoop.Profile.LongShareArithmetic do (before 3.1.2 and 3.2.1; see
	// usedAtInt). NewTree sets it from the file's release; the results
	// differ from the long arithmetic only beyond 2^31 units.
	IntShares bool
}

// Node is one queue of a Tree.
type Node struct {
	Name string // full name, e.g. "root.a.b"
	// Queue is the configured queue the node was built from; nil in trees
	// built by hand.
	Queue *xmlconf.Queue
	// CannotRun is, for a leaf that can never have a runnable app, the
	// reason (a maxRunningApps of 0 or below on it or an ancestor, or a
	// userMaxAppsDefault of 0 or below that no <user> raises); "" otherwise.
	CannotRun string
	// Policy is the node's own policy: it decides how its children split
	// its share. Weight is Hadoop's float weight (root's is ignored).
	Policy xmlconf.Policy
	Weight float32
	// First and N locate the children: Nodes[First : First+N].
	First, N int32
	// Active is read for nodes without children only: the queue has a
	// runnable app. A parent is active iff one of its descendant leaves is
	// (FSParentQueue's runnable counter).
	Active bool
}

// MinOf returns node i's effective min share, a view into t.Min.
func (t *Tree) MinOf(i int) resource.Resource { return view(t.Min, i, t.Types) }

// MaxOf returns node i's effective max share, a view into t.Max.
func (t *Tree) MaxOf(i int) resource.Resource { return view(t.Max, i, t.Types) }

// view returns the n values of element i of a flat array, capped so that an
// append cannot reach the next element.
func view(a []int64, i, n int) resource.Resource {
	return resource.Resource(a[i*n : (i+1)*n : (i+1)*n])
}

// minAt and maxAt read one type of node i's min or max share.
func (t *Tree) minAt(i, typ int) int64 {
	if typ < t.Types {
		return t.Min[i*t.Types+typ]
	}
	return 0
}

func (t *Tree) maxAt(i, typ int) int64 {
	if typ < t.Types {
		return t.Max[i*t.Types+typ]
	}
	return math.MaxInt64
}

// TreeShares is what Tree.Compute gives the nodes of a Tree, indexed like
// its Nodes, stored flat.
type TreeShares struct {
	// Types is the number of resource types of the cluster, and so of
	// values per node in Steady and Instantaneous.
	Types int
	// Steady and Instantaneous hold Types values per node: node i's are at
	// [i*Types, (i+1)*Types).
	Steady, Instantaneous []int64
	// Active says whether each node has a runnable app (a leaf) or one of
	// its descendant leaves has (a parent).
	Active []bool
	// Endless lists the splits on which Hadoop never finishes (see
	// Trace.Endless), in node order; nil when there is none.
	Endless []EndlessSplit

	steadyWhy, instantWhy []bindingCode
}

// SteadyOf returns node i's steady fair share, a view into s.Steady.
func (s *TreeShares) SteadyOf(i int) resource.Resource { return view(s.Steady, i, s.Types) }

// InstantaneousOf returns node i's instantaneous fair share, a view into
// s.Instantaneous.
func (s *TreeShares) InstantaneousOf(i int) resource.Resource {
	return view(s.Instantaneous, i, s.Types)
}

// SteadyBinding says why node i got its steady share of resource type typ;
// BindingNotComputed for a type at or beyond Types.
func (s *TreeShares) SteadyBinding(i, typ int) Binding { return s.why(s.steadyWhy, i, typ) }

// InstantaneousBinding says why node i got its instantaneous share of
// resource type typ; BindingNotComputed for a type at or beyond Types.
func (s *TreeShares) InstantaneousBinding(i, typ int) Binding {
	return s.why(s.instantWhy, i, typ)
}

func (s *TreeShares) why(codes []bindingCode, i, typ int) Binding {
	if typ >= s.Types {
		return BindingNotComputed
	}
	return codes[i*s.Types+typ].binding()
}

// Compute gives every node its steady and instantaneous fair share on a
// cluster of the given size, as Hadoop 3.3's
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
// policy nesting: every parent simply uses its own policy.
//
// It runs in time linear in the number of nodes, with one allocation per
// result array. An empty tree gives an empty result.
func (t *Tree) Compute(cluster resource.Resource) *TreeShares {
	s := newTreeShares(len(t.Nodes), len(cluster))
	if len(t.Nodes) == 0 {
		return s
	}
	s.markActive(t)
	s.setCluster(cluster)
	sp := splitter{intShares: t.IntShares}
	for i := range t.Nodes {
		if t.Nodes[i].N > 0 {
			s.splitChildren(t, &sp, i)
		}
	}
	return s
}

// newTreeShares returns n nodes' shares before any parent's policy writes
// them: all 0, BindingNotComputed.
func newTreeShares(n, nTypes int) *TreeShares {
	s := &TreeShares{
		Types:         nTypes,
		Steady:        make([]int64, n*nTypes),
		Instantaneous: make([]int64, n*nTypes),
		Active:        make([]bool, n),
		steadyWhy:     make([]bindingCode, n*nTypes),
		instantWhy:    make([]bindingCode, n*nTypes),
	}
	for k := range s.steadyWhy {
		s.steadyWhy[k], s.instantWhy[k] = codeNotComputed, codeNotComputed
	}
	return s
}

// markActive sets Active bottom-up: a childless node's own flag, or for a
// parent whether any child is active (Hadoop's per-ancestor runnable
// counter).
func (s *TreeShares) markActive(t *Tree) {
	for i := len(t.Nodes) - 1; i >= 0; i-- {
		nd := &t.Nodes[i]
		if nd.N == 0 {
			s.Active[i] = nd.Active
			continue
		}
		for k := nd.First; k < nd.First+nd.N; k++ {
			s.Active[i] = s.Active[i] || s.Active[k]
		}
	}
}

// setCluster gives root (node 0) the whole cluster for both kinds of share,
// vcores clamped like Resource.setResourceValue.
func (s *TreeShares) setCluster(cluster resource.Resource) {
	for typ, v := range cluster {
		if typ == vcoresIndex {
			v = xmlconf.ClampVCores(v)
		}
		s.Steady[typ], s.Instantaneous[typ] = v, v
		s.steadyWhy[typ], s.instantWhy[typ] = codeCluster, codeCluster
	}
}

// splitChildren writes the shares of node i's children: for every resource
// type node i's policy computes, one split of node i's steady share and one
// of its instantaneous share. When no child is inactive and both shares of
// node i are equal, the two splits have the same input (the mode matters
// only for inactive schedulables, fixedShare), so the instantaneous one is
// the steady one's result, not a second search: the case of every parent
// when every leaf is busy, as shares has it without --active.
func (s *TreeShares) splitChildren(t *Tree, sp *splitter, i int) {
	nd := &t.Nodes[i]
	first, n := int(nd.First), int(nd.N)
	allActive := true
	for c := first; c < first+n; c++ {
		allActive = allActive && s.Active[c]
	}
	for typ := range typesComputed(nd.Policy, s.Types) {
		sp.list = sp.list[:0]
		for c := first; c < first+n; c++ {
			sp.list = append(sp.list, Schedulable{
				Weight:   t.Nodes[c].Weight,
				Min:      t.minAt(c, typ),
				Max:      t.maxAt(c, typ),
				Inactive: !s.Active[c],
			})
		}
		at := i*s.Types + typ
		endless := sp.split(sp.list, s.Steady[at], Steady).Endless
		if endless {
			s.Endless = append(s.Endless, EndlessSplit{Parent: i, Type: typ, Steady: true})
		}
		s.write(s.Steady, s.steadyWhy, first, typ, sp)
		if !allActive || s.Instantaneous[at] != s.Steady[at] {
			endless = sp.split(sp.list, s.Instantaneous[at], Instantaneous).Endless
		}
		if endless {
			s.Endless = append(s.Endless, EndlessSplit{Parent: i, Type: typ})
		}
		s.write(s.Instantaneous, s.instantWhy, first, typ, sp)
	}
}

// EndlessSplit is one split of a parent's share among its children that
// Hadoop never finishes (Trace.Endless): the fair share computation of the
// releases before YARN-8833 (3.1.2, 3.2.1) loops forever there.
type EndlessSplit struct {
	Parent int  // the node whose share is split
	Type   int  // the resource type, an index into the cluster's types
	Steady bool // the steady share; false: the instantaneous one
}

// write stores the result of one split of type typ for the children
// starting at node first, clamping vcores like Resource.setResourceValue.
func (s *TreeShares) write(shares []int64, why []bindingCode, first, typ int, sp *splitter) {
	for k, v := range sp.shares {
		if typ == vcoresIndex {
			v = xmlconf.ClampVCores(v)
		}
		at := (first+k)*s.Types + typ
		shares[at], why[at] = v, sp.codes[k]
	}
}

// ActiveLeaves returns the full names of the configured leaves that s marks
// active, sorted: the active list of the shares output. Nodes built without
// a configured queue are never listed.
func (t *Tree) ActiveLeaves(s *TreeShares) []string {
	n := 0
	for i := range t.Nodes {
		if t.activeLeaf(s, i) {
			n++
		}
	}
	out := make([]string, 0, n)
	for i := range t.Nodes {
		if t.activeLeaf(s, i) {
			out = append(out, t.Nodes[i].Name)
		}
	}
	slices.Sort(out)
	return out
}

func (t *Tree) activeLeaf(s *TreeShares, i int) bool {
	q := t.Nodes[i].Queue
	return q != nil && q.IsLeaf() && s.Active[i]
}
