package lint

import (
	"cmp"
	"fmt"
	"math"
	"slices"

	"github.com/fairsched/fairsched/compute"
	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// EndlessFairShare reports, for the releases before YARN-8833, the queues
// whose children's values make the fair share computation loop forever.
var EndlessFairShare = &Rule{
	ID:       "endless-fair-share",
	Severity: Error,
	Summary:  "the fair share computation never ends (before YARN-8833)",
	DocOf: func() string {
		return `Why: to split a parent's share, Hadoop's ComputeFairShares doubles a ratio
R from 1 until the children's shares at R (each between its min and its
max) add up to at least the amount to hand out. In Hadoop
` + hadoop.Where(endlessShareLoop) + ` every share is a Java int and their sum
is a Java int too, which wraps past 2147483647 to a negative number. When
the children's minimums or maximums are that large (a minResources of
1100000000 mb on two siblings, for instance), the wrapped sum can stay
below the amount at every R, also once R is infinite, and the loop never
ends: the ResourceManager's scheduler hangs as soon as it computes the
shares, when it starts or reloads the file. fairsched reports the parents
where this happens on every cluster, whatever its size and whichever
queues are busy; ` + "`shares`" + ` also reports it for the cluster it computes.
Fixed in Hadoop ` + hadoop.Where(noEndlessShareLoop) + ` (YARN-8833), which compute the
shares in long arithmetic.
Fix: give the queues realistic minResources and maxResources (below
2147483647 mb or vcores in total), or upgrade.
See: YARN-8833; YARN-9173; Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html) (minResources, maxResources).`
	},
	Check:    checkEndlessFairShare,
	Versions: endlessShareLoop,
}

// endlessShareLoop holds where ComputeFairShares can loop forever.
func endlessShareLoop(p hadoop.Profile) bool   { return p.EndlessShareLoop }
func noEndlessShareLoop(p hadoop.Profile) bool { return !p.EndlessShareLoop }

// checkEndlessFairShare computes the shares on an empty cluster: every
// split then hands out 0, and the loop ends only when the wrapped sum of
// the shares is 0 or more at some R. A split that never ends there never
// ends on any cluster (the amount to hand out is never negative), with
// every queue busy or none (the steady split includes every child).
func checkEndlessFairShare(p *Pass) {
	a := p.Config
	zero := make(resource.Resource, len(a.Types))
	t := compute.NewTree(a, zero, func(*xmlconf.Queue) bool { return true })
	s := t.Compute(zero)
	for _, e := range s.Endless {
		if !e.Steady {
			continue // the instantaneous split is the same with every queue busy
		}
		parent := t.Nodes[e.Parent]
		names, why := endlessCulprits(t, e.Parent, e.Type, a.Types)
		p.Report(queuePos(p, parent.Queue), parent.Name,
			fmt.Sprintf("Hadoop %s never finishes splitting %s's share of %s among its children: %s (%s), so the int sum of their shares wraps and stays below the amount at every ratio, and the scheduler hangs; fixed in %s (YARN-8833)",
				hadoop.Span(endlessShareLoop, p.Hadoop.Version), parent.Name, a.Types[e.Type], why, diag.FewAndCount(names, "queues"), hadoop.Describe(noEndlessShareLoop)),
			"lower the minResources and maxResources of these queues below 2147483647 in total, or upgrade")
	}
}

// endlessCulprits names the children of node i whose values of type typ
// overflow Java's int: the largest minimums, as many as add up past
// 2147483647, else those whose maximum is at least 2^30 (unbounded
// included), which saturate at 2147483647.
func endlessCulprits(t *compute.Tree, i, typ int, types resource.ResourceTypes) ([]string, string) {
	nd := t.Nodes[i]
	var kids []int
	for c := int(nd.First); c < int(nd.First+nd.N); c++ {
		if t.Nodes[c].Weight > 0 && t.MaxOf(c).Get(typ) > 0 {
			kids = append(kids, c)
		}
	}
	slices.SortStableFunc(kids, func(x, y int) int { return cmp.Compare(t.MinOf(y).Get(typ), t.MinOf(x).Get(typ)) })
	var names []string
	var sum int64
	for _, c := range kids {
		if sum > math.MaxInt32 || t.MinOf(c).Get(typ) <= 0 {
			break
		}
		sum += t.MinOf(c).Get(typ)
		names = append(names, t.Nodes[c].Name)
	}
	if sum > math.MaxInt32 {
		return names, fmt.Sprintf("their minimums add up to %d %s, beyond Java's int range", sum, types[typ])
	}
	names = names[:0]
	for _, c := range kids {
		if t.MaxOf(c).Get(typ) >= 1<<30 {
			names = append(names, t.Nodes[c].Name)
		}
	}
	return names, "their maximums are unbounded or at least 2^30, so each share reaches 2147483647"
}
