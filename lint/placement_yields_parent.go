package lint

import "fmt"

// PlacementYieldsParent reports a placement rule that can only give parent queues.
var PlacementYieldsParent = &Rule{
	ID:       "placement-yields-parent",
	Severity: Warning,
	Summary:  "a placement rule can only give parent queues",
	Doc: `Why: user, primaryGroup and nestedUserQueue rules with create="false", and
secondaryGroupExistingQueue rules, only place applications in queues the file
declares, directly below root or below their parent rule's queue. When every
such queue is a parent queue, each application the rule places is refused by
the scheduler ("is not a leaf queue").
Fix: declare leaf queues for the rule, or nest it under a parent rule that
gives a parent queue so that it creates leaves there.
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html) (queuePlacementPolicy).`,
	Check: checkPlacementYieldsParent,
}

func checkPlacementYieldsParent(p *Pass) {
	for _, f := range p.placement().YieldsOnlyParent() {
		p.Report(placePos(p, f.Pos), f.Under,
			fmt.Sprintf("the %s rule can only give queues declared directly below %s, and all of them are parent queues; the scheduler refuses every application it places", f.Kind, f.Under),
			"declare leaf queues for it, or let it create queues below a parent rule")
	}
}
