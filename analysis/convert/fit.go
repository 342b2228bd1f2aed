package convert

import (
	"math"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/resource"
)

// fitMaxima, with --cluster, raises each percentage maximum-capacity that
// the Capacity Scheduler's rounding puts below the queue's guarantee on
// the cluster (a weight share is rounded, a maximum floored: a queue whose
// capacity equals its maximum may get one MB or one vcore more as a
// guarantee than as a maximum), by the least that covers the guarantee,
// so that the target release never lowers a guarantee on the cluster
// convert was given; then it checks the file again.
func (c *conv) fitMaxima() {
	for range 3 {
		if c.in.Cluster == nil || c.written == nil || len(c.facts.Refusals) > 0 || !c.raiseLowered() {
			return
		}
		c.facts.Refusals = nil
		c.selfCheck()
	}
}

// raiseLowered raises the percentage maxima below their guarantee on the
// cluster and reports whether it raised one.
func (c *conv) raiseLowered() bool {
	res := capacity.Compute(c.written, c.in.Cluster, c.in.Fair.Types)
	byPath := make(map[string]*capacity.Result, len(res))
	raised := false
	for i := range res {
		r := &res[i]
		byPath[r.Queue.Path] = r
		if r.Unlowered == nil || r.Queue.MaxCapacity.Kind != capacity.Percent || r.Queue.Parent == nil {
			continue
		}
		p := byPath[r.Queue.Parent.Path]
		need := 0.0
		for t, g := range r.Unlowered {
			if m := p.Maximum.Get(t); m > 0 {
				need = max(need, float64(g)/float64(m)*100)
			}
		}
		rel := min(100, math.Max(roundUpMilli(need), float64(r.Queue.MaxCapacity.Number)+0.001))
		raised = c.setMaximum(r.Queue.Path, capacity.FormatPercent(rel)) || raised
	}
	return raised
}

// setMaximum replaces a written maximum-capacity, saying why.
func (c *conv) setMaximum(path, value string) bool {
	key := capacity.Prefix + path + ".maximum-capacity"
	for i := range c.out.CapacityScheduler {
		p := &c.out.CapacityScheduler[i]
		if p.Name != key || p.Value == value {
			continue
		}
		p.Value = value
		p.Description += " (raised to cover the guarantee as the Capacity Scheduler rounds it on --cluster)"
		for j := range c.out.Queues {
			if c.out.Queues[j].Queue == path {
				c.out.Queues[j].MaximumCapacity = value
			}
		}
		return true
	}
	return false
}

// sizeBounds, without --cluster, records for each absolute maximum
// written beside a capacity that grows with the cluster (a percentage or
// weight) the cluster sizes above which the guarantee passes the maximum,
// where Hadoop 3.4 lowers it to the maximum: the file keeps its
// guarantees only below them.
func (c *conv) sizeBounds() {
	if c.in.Cluster != nil {
		return
	}
	for _, q := range c.in.Fair.Queues() {
		f := c.absCap[q]
		m, ok := c.absoluteMaxOf[q]
		if f <= 0 || !ok {
			continue
		}
		b := SizeBound{Max: *m.from, Share: f, Above: make(resource.Resource, len(m.amounts))}
		for t, v := range m.amounts {
			b.Above[t] = int64(math.Floor(float64(v) / f))
		}
		c.facts.SizeBounds = append(c.facts.SizeBounds, b)
	}
}

// absoluteMaximum is a maximum written as an absolute resource.
type absoluteMaximum struct {
	from    *Max
	amounts resource.Resource
}
