package lint

import (
	"fmt"

	"github.com/fairsched/fairsched/hadoop"
)

// DefaultQueuePolicyKept reports a root.default whose policy the file
// cannot change: it exists from start-up, and re-applying policies to
// existing queues fails as a whole.
var DefaultQueuePolicyKept = &Rule{
	ID:       "default-queue-policy-kept",
	Severity: Warning,
	Versions: func(p hadoop.Profile) bool { return p.ChildPolicyRules && p.ImplicitRootDefault },
	Summary:  "root.default and root keep their start-up policies",
	Doc: `Why: root.default exists from start-up. When the file gives it drf (its own
<schedulingPolicy>, or <defaultQueueSchedulingPolicy>) while root uses fair,
Hadoop loads the file but re-applying the policies to the existing queues
fails ("Setting scheduling policies for existing queues failed!"), so root
and root.default keep the policies they had (YARN-4212).
Fix: give root.default (or root) policies that fit together: fair under
fair, or make root drf.
See: YARN-4212; Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html).`,
	Check: checkDefaultQueuePolicyKept,
}

func checkDefaultQueuePolicyKept(p *Pass) {
	for q := range p.Queues() {
		if q.RefusedPolicy == "" {
			continue
		}
		from, at := policySource(p, q)
		p.Report(at, q.FullName,
			fmt.Sprintf("the queue gets %s %s but root uses %s; root.default exists from start-up, so Hadoop logs \"Setting scheduling policies for existing queues failed!\" and leaves the policies of root and root.default unchanged",
				q.RefusedPolicy, from, q.Parent.Policy),
			"set <schedulingPolicy>fair</schedulingPolicy> on root.default, or drf on root")
	}
}
