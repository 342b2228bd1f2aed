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
		kinds[kindOf(ch.Capacity)] = true
	}
	if len(kinds) > 1 && !(p.Capacity.CapacityVectors && !legacyMode(c)) {
		c.add(Finding{Code: CodeMixedModes, Queue: q.Path, Key: Prefix + q.Path + ".queues", Pos: q.QueuesPos, Refuses: true,
			Msg:  mixedMessage(q, p),
			Hint: "write every child's capacity in one form"})
		return
	}
	if kinds[Absolute] && q.Parent != nil && q.Capacity.Kind != Absolute && q.Capacity.Kind != Vector {
		c.add(Finding{Code: CodeMixedModes, Queue: q.Path, Key: Prefix + q.Path + ".capacity", Pos: q.Capacity.Pos, Refuses: true,
			Msg:  absoluteUnderPercent(q, p),
			Hint: "give " + q.Path + " an absolute capacity too"})
		return
	}
	if kinds[Percent] {
		checkSum(c, q, p)
	}
}

// mixedMessage is the release's refusal of siblings in different forms:
// 3.4 lists each child's mode; earlier releases name the parent and the
// first absolute child.
func mixedMessage(q *Queue, p hadoop.Profile) string {
	if p.Capacity.WeightMode {
		s := "Parent queue '" + q.Path + "' have children queue used mixed of  weight mode, percentage and absolute mode, it is not allowed, please double check, details:"
		for _, ch := range q.Children {
			mode := map[Kind]string{Percent: "percentage", Weight: "weight", Absolute: "absolute", Vector: "absolute"}[kindOf(ch.Capacity)]
			s += "{Queue=" + ch.Path + ", label= uses " + mode + " mode}. "
		}
		return s
	}
	for _, ch := range q.Children {
		if ch.Capacity.Kind == Absolute {
			return "Parent queue '" + q.Path + "' and child queue '" + ch.Path + "' should use either percentage based capacity configuration or absolute resource together."
		}
	}
	return fmt.Sprintf("the children of %s mix capacity forms (%s)", q.Path, kindList(q))
}

// absoluteUnderPercent is the refusal of absolute children under a
// percentage parent.
func absoluteUnderPercent(q *Queue, p hadoop.Profile) string {
	if p.Capacity.WeightMode {
		return "Parent=" + q.Path + ": When absolute minResource is used, we must make sure both parent and child all use absolute minResource"
	}
	for _, ch := range q.Children {
		if ch.Capacity.Kind == Absolute {
			return "Parent queue '" + q.Path + "' and child queue '" + ch.Path + "' should use either percentage based capacity configuration or absolute resource together."
		}
	}
	return ""
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

// checkSum is the parent's check: the children's capacities, each a Java
// float fraction summed in float, must be within 0.0005 of 1 when the
// parent's capacity is above 0 (or all 0 with allow-zero-capacity-sum,
// 3.4), and 0 when it is 0.
func checkSum(c *Config, q *Queue, p hadoop.Profile) {
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
	zeroOK := p.Capacity.FlexibleAutoCreation && q.Settings["allow-zero-capacity-sum"].Raw == "true"
	off := float32(math.Abs(float64(1-sum))) > childrenSumPrecision
	zero := float32(math.Abs(float64(sum))) <= childrenSumPrecision
	msg := ""
	switch {
	case !p.Capacity.WeightMode && (parentCap > 0 && off && !(zero && zeroOK) || parentCap == 0 && sum > 0):
		msg = fmt.Sprintf("Illegal capacity of %s for children of queue %s", JavaFloat(sum), q.Name)
	case p.Capacity.WeightMode && off && !zero:
		msg = fmt.Sprintf("Illegal capacity sum of %s for children of queue %s for label=. It should be either 0 or 1.0", JavaFloat(sum), q.Path)
	case p.Capacity.WeightMode && zero && parentCap > 0 && !zeroOK:
		msg = fmt.Sprintf("Illegal capacity sum of %s for children of queue %s for label=. It is set to 0, but parent percent != 0, and doesn't allow children capacity to set to 0", JavaFloat(sum), q.Path)
	case p.Capacity.WeightMode && !off && parentCap == 0 && !zeroOK:
		msg = fmt.Sprintf("Illegal capacity sum of %s for children of queue %s for label=. queue=%s has zero capacity, but childqueues have positive capacities", JavaFloat(sum), q.Path, q.Path)
	}
	if msg != "" {
		c.add(Finding{Code: CodeChildrenSum, Queue: q.Path, Key: Prefix + q.Path + ".queues", Pos: q.QueuesPos, Refuses: true,
			Msg:  msg + fmt.Sprintf(" (the children's capacities add up to %s%%)", JavaFloat(sum*100)),
			Hint: "make the children's capacities add up to 100 (within 0.05)"})
	}
}

// checkAboveMaximum: a percentage capacity may not exceed its
// maximum-capacity (CSQueueUtils' sanity check, on the float fractions),
// and an absolute minimum may not exceed its absolute maximum (compared
// by the resource calculator: memory alone by default).
func checkAboveMaximum(c *Config) {
	if c.Refused() {
		return
	}
	for _, q := range c.Queues {
		if q.Parent == nil {
			continue
		}
		if msg := aboveMaximum(c, q); msg != "" {
			c.add(Finding{Code: CodeAboveMaximum, Queue: q.Path, Key: Prefix + q.Path + ".maximum-capacity", Pos: maxPos(q), Refuses: true,
				Msg: msg, Hint: "raise maximum-capacity to at least the capacity"})
		}
	}
}

func aboveMaximum(c *Config, q *Queue) string {
	minAbs, maxAbs := q.Capacity.Kind == Absolute, q.MaxCapacity.Kind == Absolute
	if minAbs && maxAbs {
		lo, hi := entriesResource(q.Capacity), entriesResource(q.MaxCapacity)
		if lo[0] > hi[0] || c.DominantResources() && lo[1] > hi[1] {
			return "Min resource configuration " + javaResource(lo) + " is greater than its max value:" + javaResource(hi) + " in queue:" + q.Path
		}
		return ""
	}
	if q.Capacity.Kind != Percent || minAbs || maxAbs || q.MaxCapacity.Kind == Vector {
		return ""
	}
	capacity, maximum := q.Capacity.Number/100, float32(1)
	if q.MaxCapacity.Kind == Percent {
		maximum = q.MaxCapacity.Number / 100
	}
	if capacity > maximum {
		return fmt.Sprintf("Illegal queue capacity setting, (capacity=%s) > (maximum-capacity=%s). When label=[]", JavaFloat(capacity), JavaFloat(maximum))
	}
	return ""
}

// entriesResource is an absolute value's memory and vcores.
func entriesResource(v Value) [2]int64 {
	var r [2]int64
	for _, e := range v.Entries {
		switch e.Type {
		case "memory-mb":
			r[0] = int64(e.Value)
		case "vcores":
			r[1] = int64(e.Value)
		}
	}
	return r
}

// javaResource is Resource.toString for memory and vcores.
func javaResource(r [2]int64) string {
	return fmt.Sprintf("<memory:%d, vCores:%d>", r[0], r[1])
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
			c.add(Finding{Code: CodeSameNameLeaves, Queue: q.Path, Key: Prefix + q.Parent.Path + ".queues", Pos: q.Parent.QueuesPos, Refuses: true,
				Msg:  fmt.Sprintf("Two leaf queues were named %s (%s and %s); Hadoop %s requires distinct leaf queue names", q.Name, o.Path, q.Path, p.Version),
				Hint: "rename one of them"})
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
