package lint

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
)

// ClusterSiblingMinStarves reports queues whose instantaneous fair share is
// 0 on the given cluster because their siblings' minResources take the
// whole parent.
var ClusterSiblingMinStarves = &Rule{
	ID:       "cluster-sibling-min-starves",
	Severity: Warning,
	Summary:  "siblings' mins leave a queue a share of 0 (needs --cluster)",
	Doc: `Why: a queue's fair share is its weight times a ratio Hadoop searches for,
raised to its min. When the siblings' <minResources> already take the whole
share of the parent, the ratio ends at 0 and a queue without a min gets a
fair share of 0 while they are all busy: it is never guaranteed anything and
preemption never works in its favour.
Fix: lower the siblings' <minResources>, or give this queue a min of its own.
Needs: a cluster size (lint --cluster, diff --cluster); the examples below
are judged on --cluster "16384 mb, 16 vcores" with the default minimum
container (1024 MB, 1 vcore).
See: ComputeFairShares.computeSharesInternal in Hadoop's Fair Scheduler
(https://github.com/apache/hadoop/blob/rel/release-3.3.6/hadoop-yarn-project/hadoop-yarn/hadoop-yarn-server/hadoop-yarn-server-resourcemanager/src/main/java/org/apache/hadoop/yarn/server/resourcemanager/scheduler/fair/policies/ComputeFairShares.java).`,
	Input: ClusterInput,
	Check: checkClusterSiblingMinStarves,
}

func checkClusterSiblingMinStarves(pass *Pass) {
	p := pass.Cluster
	type blame struct {
		names   string
		related []Related
	}
	// A starved queue has no min, so every starved child of one parent
	// blames the same siblings: work them out once per parent and type.
	blamed := map[[2]int]blame{}
	blameOf := func(i, c, typ int) blame {
		k := [2]int{i, typ}
		if b, ok := blamed[k]; ok {
			return b
		}
		b := blame{p.biggestMins(i, c, typ), p.minsRelated(p.byMin(p.children(i), typ), typ)}
		blamed[k] = b
		return b
	}
	for i := range p.Tree.Nodes {
		nd := &p.Tree.Nodes[i]
		for _, c := range p.children(i) {
			child := &p.Tree.Nodes[c]
			if child.Weight <= 0 || child.CannotRun != "" || child.Queue == nil {
				continue
			}
			for typ := range computedTypes(nd.Policy, p.Shares.Types) {
				if !p.starved(c, typ) {
					continue
				}
				parent, b := p.Shares.InstantaneousOf(i).Get(typ), blameOf(i, c, typ)
				p.ReportRelated(queuePos(p.Pass, child.Queue), child.Queue.FullName,
					fmt.Sprintf("with every queue busy the queue's instantaneous fair share is 0 %s: the <minResources> of %s take all %s of %s",
						unitOf(typ, p), b.names, p.amount(typ, parent), nd.Name),
					"give the queue a <minResources>, or lower its siblings'", slices.Clone(b.related)...)
				break
			}
		}
	}
}

// unitOf names the unit of type typ in a message ("mb", "vcores").
func unitOf(typ int, p *ClusterView) string {
	switch typ {
	case 0:
		return "mb"
	case 1:
		return "vcores"
	}
	return p.typeName(typ)
}

// biggestMins lists, largest first, up to three siblings of node skip
// (children of node i) with a min of type typ.
func (p *ClusterView) biggestMins(i, skip, typ int) string {
	var sib []int
	for _, c := range p.children(i) {
		if c != skip && p.Tree.MinOf(c).Get(typ) > 0 {
			sib = append(sib, c)
		}
	}
	slices.SortStableFunc(sib, func(a, b int) int { return cmp.Compare(p.Tree.MinOf(b).Get(typ), p.Tree.MinOf(a).Get(typ)) })
	var parts []string
	for k, c := range sib {
		if k == 3 {
			parts = append(parts, fmt.Sprintf("%d more", len(sib)-3))
			break
		}
		parts = append(parts, fmt.Sprintf("%s (%s)", p.Tree.Nodes[c].Name, p.amount(typ, p.Tree.MinOf(c).Get(typ))))
	}
	return strings.Join(parts, ", ")
}
