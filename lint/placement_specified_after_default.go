package lint

import "fmt"

// PlacementSpecifiedAfterDefault reports a specified rule after a default rule.
var PlacementSpecifiedAfterDefault = &Rule{
	ID:       "placement-specified-after-default",
	Severity: Warning,
	Summary:  "a specified rule comes after a default rule",
	Doc: `Why: rules are tried in order. A default rule with create="false" places
every application in its queue whenever that queue is declared, so a
specified rule after it is only reached when the queue is missing: the queue
an application asks for is ignored.
Fix: put the specified rule before the default rule.
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html) (queuePlacementPolicy).`,
	Check: checkPlacementSpecifiedAfterDefault,
}

func checkPlacementSpecifiedAfterDefault(p *Pass) {
	for _, f := range p.placement().SpecifiedAfterDefault() {
		effect := "requested queues are never used"
		if !f.Declared {
			effect = fmt.Sprintf("requested queues are used only because %s is not declared", f.DefaultQueue)
		}
		p.Report(placePos(p, f.Pos), "",
			fmt.Sprintf("the specified rule comes after the default rule %d, which places every application in %s whenever that queue is declared; %s", f.Default, f.DefaultQueue, effect),
			"move the specified rule before the default rule")
	}
}
