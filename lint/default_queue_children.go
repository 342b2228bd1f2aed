package lint

import (
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// DefaultQueueChildren reports child queues declared below root.default.
var DefaultQueueChildren = &Rule{
	ID:       "default-queue-children",
	Severity: Error,
	Summary:  "child queues of root.default are never created",
	Doc: `Why: the ResourceManager creates root.default as a leaf queue at start-up,
and the queue manager never creates anything below a leaf: configured queues
named root.default.* are skipped. Even if a later reload turns root.default
into a parent, apps placed in root.default by the default rule are then
rejected because it is no longer a leaf.
Fix: move the child queues under another parent and keep root.default a leaf.
See: QueueManager, which reserves root.default as a leaf queue; Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html).`,
	Check:    checkDefaultQueueChildren,
	Versions: func(p hadoop.Profile) bool { return p.ImplicitRootDefault },
}

func checkDefaultQueueChildren(p *Pass) {
	for q := range p.Queues() {
		if q.NotCreatedCause != xmlconf.CauseUnderDefault {
			continue
		}
		p.Report(queuePos(p, q), q.FullName,
			"queue below root.default is never created: root.default is a leaf when the ResourceManager starts and nothing can be created below it",
			"move the queue under another parent; keep root.default a leaf")
	}
}
