package capacity

import (
	"fmt"
	"math"
	"strings"

	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/hadoop"
)

// checkChildren is the parent's check of its children when it is set up
// (ParentQueue.setChildQueues before 3.4, AbstractParentQueue's in 3.4,
// which skips it without the legacy queue mode).
func checkChildren(c *Config, q *Queue, p hadoop.Profile) {
	for _, ch := range q.Children {
		if ch.Capacity.Refused { // Hadoop stopped at the child's value
			return
		}
	}
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
			c.fact(Fact{Kind: FactAbsoluteChildOfPercent, Queue: q.Path, Key: Prefix + ch.Path + ".capacity", Pos: ch.Capacity.Pos, Refuses: true,
				Refusal: "Parent queue '" + q.Name + "' and child queue '" + ch.Name + "' should use either percentage based capacity configuration or absolute resource together."})
			return
		}
	}
	if anyAbsolute(q.Children) {
		checkMinimumSum(c, q)
		return
	}
	checkSum(c, q, p)
	checkLabelSums(c, q, p)
}

// checkChildren34 (3.4, legacy queue mode): the children use one mode
// (percentage, weight or absolute), an absolute parent has absolute
// children and the reverse, the minimums fit, and percentages add up to 100
// or 0.
func checkChildren34(c *Config, q *Queue, p hadoop.Profile) {
	m := childModes(q)
	if m.count() > 1 {
		c.fact(Fact{Kind: FactMixedChildModes, Queue: q.Path, Key: Prefix + q.Path + ".queues", Pos: q.QueuesPos, Refuses: true,
			Refusal: "Parent queue '" + q.Path + "' have children queue used mixed of  weight mode, percentage and absolute mode, it is not allowed, please double check, details:" + m.details})
		return
	}
	parentAbs := q.Capacity.Kind == Absolute
	if q.Parent != nil && m.count() > 0 && m.absolute != parentAbs {
		c.fact(Fact{Kind: FactAbsoluteMismatch, Queue: q.Path, Key: Prefix + q.Path + ".capacity", Pos: q.Capacity.Pos, Refuses: true,
			Refusal: "Parent=" + q.Path + ": When absolute minResource is used, we must make sure both parent and child all use absolute minResource"})
		return
	}
	switch {
	case m.absolute:
		checkMinimumSum(c, q)
	case m.percentage || m.count() == 0 && q.Capacity.Kind == Percent:
		checkSum(c, q, p)
		checkLabelSums(c, q, p)
	}
}

// checkLabelSums is the same check on every node label the parent
// configures: its children's capacities for the label (0 for a child
// without one) add up to 100 when the parent's is above 0, to 0 when it is
// 0 (3.4 also takes 0 under a parent above 0 only with
// allow-zero-capacity-sum).
func checkLabelSums(c *Config, q *Queue, p hadoop.Profile) {
	for _, l := range partitionsOf(q) {
		if l == "" || labelRefused(q, l) {
			continue
		}
		var sum float32
		for _, ch := range q.Children {
			sum += percentOf(ch.LabelCapacity[l], 0)
		}
		parentCap := float32(1)
		if q.Parent != nil || q.LabelCapacity[l].Kind != Unset {
			parentCap = percentOf(q.LabelCapacity[l], 0)
		}
		zeroOK := p.Capacity.FlexibleAutoCreation && q.Settings["allow-zero-capacity-sum"].Raw == "true"
		off := float32(math.Abs(float64(1-sum))) > childrenSumPrecision
		zero := float32(math.Abs(float64(sum))) <= childrenSumPrecision
		parentPercent := q.LabelCapacity[l].Kind == Percent || q.LabelCapacity[l].Kind == Unset
		msg := ""
		switch {
		case !p.Capacity.WeightMode && (parentCap > 0 && off || parentCap == 0 && sum > 0):
			msg = fmt.Sprintf("Illegal capacity of %s for children of queue %s for label=%s", JavaFloat(sum), q.Name, l)
		case p.Capacity.WeightMode && off && !zero:
			msg = fmt.Sprintf("Illegal capacity sum of %s for children of queue %s for label=%s. It should be either 0 or 1.0", JavaFloat(sum), q.Path, l)
		case !parentPercent:
		case p.Capacity.WeightMode && zero && parentCap > 0 && !zeroOK:
			msg = fmt.Sprintf("Illegal capacity sum of %s for children of queue %s for label=%s. It is set to 0, but parent percent != 0, and doesn't allow children capacity to set to 0", JavaFloat(sum), q.Path, l)
		case p.Capacity.WeightMode && !off && parentCap == 0 && !zeroOK:
			msg = fmt.Sprintf("Illegal capacity sum of %s for children of queue %s for label=%s. queue=%s has zero capacity, but childqueues have positive capacities", JavaFloat(sum), q.Path, l, q.Path)
		}
		if msg != "" {
			c.fact(Fact{Kind: FactLabelChildrenSum, Queue: q.Path, Key: Prefix + q.Path + ".queues", Pos: q.QueuesPos, Refuses: true, Refusal: msg, Name: l})
		}
	}
}

// labelRefused reports whether Hadoop stopped at q's or a child's capacity
// for label l while building the queues, before the parent's check of the
// label's sum.
func labelRefused(q *Queue, l string) bool {
	if q.LabelCapacity[l].Refused {
		return true
	}
	for _, ch := range q.Children {
		if ch.LabelCapacity[l].Refused {
			return true
		}
	}
	return false
}

// modes is what AbstractParentQueue's getCapacityConfigurationTypeForQueues
// finds among the children, with its details.
type modes struct {
	percentage, weight, absolute bool
	details                      string
}

func (m modes) count() int {
	n := 0
	for _, b := range []bool{m.percentage, m.weight, m.absolute} {
		if b {
			n++
		}
	}
	return n
}

// childModes walks the children in their .queues order as 3.4 does: a
// capacity above 0 sets the percentage flag, which stays set for the
// following children until an absolute minimum clears it; a weight sets
// the weight flag. Each child adds "uses weight mode", "uses absolute mode"
// and (while the flag is set) "uses percentage mode" to the details, which
// are written only when the modes are mixed. So a percentage child listed
// before an absolute one is forgotten: Hadoop accepts that order and
// refuses the other.
func childModes(q *Queue) modes {
	m := walkModes(q, nil)
	if m.count() > 1 {
		var b strings.Builder
		walkModes(q, &b)
		m.details = b.String()
	}
	return m
}

func walkModes(q *Queue, details *strings.Builder) modes {
	var m modes
	note := func(ch *Queue, mode string) {
		if details != nil {
			details.WriteString("{Queue=" + ch.Path + ", label= uses " + mode + " mode}. ")
		}
	}
	for _, ch := range q.Children {
		v := ch.Capacity
		weightVector := v.Kind == Vector && hasKind(v, Weight)
		if v.Kind == Percent && v.Number > 0 {
			m.percentage = true
		}
		if v.Kind == Weight || weightVector {
			m.weight = true
			note(ch, "weight")
		}
		if v.Kind == Absolute || weightVector {
			m.absolute, m.percentage = true, false
			note(ch, "absolute")
		}
		if m.percentage {
			note(ch, "percentage")
		}
	}
	return m
}

func hasKind(v Value, k Kind) bool {
	for _, e := range v.Entries {
		if e.Kind == k {
			return true
		}
	}
	return false
}

func anyAbsolute(qs []*Queue) bool {
	for _, q := range qs {
		if q.Capacity.Kind == Absolute {
			return true
		}
	}
	return false
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
		c.fact(Fact{Kind: FactMinimumSum, Queue: q.Path, Key: Prefix + q.Path + ".capacity", Pos: q.Capacity.Pos, Refuses: true,
			Refusal: "Parent Queues capacity: " + resource.Resource(parent[:]).Java(nil) + " is less than to its children:" + resource.Resource(sum[:]).Java(nil) + " for queue:" + q.Name})
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
	// 3.4 compares with the parent's percentage only when it has one.
	parentPercent := q.Parent == nil || q.Capacity.Kind == Percent || q.Capacity.Kind == Unset
	zeroOK := p.Capacity.FlexibleAutoCreation && q.Settings["allow-zero-capacity-sum"].Raw == "true"
	off := float32(math.Abs(float64(1-sum))) > childrenSumPrecision
	zero := float32(math.Abs(float64(sum))) <= childrenSumPrecision
	msg := ""
	switch {
	case !p.Capacity.WeightMode && (parentCap > 0 && off || parentCap == 0 && sum > 0):
		msg = fmt.Sprintf("Illegal capacity of %s for children of queue %s", JavaFloat(sum), q.Name)
	case p.Capacity.WeightMode && off && !zero:
		msg = fmt.Sprintf("Illegal capacity sum of %s for children of queue %s for label=. It should be either 0 or 1.0", JavaFloat(sum), q.Path)
	case p.Capacity.WeightMode && zero && parentPercent && parentCap > 0 && !zeroOK:
		msg = fmt.Sprintf("Illegal capacity sum of %s for children of queue %s for label=. It is set to 0, but parent percent != 0, and doesn't allow children capacity to set to 0", JavaFloat(sum), q.Path)
	case p.Capacity.WeightMode && !off && parentPercent && parentCap == 0 && !zeroOK:
		msg = fmt.Sprintf("Illegal capacity sum of %s for children of queue %s for label=. queue=%s has zero capacity, but childqueues have positive capacities", JavaFloat(sum), q.Path, q.Path)
	}
	if msg != "" {
		c.fact(Fact{Kind: FactChildrenSum, Queue: q.Path, Key: Prefix + q.Path + ".queues", Pos: q.QueuesPos, Refuses: true, Refusal: msg, Float: sum})
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
		c.fact(Fact{Kind: FactMaxAboveParentMaximum, Queue: q.Path, Key: Prefix + q.Path + ".maximum-capacity", Pos: q.MaxCapacity.Pos, Refuses: true, Other: a.Path,
			Refusal: "Max resource configuration " + resource.Resource(mine[:]).Java(nil) + " is greater than parents max value:" + resource.Resource(theirs[:]).Java(nil) + " in queue:" + q.Path})
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
