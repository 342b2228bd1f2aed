package lint

import (
	"slices"

	"github.com/fairsched/fairsched/hadoop"
)

// UpgradeShareChanges reports queues whose steady fair share differs
// between the two releases.
var UpgradeShareChanges = &Rule{
	ID:       "upgrade-share-changes",
	Input:    UpgradeInput,
	Severity: Info,
	Summary:  "a queue's steady fair share changes after the upgrade",
	DocOf: func() string {
		return `Why: the same file can give different shares on another release: in Hadoop
` + hadoop.Where(noImplicitRootDefault) + ` root.default exists only when declared (YARN-7769), so its weight no longer
takes a part of the cluster; queues that one release does not create take no
share there. The shares are compared at the cluster given with --cluster, or
at 100 nodes of 8192 MB and 8 vcores.
Fix: nothing if the new shares are wanted; otherwise adjust the weights, or
declare the queues the new release no longer creates by itself.
See: docs/hadoop-versions.md; the JIRA named in the finding.`
	},
	Check: checkUpgradeShareChanges,
}

func checkUpgradeShareChanges(p *Pass) {
	v := p.upgrade
	if v == nil || len(v.fromRef) > 0 || len(v.toRef) > 0 {
		return
	}
	from, to := v.names()
	before, after := steady(v.fromA, v.cluster), steady(v.toA, v.cluster)
	for _, q := range v.fromA.Queues() {
		b, okB := before[q.FullName]
		a, okA := after[q.FullName]
		if !okB || !okA || slices.Equal(a, b) {
			continue
		}
		p.Reportf(queuePos(p, q), q.FullName, "steady fair share %s in %s, %s in %s (cluster %s)",
			b.Format(v.fromA.Types), from, a.Format(v.toA.Types), to, v.cluster.Format(v.fromA.Types))
	}
	for name := range after {
		if _, ok := before[name]; !ok {
			q := v.toA.Find(name)
			if q != nil && q.Parent != nil && v.fromA.Find(q.Parent.FullName) != nil {
				p.Reportf(queuePos(p, q), name, "the queue exists in %s only, with a steady fair share of %s",
					to, after[name].Format(v.toA.Types))
			}
		}
	}
}
