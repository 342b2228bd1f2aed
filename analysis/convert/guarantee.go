package convert

import (
	"math"
	"strings"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/compute"
	"github.com/fairsched/fairsched/core/resource"
)

// guarantees, with --cluster, fills each queue's Capacity Scheduler
// guarantee (computed from the written file with the Capacity Scheduler's
// own arithmetic) and its Fair Scheduler min share, and records both for
// the convert rules, which name each queue whose guarantee falls below its
// min share (a minResources the capacity covers is kept on this cluster).
func (c *conv) guarantees() {
	if c.in.Cluster == nil || c.written == nil || c.written.RefusedOn(c.in.Cluster, c.in.Fair.Types) {
		return
	}
	types := c.in.Fair.Types
	byPath := map[string]capacity.Result{}
	for _, r := range capacity.Compute(c.written, c.in.Cluster, types) {
		byPath[r.Queue.Path] = r
	}
	for i := range c.out.Queues {
		out := &c.out.Queues[i]
		q := c.in.Fair.Find(out.Queue)
		r, ok := byPath[out.Queue]
		if q == nil || !ok {
			continue
		}
		g := r.Guaranteed
		out.Guaranteed = named(g, types)
		if !q.MinResources.Set {
			continue
		}
		minShare := compute.EffectiveMin(c.in.Fair, q)
		if m := c.steady[q]; m != nil {
			// the Fair Scheduler caps a min share at the maximum, and
			// runs no container beyond an ancestor's (fitsInMaxShare)
			for a := q; a != nil; a = a.Parent {
				minShare = resource.ComponentwiseMin(minShare, compute.EffectiveMax(c.in.Fair, a, c.in.Cluster, compute.EffectiveMin(c.in.Fair, a)))
			}
		}
		out.FairMinShare = named(minShare, types)
		c.facts.Guarantees = append(c.facts.Guarantees, Guarantee{Queue: q.FullName, Pos: q.MinResources.Pos(),
			MinResources: q.MinResources.Raw(), Guaranteed: g, MinShare: minShare, Asked: compute.EffectiveMin(c.in.Fair, q),
			Short: shortfall(g, minShare, c.tolerance(strings.Count(q.FullName, ".")))})
	}
}

// tolerance is, per type, the difference the Capacity Scheduler's own
// rounding makes for a queue depth levels below root: capacities are
// written to a thousandth of a percent, so a guarantee may miss by half of
// that share of the cluster at each level, plus one unit of truncation.
func (c *conv) tolerance(depth int) resource.Resource {
	t := make(resource.Resource, len(c.in.Cluster))
	for i, v := range c.in.Cluster {
		t[i] = int64(math.Floor(float64(v)*5e-6*float64(depth))) + 1
	}
	return t
}

// shortfall is, per type, how far g falls below want beyond tol; 0 where
// it does not.
func shortfall(g, want, tol resource.Resource) resource.Resource {
	short := make(resource.Resource, min(len(g), len(want)))
	for t := range short {
		if d := want[t] - g[t]; d > tol.Get(t) {
			short[t] = d
		}
	}
	return short
}

// named maps r by resource type name, as the JSON output does.
func named(r resource.Resource, types resource.ResourceTypes) map[string]int64 {
	out := make(map[string]int64, len(r))
	for t, v := range r {
		out[types.Name(t)] = v
	}
	return out
}
