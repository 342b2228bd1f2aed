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
	caps := make(map[*Queue][]labelCaps, len(c.Queues))
	for _, q := range c.Queues {
		qc := queueCapacities(nil, q, caps[q.Parent])
		caps[q] = qc
		m := make(map[string]LabelCapacities, len(qc))
		for _, lc := range qc {
			m[lc.label] = lc.LabelCapacities
		}
		out[q] = m
	}
	return out
}

// labelCaps is a queue's capacities on one partition.
type labelCaps struct {
	label string
	LabelCapacities
}

// queueCapacities appends to dst q's capacities on each of its partitions,
// in the order of partitionsOf (Partitions' figures), given its parent's
// (nil for root). The check walks the tree with them, parent before
// children, so that a file of 100,000 queues holds no map per queue (and,
// with room on the stack for the default partition, allocates nothing).
func queueCapacities(dst []labelCaps, q *Queue, parent []labelCaps) []labelCaps {
	for _, l := range partitionsOf(q) {
		lc := LabelCapacities{Capacity: percentOf(capacityFor(q, l), 0), MaxCapacity: percentOf(maxFor(q, l), 1)}
		pc, pm := float32(1), float32(1)
		if q.Parent != nil {
			p := capsOn(parent, l)
			pc, pm = p.AbsCapacity, p.AbsMaxCapacity
		}
		if lc.Capacity > 0 {
			lc.AbsCapacity = lc.Capacity * pc
		}
		if lc.MaxCapacity > 0 {
			lc.AbsMaxCapacity = lc.MaxCapacity * pm
		}
		dst = append(dst, labelCaps{label: l, LabelCapacities: lc})
	}
	return dst
}

// capsOn is the capacities of caps on partition l, zero when the queue
// lacks it.
func capsOn(caps []labelCaps, l string) LabelCapacities {
	for _, c := range caps {
		if c.label == l {
			return c.LabelCapacities
		}
	}
	return LabelCapacities{}
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
func checkAbsoluteAboveMaximum(c *Config, q *Queue, caps []labelCaps) {
	for _, lc := range caps {
		l := lc.label
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
