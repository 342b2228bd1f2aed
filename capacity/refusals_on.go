package capacity

import (
	"iter"

	"github.com/fairsched/fairsched/core/resource"
)

// RefusedOn reports whether the Capacity Scheduler refuses c on a cluster
// of the given size (nil when unknown): for what RefusalsOn returns.
func (c *Config) RefusedOn(cluster resource.Resource, types resource.ResourceTypes) bool {
	return len(c.RefusalsOn(cluster, types)) > 0
}

// RefusalsOn returns the reasons the Capacity Scheduler refuses c on a
// cluster of the given size (nil when unknown), in the order the reader
// met them (lint.CapacityRefusalsOn words them). They are c's refusing
// Facts, except a capacity above the maximum for a queue whose
// maximum-capacity, or a parent's, is an absolute resource or vector: the
// Capacity Scheduler reads such a maximum as 100% when it loads the file
// (the fraction check of CSQueueUtils then passes) and compares amounts
// only once it knows the cluster, so with a cluster size the guarantee is
// compared with the maximum on it, type by type
// (FactGuaranteeAboveMaximum), and without one the queue is not refused.
// A release that lowers such a guarantee to the maximum (LowersToMaximum,
// 3.4) refuses nothing on any cluster: GuaranteesLowered says where it
// lowers one.
func (c *Config) RefusalsOn(cluster resource.Resource, types resource.ResourceTypes) []Fact {
	var out []Fact
	absolute := map[string]bool{} // the queues under an absolute maximum, theirs or a parent's
	for _, q := range c.Queues {
		if q.MaxCapacity.Kind == Absolute || q.MaxCapacity.Kind == Vector || (q.Parent != nil && absolute[q.Parent.Path]) {
			absolute[q.Path] = true
		}
	}
	for _, f := range c.Facts {
		if f.Refuses && !(isAboveMaximum(f.Kind) && absolute[f.Queue]) {
			out = append(out, f)
		}
	}
	if cluster == nil || len(out) > 0 || len(absolute) == 0 || c.LowersToMaximum {
		return out
	}
	for _, r := range Compute(c, cluster, types) {
		if absolute[r.Queue.Path] && !r.Guaranteed.Fits(r.Maximum) {
			out = append(out, Fact{Kind: FactGuaranteeAboveMaximum, Queue: r.Queue.Path, Key: Prefix + r.Queue.Path + ".maximum-capacity",
				Pos: r.Queue.MaxCapacity.Pos, Refuses: true, Guaranteed: r.Guaranteed, Maximum: r.Maximum, Types: types})
		}
	}
	return out
}

// GuaranteesLowered yields the queues whose guarantee on the cluster is
// above their maximum and which the release lowers to it (LowersToMaximum;
// FactGuaranteeLowered): Hadoop 3.4 logs QUEUE_EXCEEDS_MAX_RESOURCE and
// the queue gets less than the file says. It is placed at the maximum,
// which caps the guarantee, as FactGuaranteeAboveMaximum is.
func GuaranteesLowered(shares []Share, types resource.ResourceTypes) iter.Seq[Fact] {
	return func(yield func(Fact) bool) {
		for i := range shares {
			r := &shares[i]
			if r.Unlowered == nil {
				continue
			}
			q := r.Queue
			if !yield(Fact{Kind: FactGuaranteeLowered, Queue: q.Path, Key: Prefix + q.Path + ".maximum-capacity", Pos: maxPos(q),
				Guaranteed: r.Unlowered, Maximum: r.Maximum, Types: types}) {
				return
			}
		}
	}
}
