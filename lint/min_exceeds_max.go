package lint

import (
	"github.com/fairsched/fairsched/core/resource"
)

// MinExceedsMax reports a queue whose absolute minResources does not fit in
// its absolute maxResources.
var MinExceedsMax = &Rule{
	ID:       "min-exceeds-max",
	Severity: Warning,
	Summary:  "minResources does not fit in maxResources",
	Doc: `Why: a queue cannot be guaranteed more than it may use. When both values are
absolute and the minimum does not fit in the maximum (in any resource type),
Hadoop logs "Queue <name> has max resources <max> less than min resources
<min>" and raises the maximum to the component-wise maximum of the two, so
the configured limit is not the one applied.
Fix: lower <minResources> or raise <maxResources>.
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html); AllocationFileQueueParser.`,
	Check: checkMinExceedsMax,
}

func checkMinExceedsMax(p *Pass) {
	types := p.Config.Types
	for q := range p.Queues() {
		lo, hi := q.MinResources, q.MaxResources
		if !lo.Set || !hi.Set || lo.Val.IsPercent() || hi.Val.IsPercent() {
			continue
		}
		minR, maxR := lo.Val.Absolute, hi.Val.Absolute
		if minR.Fits(maxR) {
			continue
		}
		raised := resource.ComponentwiseMax(maxR, minR)
		msg := "<minResources> " + minR.Format(types) + " does not fit in <maxResources> " + maxR.Format(types) + " (line " + itoa(hi.Pos().Line) +
			"); Hadoop: \"Queue " + q.FullName + " has max resources " + maxR.Java(types) + " less than min resources " + minR.Java(types) +
			"\" and uses " + raised.Format(types) + " as the maximum"
		p.Report(settingPos(p, lo.Pos(), q), q.FullName, msg, "lower <minResources> or raise <maxResources>")
	}
}
