package capacity

import (
	"fmt"
	"math"

	"github.com/fairsched/fairsched/hadoop"
)

// Hadoop's tolerances (declared in package hadoop with Hadoop's other
// constants).
const (
	childrenSumPrecision = hadoop.CapacityChildrenSumPrecision
	aboveMaxEpsilon      = hadoop.CapacityAboveMaxEpsilon
)

// check records every reason release p's Capacity Scheduler refuses c.
func check(c *Config, p hadoop.Profile) {
	for _, q := range c.Queues {
		if !q.IsLeaf() {
			checkChildren(c, q, p)
		}
	}
	checkAboveMaximum(c)
	if !p.Capacity.SameNameLeaves {
		checkSameNameLeaves(c, p)
	}
}

// checkChildren: one form among siblings (unless capacity vectors are read
// without the legacy queue mode), absolute children only under an absolute
// parent, and percentages adding up to 100.
func checkChildren(c *Config, q *Queue, p hadoop.Profile) {
	kinds := map[Kind]bool{}
	for _, ch := range q.Children {
		k := ch.Capacity.Kind
		if k == Unset {
			k = Percent
		}
		kinds[k] = true
	}
	if len(kinds) > 1 && !(p.Capacity.CapacityVectors && !legacyMode(c)) {
		c.add(Finding{Rule: CodeMixedModes, Queue: q.Path, Key: Prefix + q.Path + ".queues", Pos: q.QueuesPos, Refuses: true,
			Message: fmt.Sprintf("the children of %s mix capacity forms (%s); Hadoop %s refuses a parent whose children do not all use percentages, all weights or all absolute resources", q.Path, kindList(q), p.Version),
			Hint:    "write every child's capacity in one form"})
		return
	}
	if kinds[Absolute] && q.Parent != nil && q.Capacity.Kind != Absolute && q.Capacity.Kind != Vector {
		c.add(Finding{Rule: CodeMixedModes, Queue: q.Path, Key: Prefix + q.Path + ".capacity", Pos: q.Capacity.Pos, Refuses: true,
			Message: fmt.Sprintf("%s uses a %s capacity but its children absolute resources; the parent and its children must use percentages or absolute resources together", q.Path, kindOf(q.Capacity)),
			Hint:    "give " + q.Path + " an absolute capacity too"})
		return
	}
	if kinds[Percent] {
		checkSum(c, q)
	}
}

func kindOf(v Value) Kind {
	if v.Kind == Unset {
		return Percent
	}
	return v.Kind
}

func kindList(q *Queue) string {
	s := ""
	for i, ch := range q.Children {
		if i > 0 {
			s += ", "
		}
		s += ch.Name + " " + kindOf(ch.Capacity).String()
	}
	return s
}

// checkSum is ParentQueue's check: the children's capacities, each a Java
// float fraction summed in float, must be within 0.0005 of 1 when the
// parent's capacity is above 0 (or all 0 with allow-zero-capacity-sum), and
// 0 when it is 0.
func checkSum(c *Config, q *Queue) {
	var sum float32
	for _, ch := range q.Children {
		if ch.Capacity.Kind == Percent {
			sum += ch.Capacity.Number / 100
		}
	}
	parentCap := float32(1)
	if q.Parent != nil && q.Capacity.Kind == Percent {
		parentCap = q.Capacity.Number / 100
	} else if q.Parent != nil && q.Capacity.Kind == Unset {
		parentCap = 0
	}
	zeroOK := sum == 0 && q.Settings["allow-zero-capacity-sum"].Raw == "true"
	delta := float32(math.Abs(float64(1 - sum)))
	if (parentCap > 0 && delta > childrenSumPrecision && !zeroOK) || (parentCap == 0 && sum > 0) {
		c.add(Finding{Rule: CodeChildrenSum, Queue: q.Path, Key: Prefix + q.Path + ".queues", Pos: q.QueuesPos, Refuses: true,
			Message: fmt.Sprintf("Illegal capacity of %s for children of queue %s (the children's capacities add up to %s%%, not 100)", JavaFloat(sum), q.Path, JavaFloat(sum*100)),
			Hint:    "make the children's capacities add up to 100 (within 0.05)"})
	}
}

// checkAboveMaximum is CSQueueUtils' check: a queue's absolute capacity
// may not exceed its absolute maximum by more than 0.0001.
func checkAboveMaximum(c *Config) {
	if c.Refused() {
		return
	}
	one := []int64{1 << 40, 1 << 40}
	for _, r := range Compute(c, one, nil) {
		q := r.Queue
		if exceedsMaximum(r) {
			c.add(Finding{Rule: CodeAboveMaximum, Queue: q.Path, Key: Prefix + q.Path + ".maximum-capacity", Pos: maxPos(q), Refuses: true,
				Message: fmt.Sprintf("Illegal call to setMaxCapacity. Queue '%s' has an absolute capacity (%s) greater than its absolute maximumCapacity (%s)",
					q.Path, JavaFloat(r.AbsCapacity), JavaFloat(r.AbsMaxCapacity)),
				Hint: "raise maximum-capacity to at least the capacity"})
		}
	}
}

// exceedsMaximum compares fractions for percentages and weights, and
// amounts type by type when either side is absolute.
func exceedsMaximum(r Result) bool {
	if r.Queue.Capacity.Kind == Absolute || r.Queue.Capacity.Kind == Vector || r.Queue.MaxCapacity.Kind == Absolute || r.Queue.MaxCapacity.Kind == Vector {
		return !r.Guaranteed.Fits(r.Maximum)
	}
	return r.AbsMaxCapacity < r.AbsCapacity-aboveMaxEpsilon
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
			c.add(Finding{Rule: CodeSameNameLeaves, Queue: q.Path, Key: Prefix + q.Parent.Path + ".queues", Pos: q.Parent.QueuesPos, Refuses: true,
				Message: fmt.Sprintf("Two leaf queues were named %s (%s and %s); Hadoop %s requires distinct leaf queue names", q.Name, o.Path, q.Path, p.Version),
				Hint:    "rename one of them"})
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
