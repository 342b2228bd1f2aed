package lint

import (
	"fmt"
	"math"

	"github.com/fairsched/fairsched/hadoop"
)

// ClusterAMShareBelowContainer reports leaves whose maxAMShare of their fair
// share cannot hold one application master container.
var ClusterAMShareBelowContainer = &Rule{
	ID:       "cluster-am-share-below-container",
	Severity: Warning,
	Summary:  "the maxAMShare cannot fit one AM container (needs --cluster)",
	Doc: `Why: a leaf starts an application only while its application masters fit
in <maxAMShare> times its instantaneous fair share (rounded up; a share of 0
is replaced by the queue's max). Every AM container is at least the
scheduler's minimum allocation (--min-container, else the yarn-site's as the
release reads it, else 1024 MB and 1 vcore). When that
product is smaller, no application can start in the queue while every queue
is busy: they all wait in ACCEPTED.
Fix: raise <maxAMShare> (or queueMaxAMShareDefault), or the queue's share.
Needs: a cluster size (lint --cluster, diff --cluster); the examples below
are judged on --cluster "16384 mb, 16 vcores" with the default minimum
container (1024 MB, 1 vcore).
See: FSLeafQueue.canRunAppAM and computeMaxAMResource in Hadoop's Fair
Scheduler (https://github.com/apache/hadoop/blob/rel/release-3.3.6/hadoop-yarn-project/hadoop-yarn/hadoop-yarn-server/hadoop-yarn-server-resourcemanager/src/main/java/org/apache/hadoop/yarn/server/resourcemanager/scheduler/fair/FSLeafQueue.java).`,
	Input: ClusterInput,
	Check: checkClusterAMShareBelowContainer,
}

func checkClusterAMShareBelowContainer(pass *Pass) {
	p := pass.Cluster
	for i := range p.Tree.Nodes {
		nd := &p.Tree.Nodes[i]
		q := nd.Queue
		if i == 0 || nd.N > 0 || q == nil || !q.IsLeaf() || nd.CannotRun != "" {
			continue
		}
		share := p.Config.EffectiveMaxAMShare(q)
		if hadoop.AMShareOff(share) {
			continue // -1 turns the check off
		}
		for typ := range min(2, p.Shares.Types, len(p.Cluster.MinContainer)) {
			base := p.amBase(i, typ)
			if base == 0 {
				continue // a max of 0: the max rules report it
			}
			limit, need := int64(math.Ceil(float64(base)*float64(share))), p.Cluster.MinContainer[typ]
			if limit >= need {
				continue
			}
			pos := settingPos(p.Pass, q.MaxAMShare.Pos(), q)
			if !q.MaxAMShare.Set && p.Config.QueueMaxAMShareDefault.Set {
				pos = p.Config.QueueMaxAMShareDefault.Pos()
			}
			p.Report(pos, q.FullName,
				fmt.Sprintf("with every queue busy, <maxAMShare> %s of the queue's %s allows AMs of %s in all, less than one minimum container (%s%s): no application can start",
					formatShare(share), p.amount(typ, base), p.amount(typ, limit), p.amount(typ, need), p.Cluster.minKey(typ)),
				"raise <maxAMShare> or the queue's share")
			break
		}
	}
}

// amBase is the amount computeMaxAMResource multiplies by maxAMShare: the
// instantaneous fair share, or where it is 0 the queue's max (capped at
// the cluster, which is what is available when the cluster is idle).
func (p *ClusterView) amBase(i, typ int) int64 {
	if v := p.Shares.InstantaneousOf(i).Get(typ); v != 0 {
		return v
	}
	return min(p.Cluster.Size.Get(typ), p.Tree.MaxOf(i).Get(typ))
}

func formatShare(f float32) string { return fmt.Sprint(f) }
