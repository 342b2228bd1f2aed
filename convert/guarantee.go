package convert

import (
	"fmt"
	"math"
	"strings"

	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/xmlconf"
)

// guarantees, with --cluster, fills each queue's Capacity Scheduler
// guarantee and Fair Scheduler min share, and names each queue whose
// guarantee falls below its min share, by how much.
func (c *conv) guarantees() {
	if c.in.Cluster == nil {
		return
	}
	types := c.in.Fair.Types
	for i := range c.out.Queues {
		out := &c.out.Queues[i]
		q := c.in.Fair.Find(out.Queue)
		if q == nil {
			continue
		}
		g := make(xmlconf.Resource, len(c.in.Cluster))
		for t, v := range c.in.Cluster {
			g[t] = int64(math.Floor(float64(v) * c.absCap[q]))
		}
		out.Guaranteed = named(g, types)
		if !q.MinResources.Set {
			continue
		}
		minShare := q.MinResources.Val.Resolve(c.in.Cluster)
		for t, v := range c.in.Cluster { // the Fair Scheduler caps a min share at the maximum
			if t < len(minShare) {
				minShare[t] = min(minShare[t], int64(math.Floor(float64(v)*c.absMax[q])))
			}
		}
		out.FairMinShare = named(minShare, types)
		if short := shortfall(g, minShare, types); short != "" {
			c.find(lint.ConvertGuaranteeBelowMin, q.MinResources.Pos, q.FullName, fmt.Sprintf(
				"the Capacity Scheduler guarantees %s, below the Fair Scheduler min share %s by %s",
				words(g, types), words(minShare, types), short))
		}
	}
}

// shortfall words how far g falls below want, "" when it does not.
func shortfall(g, want xmlconf.Resource, types xmlconf.ResourceTypes) string {
	var parts []string
	for t := range min(len(g), len(want)) {
		if d := want[t] - g[t]; d > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", d, typeName(types, t)))
		}
	}
	return strings.Join(parts, ", ")
}

// words writes r as "4096 mb, 4 vcores".
func words(r xmlconf.Resource, types xmlconf.ResourceTypes) string {
	parts := make([]string, len(r))
	for t, v := range r {
		parts[t] = fmt.Sprintf("%d %s", v, typeName(types, t))
	}
	return strings.Join(parts, ", ")
}

// named maps r by resource type name, as the JSON output does.
func named(r xmlconf.Resource, types xmlconf.ResourceTypes) map[string]int64 {
	out := make(map[string]int64, len(r))
	for t, v := range r {
		out[typeKey(types, t)] = v
	}
	return out
}

func typeKey(types xmlconf.ResourceTypes, t int) string {
	if t < len(types) {
		return types[t]
	}
	return fmt.Sprintf("type%d", t)
}

func typeName(types xmlconf.ResourceTypes, t int) string {
	switch k := typeKey(types, t); k {
	case xmlconf.MemoryMB:
		return "mb"
	default:
		return k
	}
}
