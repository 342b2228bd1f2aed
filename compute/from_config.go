package compute

import (
	"fmt"
	"math"
	"strings"

	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// NewTree builds the compute tree of an allocation file for a cluster of
// the given size (indexed like a.Types) as a flat Tree, in one
// breadth-first pass that allocates the node and value arrays once. Queues
// the ResourceManager will not create are left out. active reports whether
// a leaf has running apps; it is asked only about leaves that can run apps
// at all.
//
// Effective values follow AllocationConfiguration and FSQueue.getMaxShare:
// weight defaults to 1; min is the absolute minResources (a percentage
// minResources counts as 0); max is the queue's own maxResources, else
// queueMaxResourcesDefault, else unbounded, resolved against the whole
// cluster, then raised componentwise to min.
//
// created are queues the file does not declare that applications create at
// submission, as package place returns them (parents first, each with its
// Parent, apart from a's tree, which NewTree does not change): they become
// nodes after their parent's declared children.
func NewTree(a *xmlconf.Allocations, cluster resource.Resource, active func(*xmlconf.Queue) bool, created ...*xmlconf.Queue) *Tree {
	n, nTypes := countCreated(a.Root)+len(created), len(a.Types)
	t := &Tree{Nodes: make([]Node, 0, n), Types: nTypes, Min: make([]int64, n*nTypes), Max: make([]int64, n*nTypes),
		IntShares: intShares(a.Hadoop)}
	b := builder{a: a, t: t, cluster: cluster, active: active, extra: extraChildren(created)}
	b.add(a.Root, usersBlocked(a))
	for i := 0; i < len(t.Nodes); i++ {
		b.addChildren(i)
	}
	return t
}

// countCreated counts q and the queues below it that the ResourceManager
// creates.
func countCreated(q *xmlconf.Queue) int {
	n := 0
	stack := []*xmlconf.Queue{q}
	for len(stack) > 0 {
		q, stack = stack[len(stack)-1], stack[:len(stack)-1]
		n++
		for _, c := range q.Children {
			if c.NotCreated == "" {
				stack = append(stack, c)
			}
		}
	}
	return n
}

// builder appends the nodes of NewTree.
type builder struct {
	a       *xmlconf.Allocations
	t       *Tree
	cluster resource.Resource
	active  func(*xmlconf.Queue) bool
	// extra are the created queues below each declared queue.
	extra map[*xmlconf.Queue][]*xmlconf.Queue
}

// extraChildren maps each queue that is not itself among created to the
// queues of created directly below it.
func extraChildren(created []*xmlconf.Queue) map[*xmlconf.Queue][]*xmlconf.Queue {
	if len(created) == 0 {
		return nil
	}
	isCreated := map[*xmlconf.Queue]bool{}
	for _, q := range created {
		isCreated[q] = true
	}
	out := map[*xmlconf.Queue][]*xmlconf.Queue{}
	for _, q := range created {
		if q.Parent != nil && !isCreated[q.Parent] {
			out[q.Parent] = append(out[q.Parent], q)
		}
	}
	return out
}

// add appends q as the next node. blocked is why no app can run in q's
// subtree, as found above q, or "". Until q's children are added, the
// node's CannotRun holds that reason for every queue, leaf or not, so that
// the children can inherit it.
func (b *builder) add(q *xmlconf.Queue, blocked string) {
	if m := b.a.EffectiveMaxApps(q); m <= 0 && blocked == "" {
		blocked = fmt.Sprintf("maxRunningApps of %s is %d", q.FullName, m)
	}
	i := len(b.t.Nodes)
	b.t.Nodes = append(b.t.Nodes, Node{Name: q.FullName, Queue: q, CannotRun: blocked,
		Policy: q.Policy, Weight: q.EffectiveWeight()})
	if q.IsLeaf() {
		b.t.Nodes[i].Active = blocked == "" && b.active(q)
	}
	minShare, maxShare := b.t.MinOf(i), b.t.MaxOf(i)
	effectiveMin(minShare, q)
	effectiveMax(maxShare, b.a, q, b.cluster)
	for k := range maxShare {
		maxShare[k] = max(maxShare[k], minShare[k])
	}
}

// addChildren appends the created children of node i and then clears the
// reason node i only carried for them, unless it is a leaf.
func (b *builder) addChildren(i int) {
	nd := &b.t.Nodes[i]
	nd.First = int32(len(b.t.Nodes))
	blocked := nd.CannotRun
	for _, c := range nd.Queue.Children {
		if c.NotCreated == "" {
			b.add(c, blocked)
		}
	}
	for _, c := range b.extra[nd.Queue] {
		b.add(c, blocked)
	}
	nd = &b.t.Nodes[i]
	nd.N = int32(len(b.t.Nodes)) - nd.First
	if !nd.Queue.IsLeaf() {
		nd.CannotRun = ""
	}
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

// EffectiveMin returns the min share Hadoop uses for q: its absolute
// minResources, or zero (also for a percentage, which Hadoop stores as null).
func EffectiveMin(a *xmlconf.Allocations, q *xmlconf.Queue) resource.Resource {
	r := make(resource.Resource, len(a.Types))
	effectiveMin(r, q)
	return r
}

// effectiveMin writes EffectiveMin into dst, which has one entry per type.
func effectiveMin(dst resource.Resource, q *xmlconf.Queue) {
	clear(dst)
	if q.MinResources.Set && !q.MinResources.Val.IsPercent() {
		copy(dst, q.MinResources.Val.Absolute)
	}
}

// EffectiveMax returns FSQueue.getMaxShare for q on the given cluster:
// componentwiseMax(resolved max, min).
func EffectiveMax(a *xmlconf.Allocations, q *xmlconf.Queue, cluster, min resource.Resource) resource.Resource {
	r := make(resource.Resource, len(a.Types))
	effectiveMax(r, a, q, cluster)
	return resource.ComponentwiseMax(r, min)
}

// effectiveMax writes q's resolved max share, before it is raised to the
// min, into dst, which has one entry per type: its own maxResources, else
// queueMaxResourcesDefault, else unbounded; types the setting leaves out
// are 0.
func effectiveMax(dst resource.Resource, a *xmlconf.Allocations, q *xmlconf.Queue, cluster resource.Resource) {
	switch {
	case q.MaxResources.Set:
		resolve(dst, q.MaxResources.Val, cluster)
	case a.QueueMaxResourcesDefault.Set:
		resolve(dst, a.QueueMaxResourcesDefault.Val, cluster)
	default:
		for k := range dst {
			dst[k] = math.MaxInt64
		}
	}
}

// resolve writes c.Resolve(cluster) into dst, padded with 0; an absolute
// setting is copied as it is, which is what Resolve returns for it, without
// the copy Resolve allocates.
func resolve(dst resource.Resource, c xmlconf.ConfigurableResource, cluster resource.Resource) {
	r := c.Absolute
	if c.IsPercent() {
		r = c.Resolve(cluster)
	}
	clear(dst[copy(dst, r):])
}

// Undeclared returns the names given by a user (full names like
// "root.a.b" or names relative to root like "a.b", surrounding spaces
// trimmed) that are not queues the ResourceManager creates from the file:
// queues an application would have to create at submission, which package
// place decides about. A name close to an existing one is taken for a typo
// instead (UnknownQueueError).
func Undeclared(a *xmlconf.Allocations, names []string) ([]string, error) {
	byName := createdQueues(a)
	var out []string
	for _, n := range names {
		n = strings.TrimSpace(n)
		if lookup(byName, n) != nil {
			continue
		}
		if similar := similar(byName, n); len(similar) > 0 {
			return nil, &UnknownQueueError{Name: n, Similar: similar}
		}
		out = append(out, n)
	}
	return out, nil
}

// ActiveSet resolves queue names given by a user (as for Undeclared) to
// the set of leaves that have running apps: naming a parent makes every
// leaf below it active. created are queues the file does not declare that
// applications create at submission (see NewTree); they may be named too.
// Queues that will not be created cannot be named (UnknownQueueError).
func ActiveSet(a *xmlconf.Allocations, names []string, created []*xmlconf.Queue) (map[*xmlconf.Queue]bool, error) {
	byName := createdQueues(a)
	for _, q := range created {
		byName[q.FullName] = q
	}
	set := map[*xmlconf.Queue]bool{}
	for _, n := range names {
		n = strings.TrimSpace(n)
		q := lookup(byName, n)
		if q == nil {
			return nil, &UnknownQueueError{Name: n, Similar: similar(byName, n)}
		}
		q.Walk(func(l *xmlconf.Queue) {
			if l.IsLeaf() && l.NotCreated == "" {
				set[l] = true
			}
		})
		for _, c := range created {
			if c.IsLeaf() && below(c, q) {
				set[c] = true
			}
		}
	}
	return set, nil
}

// below reports whether q is anc or one of its descendants.
func below(q, anc *xmlconf.Queue) bool {
	for ; q != nil; q = q.Parent {
		if q == anc {
			return true
		}
	}
	return false
}

// createdQueues maps the full name of every queue the ResourceManager
// creates to the queue.
func createdQueues(a *xmlconf.Allocations) map[string]*xmlconf.Queue {
	byName := map[string]*xmlconf.Queue{}
	a.Root.Walk(func(q *xmlconf.Queue) {
		if q.NotCreated == "" {
			byName[q.FullName] = q
		}
	})
	return byName
}

func lookup(byName map[string]*xmlconf.Queue, n string) *xmlconf.Queue {
	if q := byName[n]; q != nil {
		return q
	}
	return byName["root."+n]
}

// intShares reports whether release h computes fair shares in int
// (Tree.IntShares). A zero profile, from an Allocations built without
// Parse, means the default release.
func intShares(h hadoop.Profile) bool {
	return h.Version != (hadoop.Version{}) && !h.LongShareArithmetic
}
