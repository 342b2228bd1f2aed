package compute

import (
	"fmt"
	"strings"

	"github.com/fairsched/fairsched/xmlconf"
)

// Input is the compute tree built from an allocation file for one cluster
// size and set of busy queues, with what the adapter decided on the way.
type Input struct {
	Root *Queue
	// Queues maps every full name in Root to the configured queue it came from.
	Queues map[string]*xmlconf.Queue
	// CannotRun maps each leaf that can never have a runnable app to the
	// reason (a maxRunningApps of 0 or below on it or an ancestor).
	CannotRun map[string]string
}

// FromConfig builds the compute tree for a cluster of the given size (indexed
// like a.Types). Queues the ResourceManager will not create are left out.
// active reports whether a leaf has running apps; it is asked only about
// leaves that can run apps at all.
//
// Effective values follow AllocationConfiguration and FSQueue.getMaxShare:
// weight defaults to 1; min is the absolute minResources (a percentage
// minResources counts as 0); max is the queue's own maxResources, else
// queueMaxResourcesDefault, else unbounded, resolved against the whole
// cluster, then raised componentwise to min.
func FromConfig(a *xmlconf.Allocations, cluster xmlconf.Resource, active func(*xmlconf.Queue) bool) *Input {
	in := &Input{Queues: map[string]*xmlconf.Queue{}, CannotRun: map[string]string{}}
	in.Root = in.convert(a, a.Root, cluster, active, usersBlocked(a))
	return in
}

// usersBlocked says why no user can have a runnable app at all, or "": a
// userMaxAppsDefault of 0 or below with no <user> allowed more
// (MaxRunningAppsEnforcer checks user limits as well as queue limits).
func usersBlocked(a *xmlconf.Allocations) string {
	d := a.UserMaxAppsDefault
	if !d.Set || d.Val > 0 {
		return ""
	}
	for _, u := range a.Users {
		if u.MaxRunningApps.Set && u.MaxRunningApps.Val > 0 {
			return ""
		}
	}
	return fmt.Sprintf("userMaxAppsDefault is %d and no <user> may run more", d.Val)
}

func (in *Input) convert(a *xmlconf.Allocations, q *xmlconf.Queue, cluster xmlconf.Resource, active func(*xmlconf.Queue) bool, blocked string) *Queue {
	min := EffectiveMin(a, q)
	c := &Queue{
		Name:   q.FullName,
		Weight: q.EffectiveWeight(),
		Policy: q.Policy,
		Min:    min,
		Max:    EffectiveMax(a, q, cluster, min),
	}
	in.Queues[q.FullName] = q
	if a.EffectiveMaxApps(q) <= 0 && blocked == "" {
		blocked = fmt.Sprintf("maxRunningApps of %s is %d", q.FullName, a.EffectiveMaxApps(q))
	}
	for _, child := range q.Children {
		if child.NotCreated == "" {
			c.Children = append(c.Children, in.convert(a, child, cluster, active, blocked))
		}
	}
	if q.IsLeaf() {
		c.Active = blocked == "" && active(q)
		if blocked != "" {
			in.CannotRun[q.FullName] = blocked
		}
	}
	return c
}

// EffectiveMin returns the min share Hadoop uses for q: its absolute
// minResources, or zero (also for a percentage, which Hadoop stores as null).
func EffectiveMin(a *xmlconf.Allocations, q *xmlconf.Queue) xmlconf.Resource {
	n := len(a.Types)
	if !q.MinResources.Set || q.MinResources.Val.IsPercent() {
		return xmlconf.NewResource(n, 0)
	}
	return fit(q.MinResources.Val.Absolute, n, 0)
}

// EffectiveMax returns FSQueue.getMaxShare for q on the given cluster:
// componentwiseMax(resolved max, min).
func EffectiveMax(a *xmlconf.Allocations, q *xmlconf.Queue, cluster, min xmlconf.Resource) xmlconf.Resource {
	n := len(a.Types)
	max := xmlconf.Unbounded(n)
	switch {
	case q.MaxResources.Set:
		max = fit(q.MaxResources.Val.Resolve(cluster), n, 0)
	case a.QueueMaxResourcesDefault.Set:
		max = fit(a.QueueMaxResourcesDefault.Val.Resolve(cluster), n, 0)
	}
	return xmlconf.ComponentwiseMax(max, min)
}

// fit returns r with exactly n entries, padding with pad.
func fit(r xmlconf.Resource, n int, pad int64) xmlconf.Resource {
	out := xmlconf.NewResource(n, pad)
	copy(out, r)
	return out
}

// ActiveSet resolves queue names given by a user (full names like
// "root.a.b" or names relative to root like "a.b") to the set of leaves that
// have running apps: naming a parent makes every leaf below it active.
// Queues that will not be created cannot be named.
func ActiveSet(a *xmlconf.Allocations, names []string) (map[*xmlconf.Queue]bool, error) {
	byName := map[string]*xmlconf.Queue{}
	a.Root.Walk(func(q *xmlconf.Queue) {
		if q.NotCreated == "" {
			byName[q.FullName] = q
		}
	})
	set := map[*xmlconf.Queue]bool{}
	for _, n := range names {
		q := lookup(byName, strings.TrimSpace(n))
		if q == nil {
			return nil, &UnknownQueueError{Name: n, Similar: similar(byName, n)}
		}
		q.Walk(func(l *xmlconf.Queue) {
			if l.IsLeaf() && l.NotCreated == "" {
				set[l] = true
			}
		})
	}
	return set, nil
}

func lookup(byName map[string]*xmlconf.Queue, n string) *xmlconf.Queue {
	if q := byName[n]; q != nil {
		return q
	}
	return byName["root."+n]
}
