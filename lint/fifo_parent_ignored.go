package lint

import (
	"fmt"

	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// FIFOParentIgnored reports the fifo policy on a parent queue or root in
// the releases before YARN-4212, which do not apply it.
var FIFOParentIgnored = &Rule{
	ID:       "fifo-parent-ignored",
	Severity: Warning,
	Summary:  "fifo on a parent queue or root is not applied",
	Doc: `Why: before YARN-4212 (Hadoop ` + hadoop.Where(noChildPolicyRules) + `) FIFO may only be used at
leaf depth. For root or a parent queue Hadoop logs "Cannot apply configured
scheduling policy to queue <name>" and the queue keeps the fair policy, so the
file does not mean what it says. This includes parents that get fifo from
<defaultQueueSchedulingPolicy>. In Hadoop ` + hadoop.Where(childPolicyRules) + ` such a parent is
not created at all.
Fix: use fair or drf on parent queues and root; set fifo only on leaves.
See: YARN-4212; Hadoop FairScheduler docs, "schedulingPolicy".`,
	Bad: `<allocations>
  <queue name="batch">
    <schedulingPolicy>fifo</schedulingPolicy>
    <queue name="nightly"/>
  </queue>
</allocations>
`,
	Good: `<allocations>
  <queue name="batch">
    <queue name="nightly">
      <schedulingPolicy>fifo</schedulingPolicy>
    </queue>
  </queue>
</allocations>
`,
	Check:    checkFIFOParentIgnored,
	Versions: noChildPolicyRules,
}

// noChildPolicyRules holds before 2.9.0 (YARN-4212).
func noChildPolicyRules(p hadoop.Profile) bool { return !p.ChildPolicyRules }

func checkFIFOParentIgnored(p *Pass) {
	for q := range p.Queues() {
		if q.IsLeaf() || q.SchedulingPolicy.Val != xmlconf.PolicyFIFO || q.Policy == xmlconf.PolicyFIFO {
			continue
		}
		from := "its own <schedulingPolicy>"
		at := q.SchedulingPolicy.Pos
		if !q.SchedulingPolicy.Set {
			from, at = "<defaultQueueSchedulingPolicy>", p.Config.DefaultQueueSchedulingPolicy.Pos
		}
		p.Report(settingPos(p, at, q), q.FullName,
			fmt.Sprintf("the parent queue gets fifo from %s; Hadoop %s log \"Cannot apply configured scheduling policy to queue %s\" and keep fair",
				from, hadoop.Span(noChildPolicyRules, p.Hadoop.Version), q.FullName),
			"use fair or drf on parent queues; set fifo only on leaves")
	}
}
