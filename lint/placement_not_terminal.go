package lint

import "github.com/fairsched/fairsched/xmlconf"

// PlacementNotTerminal reports a placement policy whose last rule may fail
// to place an app.
var PlacementNotTerminal = &Rule{
	ID:       xmlconf.RulePlacementNotTerminal,
	Severity: Error,
	Summary:  "the last placement rule may not place an app",
	Doc: `Why: every app must be placed or rejected by some rule; when the last rule
is not terminal (specified, secondaryGroupExistingQueue, or a rule with
create="false") Hadoop refuses the policy with "Could get past last queue
placement rule without assigning".
Fix: end the policy with <rule name="default"/> or <rule name="reject"/>.
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html) (queuePlacementPolicy); YARN-8967.`,
	Bad: `<allocations>
  <queuePlacementPolicy>
    <rule name="specified"/>
    <rule name="user" create="false"/>
  </queuePlacementPolicy>
</allocations>
`,
	Good: `<allocations>
  <queuePlacementPolicy>
    <rule name="specified"/>
    <rule name="user" create="false"/>
    <rule name="default"/>
  </queuePlacementPolicy>
</allocations>
`,
	Check: fromReader,
}
