package capsim

import "github.com/fairsched/fairsched/hadoop"

// tempQueue is TempQueuePerPartition: one queue's snapshot for a round of
// ProportionalCapacityPreemptionPolicy, in memory (the
// DefaultResourceCalculator compares nothing else).
type tempQueue struct {
	qi                        int
	used, guaranteed, maximum int64
	pending, pendingNoReserve int64
	ideal                     int64
	untouchable, preemptable  int64
	toBePreempted, toObtain   int64
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
	updateExtras(root)
	root.ideal = root.guaranteed
	allowed := javaLong(float64(s.cluster[mem]) * float64(s.g.preempt.perRound))
	s.idealBelow(root, allowed)
	leaves := []*tempQueue{}
	collectLeaves(root, &leaves)
	for _, t := range leaves {
		t.toObtain = 0
		if t.disabled || t.used <= javaLong(float64(t.guaranteed)*(1+s.g.preempt.maxIgnoredOver)) {
			continue
		}
		t.toObtain = t.toBePreempted
		if t.toObtain > 0 {
			t.toObtain = javaLong(float64(t.toBePreempted)*s.g.preempt.naturalTermination + hadoop.RoundHalfUp)
		}
	}
	sel := &selection{allowed: allowed, picked: map[int32]bool{}}
	changed := false
	for _, t := range leaves {
		if !t.disabled && t.toObtain > 0 {
			changed = s.selectFrom(t, sel) || changed
		}
	}
	if s.g.preempt.observeOnly {
		return changed
	}
	s.preempting = len(sel.containers) > 0
	return s.killSelected(sel) || changed
}

// snapshot builds the temp queue of qi and its subtree.
func (s *Sim) snapshot(qi int, priority int32) *tempQueue {
	q := s.queues[qi]
	t := &tempQueue{qi: qi, used: q.used[mem], guaranteed: q.guaranteed[mem], maximum: q.maximum[mem],
		priority: priority, disabled: q.disablePreemption}
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
		t.pending += child.pending
		t.pendingNoReserve += child.pendingNoReserve
	}
	return t
}

// pendingUnderUserLimit is LeafQueue#getTotalPendingResourcesConsidering
// UserLimit: each active app's pending asks, up to what its user's limit
// leaves (per user, in app order); and the same with the app's
// reservations deducted.
func (s *Sim) pendingUnderUserLimit(q *queue) (pending, noReserve int64) {
	head, headNR := map[string]int64{}, map[string]int64{}
	for _, a := range q.active {
		if _, ok := head[a.user]; !ok {
			h := max(s.userLimitOf(q, q.users[a.user])-q.users[a.user].used[mem], 0)
			head[a.user], headNR[a.user] = h, h
		}
		p := a.pendingMem()
		take := min(head[a.user], p)
		head[a.user] -= take
		pending += take
		takeNR := min(headNR[a.user], max(p-a.reservedMem(), 0))
		headNR[a.user] -= takeNR
		noReserve += takeNR
	}
	return pending, noReserve
}

// updateExtras is TempQueuePerPartition#updatePreemptableExtras, bottom
// up: a leaf's usage over its guarantee is preemptable, or untouchable
// when preemption is disabled for it; a parent's is preemptable as far as
// its children's is.
func updateExtras(t *tempQueue) {
	extra := max(t.used-t.guaranteed, 0)
	if t.leaf() {
		if t.disabled {
			t.untouchable = extra
		} else {
			t.preemptable = extra
		}
		return
	}
	kids := int64(0)
	for _, c := range t.children {
		updateExtras(c)
		kids += c.preemptable
	}
	if kids < extra {
		t.untouchable = extra - kids
	}
	t.preemptable = min(kids, extra)
}

func collectLeaves(t *tempQueue, out *[]*tempQueue) {
	if t.leaf() {
		*out = append(*out, t)
	}
	for _, c := range t.children {
		collectLeaves(c, out)
	}
}
