package lint

import (
	"fmt"

	"github.com/fairsched/fairsched/core/placement"
	"github.com/fairsched/fairsched/hadoop"

	"github.com/fairsched/fairsched/xmlconf"
)

// DynamicQueueRefused reports fair parents under a drf default in which a
// placement rule would create queues: each such queue gets drf and is
// refused when an app arrives.
var DynamicQueueRefused = &Rule{
	ID:       "dynamic-queue-refused",
	Severity: Warning,
	Versions: func(p hadoop.Profile) bool { return p.ChildPolicyRules },
	Summary:  "queues placement creates under a fair parent get drf",
	Doc: `Why: a queue created by a placement rule (a user queue under a type="parent"
queue, or a queue an app names) gets <defaultQueueSchedulingPolicy>, not its
parent's policy. When the default is drf and the parent uses fair, Hadoop
refuses to create it (YARN-4212: a fair parent accepts only fair or fifo
children) and the app is rejected. The file loads; the failure shows up only
when the first app is placed there.
Fix: give the parent <schedulingPolicy>drf</schedulingPolicy>, or make
<defaultQueueSchedulingPolicy> fair.
See: YARN-4212; SchedulingPolicy.isChildPolicyAllowed; Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html).`,
	Check: checkDynamicQueueRefused,
}

func checkDynamicQueueRefused(p *Pass) {
	def := p.Config.DefaultQueueSchedulingPolicy
	if !def.Set || def.Val != xmlconf.PolicyDRF {
		return
	}
	for q := range p.Queues() {
		if q.NotCreated != "" || q.Policy != xmlconf.PolicyFair || !q.SchedulingPolicy.Set {
			continue
		}
		if q.Parent != nil && !(q.IsParent && q.Type.Val == "parent") {
			continue
		}
		rule := creatingRule(p.Config.Placement, q)
		if rule == "" {
			continue
		}
		p.Report(settingPos(p, q.SchedulingPolicy.Pos(), q), q.FullName,
			fmt.Sprintf("the queue uses fair while <defaultQueueSchedulingPolicy> is drf (line %d): %s creates queues here, each gets drf, and Hadoop refuses to create it",
				def.Pos().Line, rule),
			"set <schedulingPolicy>drf</schedulingPolicy> on this queue, or make the default fair")
	}
}

// creatingRule names the first placement rule that can create a queue
// directly below q, or returns "". Without a policy Hadoop uses specified
// and user, both with create="true" (the yarn-site defaults).
func creatingRule(pp *xmlconf.PlacementPolicy, q *xmlconf.Queue) string {
	if pp == nil {
		if q.Parent == nil {
			return `the "user" rule Hadoop uses when the file has no <queuePlacementPolicy> (yarn-site defaults)`
		}
		return `the "specified" rule Hadoop uses when the file has no <queuePlacementPolicy> (an app may name a queue here)`
	}
	for i, r := range pp.Rules {
		if !r.Create.Val {
			continue
		}
		if createsBelow(r, q) {
			return fmt.Sprintf("placement rule %d (%q, line %d)", i+1, r.Name, r.Pos.Line)
		}
	}
	return ""
}

// createsBelow reports whether rule r, with create on, can create a queue
// directly below q.
func createsBelow(r *xmlconf.PlacementRule, q *xmlconf.Queue) bool {
	switch {
	case r.Kind() == placement.RuleSpecified:
		return true // the app names the queue, anywhere
	case r.Parent != nil:
		return nestedCreatesBelow(r.Parent, q)
	case q.Parent == nil:
		return r.Kind() == placement.RuleUser || r.Kind() == placement.RulePrimaryGroup
	}
	return false
}

// nestedCreatesBelow reports whether a rule whose nested parent rule is par
// (nestedUserQueue, or any rule in 3.3) can create a queue directly below
// q: below the queue a default rule names; below a group's queue, which
// may be q when q sits under root; and below root when par itself creates
// the group's queue there.
func nestedCreatesBelow(par *xmlconf.PlacementRule, q *xmlconf.Queue) bool {
	switch par.Kind() {
	case placement.RuleDefault:
		return par.Queue.Val == q.FullName || "root."+par.Queue.Val == q.FullName
	case placement.RulePrimaryGroup, placement.RuleSecondaryGroupExistingQueue:
		if q.Parent == nil {
			return par.Kind() == placement.RulePrimaryGroup && par.Create.Val
		}
		return q.Parent.Parent == nil
	}
	return false
}
