package lint

import (
	"fmt"
	"math"
	"strings"
)

// ClusterMinOvercommit reports parents whose children's minResources add
// up to more than the parent's own share on the given cluster.
var ClusterMinOvercommit = &Rule{
	ID:       "cluster-min-overcommit",
	Severity: Warning,
	Summary:  "children's mins exceed the parent's share (needs --cluster)",
	Doc: `Why: when the children's <minResources> add up to more than their parent's
fair share (for root: the cluster), Hadoop's share computation cannot find a
split that fits, ends at a ratio of 0 and gives every child exactly its min:
the parent's share is over-allocated, the mins cannot all be honoured at once,
and every child without a min gets 0.
Fix: lower the children's <minResources> so they fit in the parent's share on
this cluster, or give the parent a larger share.
Needs: a cluster size (lint --cluster, diff --cluster); the examples below
are judged on --cluster "16384 mb, 16 vcores" with the default minimum
container (1024 MB, 1 vcore).
See: ComputeFairShares.computeSharesInternal in Hadoop's Fair Scheduler
(https://github.com/apache/hadoop/blob/rel/release-3.3.6/hadoop-yarn-project/hadoop-yarn/hadoop-yarn-server/hadoop-yarn-server-resourcemanager/src/main/java/org/apache/hadoop/yarn/server/resourcemanager/scheduler/fair/policies/ComputeFairShares.java).`,
	Input: ClusterInput,
	Check: checkClusterMinOvercommit,
}

func checkClusterMinOvercommit(pass *Pass) {
	p := pass.Cluster
	for i := range p.Tree.Nodes {
		nd := &p.Tree.Nodes[i]
		if nd.N == 0 || nd.Queue == nil {
			continue
		}
		var parts []string
		var related []Related
		for typ := range computedTypes(nd.Policy, p.Shares.Types) {
			if i > 0 && !p.shareComputed(i, typ) {
				continue
			}
			share, sum := p.Shares.SteadyOf(i).Get(typ), p.childMins(i, typ)
			if sum > share {
				parts = append(parts, fmt.Sprintf("%s against %s, over by %s", p.amount(typ, sum), p.amount(typ, share), p.amount(typ, sum-share)))
				if related == nil {
					related = p.minsRelated(p.byMin(p.children(i), typ), typ)
				}
			}
		}
		if len(parts) == 0 {
			continue
		}
		of := "the queue's steady fair share"
		if i == 0 {
			of = "the cluster"
		}
		p.ReportRelated(queuePos(p.Pass, nd.Queue), nd.Queue.FullName,
			fmt.Sprintf("the children's <minResources> add up to more than %s: %s; Hadoop gives each child its min anyway and over-allocates",
				of, strings.Join(parts, "; ")),
			"lower the children's <minResources> so that they fit on this cluster", related...)
	}
}

// childMins adds up the min shares of node i's children for one type,
// saturating at the largest int64; each sum is computed once.
func (p *ClusterView) childMins(i, typ int) int64 {
	if typ >= p.Tree.Types {
		return 0
	}
	k := i*p.Tree.Types + typ
	if p.minSums[k] < 0 {
		p.minSums[k] = p.sumChildMins(i, typ)
	}
	return p.minSums[k]
}

func (p *ClusterView) sumChildMins(i, typ int) int64 {
	var sum int64
	for _, c := range p.children(i) {
		v := p.Tree.MinOf(c).Get(typ)
		if sum > math.MaxInt64-v {
			return math.MaxInt64
		}
		sum += v
	}
	return sum
}
