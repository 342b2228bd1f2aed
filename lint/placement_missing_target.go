package lint

import (
	"fmt"

	"github.com/fairsched/fairsched/core/placement"
)

// PlacementMissingTarget reports a default rule with create="false" whose queue is not declared.
var PlacementMissingTarget = &Rule{
	ID:       "placement-missing-target",
	Severity: Warning,
	Summary:  `a create="false" default rule's queue is not declared`,
	Doc: `Why: with create="false" the default rule only places applications in its
queue when the file declares it. An undeclared queue means the rule never
places anything (and before Hadoop 3.3, where the default rule is always
terminal, an application that reaches it fails). As the parent rule of
another rule it makes that rule never place either.
Fix: declare the queue in the file, or remove create="false".
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html) (queuePlacementPolicy, the create attribute).`,
	Check: checkPlacementMissingTarget,
}

func checkPlacementMissingTarget(p *Pass) {
	for _, f := range p.placement().MissingTarget() {
		what := "the rule never places an application"
		switch {
		case f.NestedIn != placement.RuleUnknown:
			what = fmt.Sprintf("the %s rule it is nested in never places an application", f.NestedIn)
		case f.Fails:
			what = "before Hadoop 3.3 an application that reaches it fails (\"Should have applied a rule before reaching here\")"
		}
		p.Report(placePos(p, f.Pos), f.Queue,
			fmt.Sprintf("the default rule has create=\"false\" but its queue %s is not declared in the file; %s", f.Queue, what),
			fmt.Sprintf("declare %s or remove create=\"false\"", f.Queue))
	}
}
