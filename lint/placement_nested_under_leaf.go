package lint

import "fmt"

// PlacementNestedUnderLeaf reports a rule whose parent rule can only give a leaf queue.
var PlacementNestedUnderLeaf = &Rule{
	ID:       "placement-nested-under-leaf",
	Severity: Warning,
	Summary:  "a nested placement rule's parent rule only gives leaf queues",
	Doc: `Why: a rule with a nested parent rule (nestedUserQueue, or user, primaryGroup
and secondaryGroupExistingQueue with a nested rule) creates its queue below
the queue the parent rule gives; when that queue is a leaf, Hadoop skips the
rule for every application. A nested default rule without queue= gives
root.default, which exists as a leaf from start-up.
Fix: make the parent rule's queue a parent queue (type="parent"), or
point the nested default rule at one.
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html) (nestedUserQueue).`,
	Check: checkPlacementNestedUnderLeaf,
}

func checkPlacementNestedUnderLeaf(p *Pass) {
	for _, f := range p.placement().NestedUnderLeaf() {
		msg := fmt.Sprintf("the parent rule %s can only give queues declared directly below root, and all of them are leaf queues; the %s rule never places an application", f.ParentKind, f.Kind)
		if f.Leaf != "" {
			msg = fmt.Sprintf("the parent rule of %s gives %s, which is a leaf queue; the %s rule never places an application", f.Kind, f.Leaf, f.Kind)
			if f.Implicit {
				msg += " (root.default exists as a leaf from start-up unless the file declares it as a parent)"
			}
		}
		p.Report(placePos(p, f.Pos), "", msg, "make the parent rule's queue a parent queue (type=\"parent\")")
	}
}
