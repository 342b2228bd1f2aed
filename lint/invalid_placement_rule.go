package lint

import "github.com/fairsched/fairsched/xmlconf"

// InvalidPlacementRule reports placement rules Hadoop cannot build.
var InvalidPlacementRule = &Rule{
	ID:       xmlconf.RuleInvalidPlacementRule,
	Severity: Error,
	Summary:  "a placement rule is unknown or wrongly nested",
	Doc: `Why: Hadoop rejects the file when a <rule> has no name or an unknown
(case-sensitive) name, when nestedUserQueue has no nested parent rule, when
reject or nestedUserQueue is used as a parent rule, or when initialising a rule
fails (a parent rule under default, specified or reject, or a parent rule of
the same class as its child).
Fix: use one of specified, user, primaryGroup, secondaryGroupExistingQueue,
nestedUserQueue, default, reject, and nest only allowed parent rules.
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html) (queuePlacementPolicy); YARN-8967.`,
	Bad: `<allocations>
  <queuePlacementPolicy>
    <rule name="specified"/>
    <rule name="Default"/>
  </queuePlacementPolicy>
</allocations>
`,
	Good: `<allocations>
  <queuePlacementPolicy>
    <rule name="specified"/>
    <rule name="default"/>
  </queuePlacementPolicy>
</allocations>
`,
	Check: fromReader,
}
