package lint

import (
	"fmt"
	"math"

	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/xmlconf"
)

// MinOverPromised reports parents whose children are guaranteed more, in
// sum, than the parent may ever use.
var MinOverPromised = &Rule{
	ID:       "min-over-promised",
	Severity: Warning,
	Summary:  "children's minResources add up to more than the parent's max",
	Doc: `Why: a queue's <minResources> is a guarantee, but Hadoop never gives a
subtree more than its parent's max (the max is checked up the tree, root
included). When the children's minimums (a child's own, or its children's
if they add up to more) sum to more than the parent's <maxResources>, or than
root's max for the top-level queues, the guarantees cannot all be met at once:
some queue stays below its minimum while the others hold theirs.
Fix: lower the children's <minResources>, or raise the parent's
<maxResources> (or <queueMaxResourcesDefault>, where the max comes from it).
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html); FSQueue.fitsInMaxShare.`,
	Check: checkMinOverPromised,
}

func checkMinOverPromised(p *Pass) {
	types := p.Config.Types
	for q := range p.Queues() {
		if q.NotCreated != "" || len(q.Children) == 0 {
			continue
		}
		maxC, inherited, ok := p.Config.ConfiguredMax(q)
		if !ok || maxC.IsPercent() {
			continue
		}
		sum, known := childrenMin(q, len(types))
		if !known {
			continue
		}
		over := excess(sum, maxC.Absolute, types)
		if over == "" {
			continue
		}
		at, whose := settingPos(p, q.MaxResources.Pos(), q), fmt.Sprintf("<maxResources> %s", maxC.Absolute.Format(types))
		if inherited {
			at = queuePos(p, q)
			whose = fmt.Sprintf("max %s (from <queueMaxResourcesDefault>, line %d)", maxC.Absolute.Format(types), p.Config.QueueMaxResourcesDefault.Pos().Line)
		}
		p.Report(at, q.FullName,
			fmt.Sprintf("the children's <minResources> add up to %s, more than this queue's %s: over-promised by %s", sum.Format(types), whose, over),
			"lower the children's <minResources> or raise this queue's max")
	}
}

// childrenMin returns the sum of what q's created children are guaranteed:
// for each child the larger of its own minResources and what its children
// are guaranteed, per type. known is false when a percentage is involved.
func childrenMin(q *xmlconf.Queue, n int) (resource.Resource, bool) {
	sum := resource.NewResource(n, 0)
	for _, c := range q.Children {
		if c.NotCreated != "" {
			continue
		}
		own := resource.NewResource(n, 0)
		if c.MinResources.Set {
			if c.MinResources.Val.IsPercent() {
				return nil, false
			}
			own = c.MinResources.Val.Absolute
		}
		below, known := childrenMin(c, n)
		if !known {
			return nil, false
		}
		eff := resource.ComponentwiseMax(own, below)
		for i := range sum {
			sum[i] = saturatingAdd(sum[i], eff.Get(i))
		}
	}
	return sum, true
}

func saturatingAdd(a, b int64) int64 {
	if b > 0 && a > math.MaxInt64-b {
		return math.MaxInt64
	}
	return a + b
}

// excess formats by how much sum exceeds max per type ("20000 mb, 4
// vcores"), or returns "" when it fits. A max of 0 (zero-max-resources) or
// below (vcores -1 from a new-style max without vcores, max-without-vcores)
// is another rule's finding.
func excess(sum, max resource.Resource, types resource.ResourceTypes) string {
	over := make(resource.Resource, len(sum))
	for i, s := range sum {
		if m := max.Get(i); m > 0 && s > m {
			over[i] = s - m
		}
	}
	return over.FormatNonZero(types)
}
