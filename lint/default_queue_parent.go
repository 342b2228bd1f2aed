package lint

import "github.com/fairsched/fairsched/hadoop"

// DefaultQueueParent reports root.default declared with type="parent".
var DefaultQueueParent = &Rule{
	ID:       "default-queue-parent",
	Severity: Warning,
	Summary:  "root.default is declared as a parent queue",
	Doc: `Why: root.default is the queue the default placement rule sends apps to and
Hadoop creates it as a leaf. Declared with type="parent", it is turned into a
parent queue on a reload once it is empty, and from then on every app placed
in it is rejected with "root.default is not a leaf queue".
Fix: remove type="parent" from root.default; use another queue for dynamic
child queues.
See: QueueManager, which reserves root.default as a leaf queue; Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html).`,
	Check:    checkDefaultQueueParent,
	Versions: func(p hadoop.Profile) bool { return p.ImplicitRootDefault },
}

func checkDefaultQueueParent(p *Pass) {
	d := p.Config.Root.Child("default")
	if d == nil || d.Implicit || len(d.Children) > 0 || !d.Type.Set || d.Type.Val != "parent" {
		return
	}
	p.Report(settingPos(p, d.Type.Pos(), d), d.FullName,
		`declared type="parent": once it is empty a reload makes it a parent queue, and apps placed in it are then rejected with "root.default is not a leaf queue"`,
		`remove type="parent" from root.default`)
}
