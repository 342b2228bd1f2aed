package lint

import (
	"fmt"

	"github.com/fairsched/fairsched/xmlconf"
)

// ClosedQueue reports a queue closed on purpose: its own maxResources
// allows no memory and no vcores and its own maxRunningApps is 0 or less.
// zero-max-resources, zero-max-running-apps and zero-weight leave such a
// queue to it, so that the intent gets one finding instead of two errors.
var ClosedQueue = &Rule{
	ID:       "closed-queue",
	Severity: Info,
	Summary:  "a queue is closed: no resources and no running apps",
	Doc: `Why: a queue whose <maxResources> is 0 memory and 0 vcores and whose
<maxRunningApps> is 0 (often with <weight> 0 too) is a common way to keep
jobs out of a queue, root.default above all. Hadoop accepts the file and
creates the queue, but it never runs anything: an application submitted or
placed there is accepted and then waits (its application master is never
started) until it is killed, instead of being rejected. Each limit alone
would be a mistake; together they say the queue is closed on purpose.
Fix: nothing if this is intended. To have such applications rejected
instead of waiting, send them elsewhere in <queuePlacementPolicy> (end it
with a reject rule or a default rule naming an open queue) or refuse them
with <aclSubmitApps> on the queue and its parents.
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html) (maxResources, maxRunningApps, queuePlacementPolicy).`,
	Check: checkClosedQueue,
}

// closedOnPurpose reports whether q, a queue the ResourceManager creates
// below root, has every limit of its own at zero: a maxResources of no
// memory and no vcores and a maxRunningApps of 0 or less.
func closedOnPurpose(q *xmlconf.Queue) bool {
	return q.Parent != nil && q.NotCreated == "" &&
		q.MaxResources.Set && zeroTypes(q.MaxResources.Val) == "memory and vcores" &&
		q.MaxRunningApps.Set && q.MaxRunningApps.Val <= 0
}

func checkClosedQueue(p *Pass) {
	for q := range p.Queues() {
		if !closedOnPurpose(q) {
			continue
		}
		what := "an application submitted or placed there is accepted but never runs: it waits until it is killed"
		if !q.IsLeaf() {
			what = "no queue below it runs anything: an application submitted or placed there is accepted but waits until it is killed"
		}
		p.Report(settingPos(p, q.MaxResources.Pos(), q), q.FullName,
			fmt.Sprintf("the queue is closed (<maxResources> %q, <maxRunningApps> %d): %s", written(q.MaxResources), q.MaxRunningApps.Val, what),
			"if jobs should be rejected rather than wait, send them elsewhere with <queuePlacementPolicy> or refuse them with <aclSubmitApps>")
	}
}
