package convert

import (
	"fmt"
	"math"
	"strings"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/compute"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/xmlconf"
)

// maxInfo is one queue's converted maximum, before it is written.
type maxInfo struct {
	value string // the maximum-capacity value; "" writes none (100)
	from  string
	// abs is the maximum as a fraction of the cluster, the tightest type,
	// where it is known; the parent's otherwise.
	abs float64
	// closedBy names the type (memory or vcores) whose maximum of 0 closes
	// the queue, "" when it is open.
	closedBy string
	// absolute is the maximum value is written from as an absolute resource;
	// nil for a percentage.
	absolute *Max
	amounts  resource.Resource
}

// maximum converts maxResources into maximum-capacity. A percentage of the
// cluster becomes a percentage of the parent's maximum. An absolute value
// becomes an absolute resource from 3.4.0 (with or without --cluster; the
// release then reads capacities outside the legacy queue mode), else a
// percentage of --cluster, else it is lost. Where the resource types'
// limits differ, one percentage keeps the tightest.
func (c *conv) maximum(q *xmlconf.Queue) maxInfo {
	parent := c.absMax[q.Parent]
	f, element := q.MaxResources, "maxResources"
	if !f.Set && c.in.Fair.QueueMaxResourcesDefault.Set {
		// AllocationConfiguration.getMaxResources: a queue without its own
		// maxResources has queueMaxResourcesDefault.
		f, element = c.in.Fair.QueueMaxResourcesDefault, "queueMaxResourcesDefault"
	}
	underRoot := q.Parent != nil && q.Parent.Parent == nil && c.rootLimit != nil
	if !f.Set && underRoot {
		f, element = c.rootField()
	}
	if !f.Set {
		return maxInfo{abs: parent}
	}
	from := c.from(element, f.Pos())
	if t := c.closedBy(q, f); t != "" {
		// maximum-capacity 0 reads as a percentage in every release and
		// beside every form of capacity; an absolute [memory=0,…] would
		// read as not set (CapacitySchedulerConfiguration: memory has to be
		// configured), opening the queue to its parent's maximum.
		return maxInfo{value: "0", from: from + " (" + t + " at 0 closes the queue: no container fits, as the Fair Scheduler's fitsInMaxShare finds)", abs: 0, closedBy: t}
	}
	var frac []float64
	switch {
	case !f.Val.IsPercent() && c.in.Target.Capacity.CapacityVectors:
		amounts := f.Val.Absolute
		if q.MinResources.Set && !q.MinResources.Val.IsPercent() {
			// FSQueue.getMaxShare: componentwiseMax(maximum, minimum)
			amounts = resource.ComponentwiseMax(amounts, q.MinResources.Val.Absolute)
		}
		abs := parent
		if c.in.Cluster != nil {
			if underRoot {
				amounts = capByFraction(amounts, c.rootLimit, c.in.Cluster)
			}
			abs = min(parent, slicesMin(fractionsOf(amounts, c.in.Cluster)))
		}
		m := maxOf(q.FullName, element, f)
		return maxInfo{value: absoluteValue(amounts, c.in.Fair.Types), from: from, abs: abs, absolute: &m, amounts: amounts}
	case f.Val.IsPercent():
		c.closedOnCluster(q, f, element)
		frac = make([]float64, len(f.Val.Percent))
		for t, p := range f.Val.Percent {
			frac[t] = max(0, min(1, p))
		}
	case c.in.Cluster != nil:
		frac = fractionsOf(f.Val.Absolute, c.in.Cluster)
	default:
		c.facts.AbsoluteMaxima = append(c.facts.AbsoluteMaxima, maxOf(q.FullName, element, f))
		return maxInfo{abs: parent}
	}
	frac = c.raisedToMin(q, frac) // getMaxShare, before the parents' limits
	if underRoot {
		for t := range frac {
			if t < len(c.rootLimit) {
				frac[t] = min(frac[t], c.rootLimit[t]) // fitsInMaxShare also checks root's
			}
		}
	}
	frac = c.zeroLimits(q, f, element, frac)
	tight := slicesMin(frac)
	if !allEqual(frac) {
		c.facts.SplitMaxima = append(c.facts.SplitMaxima, SplitMax{Max: maxOf(q.FullName, element, f), Fractions: frac, Kept: tight})
	}
	rel := 100.0
	if parent > 0 {
		rel = min(100, tight/parent*100)
	}
	rel = math.Floor(rel*1000) / 1000 // round down: the maximum never loosens
	return maxInfo{value: capacity.FormatPercent(rel), from: from, abs: parent * rel / 100}
}

// closedBy names the type, memory or vcores, at which q's maximum (f, raised
// to its minResources as FSQueue.getMaxShare raises it) is 0, "" when
// neither is. Every container asks for some memory and some vcores (a
// request is normalised up to the minimum allocation, 1024 mb and 1 vcore
// by default), and the Fair Scheduler assigns none that does not fit in
// the maximum (FSAppAttempt.hasContainerForNode, fitsInMaxShare): such a
// queue accepts applications and never runs them. A custom type at 0 only
// keeps out the containers that ask for it, and is no closure.
func (c *conv) closedBy(q *xmlconf.Queue, f xmlconf.Field[xmlconf.ConfigurableResource]) string {
	for t, name := range []string{"memory", "vcores"} {
		limit := 1.0 // any positive amount
		switch {
		case f.Val.IsPercent():
			if t < len(f.Val.Percent) {
				limit = f.Val.Percent[t]
			}
		case t < len(f.Val.Absolute):
			limit = float64(f.Val.Absolute[t])
		}
		if limit > 0 {
			continue
		}
		if q.MinResources.Set && !q.MinResources.Val.IsPercent() && q.MinResources.Val.Absolute.Get(t) > 0 {
			continue // getMaxShare: componentwiseMax(maximum, minimum)
		}
		return name
	}
	return ""
}

// closedOnCluster records a percentage maximum that the Fair Scheduler
// truncates to 0 mb or 0 vcores on --cluster, closing the queue there,
// while the percentage written keeps it open (it is the same share of the
// cluster, and the Capacity Scheduler compares memory alone by default).
func (c *conv) closedOnCluster(q *xmlconf.Queue, f xmlconf.Field[xmlconf.ConfigurableResource], element string) {
	if c.in.Cluster == nil {
		return
	}
	m := compute.EffectiveMax(c.in.Fair, q, c.in.Cluster, compute.EffectiveMin(c.in.Fair, q))
	for t := range 2 { // memory and vcores
		if m.Get(t) > 0 {
			continue
		}
		c.facts.ClosedOnCluster = append(c.facts.ClosedOnCluster, ClosedOnCluster{Max: maxOf(q.FullName, element, f), Type: t})
		return
	}
}

// writeMaximum writes a queue's maximum-capacity, raised to at least its
// absolute capacity when raise is set.
func (c *conv) writeMaximum(q *xmlconf.Queue, m maxInfo, raise bool) string {
	key := capacity.Prefix + q.FullName + ".maximum-capacity"
	if raise {
		parent := c.absMax[q.Parent]
		rel := 100.0
		if parent > 0 {
			rel = min(100, roundUpMilli(c.absCap[q]/parent*100))
		}
		m.value, m.abs = capacity.FormatPercent(rel), parent*rel/100
		if m.from == "" {
			m.from = c.from("maxResources", q.MaxResources.Pos())
		}
		m.from += " (raised to the capacity: the siblings' maxima leave part of the parent unassigned)"
	} else if m.absolute != nil {
		c.absoluteMaxOf[q] = absoluteMaximum{from: m.absolute, amounts: m.amounts}
		if c.absoluteMax == nil {
			c.absoluteMax = m.absolute
		}
	}
	c.absMax[q] = m.abs
	if m.value == "" {
		return "100"
	}
	c.cs(key, m.value, m.from)
	return m.value
}

// absoluteValue writes r as an absolute resource, "[memory=…,vcores=…]".
func absoluteValue(r resource.Resource, types resource.ResourceTypes) string {
	parts := make([]string, 0, len(r))
	for i, v := range r {
		name := "memory"
		switch {
		case i == 1:
			name = "vcores"
		case i > 1 && i < len(types):
			name = types[i]
		case i > 1:
			continue
		}
		parts = append(parts, fmt.Sprintf("%s=%d", name, max(v, 0))) // a negative limit lets nothing in, as 0 does
	}
	return "[" + strings.Join(parts, ",") + "]"
}

// fractionsOf is r over the cluster, per type, between 0 and 1 (a
// negative amount, such as the -1 Hadoop reads for a type a maxResources
// leaves out, lets nothing in: 0).
func fractionsOf(r, cluster resource.Resource) []float64 {
	out := make([]float64, 0, len(r))
	for i, v := range r {
		if i < len(cluster) && cluster[i] > 0 {
			out = append(out, max(0, min(1, float64(v)/float64(cluster[i]))))
		}
	}
	return out
}

func slicesMin(fs []float64) float64 {
	m := 1.0
	for _, f := range fs {
		m = min(m, f)
	}
	return m
}

func allEqual(fs []float64) bool {
	for _, f := range fs {
		if math.Abs(f-fs[0]) > 1e-9 {
			return false
		}
	}
	return true
}

// zeroLimits drops from frac the resource types maxResources limits to
// zero while others are not: one maximum-capacity at 0 would close the
// queue to every type. The lost limit is recorded.
func (c *conv) zeroLimits(q *xmlconf.Queue, f xmlconf.Field[xmlconf.ConfigurableResource], element string, frac []float64) []float64 {
	var kept []float64
	var zeroed []int
	for t, f := range frac {
		if f == 0 {
			zeroed = append(zeroed, t)
			continue
		}
		kept = append(kept, f)
	}
	if len(zeroed) == 0 || len(kept) == 0 {
		return frac
	}
	c.facts.ZeroLimits = append(c.facts.ZeroLimits, ZeroLimit{Max: maxOf(q.FullName, element, f), Types: zeroed})
	return kept
}

// raisedToMin raises each type's maximum to the queue's minResources on
// --cluster, as FSQueue.getMaxShare does (componentwiseMax(max, min)).
func (c *conv) raisedToMin(q *xmlconf.Queue, frac []float64) []float64 {
	if c.in.Cluster == nil || !q.MinResources.Set || q.MinResources.Val.IsPercent() {
		return frac
	}
	mins := fractionsOf(q.MinResources.Val.Absolute, c.in.Cluster)
	out := append([]float64(nil), frac...)
	for t := range out {
		if t < len(mins) {
			out[t] = max(out[t], mins[t])
		}
	}
	return out
}

// rootField is root's own maximum: its maxResources, else
// queueMaxResourcesDefault, which Hadoop applies to root too.
func (c *conv) rootField() (xmlconf.Field[xmlconf.ConfigurableResource], string) {
	root := c.in.Fair.Root
	if root.MaxResources.Set {
		return root.MaxResources, "maxResources of root"
	}
	return c.in.Fair.QueueMaxResourcesDefault, "queueMaxResourcesDefault (root's maximum)"
}

// rootMaximum records root's maximum as fractions of the cluster
// (c.rootLimit): the Capacity Scheduler's root always has the whole
// cluster, so each of root's children is capped at it instead, which is
// recorded.
func (c *conv) rootMaximum() {
	f, element := c.rootField()
	if !f.Set {
		return
	}
	switch {
	case f.Val.IsPercent():
		c.rootLimit = make([]float64, len(f.Val.Percent))
		for t, p := range f.Val.Percent {
			c.rootLimit[t] = max(0, min(1, p))
		}
	case c.in.Cluster != nil:
		c.rootLimit = fractionsOf(f.Val.Absolute, c.in.Cluster)
	}
	if c.rootLimit == nil || slicesMin(c.rootLimit) >= 1 {
		c.rootLimit = nil
		if !f.Val.IsPercent() && c.in.Cluster == nil {
			c.facts.RootMaxima = append(c.facts.RootMaxima, RootMax{Max: maxOf("root", element, f)})
		}
		return
	}
	c.facts.RootMaxima = append(c.facts.RootMaxima, RootMax{Max: maxOf("root", element, f), Capped: true})
}

// capByFraction caps each amount at its type's fraction of the cluster.
func capByFraction(r resource.Resource, frac []float64, cluster resource.Resource) resource.Resource {
	out := r.Clone()
	for t := range out {
		if t < len(frac) && t < len(cluster) {
			out[t] = min(out[t], int64(math.Floor(frac[t]*float64(cluster[t]))))
		}
	}
	return out
}

// maxOf is the maximum f of queue as a fact for the convert rules.
func maxOf(queue, element string, f xmlconf.Field[xmlconf.ConfigurableResource]) Max {
	return Max{Queue: queue, Element: element, Raw: f.Raw(), Pos: f.Pos()}
}
