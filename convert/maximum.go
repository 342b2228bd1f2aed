package convert

import (
	"fmt"
	"math"
	"strings"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/xmlconf"
)

// maximum converts maxResources into maximum-capacity: a percentage of the
// cluster becomes a percentage of the parent's maximum; an absolute value
// an absolute resource where the release reads capacity vectors, else a
// percentage of --cluster, else a finding. Where the resource types' limits
// differ, the tightest is kept.
//
// It returns the value written, "100" when none was, and leaves q's
// absolute maximum fraction in c.absMax (the parent's when unknown).
func (c *conv) maximum(q *xmlconf.Queue) string {
	f := q.MaxResources
	key := capacity.Prefix + q.FullName + ".maximum-capacity"
	if !f.Set {
		return "100"
	}
	from := c.from("maxResources", f.Pos)
	var frac []float64
	switch {
	case f.Val.IsPercent():
		frac = f.Val.Percent
	case c.in.Cluster != nil:
		frac = fractionsOf(f.Val.Absolute, c.in.Cluster)
	case c.in.Target.Capacity.CapacityVectors:
		value := absoluteValue(f.Val.Absolute, c.in.Fair.Types)
		c.cs(key, value, from)
		return value
	default:
		c.find(lint.ConvertMaxDropped, f.Pos, q.FullName, fmt.Sprintf(
			"maxResources %s is absolute and Hadoop %s's Capacity Scheduler takes no absolute maximum beside weight or percentage capacities: pass --cluster to keep it as a percentage",
			strings.TrimSpace(f.Raw), c.in.Target.Version))
		return "100"
	}
	frac = c.zeroLimits(q, frac)
	tight := slicesMin(frac)
	if !allEqual(frac) {
		c.find(lint.ConvertApproximated, f.Pos, q.FullName, fmt.Sprintf(
			"maxResources %s limits each resource type differently; one maximum-capacity keeps the tightest, %s of the cluster",
			strings.TrimSpace(f.Raw), formatPercent(tight*100)+"%"))
	}
	parent := c.absMax[q.Parent]
	rel := 100.0
	if parent > 0 {
		rel = min(100, tight/parent*100)
	}
	// Round down so that the maximum never loosens.
	rel = math.Floor(rel*1000) / 1000
	value := formatPercent(rel)
	c.cs(key, value, from)
	c.absMax[q] = parent * rel / 100
	return value
}

// absoluteValue writes r as an absolute resource, "[memory=…,vcores=…]".
func absoluteValue(r xmlconf.Resource, types xmlconf.ResourceTypes) string {
	parts := make([]string, 0, len(r))
	for i, v := range r {
		name := "memory"
		switch {
		case i == 1:
			name = "vcores"
		case i > 1 && i < len(types):
			name = types[i]
		}
		parts = append(parts, fmt.Sprintf("%s=%d", name, v))
	}
	return "[" + strings.Join(parts, ",") + "]"
}

// fractionsOf is r over the cluster, per type.
func fractionsOf(r, cluster xmlconf.Resource) []float64 {
	out := make([]float64, 0, len(r))
	for i, v := range r {
		if i < len(cluster) && cluster[i] > 0 {
			out = append(out, min(1, float64(v)/float64(cluster[i])))
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
// queue to every type. The lost limit is reported.
func (c *conv) zeroLimits(q *xmlconf.Queue, frac []float64) []float64 {
	var kept []float64
	var zeroed []string
	for t, f := range frac {
		if f == 0 {
			zeroed = append(zeroed, typeName(c.in.Fair.Types, t))
			continue
		}
		kept = append(kept, f)
	}
	if len(zeroed) == 0 || len(kept) == 0 {
		return frac
	}
	c.find(lint.ConvertMaxDropped, q.MaxResources.Pos, q.FullName, fmt.Sprintf(
		"maxResources %s limits %s to 0, which one maximum-capacity cannot say without closing the queue; that limit is not kept",
		strings.TrimSpace(q.MaxResources.Raw), strings.Join(zeroed, ", ")))
	return kept
}
