package lint

import (
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// DRFUnderFair reports queues with the drf policy under a parent with the
// fair policy, which the ResourceManager refuses to create.
var DRFUnderFair = &Rule{
	ID:       "drf-under-fair",
	Severity: Error,
	Summary:  "a drf queue under a fair parent is never created",
	Doc: `Why: since YARN-4212 a fair parent accepts only fair or fifo children. When
the queue manager builds the tree it logs "Can't create queue '<name>',the child
scheduling policy is not allowed by parent queue!" and skips the queue and its
whole subtree. A queue without its own <schedulingPolicy> gets
<defaultQueueSchedulingPolicy> (not its parent's policy), so a drf default
under a parent explicitly set to fair refuses every such child. (Queues that
only placement creates are reported by dynamic-queue-refused, and root.default
by default-queue-policy-kept: Hadoop still loads those files.)
Fix: give the child queue <schedulingPolicy>fair</schedulingPolicy>, or set
the parent to drf.
See: YARN-4212; SchedulingPolicy.isChildPolicyAllowed; Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html).`,
	Check:    checkDRFUnderFair,
	Versions: func(p hadoop.Profile) bool { return p.ChildPolicyRules },
}

func checkDRFUnderFair(p *Pass) {
	for q := range p.Queues() {
		if q.NotCreatedCause == xmlconf.CausePolicyNotAllowed {
			reportRefusedChild(p, q)
		}
	}
}

// policySource says where q's policy comes from and where to report it.
func policySource(p *Pass, q *xmlconf.Queue) (string, xmlconf.Pos) {
	if q.SchedulingPolicy.Set {
		return "from its own <schedulingPolicy>", settingPos(p, q.SchedulingPolicy.Pos(), q)
	}
	return "from <defaultQueueSchedulingPolicy> (line " + itoa(p.Config.DefaultQueueSchedulingPolicy.Pos().Line) + ")", queuePos(p, q)
}

// reportRefusedChild explains why q, a drf child of a fair parent, is not
// created, and where its policy comes from.
func reportRefusedChild(p *Pass, q *xmlconf.Queue) {
	from, at := policySource(p, q)
	// Worded by concatenation: a large file has thousands of such queues.
	msg := "the queue gets " + string(q.Policy) + " " + from + " but its parent " + q.Parent.FullName + " uses " + string(q.Parent.Policy) +
		"; Hadoop: \"Can't create queue '" + q.FullName + "',the child scheduling policy is not allowed by parent queue!\" so the queue and its subtree do not exist"
	parent := Related{Pos: settingPos(p, q.Parent.SchedulingPolicy.Pos(), q.Parent),
		Message: "parent " + q.Parent.FullName + " uses " + string(q.Parent.Policy)}
	p.ReportRelated(at, q.FullName, msg, "set <schedulingPolicy>fair</schedulingPolicy> on this queue, or drf on its parent", parent)
}
