package lint

import (
	"fmt"
	"strings"

	"github.com/fairsched/fairsched/capacity"
)

// ConvertMaxDropped reports a maxResources the conversion cannot keep.
var ConvertMaxDropped = &Rule{
	ID:       "convert-max-dropped",
	Input:    ConvertInput,
	Severity: Error,
	Summary:  "a maxResources the target release cannot express",
	Doc: `Why: an absolute maxResources needs an absolute maximum-capacity beside weight or
percentage capacities, which the Capacity Scheduler reads from Hadoop 3.4.0
(capacity vectors, YARN-10888); for an older release it can only become a
percentage of a known cluster. Without one the limit disappears: the queue may
take the whole cluster. Also reported: a type limited to 0 (one percentage would
close the queue), and a parent whose children's maxima add up to less than it,
where no capacities add up to 100 without one above its maximum: a child whose
maximum holds its part keeps it, the others share the rest by their Fair
weights, in order and proportion, and their maxima, which the message names,
are raised.
Fix: pass --cluster with the cluster's size, or convert for 3.4, or raise a
child's maxResources.
` + convertSee,
	Check:    checkConvertMaxDropped,
	ByEffect: true,
}

// checkConvertMaxDropped words the maxima the conversion could not keep:
// every one an error, since the queue may then take more than today.
func checkConvertMaxDropped(pass *Pass) {
	p := pass.Convert
	for _, m := range p.Facts.AbsoluteMaxima {
		p.Report(Error, m.Pos, m.Queue, fmt.Sprintf(
			"%s is absolute and the Capacity Scheduler of Hadoop %s takes no absolute maximum beside percentage capacities (from 3.4.0 it does): the queue may take the whole cluster; pass --cluster to keep it as a percentage",
			m.Said(), p.Target.Version))
	}
	for _, m := range p.Facts.ZeroLimits {
		zeroed := make([]string, len(m.Types))
		for i, t := range m.Types {
			zeroed[i] = convertTypeName(p.Fair.Types, t)
		}
		p.Report(Error, m.Pos, m.Queue, fmt.Sprintf(
			"%s limits %s to 0, which one maximum-capacity cannot say without closing the queue; that limit is not kept",
			m.Said(), strings.Join(zeroed, ", ")))
	}
	for _, m := range p.Facts.RootMaxima {
		if !m.Capped {
			p.Report(Error, m.Pos, m.Queue, fmt.Sprintf(
				"%s limits root, which the Capacity Scheduler cannot (root always has the whole cluster); pass --cluster to cap each of root's children at it",
				m.Said()))
		}
	}
	for _, u := range p.Facts.Unassigned {
		raised := make([]string, len(u.Raised))
		for i, r := range u.Raised {
			raised[i] = fmt.Sprintf("%s to %s%%", r.Name, capacity.FormatPercent(r.Percent))
		}
		p.Report(Error, u.Pos, u.Queue, fmt.Sprintf(
			"the maxima of %s's children add up to less than its capacity, and the Capacity Scheduler needs their capacities to add up to 100 with none above its maximum: no valid assignment keeps every maximum, so the capacities follow the Fair weights, in their order and proportion, and the maxima below them are raised: %s",
			u.Queue, strings.Join(raised, ", ")))
	}
}
