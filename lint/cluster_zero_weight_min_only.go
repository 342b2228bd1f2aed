package lint

import "fmt"

// ClusterZeroWeightMinOnly reports weight-0 queues with the share they are
// left with on the given cluster: their min.
var ClusterZeroWeightMinOnly = &Rule{
	ID:       "cluster-zero-weight-min-only",
	Severity: Info,
	Summary:  "a weight-0 queue's share is only its min (needs --cluster)",
	Doc: `Why: Hadoop fixes the fair share of a queue with weight 0 at its
<minResources> before sharing out the rest, so on this cluster the queue is
guaranteed exactly its min (nothing without one) and gets more only while
other queues leave resources idle.
Fix: nothing if the queue should only use idle resources; otherwise give it a
positive weight or the min it needs.
Needs: a cluster size (lint --cluster, diff --cluster); the examples below
are judged on --cluster "16384 mb, 16 vcores" with the default minimum
container (1024 MB, 1 vcore).
See: ComputeFairShares.computeSharesInternal in Hadoop's Fair Scheduler
(https://github.com/apache/hadoop/blob/rel/release-3.3.6/hadoop-yarn-project/hadoop-yarn/hadoop-yarn-server/hadoop-yarn-server-resourcemanager/src/main/java/org/apache/hadoop/yarn/server/resourcemanager/scheduler/fair/policies/ComputeFairShares.java).`,
	Input: ClusterInput,
	Check: checkClusterZeroWeightMinOnly,
}

func checkClusterZeroWeightMinOnly(pass *Pass) {
	p := pass.Cluster
	for i := range p.Tree.Nodes {
		nd := &p.Tree.Nodes[i]
		q := nd.Queue
		if i == 0 || q == nil || nd.Weight > 0 || !q.Weight.Set {
			continue
		}
		p.Report(settingPos(p.Pass, q.Weight.Pos(), q), q.FullName,
			fmt.Sprintf("<weight> is %s: on this cluster the queue's steady fair share is only its min, %s, whatever the other queues do",
				formatShare(nd.Weight), p.amount(0, p.Shares.SteadyOf(i).Get(0))),
			"give the queue a positive weight unless it should only use idle resources")
	}
}
