package lint

import (
	"fmt"

	"github.com/fairsched/fairsched/compute"
)

// ClusterShareBelowContainer reports leaves whose steady fair share on the
// given cluster is smaller than one minimum container.
var ClusterShareBelowContainer = &Rule{
	ID:       "cluster-share-below-container",
	Severity: Info,
	Summary:  "steady fair share below one container (needs --cluster)",
	Doc: `Why: the steady fair share is what a queue is guaranteed over time and what
preemption restores. When it is smaller than the scheduler's minimum
allocation (yarn.scheduler.minimum-allocation-mb, 1024 MB by default, or
yarn.resource-types.memory-mb.minimum-allocation from 2.10.0 and 3.0.0, which
wins; every container is rounded up to it), the queue is not guaranteed even
one container on this cluster. The minimum is --min-container, else the
yarn-site's (lint --yarn-site), else Hadoop's default.
Fix: raise the queue's weight or <minResources>, or merge small queues.
Needs: a cluster size (lint --cluster, diff --cluster); the examples below
are judged on --cluster "16384 mb, 16 vcores" with the default minimum
container (1024 MB, 1 vcore).
See: Hadoop's Fair Scheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html),
and yarn.scheduler.minimum-allocation-mb.`,
	Input: ClusterInput,
	Check: checkClusterShareBelowContainer,
}

func checkClusterShareBelowContainer(pass *Pass) {
	p := pass.Cluster
	for i := range p.Tree.Nodes {
		nd := &p.Tree.Nodes[i]
		if i == 0 || nd.N > 0 || nd.Queue == nil || !nd.Queue.IsLeaf() || nd.CannotRun != "" || nd.Weight <= 0 {
			continue
		}
		for typ := range min(2, p.Shares.Types, len(p.Cluster.MinContainer)) {
			share, need := p.Shares.SteadyOf(i).Get(typ), p.Cluster.MinContainer[typ]
			if !p.shareComputed(i, typ) || p.Shares.SteadyBinding(i, typ) == compute.BindingMaxZero || share >= need || p.starved(i, typ) {
				continue
			}
			p.Report(queuePos(p.Pass, nd.Queue), nd.Queue.FullName,
				fmt.Sprintf("the queue's steady fair share on this cluster is %s, less than one minimum container (%s%s): it is not guaranteed a single container",
					p.amount(typ, share), p.amount(typ, need), p.Cluster.minKey(typ)),
				"raise the queue's weight or <minResources>")
			break
		}
	}
}
