package lint

import (
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// EmptyPlacementPolicy reports a queuePlacementPolicy element with no
// content at all.
var EmptyPlacementPolicy = &Rule{
	ID:       xmlconf.RuleEmptyPlacementPolicy,
	Severity: Error,
	Summary:  "the queue placement policy is empty",
	Doc: `Why: Hadoop ` + hadoop.Where(placementRewrite) + ` reject a <queuePlacementPolicy> with no child
nodes (self-closing, or holding only a comment) with "Empty configuration for
QueuePlacementPolicy is not allowed"; Hadoop ` + hadoop.Where(legacyPlacement) + ` fail to load
one with no child elements (IndexOutOfBoundsException).
Fix: add placement rules, or remove the element to use the rules derived
from yarn-site.xml.
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html) (queuePlacementPolicy); YARN-8967.`,
	Bad: `<allocations>
  <queue name="analytics"/>
  <queuePlacementPolicy/>
</allocations>
`,
	Good: `<allocations>
  <queue name="analytics"/>
  <queuePlacementPolicy>
    <rule name="specified"/>
    <rule name="default"/>
  </queuePlacementPolicy>
</allocations>
`,
	Check: fromReader,
}
