package capacity

import (
	"fmt"
	"slices"
)

// LabelCapacities are one queue's capacities on one partition as
// QueueCapacities holds them after CSQueueUtils loads them: capacity and
// maximum-capacity as fractions of the parent, and their absolute values
// (fractions of the partition), all Java floats.
type LabelCapacities struct {
	Capacity, MaxCapacity, AbsCapacity, AbsMaxCapacity float32
}

// Partitions returns every queue's capacities per partition ("" is the
// default one) for the percentage forms: a partition exists for a queue
// when the file sets accessible-node-labels.<label>.* for it (and "" always);
// an absolute capacity is the parent's times the queue's when the queue's is
// above 0, as updateAbsoluteCapacitiesByNodeLabels computes it, else 0; a
// partition the parent lacks counts as 0. Weights and absolute resources
// count as a capacity of 0 here (their figures come from Shares).
func Partitions(c *Config) map[*Queue]map[string]LabelCapacities {
	out := make(map[*Queue]map[string]LabelCapacities, len(c.Queues))
	for _, q := range c.Queues {
		var parent map[string]LabelCapacities
		if q.Parent != nil {
			parent = out[q.Parent]
		}
		m := make(map[string]LabelCapacities, 1+len(q.LabelCapacity))
		for _, l := range partitionsOf(q) {
			lc := LabelCapacities{Capacity: percentOf(capacityFor(q, l), 0), MaxCapacity: percentOf(maxFor(q, l), 1)}
			pc, pm := float32(1), float32(1)
			if q.Parent != nil {
				p := parent[l]
				pc, pm = p.AbsCapacity, p.AbsMaxCapacity
			}
			if lc.Capacity > 0 {
				lc.AbsCapacity = lc.Capacity * pc
			}
			if lc.MaxCapacity > 0 {
				lc.AbsMaxCapacity = lc.MaxCapacity * pm
			}
			m[l] = lc
		}
		out[q] = m
	}
	return out
}

// defaultPartition is partitionsOf a queue that configures no label.
var defaultPartition = []string{""}

// partitionsOf is "" and the labels the queue configures, sorted. The
// result is shared: callers do not change it.
func partitionsOf(q *Queue) []string {
	if len(q.LabelCapacity) == 0 && len(q.LabelMaxCapacity) == 0 {
		return defaultPartition
	}
	ls := []string{""}
	for l := range q.LabelCapacity {
		ls = append(ls, l)
	}
	for l := range q.LabelMaxCapacity {
		if _, ok := q.LabelCapacity[l]; !ok {
			ls = append(ls, l)
		}
	}
	slices.Sort(ls)
	return ls
}

func capacityFor(q *Queue, label string) Value {
	if label == "" {
		if q.Parent == nil {
			return Value{Kind: Percent, Number: 100}
		}
		return q.Capacity
	}
	return q.LabelCapacity[label]
}

func maxFor(q *Queue, label string) Value {
	if label == "" {
		return q.MaxCapacity
	}
	return q.LabelMaxCapacity[label]
}

// percentOf is a percentage value as a fraction, def when it is not one.
func percentOf(v Value, def float32) float32 {
	if v.Kind != Percent {
		if v.Kind == Unset {
			return def
		}
		return 0
	}
	return v.Number / 100
}

// checkAbsoluteAboveMaximum is CSQueueUtils.capacitiesSanityCheck: on every
// partition a queue's absolute capacity may not exceed its absolute
// maximum (the capacity itself may exceed the maximum-capacity, which is
// how a leaf "disables elasticity" under a smaller parent).
func checkAbsoluteAboveMaximum(c *Config, q *Queue, parts map[*Queue]map[string]LabelCapacities) {
	for _, l := range partitionsOf(q) {
		lc := parts[q][l]
		if lc.AbsCapacity <= lc.AbsMaxCapacity {
			continue
		}
		key, pos := Prefix+q.Path+".maximum-capacity", maxPos(q)
		if l != "" {
			key, pos = Prefix+q.Path+".accessible-node-labels."+l+".maximum-capacity", q.LabelMaxCapacity[l].Pos
			if !pos.IsValid() {
				pos = q.LabelCapacity[l].Pos
			}
		}
		c.fact(Fact{Kind: FactAbsCapacityAboveMaximum, Queue: q.Path, Key: key, Pos: pos, Refuses: true, Name: l,
			Refusal: fmt.Sprintf("Illegal queue capacity setting (abs-capacity=%s) > (abs-maximum-capacity=%s) for queue=[%s],label=[%s]",
				JavaFloat(lc.AbsCapacity), JavaFloat(lc.AbsMaxCapacity), q.Path, l)})
	}
}
