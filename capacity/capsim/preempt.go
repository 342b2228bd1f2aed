package capsim

import (
	"github.com/fairsched/fairsched/core/javanum"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/hadoop"
)

// tempQueue is TempQueuePerPartition: one queue's snapshot for a round of
// ProportionalCapacityPreemptionPolicy, compared through the calculator.
type tempQueue struct {
	qi                        int
	used, guaranteed, maximum Resource
	pending, pendingNoReserve Resource
	ideal                     Resource
	untouchable, preemptable  Resource
	toBePreempted, toObtain   Resource
	norm                      float64
	priority                  int32
	disabled                  bool
	children                  []*tempQueue
}

func (t *tempQueue) leaf() bool { return len(t.children) == 0 }

// preemptRound is one run of ProportionalCapacityPreemptionPolicy#
// editSchedule: it computes every queue's ideal assignment, selects
// containers from the leaves over their guarantee (FifoCandidatesSelector:
// newest apps first, newest containers first, AM containers last), kills
// those selected for max_wait_before_kill, and forgets selections older
// than twice that. It reports whether anything changed.
func (s *Sim) preemptRound() bool {
	root := s.snapshot(0, 0)
	s.updateExtras(root)
	root.ideal = root.guaranteed.Clone()
	allowed := multiplyAndRoundDown(s.cluster, float64(s.g.Preemption.PerRound))
	s.idealBelow(root, allowed)
	leaves := []*tempQueue{}
	collectLeaves(root, &leaves)
	for _, t := range leaves {
		t.toObtain = s.zero()
		if t.disabled || !greaterThan(s.rc, s.cluster, t.used, multiplyAndRoundDown(t.guaranteed, 1+s.g.Preemption.MaxIgnoredOver)) {
			continue
		}
		t.toObtain = t.toBePreempted.Clone()
		if greaterThan(s.rc, s.cluster, t.toObtain, s.zero()) {
			t.toObtain = multiplyHalfUp(t.toBePreempted, s.g.Preemption.NaturalTermination)
		}
	}
	sel := &selection{allowed: allowed, picked: map[int32]bool{}}
	changed := false
	for _, t := range leaves {
		if !t.disabled && greaterThan(s.rc, s.cluster, t.toObtain, s.zero()) {
			changed = s.selectFrom(t, sel) || changed
		}
	}
	if s.g.Preemption.ObserveOnly {
		return changed
	}
	s.preempting = len(sel.containers) > 0
	return s.killSelected(sel) || changed
}

// snapshot builds the temp queue of qi and its subtree.
func (s *Sim) snapshot(qi int, priority int32) *tempQueue {
	q := s.queues[qi]
	t := &tempQueue{qi: qi, used: q.used.Clone(), guaranteed: q.guaranteed.Clone(), maximum: q.maximum.Clone(),
		priority: priority, disabled: q.disablePreemption, pending: s.zero(), pendingNoReserve: s.zero(),
		ideal: s.zero(), untouchable: s.zero(), preemptable: s.zero(), toBePreempted: s.zero(), toObtain: s.zero()}
	if q.isLeaf() {
		t.pending, t.pendingNoReserve = s.pendingUnderUserLimit(q)
		return t
	}
	for _, c := range q.children {
		p := int32(0)
		if q.respectPriority {
			p = s.queues[c].priority
		}
		child := s.snapshot(c, p)
		t.children = append(t.children, child)
		t.pending.AddIn(child.pending)
		t.pendingNoReserve.AddIn(child.pendingNoReserve)
	}
	return t
}

// pendingUnderUserLimit is LeafQueue#getTotalPendingResourcesConsidering
// UserLimit: each active app's pending asks, up to what its user's limit
// leaves (per user, in app order, type by type); and the same with the
// app's reservations deducted.
func (s *Sim) pendingUnderUserLimit(q *queue) (pending, noReserve Resource) {
	pending, noReserve = s.zero(), s.zero()
	head, headNR := map[string]Resource{}, map[string]Resource{}
	for _, a := range q.active {
		if _, ok := head[a.user]; !ok {
			h := componentwiseMax(minus(s.userLimitOf(q, q.users[a.user]), q.users[a.user].used), s.zero())
			head[a.user], headNR[a.user] = h, h.Clone()
		}
		p := s.pendingRes(a)
		take := resource.ComponentwiseMin(head[a.user], p)
		head[a.user].SubIn(take)
		pending.AddIn(take)
		takeNR := resource.ComponentwiseMin(headNR[a.user], componentwiseMax(minus(p, s.reservedRes(a)), s.zero()))
		headNR[a.user].SubIn(takeNR)
		noReserve.AddIn(takeNR)
	}
	return pending, noReserve
}

// pendingRes is what the app asks for now: its AM until the AM runs, then
// its containers.
func (s *Sim) pendingRes(a *app) Resource {
	out := a.nextSize().Clone()
	for i := range out {
		out[i] *= int64(a.outstanding())
	}
	return out
}

func componentwiseMax(a, b Resource) Resource {
	out := make(Resource, len(a))
	for i := range a {
		out[i] = max(a[i], b[i])
	}
	return out
}

// multiplyHalfUp is every type times by, rounded half up to a long.
func multiplyHalfUp(r Resource, by float64) Resource {
	out := make(Resource, len(r))
	for i, v := range r {
		out[i] = javanum.JavaLong(float64(v)*by + hadoop.RoundHalfUp)
	}
	return out
}

// updateExtras is TempQueuePerPartition#updatePreemptableExtras, bottom
// up: a leaf's usage over its guarantee is preemptable, or untouchable
// when preemption is disabled for it; a parent's is preemptable as far as
// its children's is.
func (s *Sim) updateExtras(t *tempQueue) {
	extra := minus(t.used, t.guaranteed)
	if lessThan(s.rc, s.cluster, extra, s.zero()) {
		extra = s.zero()
	}
	if t.leaf() {
		if t.disabled {
			t.untouchable = extra
		} else {
			t.preemptable = extra
		}
		return
	}
	kids := s.zero()
	for _, c := range t.children {
		s.updateExtras(c)
		kids.AddIn(c.preemptable)
	}
	if lessThan(s.rc, s.cluster, kids, extra) {
		t.untouchable = minus(extra, kids)
	}
	t.preemptable = minRes(s.rc, s.cluster, kids, extra)
}

func collectLeaves(t *tempQueue, out *[]*tempQueue) {
	if t.leaf() {
		*out = append(*out, t)
	}
	for _, c := range t.children {
		collectLeaves(c, out)
	}
}
