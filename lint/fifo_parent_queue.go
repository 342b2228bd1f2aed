package lint

import (
	"fmt"

	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// FIFOParentQueue reports the fifo policy on a parent queue or on root:
// the queue manager refuses such a parent since YARN-4212 (an error), and
// older releases keep it on fair (a warning, formerly fifo-parent-ignored).
var FIFOParentQueue = &Rule{
	ID:         "fifo-parent-queue",
	Severity:   Error,
	SeverityIn: fifoParentSeverity,
	Aliases:    []string{"fifo-parent-ignored"},
	Summary:    "a parent queue or root uses the fifo policy",
	DocOf: func() string {
		return `Why: FIFO is only for leaf queues. Hadoop accepts it anywhere in the file,
but what it does with a parent queue depends on the release.
In Hadoop ` + hadoop.Where(childPolicyRules) + ` (YARN-4212) the queue manager
refuses a parent with fifo ("Can't create queue '<name>', since FIFO is only
for leaf queues.") and skips the queue and its whole subtree: an error.
In Hadoop ` + hadoop.Where(noChildPolicyRules) + ` it logs "Cannot apply
configured scheduling policy to queue <name>" and the queue keeps the fair
policy, so the file does not mean what it says: a warning.
On root the policy never applies (root always has the default child) and
root stays fair. Parents that get fifo from <defaultQueueSchedulingPolicy>
count too: the fully qualified FifoPolicy class name there passes Hadoop's
"can't be FIFO" check, and then every parent without its own policy is hit.
The former ID fifo-parent-ignored (the older releases' half of the rule)
still names this rule in suppressions and configuration.
Fix: use fair or drf on parent queues and root; set fifo only on leaves.
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html) (schedulingPolicy); YARN-4212; FifoPolicy.`
	},
	Check: checkFIFOParentQueue,
}

// noChildPolicyRules holds before 2.9.0 (YARN-4212).
func noChildPolicyRules(p hadoop.Profile) bool { return !p.ChildPolicyRules }

// fifoParentSeverity is an error where the queue is refused, a warning
// where fifo is ignored.
func fifoParentSeverity(p hadoop.Profile) Severity {
	if p.ChildPolicyRules {
		return Error
	}
	return Warning
}

func checkFIFOParentQueue(p *Pass) {
	if !p.Hadoop.ChildPolicyRules {
		checkFIFOParentIgnored(p)
		return
	}
	for q := range p.Queues() {
		switch {
		case q.Parent == nil:
			checkFIFORoot(p, q)
		case q.NotCreatedCause == xmlconf.CauseFIFOParent:
			reportFIFOParent(p, q)
		}
	}
}

func reportFIFOParent(p *Pass, q *xmlconf.Queue) {
	from := fmt.Sprintf("from <defaultQueueSchedulingPolicy> (line %d), whose class name passes Hadoop's fifo check", p.Config.DefaultQueueSchedulingPolicy.Pos().Line)
	at := queuePos(p, q)
	if q.SchedulingPolicy.Set {
		from = "from its own <schedulingPolicy>"
		at = settingPos(p, q.SchedulingPolicy.Pos(), q)
	}
	msg := fmt.Sprintf("parent queue gets fifo %s; Hadoop: \"Can't create queue '%s', since FIFO is only for leaf queues.\" so the queue and its subtree do not exist", from, q.FullName)
	p.Report(at, q.FullName, msg, "use fair or drf on parent queues and set fifo on the leaves")
}

// checkFIFORoot reports fifo on root, set on the root queue itself or
// inherited from a default given as the FifoPolicy class name.
func checkFIFORoot(p *Pass, root *xmlconf.Queue) {
	const effect = "Hadoop cannot apply FIFO to root, which always has child queues, and keeps it on fair"
	if root.SchedulingPolicy.Set && root.SchedulingPolicy.Val == xmlconf.PolicyFIFO {
		p.Report(settingPos(p, root.SchedulingPolicy.Pos(), root), root.FullName,
			"<schedulingPolicy> is fifo; "+effect,
			"use fair or drf on root")
		return
	}
	def := p.Config.DefaultQueueSchedulingPolicy
	if !root.SchedulingPolicy.Set && def.Set && def.Val == xmlconf.PolicyFIFO {
		p.Report(settingPos(p, def.Pos(), nil), root.FullName,
			"<defaultQueueSchedulingPolicy> names the FIFO class, which root inherits; "+effect,
			"use fair or drf as the default and set fifo on leaf queues")
	}
}

// checkFIFOParentIgnored reports, for the releases before YARN-4212, a
// parent queue that gets fifo and keeps fair.
func checkFIFOParentIgnored(p *Pass) {
	for q := range p.Queues() {
		if q.IsLeaf() || q.SchedulingPolicy.Val != xmlconf.PolicyFIFO || q.Policy == xmlconf.PolicyFIFO {
			continue
		}
		from := "its own <schedulingPolicy>"
		at := q.SchedulingPolicy.Pos()
		if !q.SchedulingPolicy.Set {
			from, at = "<defaultQueueSchedulingPolicy>", p.Config.DefaultQueueSchedulingPolicy.Pos()
		}
		p.Report(settingPos(p, at, q), q.FullName,
			fmt.Sprintf("the parent queue gets fifo from %s; Hadoop %s log \"Cannot apply configured scheduling policy to queue %s\" and keep fair",
				from, hadoop.Span(noChildPolicyRules, p.Hadoop.Version), q.FullName),
			"use fair or drf on parent queues; set fifo only on leaves")
	}
}
