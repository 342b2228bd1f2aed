package lint

import "fmt"

// PlacementDefaultRefused reports a default placement rule whose queue the scheduler refuses.
var PlacementDefaultRefused = &Rule{
	ID:       "placement-default-refused",
	Severity: Warning,
	Summary:  "the default rule's queue is one the scheduler refuses",
	Doc: `Why: the default rule places every application that reaches it in its queue,
but the scheduler only runs applications in leaf queues it can create. A
parent queue, a queue below a leaf (below root.default, which exists as a
leaf from start-up), or a queue whose scheduling policy its parent does not
allow is refused, so every such application is rejected and only the user
who submitted it is told.
Fix: point queue= at a leaf queue, or declare the queue as a leaf.
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html) (queuePlacementPolicy); YARN-4212 for the policy rules.`,
	Check: checkPlacementDefaultRefused,
}

func checkPlacementDefaultRefused(p *Pass) {
	for _, f := range p.placement().DefaultQueueRefused() {
		p.Report(placePos(p, f.Pos), f.Queue,
			fmt.Sprintf("the default rule sends applications to %s, which the scheduler refuses: %s", f.Queue, f.Refusal),
			"point queue= at a leaf queue the scheduler can create")
	}
}
