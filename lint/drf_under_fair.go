package lint

import (
	"fmt"

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
under a parent explicitly set to fair refuses every such child, including
every dynamic queue that placement rules create there.
Fix: give the child queue <schedulingPolicy>fair</schedulingPolicy>, or set
the parent to drf.
See: parsing.md §6.2, §6.3 and §11; SchedulingPolicy.isChildPolicyAllowed.`,
	Bad: `<allocations>
  <defaultQueueSchedulingPolicy>drf</defaultQueueSchedulingPolicy>
  <queue name="eng">
    <schedulingPolicy>fair</schedulingPolicy>
    <queue name="adhoc"/>
  </queue>
</allocations>
`,
	Good: `<allocations>
  <defaultQueueSchedulingPolicy>drf</defaultQueueSchedulingPolicy>
  <queue name="eng">
    <queue name="adhoc"/>
  </queue>
</allocations>
`,
	Check: checkDRFUnderFair,
}

func checkDRFUnderFair(p *Pass) {
	for q := range p.Queues() {
		if q.NotCreatedCause == xmlconf.CausePolicyNotAllowed || q.RefusedPolicy != "" {
			reportRefusedChild(p, q)
		}
		if refusesDynamicChildren(p, q) {
			p.Report(settingPos(p, q.SchedulingPolicy.Pos, q), q.FullName,
				fmt.Sprintf("the queue uses fair while <defaultQueueSchedulingPolicy> is drf (line %d): every dynamic queue placement rules create under it gets drf and is refused",
					p.Config.DefaultQueueSchedulingPolicy.Pos.Line),
				"set <schedulingPolicy>drf</schedulingPolicy> on this queue, or make the default fair")
		}
	}
}

// reportRefusedChild explains why q, a drf child of a fair parent, is not
// created, and where its policy comes from.
func reportRefusedChild(p *Pass, q *xmlconf.Queue) {
	from := fmt.Sprintf("from <defaultQueueSchedulingPolicy> (line %d)", p.Config.DefaultQueueSchedulingPolicy.Pos.Line)
	at := queuePos(p, q)
	if q.SchedulingPolicy.Set {
		from = "from its own <schedulingPolicy>"
		at = settingPos(p, q.SchedulingPolicy.Pos, q)
	}
	msg := fmt.Sprintf("the queue gets %s %s but its parent %s uses %s; Hadoop: \"Can't create queue '%s',the child scheduling policy is not allowed by parent queue!\" so the queue and its subtree do not exist",
		q.Policy, from, q.Parent.FullName, q.Parent.Policy, q.FullName)
	if q.RefusedPolicy != "" {
		// root.default exists from start-up, so the check that fails is the
		// one re-applying policies to existing queues (parsing.md §6.3).
		msg = fmt.Sprintf("the queue gets %s %s but root uses %s; root.default exists from start-up, so Hadoop logs \"Setting scheduling policies for existing queues failed!\" and leaves the policies of root and root.default unchanged",
			q.RefusedPolicy, from, q.Parent.Policy)
	}
	parent := Related{Pos: settingPos(p, q.Parent.SchedulingPolicy.Pos, q.Parent),
		Message: fmt.Sprintf("parent %s uses %s", q.Parent.FullName, q.Parent.Policy)}
	p.ReportRelated(at, q.FullName, msg, "set <schedulingPolicy>fair</schedulingPolicy> on this queue, or drf on its parent", parent)
}

// refusesDynamicChildren reports whether q is a created fair parent under a
// drf default that placement rules can create dynamic queues in: a queue
// with type="parent", or root when the placement rules may create queues
// directly below it.
func refusesDynamicChildren(p *Pass, q *xmlconf.Queue) bool {
	def := p.Config.DefaultQueueSchedulingPolicy
	if !def.Set || def.Val != xmlconf.PolicyDRF || q.NotCreated != "" || q.Policy != xmlconf.PolicyFair {
		return false
	}
	if q.Parent == nil {
		return q.SchedulingPolicy.Set && createsUnderRoot(p.Config.Placement)
	}
	return q.IsParent && q.Type.Val == "parent"
}

// createsUnderRoot reports whether a placement policy may create queues
// directly below root: without a policy Hadoop uses specified and user with
// create=true (yarn-site defaults).
func createsUnderRoot(pp *xmlconf.PlacementPolicy) bool {
	if pp == nil {
		return true
	}
	for _, r := range pp.Rules {
		switch r.Name {
		case "specified", "user", "primaryGroup":
			if r.Parent == nil && r.Create.Val {
				return true
			}
		}
	}
	return false
}
