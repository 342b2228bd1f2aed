package lint

import (
	"fmt"
	"strings"

	"github.com/fairsched/fairsched/analysis/convert"
	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/xmlconf"
)

// ConvertApproximated reports a setting converted to an approximation.
var ConvertApproximated = &Rule{
	ID:       "convert-approximated",
	Input:    ConvertInput,
	Severity: Warning,
	Summary:  "a setting converted to an approximation",
	Doc: `Why: the Capacity Scheduler has a close but not equal setting: a maxResources that
limits each resource type differently becomes one maximum-capacity (the tightest
is kept, so no team can take more than today); schedulingPolicy drf becomes the
fair ordering policy; an increment allocation becomes the minimum allocation.
Fix: read the message and check that the approximation suits the queue.
` + convertSee,
	Check:    checkConvertApproximated,
	ByEffect: true,
}

// checkConvertApproximated reports the settings kept only approximately:
// drf leaves, queues created under a managed parent and yarn-site
// settings from the inputs, and the maxima and capacities the conversion
// approximated from its facts; every one a warning.
func checkConvertApproximated(pass *Pass) {
	p := pass.Convert
	for _, q := range convertedQueues(p.Fair) {
		if len(convert.CreatedChildren(q)) == 0 && q.Policy == xmlconf.PolicyDRF {
			p.Report(Warning, q.SchedulingPolicy.Pos(), q.FullName, "schedulingPolicy drf becomes ordering-policy fair: the Capacity Scheduler orders a leaf's applications by memory alone")
		}
	}
	for _, q := range p.Fair.Queues() {
		if pos := p.Created[q]; !p.Flexible && p.CreatesUnder(q) {
			p.Report(Warning, pos, q.FullName, fmt.Sprintf(
				"queues created under %s become auto-created leaves of a managed parent, each guaranteed 10%% of it while that lasts (leaf-queue-template.capacity); the Fair Scheduler split the parent among them by weight",
				q.FullName))
		}
	}
	if t := p.Facts.CustomCalculator; t != nil {
		p.Report(Warning, t.Pos, t.Queue, fmt.Sprintf(
			"the maximum limits %s, which the Capacity Scheduler enforces only with the DominantResourceCalculator, so it is written: it also weighs vcores and %s wherever the Capacity Scheduler compares resources (capacities, user limits, AM limits), where the Fair Scheduler's fair policy weighed memory alone",
			t.Type, t.Type))
	}
	reportSiteKeys(p, siteApproximated)
	approximatedMaxima(p)
	for _, c := range p.Facts.CutCapacities {
		if c.ClosedBy != "" {
			p.Report(Warning, c.Pos, c.Queue, fmt.Sprintf(
				"the queue is closed (its maximum has 0 %s: no container fits), so its capacity is 0%% and its siblings share its steady fair share (of memory) of %s%% of the parent, which it could never use",
				c.ClosedBy, capacity.FormatPercent(c.Share)))
			continue
		}
		p.Report(Warning, c.Pos, c.Queue, fmt.Sprintf(
			"the capacity is cut to %s%% of its parent, its maximum in its tightest resource type, below its steady fair share (of memory) of %s%%: one capacity percentage holds for every type, and none may exceed its maximum",
			capacity.FormatPercent(c.Percent), capacity.FormatPercent(c.Share)))
	}
}

// approximatedMaxima words the maxima kept only approximately.
func approximatedMaxima(p *ConvertView) {
	for _, m := range p.Facts.SplitMaxima {
		p.Report(Warning, m.Pos, m.Queue, fmt.Sprintf(
			"%s limits each resource type differently; one maximum-capacity keeps the tightest, %s of the cluster, so %s",
			m.Said(), capacity.FormatPercent(m.Kept*100)+"%", tighterTypes(m, p.Fair.Types)))
	}
	for _, m := range p.Facts.ClosedOnCluster {
		name := convertTypeName(p.Fair.Types, m.Type)
		p.Report(Warning, m.Pos, m.Queue, fmt.Sprintf(
			"%s of --cluster's %d %s is 0 %s (the Fair Scheduler truncates), which closes the queue on this cluster: no container fits; the maximum-capacity keeps the percentage, which lets containers in",
			m.Said(), p.Cluster.Get(m.Type), name, name))
	}
	for _, b := range p.Facts.SizeBounds {
		p.Report(Warning, b.Pos, b.Queue, fmt.Sprintf(
			"%s is kept as an absolute maximum-capacity beside a capacity of %s%% of the cluster, which grows with it: on a cluster of more than %s the guarantee passes the maximum and Hadoop %s lowers it to the maximum (QUEUE_EXCEEDS_MAX_RESOURCE); pass --cluster to check your cluster's size",
			b.Said(), capacity.FormatPercent(b.Share*100), boundText(b.Above, p.Fair.Types), p.Target.Version))
	}
	for _, m := range p.Facts.RootMaxima {
		if m.Capped {
			p.Report(Warning, m.Pos, m.Queue, fmt.Sprintf(
				"%s limits root, which the Capacity Scheduler cannot (root always has the whole cluster): each of root's children is capped at it instead, so together they may take more",
				m.Said()))
		}
	}
}

// tighterTypes names the types whose limit the one percentage kept
// tightens.
func tighterTypes(m convert.SplitMax, types resource.ResourceTypes) string {
	var parts []string
	for t, f := range m.Fractions {
		if f > m.Kept+1e-12 {
			name := convertTypeName(types, t)
			if t == 0 {
				name = "memory"
			}
			parts = append(parts, fmt.Sprintf("%s is limited to %s instead of %s", name,
				capacity.FormatPercent(m.Kept*100)+"%", capacity.FormatPercent(f*100)+"%"))
		}
	}
	return strings.Join(parts, "; ")
}

// boundText is "N mb or M vcores" for the sizes of a convert.SizeBound.
func boundText(r resource.Resource, types resource.ResourceTypes) string {
	parts := make([]string, len(r))
	for t, v := range r {
		parts[t] = fmt.Sprintf("%d %s", v, convertTypeName(types, t))
	}
	return strings.Join(parts, " or ")
}
