package place

import (
	"github.com/fairsched/fairsched/core/placement"
	"github.com/fairsched/fairsched/core/yarnsite"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// The checks of an allocation file against the yarn-site it runs with.
// Their findings point into the allocation file and name the yarn-site
// line they depend on.

// UndeclaredPoolsIgnored lists, when yarn-site sets
// allow-undeclared-pools to false, the rules of the file's own policy that
// still create queues: Hadoop ignores the property whenever the file has a
// placement policy.
func UndeclaredPoolsIgnored(a *xmlconf.Allocations, prof hadoop.Profile, s yarnsite.Settings) []UndeclaredCreator {
	if !s.AllowUndeclaredPools.Set || s.AllowUndeclaredPools.Val {
		return nil
	}
	p, t, ok := Analyze(a, prof).analysis()
	if !ok {
		return nil
	}
	var out []UndeclaredCreator
	for _, r := range p.Rules {
		if !r.Create || r.Kind == placement.RuleSecondaryGroupExistingQueue || r.Kind == placement.RuleReject {
			continue
		}
		if r.Kind == placement.RuleDefault && t.Exists(r.Queue) {
			continue // its one queue exists: it creates nothing
		}
		out = append(out, UndeclaredCreator{Pos: r.Pos, Kind: r.Kind, KeyLine: s.AllowUndeclaredPools.Pos.Line})
	}
	return out
}

// MinimumAllocationAboveMax lists the queues whose maximum resources are
// below the minimum allocation of minMB and minVcores (yarn-site's as the
// release reads it, yarnsite.Config.Allocation): no container fits, so
// the queue can never run an application. Percentages are skipped (they
// depend on the cluster size).
func MinimumAllocationAboveMax(a *xmlconf.Allocations, minMB, minVcores int64) []MaxBelowMinimum {
	var out []MaxBelowMinimum
	for _, q := range a.Queues() {
		c, inherited, ok := a.ConfiguredMax(q)
		if !ok || c.IsPercent() || q.NotCreated != "" || q.Parent == nil {
			continue
		}
		mb, vc := c.Absolute.Get(0), c.Absolute.Get(1)
		// A negative value (new-style max without vcores, YARN-8524) has a
		// rule of its own.
		if mb < 0 || vc < 0 || (mb >= minMB && vc >= minVcores) {
			continue
		}
		at, what := q.MaxResources.Pos(), "<maxResources>"
		if inherited {
			at, what = xmlconf.FirstValid(a.QueueMaxResourcesDefault.Pos(), q.Pos), "<queueMaxResourcesDefault>"
		}
		out = append(out, MaxBelowMinimum{Pos: xmlconf.FirstValid(at, q.Pos), Queue: q.FullName, Setting: what,
			MB: mb, Vcores: vc, MinMB: minMB, MinVcores: minVcores})
	}
	return out
}
