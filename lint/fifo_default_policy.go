package lint

import (
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// FIFODefaultPolicy reports defaultQueueSchedulingPolicy set to fifo.
var FIFODefaultPolicy = &Rule{
	ID:       xmlconf.RuleFIFODefaultPolicy,
	Severity: Error,
	Summary:  "the default scheduling policy is fifo",
	Doc: `Why: FIFO may only be used on leaf queues, so since Hadoop 2.9 the default
policy (which also applies to root and to every parent) cannot be fifo: Hadoop
throws "defaultQueueSchedulingPolicy or defaultQueueSchedulingMode can't be
FIFO." and rejects the file.
Fix: use fair or drf as the default and set fifo on the leaf queues that need
it.
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html) (defaultQueueSchedulingPolicy); YARN-4212.`,
	Bad: `<allocations>
  <defaultQueueSchedulingPolicy>fifo</defaultQueueSchedulingPolicy>
  <queue name="analytics"/>
</allocations>
`,
	Good: `<allocations>
  <queue name="analytics">
    <schedulingPolicy>fifo</schedulingPolicy>
  </queue>
</allocations>
`,
	Check:    fromReader,
	Versions: func(p hadoop.Profile) bool { return p.ChildPolicyRules },
}
