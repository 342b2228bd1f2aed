package capacity

import "github.com/fairsched/fairsched/xmlconf"

// RefusalsOn returns the reasons the Capacity Scheduler refuses c on a
// cluster of the given size (nil when unknown). It is c's refusing
// Findings, except a capacity-above-maximum for a queue whose
// maximum-capacity, or a parent's, is an absolute resource or vector: the Capacity
// Scheduler reads such a maximum as 100% when it loads the file (the
// fraction check of CSQueueUtils then passes) and compares amounts only
// once it knows the cluster, so with a cluster size the guarantee is
// compared with the maximum on it, type by type, and without one the queue
// is not refused.
func (c *Config) RefusalsOn(cluster xmlconf.Resource, types xmlconf.ResourceTypes) []Finding {
	var out []Finding
	absolute := map[string]bool{} // the queues under an absolute maximum, theirs or a parent's
	for _, q := range c.Queues {
		if q.MaxCapacity.Kind == Absolute || q.MaxCapacity.Kind == Vector || (q.Parent != nil && absolute[q.Parent.Path]) {
			absolute[q.Path] = true
		}
	}
	for _, f := range c.Findings {
		if f.Refuses && !(f.Rule == CodeAboveMaximum && absolute[f.Queue]) {
			out = append(out, f)
		}
	}
	if cluster == nil || len(out) > 0 || len(absolute) == 0 {
		return out
	}
	for _, r := range Compute(c, cluster, types) {
		if absolute[r.Queue.Path] && !r.Guaranteed.Fits(r.Maximum) {
			out = append(out, Finding{Rule: CodeAboveMaximum, Queue: r.Queue.Path, Key: Prefix + r.Queue.Path + ".maximum-capacity",
				File: c.File, Pos: r.Queue.MaxCapacity.Pos, Refuses: true,
				Message: "queue " + r.Queue.Path + ": its guarantee " + r.Guaranteed.Format(types) + " on the cluster is above its absolute maximum-capacity " + r.Maximum.Format(types)})
		}
	}
	return out
}
