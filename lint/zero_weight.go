package lint

// ZeroWeight reports queues with weight 0.
var ZeroWeight = &Rule{
	ID:       "zero-weight",
	Severity: Info,
	Summary:  "a queue has weight 0",
	Doc: `Why: a weight of 0 is legal, but the queue's fair share is then only its
<minResources> (nothing without one): it gets resources only when no other
queue wants them, and preemption never works in its favour beyond the minimum.
A queue closed on purpose (no resources and no running apps) gets one
closed-queue finding instead.
Fix: nothing if this is intended; otherwise give the queue a positive weight.
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html) (weight); FairSharePolicy and ComputeFairShares.`,
	Check: checkZeroWeight,
}

func checkZeroWeight(p *Pass) {
	for q := range p.Queues() {
		if !q.Weight.Set || q.Weight.Val != 0 || closedOnPurpose(q) {
			continue
		}
		p.Report(settingPos(p, q.Weight.Pos(), q), q.FullName,
			"<weight> is 0: the queue's fair share is only its <minResources>, and it gets nothing else while other queues have demand",
			"give the queue a positive weight unless it should only use idle resources")
	}
}
