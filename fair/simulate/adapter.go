package simulate

import (
	"github.com/fairsched/fairsched/compute"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/xmlconf"
)

// This file is the only one that calls package compute, so that a rename
// there is fixed in one place.

// shareTree wraps the compute tree of the allocation file: the queues
// Hadoop creates, breadth-first, with their effective weights, policies,
// min and max shares.
type shareTree struct {
	t       *compute.Tree
	cluster Resource
}

// newShareTree builds the tree for a cluster of the given size, with the
// queues created at submission; every leaf starts inactive.
func newShareTree(a *xmlconf.Allocations, cluster Resource, created []*xmlconf.Queue) *shareTree {
	t := compute.NewTree(a, cluster, func(*xmlconf.Queue) bool { return false }, created...)
	return &shareTree{t: t, cluster: cluster}
}

// queues turns the compute tree into the simulator's queues, indexed like
// it: parents before children, children contiguous.
func (st *shareTree) queues() []*queue {
	qs := make([]*queue, len(st.t.Nodes))
	for i := range st.t.Nodes {
		nd := &st.t.Nodes[i]
		qs[i] = &queue{sched: sched{name: nd.Name, weight: nd.Weight, minShare: st.t.MinOf(i).Clone(), owner: i},
			cfg: nd.Queue, policy: nd.Policy, maxShare: st.t.MaxOf(i).Clone(),
			first: int(nd.First), n: int(nd.N), parent: -1, cannotRun: nd.CannotRun}
	}
	for i, q := range qs {
		for c := q.first; c < q.first+q.n; c++ {
			qs[c].parent = i
		}
	}
	return qs
}

// fairShares recomputes every queue's steady and instantaneous fair share
// with active[i] telling which leaves have a runnable app.
func (st *shareTree) fairShares(qs []*queue, active func(i int) bool) {
	for i := range st.t.Nodes {
		if st.t.Nodes[i].N == 0 {
			st.t.Nodes[i].Active = active(i)
		}
	}
	s := st.t.Compute(st.cluster)
	for i, q := range qs {
		q.steady = append(q.steady[:0], s.SteadyOf(i)...)
		q.fair = append(q.fair[:0], s.InstantaneousOf(i)...)
	}
}

// splitAmongApps is ComputeFairShares.computeShares over a leaf's runnable
// apps for one resource type: every app unbounded, min 0, with its weight.
func splitAmongApps(weights []float32, total int64) []int64 {
	list := make([]compute.Schedulable, len(weights))
	for i, w := range weights {
		list[i] = compute.Schedulable{Weight: w, Max: resource.Unbounded(1)[0]}
	}
	return compute.Shares(list, total, compute.Instantaneous)
}

// unknownQueue explains a queue name that names no created queue, with
// the similar names compute suggests.
func unknownQueue(a *xmlconf.Allocations, name string) error {
	_, err := compute.ActiveSet(a, []string{name}, nil)
	return err
}
