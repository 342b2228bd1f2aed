package convert

import (
	"fmt"
	"math"
	"slices"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/xmlconf"
)

// capacities writes the children's capacities and maxima. With --cluster
// each child's capacity is its steady fair share over its parent's (the
// Fair Scheduler's share, capped at its maximum and raised to its
// minimum); without, its weight over its siblings'. Either way no
// capacity exceeds its maximum and the siblings add up to 100.
func (c *conv) capacities(q *xmlconf.Queue, kids []*xmlconf.Queue) {
	maxima := make([]maxInfo, len(kids))
	targets, caps := c.targets(q, kids), make([]float64, len(kids))
	for i, k := range kids {
		maxima[i] = c.maximum(k)
		caps[i] = math.Inf(1)
		if c.absCap[q] > 0 && maxima[i].abs < c.absCap[q] {
			caps[i] = max(0, maxima[i].abs) / c.absCap[q] * 100
		}
	}
	a := Assign(targets, c.weightShares(q, kids), caps)
	if a.Infeasible {
		c.infeasible(q, kids, a)
	}
	c.cutToMaximum(kids, targets, caps, maxima, a)
	byWeight := !negativeWeight(kids) && !binds(a.Percent, c.weightShares(q, kids))
	zero := true
	for i, k := range kids {
		zero = zero && a.Percent[i] == 0
		value := c.capacityValue(q, k, kids, a.Percent[i], byWeight)
		c.cs(capacity.Prefix+k.FullName+".capacity", value, c.capacityFrom(k))
		c.absCap[k] = c.absCap[q] * a.Percent[i] / 100
		maxValue := c.writeMaximum(k, maxima[i], a.Raised[i])
		c.out.Queues = append(c.out.Queues, Queue{Queue: k.FullName, Capacity: value, MaximumCapacity: maxValue})
	}
	if zero && c.in.Target.Capacity.FlexibleAutoCreation { // YARN-10496: read from 3.4.0, ignored before
		c.cs(capacity.Prefix+q.FullName+".allow-zero-capacity-sum", "true", c.from(fmt.Sprintf("<queue name=%q> children's weights all 0", q.Name), q.Pos))
	}
}

// capacityValue is how child k's share of parent q (percent) is written.
// Weights appear only as the Fair Scheduler's weights: in weight mode, the
// child's own weight where the weights decide the shares (fs2cs's form).
// Under a parent that creates queues at submission (flexible creation,
// which needs weights) the shares are written as weights on the scale of
// the children's Fair weights, so that a queue created beside them, with
// the default weight 1 as in the Fair Scheduler, gets the part of the
// parent the Fair Scheduler gave it. Elsewhere a share that is not the
// weights' (--cluster, or maxima that bind) is written as the percentage
// it is.
func (c *conv) capacityValue(q, k *xmlconf.Queue, kids []*xmlconf.Queue, percent float64, byWeight bool) string {
	if c.in.Mode != ModeWeight {
		return capacity.FormatPercent(percent)
	}
	if byWeight {
		return formatWeight(k.Weight.Val) // fs2cs's own form
	}
	if _, creates := c.dynamic[q]; !creates || !c.flexible() {
		return capacity.FormatPercent(percent)
	}
	sum := 0.0
	for _, s := range kids {
		sum += weightOf(s)
	}
	if sum <= 0 {
		sum = float64(len(kids))
	}
	return formatWeight(float32(math.Round(percent/100*sum*1e5) / 1e5)) // five decimals: the share to a thousandth of a percent
}

// targets are the children's wanted shares of q in percent: their steady
// fair shares over q's (memory, the Capacity Scheduler's measure) with
// --cluster, else their weights over the siblings'.
func (c *conv) targets(q *xmlconf.Queue, kids []*xmlconf.Queue) []float64 {
	out := make([]float64, len(kids))
	if q.Parent != nil && c.absCap[q] == 0 {
		return out // a parent with no capacity: the Capacity Scheduler requires its children's to be 0 too
	}
	if c.steady != nil && c.steady[q].Get(0) > 0 {
		for i, k := range kids {
			out[i] = percentOf(float64(c.steady[k].Get(0)), float64(c.steady[q].Get(0)))
		}
		return out
	}
	sum := 0.0
	for _, k := range kids {
		sum += weightOf(k)
	}
	for i, k := range kids {
		out[i] = percentOf(weightOf(k), sum)
	}
	return out
}

// weightShares are the children's shares of q by their weights alone, in
// percent: with --cluster the steady fair shares are these where no
// minimum or maximum binds.
func (c *conv) weightShares(q *xmlconf.Queue, kids []*xmlconf.Queue) []float64 {
	steady := c.steady
	c.steady = nil
	defer func() { c.steady = steady }()
	return c.targets(q, kids)
}

// weightOf is a queue's weight, a negative one counting as 0.
func weightOf(q *xmlconf.Queue) float64 { return max(0, float64(q.Weight.Val)) }

// negativeWeight reports whether a child has a weight below 0, which
// weight mode cannot take.
func negativeWeight(kids []*xmlconf.Queue) bool {
	for _, k := range kids {
		if k.Weight.Val < 0 {
			return true
		}
	}
	return false
}

// binds reports whether the assignment departs from the targets by more
// than rounding.
func binds(got, want []float64) bool {
	for i := range got {
		if math.Abs(got[i]-want[i]) > 0.001 {
			return true
		}
	}
	return false
}

// capacityFrom says where a capacity comes from.
func (c *conv) capacityFrom(k *xmlconf.Queue) string {
	if c.steady != nil {
		return c.from(fmt.Sprintf("<queue name=%q> steady fair share %s on --cluster (weight %s)", k.Name,
			c.steady[k].Format(c.in.Fair.Types), capacity.JavaFloat(k.Weight.Val)), k.Pos)
	}
	return c.from(fmt.Sprintf("<queue name=%q> weight %s", k.Name, capacity.JavaFloat(k.Weight.Val)), k.Weight.Pos())
}

// cutToMaximum records each child whose capacity falls below its share
// (its steady fair share with --cluster) because its maximum-capacity is
// lower: the Fair Scheduler computes a steady share of memory alone under
// fair, and a maximum of fewer vcores or another type caps the one
// capacity percentage of every type.
func (c *conv) cutToMaximum(kids []*xmlconf.Queue, targets, caps []float64, maxima []maxInfo, a Assignment) {
	if c.steady == nil {
		return // the Fair Scheduler caps a weight share at the maximum too
	}
	for i, k := range kids {
		if a.Raised[i] || caps[i] >= targets[i] || a.Percent[i] >= targets[i]-0.001 {
			continue
		}
		pos := k.MaxResources.Pos()
		if !k.MaxResources.Set {
			pos = k.Pos
		}
		c.facts.CutCapacities = append(c.facts.CutCapacities, Cut{Queue: k.FullName, Pos: pos,
			Percent: a.Percent[i], Share: targets[i], ClosedBy: maxima[i].closedBy})
	}
}

// infeasible records a parent whose children's maxima leave part of it
// unassigned: the Capacity Scheduler needs the capacities to add up to
// 100 with none above its maximum, so the capacities follow the Fair
// weights and the maxima below them are raised. That is said once, at the
// parent: a raised child's maximum is no longer the tightest fraction of
// a split maxResources, so that finding goes.
func (c *conv) infeasible(q *xmlconf.Queue, kids []*xmlconf.Queue, a Assignment) {
	u := Unassigned{Queue: q.FullName, Pos: q.Pos}
	raised := map[string]bool{}
	for i, k := range kids {
		if a.Raised[i] {
			u.Raised = append(u.Raised, Raised{Name: k.Name, Percent: a.Percent[i]})
			raised[k.FullName] = true
		}
	}
	c.facts.Unassigned = append(c.facts.Unassigned, u)
	c.facts.SplitMaxima = slices.DeleteFunc(c.facts.SplitMaxima, func(m SplitMax) bool { return raised[m.Queue] })
}
