package capacity

import (
	"fmt"
	"math"

	"github.com/fairsched/fairsched/hadoop"
)

// checkChildren is the parent's check of its children when it is set up
// (ParentQueue.setChildQueues before 3.4, AbstractParentQueue's in 3.4,
// which skips it without the legacy queue mode).
func checkChildren(c *Config, q *Queue, p hadoop.Profile) {
	if p.Capacity.WeightMode {
		if legacyMode(c) || !p.Capacity.CapacityVectors {
			checkChildren34(c, q, p)
		}
		return
	}
	checkChildrenLegacy(c, q, p)
}

// checkChildrenLegacy (3.1–3.3): a parent other than root with a
// percentage above 0 may have no absolute child; with no absolute child the
// percentages add up to 100 (0 under a parent of capacity 0); with
// absolute children their minimums fit in the parent's.
func checkChildrenLegacy(c *Config, q *Queue, p hadoop.Profile) {
	for _, ch := range q.Children {
		if q.Parent != nil && q.Capacity.Kind == Percent && q.Capacity.Number != 0 && ch.Capacity.Kind == Absolute {
			c.add(Finding{Code: CodeMixedModes, Queue: q.Path, Key: Prefix + ch.Path + ".capacity", Pos: ch.Capacity.Pos, Refuses: true,
				Msg:  "Parent queue '" + q.Name + "' and child queue '" + ch.Name + "' should use either percentage based capacity configuration or absolute resource together.",
				Hint: "give " + q.Path + " an absolute capacity too, or its children percentages"})
			return
		}
	}
	if anyAbsolute(q.Children) {
		checkMinimumSum(c, q)
		return
	}
	checkSum(c, q, p)
}

// checkChildren34 (3.4, legacy queue mode): the children use one mode
// (percentage, weight or absolute; a child with none of them counts for
// none), an absolute parent has absolute children and the reverse, the
// minimums fit, and percentages add up to 100 or 0.
func checkChildren34(c *Config, q *Queue, p hadoop.Profile) {
	kinds := map[Kind]bool{}
	for _, ch := range q.Children {
		if k := modeOf(ch.Capacity); k != Unset {
			kinds[k] = true
		}
	}
	if len(kinds) > 1 {
		c.add(Finding{Code: CodeMixedModes, Queue: q.Path, Key: Prefix + q.Path + ".queues", Pos: q.QueuesPos, Refuses: true,
			Msg: mixedMessage34(q), Hint: "write every child's capacity in one form"})
		return
	}
	parentAbs := q.Capacity.Kind == Absolute
	if q.Parent != nil && (kinds[Absolute] || parentAbs) && kinds[Absolute] != parentAbs && len(kinds) > 0 {
		c.add(Finding{Code: CodeMixedModes, Queue: q.Path, Key: Prefix + q.Path + ".capacity", Pos: q.Capacity.Pos, Refuses: true,
			Msg:  "Parent=" + q.Path + ": When absolute minResource is used, we must make sure both parent and child all use absolute minResource",
			Hint: "write the capacities of " + q.Path + " and its children all as absolute resources, or none of them"})
		return
	}
	if kinds[Absolute] {
		checkMinimumSum(c, q)
	}
	if kinds[Percent] || len(kinds) == 0 && q.Capacity.Kind == Percent {
		checkSum(c, q, p)
	}
}

// modeOf is the mode a child counts for in 3.4: a capacity above 0 is a
// percentage, a weight a weight, a configured minimum absolute.
func modeOf(v Value) Kind {
	switch {
	case v.Kind == Percent && v.Number > 0:
		return Percent
	case v.Kind == Weight, v.Kind == Absolute:
		return v.Kind
	}
	return Unset
}

func anyAbsolute(qs []*Queue) bool {
	for _, q := range qs {
		if q.Capacity.Kind == Absolute {
			return true
		}
	}
	return false
}

// mixedMessage34 is 3.4's refusal of siblings in different modes, with its
// details for every child that has one.
func mixedMessage34(q *Queue) string {
	s := "Parent queue '" + q.Path + "' have children queue used mixed of  weight mode, percentage and absolute mode, it is not allowed, please double check, details:"
	for _, ch := range q.Children {
		mode := map[Kind]string{Percent: "percentage", Weight: "weight", Absolute: "absolute"}[modeOf(ch.Capacity)]
		if mode != "" {
			s += "{Queue=" + ch.Path + ", label= uses " + mode + " mode}. "
		}
	}
	return s
}

// checkMinimumSum: the children's absolute minimums, added up, may not be
// above the parent's configured minimum (compared by the calculator:
// memory alone by default). Root has none.
func checkMinimumSum(c *Config, q *Queue) {
	if q.Capacity.Kind != Absolute {
		return
	}
	var sum [2]int64
	for _, ch := range q.Children {
		if ch.Capacity.Kind == Absolute {
			r := entriesResource(ch.Capacity)
			sum[0], sum[1] = sum[0]+r[0], sum[1]+r[1]
		}
	}
	parent := entriesResource(q.Capacity)
	if parent[0] < sum[0] || c.DominantResources() && parent[1] < sum[1] {
		c.add(Finding{Code: CodeChildrenSum, Queue: q.Path, Key: Prefix + q.Path + ".capacity", Pos: q.Capacity.Pos, Refuses: true,
			Msg:  "Parent Queues capacity: " + javaResource(parent) + " is less than to its children:" + javaResource(sum) + " for queue:" + q.Name,
			Hint: "raise " + q.Path + "'s capacity to at least its children's sum, or lower theirs"})
	}
}

// checkSum is the parent's check of percentages: the children's
// capacities, each a Java float fraction summed in float, within 0.0005 of
// 1 when the parent's capacity is above 0, and 0 when it is 0; 3.4 also
// takes a sum of 0 (with allow-zero-capacity-sum under a parent above 0).
func checkSum(c *Config, q *Queue, p hadoop.Profile) {
	var sum float32
	for _, ch := range q.Children {
		if ch.Capacity.Kind == Percent {
			sum += ch.Capacity.Number / 100
		}
	}
	parentCap := float32(1)
	if q.Parent != nil {
		parentCap = 0
		if q.Capacity.Kind == Percent {
			parentCap = q.Capacity.Number / 100
		}
	}
	zeroOK := p.Capacity.FlexibleAutoCreation && q.Settings["allow-zero-capacity-sum"].Raw == "true"
	off := float32(math.Abs(float64(1-sum))) > childrenSumPrecision
	zero := float32(math.Abs(float64(sum))) <= childrenSumPrecision
	msg := ""
	switch {
	case !p.Capacity.WeightMode && (parentCap > 0 && off || parentCap == 0 && sum > 0):
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

// checkAboveParentMaximum: an absolute maximum may not be above the
// nearest ancestor's absolute maximum (memory alone by default).
func checkAboveParentMaximum(c *Config, q *Queue) {
	if q.MaxCapacity.Kind != Absolute {
		return
	}
	a := absoluteMaxAncestor(q.Parent)
	if a == nil {
		return
	}
	mine, theirs := entriesResource(q.MaxCapacity), entriesResource(a.MaxCapacity)
	if mine[0] > theirs[0] || c.DominantResources() && mine[1] > theirs[1] {
		c.add(Finding{Code: CodeAboveMaximum, Queue: q.Path, Key: Prefix + q.Path + ".maximum-capacity", Pos: q.MaxCapacity.Pos, Refuses: true,
			Msg:  "Max resource configuration " + javaResource(mine) + " is greater than parents max value:" + javaResource(theirs) + " in queue:" + q.Path,
			Hint: "lower it to at most " + a.Path + "'s maximum"})
	}
}

// absoluteMaxAncestor is the nearest queue from q up with an absolute
// maximum-capacity, nil when none has one.
func absoluteMaxAncestor(q *Queue) *Queue {
	for ; q != nil; q = q.Parent {
		if q.MaxCapacity.Kind == Absolute {
			return q
		}
	}
	return nil
}
