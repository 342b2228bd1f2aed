package lint

import (
	"fmt"
	"strings"

	"github.com/fairsched/fairsched/core/resource"
)

// ConvertGuaranteeBelowMin reports a queue whose Capacity Scheduler
// guarantee falls below its Fair Scheduler min share on --cluster.
var ConvertGuaranteeBelowMin = &Rule{
	ID:       "convert-guarantee-below-min",
	Input:    ConvertInput,
	Severity: Error,
	Summary:  "a queue's capacity falls below its fair min share",
	Doc: `Why: on the --cluster given, the capacity the converted file guarantees the queue
(computed with the Capacity Scheduler's own arithmetic) is smaller than the
minResources the Fair Scheduler guaranteed it, beyond the Capacity Scheduler's
rounding: the minima of the queue and its siblings ask for more than their
parent has, and capacities must add up to 100. The team gets less than it was
promised when the cluster is busy.
Fix: lower the siblings' minima or raise the parent's share, then convert again.
` + convertSee,
	Check:    checkConvertGuaranteeBelowMin,
	ByEffect: true,
}

// checkConvertGuaranteeBelowMin words each guarantee that falls below the
// min share beyond the Capacity Scheduler's rounding: an error.
func checkConvertGuaranteeBelowMin(pass *Pass) {
	p := pass.Convert
	types := p.Fair.Types
	for _, g := range p.Facts.Guarantees {
		if short := shortfall(g.Short, types); short != "" {
			p.Report(Error, g.Pos, g.Queue, fmt.Sprintf("the Capacity Scheduler guarantees %s, below the Fair Scheduler min share %s by %s",
				g.Guaranteed.Format(types), g.MinShare.Format(types), short))
		}
	}
}

// shortfall words the amounts of short above 0, "" when none is.
func shortfall(short resource.Resource, types resource.ResourceTypes) string {
	var parts []string
	for t, d := range short {
		if d > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", d, convertTypeName(types, t)))
		}
	}
	return strings.Join(parts, ", ")
}

// convertTypeName names a resource type in a convert message: "mb" for
// memory, else the type's name ("vcores", "yarn.io/gpu").
func convertTypeName(types resource.ResourceTypes, t int) string {
	name := types.Name(t)
	if name == resource.MemoryMB {
		return "mb"
	}
	return name
}
