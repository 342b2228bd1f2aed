package lint

import (
	"fmt"
	"strings"

	"github.com/fairsched/fairsched/analysis/convert"
	"github.com/fairsched/fairsched/xmlconf"
)

// ConvertMinResources reports a minResources the Capacity Scheduler has
// no counterpart for: info where the capacity covers it, a warning
// without --cluster.
var ConvertMinResources = &Rule{
	ID:       "convert-min-resources",
	Input:    ConvertInput,
	Severity: Warning,
	Summary:  "minResources has no Capacity Scheduler counterpart",
	Doc: `Why: the Fair Scheduler gives a queue its minResources before it divides the rest
by weight; the Capacity Scheduler guarantees only a queue's capacity. With
--cluster, convert makes each capacity the queue's steady fair share, which is
raised to its minimum, so the minimum is kept on that cluster (info; below it,
convert-guarantee-below-min says by how much). Without --cluster the capacities
follow the weights alone and the minimum may be lost (warning). An only child gets
all its parent has anyway (info).
Fix: convert with --cluster and the cluster's size.
` + convertSee,
	Check:    checkConvertMinResources,
	ByEffect: true,
}

// checkConvertMinResources says what becomes of each minResources: without
// --cluster, a guarantee that may be lost (a warning) unless the queue is
// an only child (info); with it, kept by a capacity that covers it (info;
// convert-guarantee-below-min reports the others).
func checkConvertMinResources(pass *Pass) {
	p := pass.Convert
	if p.Cluster == nil {
		for _, q := range convertedQueues(p.Fair) {
			minResourcesUnguaranteed(p, q)
		}
		return
	}
	types := p.Fair.Types
	for _, g := range p.Facts.Guarantees {
		if shortfall(g.Short, types) != "" {
			continue
		}
		covers := "which covers it"
		if !g.MinShare.Fits(g.Guaranteed) {
			covers = "which covers it within the Capacity Scheduler's rounding"
		}
		if !g.Asked.Fits(g.MinShare) {
			covers += " (the min share, capped at the maxima of the queue and its parents, is " + g.MinShare.Format(types) + ")"
		}
		p.Report(Info, g.Pos, g.Queue, fmt.Sprintf(
			"minResources %s has no Capacity Scheduler counterpart; on --cluster the capacity, from the steady fair share, guarantees %s, %s",
			strings.TrimSpace(g.MinResources), g.Guaranteed.Format(types), covers))
	}
}

// minResourcesUnguaranteed reports q's minResources converted without
// --cluster: the capacity follows the weight alone.
func minResourcesUnguaranteed(p *ConvertView, q *xmlconf.Queue) {
	f := q.MinResources
	if !f.Set {
		return
	}
	raw := strings.TrimSpace(f.Raw())
	if len(convert.CreatedChildren(q.Parent)) == 1 {
		p.Report(Info, f.Pos(), q.FullName, fmt.Sprintf(
			"minResources %s has no Capacity Scheduler counterpart, and needs none here: the queue is its parent's only child and gets all of it", raw))
		return
	}
	p.Report(Warning, f.Pos(), q.FullName, fmt.Sprintf(
		"minResources %s has no Capacity Scheduler counterpart: the capacity comes from the weight alone; pass --cluster to derive capacities from the steady fair shares, which cover the minimum", raw))
}
