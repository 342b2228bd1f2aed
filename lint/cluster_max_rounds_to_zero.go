package lint

import (
	"fmt"
	"strconv"

	"github.com/fairsched/fairsched/xmlconf"
)

// ClusterMaxRoundsToZero reports percentage maxResources that come to 0 MB
// or 0 vcores on the given cluster.
var ClusterMaxRoundsToZero = &Rule{
	ID:       "cluster-max-rounds-to-zero",
	Severity: Warning,
	Summary:  "a percentage maxResources comes to 0 (needs --cluster)",
	Doc: `Why: Hadoop resolves a percentage <maxResources> against the cluster and
truncates it to whole MB and vcores. A small percentage of a small cluster
comes to 0, and a queue whose max is 0 (and whose min is 0) can never get a
container: its applications wait forever.
Fix: raise the percentage, or write the max as an absolute amount.
Needs: a cluster size (lint --cluster, diff --cluster); the examples below
are judged on --cluster "16384 mb, 16 vcores" with the default minimum
container (1024 MB, 1 vcore).
See: ConfigurableResource.getResource in Hadoop's Fair Scheduler
(https://github.com/apache/hadoop/blob/rel/release-3.3.6/hadoop-yarn-project/hadoop-yarn/hadoop-yarn-server/hadoop-yarn-server-resourcemanager/src/main/java/org/apache/hadoop/yarn/server/resourcemanager/scheduler/fair/ConfigurableResource.java).`,
	Input: ClusterInput,
	Check: checkClusterMaxRoundsToZero,
}

func checkClusterMaxRoundsToZero(pass *Pass) {
	p := pass.Cluster
	if d := p.Config.QueueMaxResourcesDefault; d.Set && d.Val.IsPercent() {
		if what := zeroPercents(p, d.Val); what != "" {
			p.Report(settingPos(p.Pass, d.Pos(), nil), "",
				fmt.Sprintf("<queueMaxResourcesDefault> comes to %s on this cluster: every queue without its own max and min can never get a container", what),
				"raise the percentage or write an absolute amount")
		}
	}
	for i := range p.Tree.Nodes {
		q := p.Tree.Nodes[i].Queue
		if q == nil || !q.MaxResources.Set || !q.MaxResources.Val.IsPercent() {
			continue
		}
		what := zeroPercents(p, q.MaxResources.Val)
		if what == "" || !p.effectiveMaxZero(i) {
			continue
		}
		p.Report(settingPos(p.Pass, q.MaxResources.Pos(), q), q.FullName,
			fmt.Sprintf("<maxResources> comes to %s on this cluster: the queue can never get a container", what),
			"raise the percentage or write an absolute amount")
	}
}

// zeroPercents describes the memory-mb and vcores percentages of c that
// are above 0 but resolve to 0 on the cluster ("0 mb (0.001% of 16384
// mb)"), or "".
func zeroPercents(p *ClusterView, c xmlconf.ConfigurableResource) string {
	r := c.Resolve(p.Cluster.Size)
	what := ""
	for typ := range min(2, len(c.Percent)) {
		if c.Percent[typ] <= 0 || r.Get(typ) != 0 {
			continue
		}
		if what != "" {
			what += " and "
		}
		what += fmt.Sprintf("%s (%s%% of %s)", p.amount(typ, 0),
			strconv.FormatFloat(c.Percent[typ]*100, 'g', -1, 64), p.amount(typ, p.Cluster.Size.Get(typ)))
	}
	return what
}

// effectiveMaxZero reports whether node i's effective max (raised to its
// min) is 0 for memory-mb or vcores.
func (p *ClusterView) effectiveMaxZero(i int) bool {
	m := p.Tree.MaxOf(i)
	return m.Get(0) == 0 || len(m) > 1 && m.Get(1) == 0
}
