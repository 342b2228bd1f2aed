package capacity

import (
	"github.com/fairsched/fairsched/core/javanum"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/hadoop"
)

// Hadoop's tolerances (declared in package hadoop with Hadoop's other
// constants).
const (
	childrenSumPrecision = hadoop.CapacityChildrenSumPrecision
)

// check records every reason release p's Capacity Scheduler refuses c, in
// the order the ResourceManager meets them (so the first is the one it
// reports): each queue's own settings when it is created, parents before
// children, and each parent's check of its children once they all exist.
func check(c *Config, p hadoop.Profile) {
	walkChecks(c, c.Root, p, Partitions(c))
	if !p.Capacity.SameNameLeaves {
		checkSameNameLeaves(c, p)
	}
}

func walkChecks(c *Config, q *Queue, p hadoop.Profile, parts map[*Queue]map[string]LabelCapacities) {
	if q.Parent != nil {
		checkRunningUnderStopped(c, q)
		checkAbsoluteAboveMaximum(c, q, parts)
		checkAboveMaximum(c, q)
		checkAboveParentMaximum(c, q)
	}
	for _, ch := range q.Children {
		walkChecks(c, ch, p, parts)
	}
	if len(q.Children) > 0 { // a parent creating its children has none to check yet
		checkChildren(c, q, p)
	}
}

// checkAboveMaximum: an absolute minimum may not exceed its absolute
// maximum (compared by the resource calculator: memory alone by default).
func checkAboveMaximum(c *Config, q *Queue) {
	if msg := aboveMaximum(c, q); msg != "" {
		c.fact(Fact{Kind: FactMinAboveMaximum, Queue: q.Path, Key: Prefix + q.Path + ".maximum-capacity", Pos: maxPos(q), Refuses: true, Refusal: msg})
	}
}

func aboveMaximum(c *Config, q *Queue) string {
	minAbs, maxAbs := q.Capacity.Kind == Absolute, q.MaxCapacity.Kind == Absolute
	if minAbs && maxAbs {
		lo, hi := entriesResource(q.Capacity), entriesResource(q.MaxCapacity)
		if lo[0] > hi[0] || c.DominantResources() && lo[1] > hi[1] {
			return "Min resource configuration " + resource.Resource(lo[:]).Java(nil) + " is greater than its max value:" + resource.Resource(hi[:]).Java(nil) + " in queue:" + q.Path
		}
		return ""
	}
	return ""
}

// entriesResource is an absolute value's memory and vcores.
func entriesResource(v Value) [2]int64 {
	var r [2]int64
	for _, e := range v.Entries {
		switch e.Type {
		case "memory-mb":
			r[0] = javanum.JavaLong(e.Value)
		case "vcores":
			r[1] = javanum.JavaLong(e.Value)
		}
	}
	return r
}

func maxPos(q *Queue) Pos {
	if q.MaxCapacity.Kind != Unset {
		return q.MaxCapacity.Pos
	}
	return q.Capacity.Pos
}

// checkSameNameLeaves: before YARN-9879 leaf names must be distinct.
func checkSameNameLeaves(c *Config, p hadoop.Profile) {
	first := map[string]*Queue{}
	for _, q := range c.Queues {
		if !q.IsLeaf() {
			continue
		}
		if o := first[q.Name]; o != nil {
			c.fact(Fact{Kind: FactSameNameLeaves, Queue: q.Path, Key: Prefix + q.Parent.Path + ".queues", Pos: q.Parent.QueuesPos, Refuses: true,
				Name: q.Name, Other: o.Path, Release: p.Version})
			continue
		}
		first[q.Name] = q
	}
}

// legacyMode reads yarn.scheduler.capacity.legacy-queue-mode.enabled
// (default true).
func legacyMode(c *Config) bool {
	return c.Globals["legacy-queue-mode.enabled"].Raw != "false"
}
