package capsim

import (
	"fmt"
	"slices"
	"sort"

	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/simulate"
)

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
		q := s.queues[t.qi]
		if t.disabled || t.used <= javaLong(float64(t.guaranteed)*(1+s.g.preempt.maxIgnoredOver)) {
			continue
		}
		t.toObtain = t.toBePreempted
		if t.toObtain > 0 {
			t.toObtain = javaLong(float64(t.toBePreempted)*s.g.preempt.naturalTermination + hadoop.RoundHalfUp)
		}
		_ = q
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
		p := s.appDemand(a)[mem] - a.used[mem]
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

// idealBelow is recursivelyComputeIdealAssignment: each parent's ideal
// assignment is shared among its children, level by level.
func (s *Sim) idealBelow(t *tempQueue, allowed int64) {
	if t.leaf() {
		return
	}
	s.distribute(t.children, allowed, t.ideal)
	for _, c := range t.children {
		s.idealBelow(c, allowed)
	}
}

// distribute is computeIdealResourceDistribution: the queues with a
// guarantee share total as a fixpoint weighted by their guarantees, the
// ones without share what is left evenly; then each queue's excess over
// its ideal is scaled down so that all of them together stay within
// allowed.
func (s *Sim) distribute(qs []*tempQueue, allowed, total int64) {
	var withG, withoutG []*tempQueue
	for _, q := range qs {
		if q.guaranteed > 0 {
			withG = append(withG, q)
		} else {
			withoutG = append(withoutG, q)
		}
	}
	left := s.fixpoint(withG, total, false)
	if len(withoutG) > 0 && left > 0 {
		s.fixpoint(withoutG, left, true)
	}
	needed := int64(0)
	for _, q := range qs {
		if q.used > q.ideal {
			needed += q.used - q.ideal
		}
	}
	scale := float32(1)
	if needed > allowed {
		scale = float32(allowed) / float32(needed)
	}
	for _, q := range qs {
		minimum := max(min(q.used+q.pending, q.guaranteed), q.ideal)
		q.toBePreempted = 0
		if q.used > minimum {
			q.toBePreempted = javaLong(float64(q.used-minimum) * float64(scale))
		}
	}
}

// fixpoint is computeFixpointAllocation: it returns what is left of
// unassigned.
func (s *Sim) fixpoint(qs []*tempQueue, unassigned int64, even bool) int64 {
	var wanting []*tempQueue
	for _, q := range qs {
		if q.used > q.guaranteed {
			q.ideal = q.guaranteed + q.untouchable
		} else {
			q.ideal = q.used
		}
		unassigned -= q.ideal
		if q.ideal < q.used+q.pending {
			wanting = append(wanting, q)
		}
	}
	for len(wanting) > 0 && unassigned > 0 {
		setNormalized(wanting, even)
		sortByNeed(wanting)
		n := 1
		for n < len(wanting) && compareNeed(wanting[n-1], wanting[n]) >= 0 {
			n++
		}
		under := slices.Clone(wanting[:n])
		wanting = wanting[n:]
		assigned := int64(0)
		for _, q := range under {
			avail := javaLong(float64(unassigned)*q.norm + hadoop.RoundHalfUp)
			done := avail - q.offer(avail)
			if done > 0 {
				wanting = append(wanting, q)
			}
			assigned += done
		}
		unassigned -= assigned
	}
	return unassigned
}

// setNormalized is resetCapacity: each wanting queue's share of their
// guarantees (as a float), or an even share.
func setNormalized(qs []*tempQueue, even bool) {
	total := int64(0)
	for _, q := range qs {
		total += q.guaranteed
	}
	for _, q := range qs {
		switch {
		case even:
			q.norm = float64(1 / float32(len(qs)))
		case total != 0:
			q.norm = float64(float32(q.guaranteed) / float32(total))
		}
	}
}

// idealPct is TQComparator's ideal assignment over the guarantee; a queue
// without a guarantee counts as the most served.
func (t *tempQueue) idealPct() float64 {
	if t.guaranteed > 0 {
		return float64(float32(t.ideal) / float32(t.guaranteed))
	}
	return float64(1<<31 - 1)
}

func compareNeed(a, b *tempQueue) int {
	return compareUtilization(a.idealPct(), b.idealPct(), a.priority, b.priority)
}

func sortByNeed(qs []*tempQueue) {
	sort.SliceStable(qs, func(i, j int) bool { return compareNeed(qs[i], qs[j]) < 0 })
}

// offer is TempQueuePerPartition#offer: the queue accepts what it can
// use (up to its maximum, its usage plus pending asks less reservations,
// and for a leaf max(guarantee, usage)) and returns the rest.
func (t *tempQueue) offer(avail int64) int64 {
	accepted := min(max(t.maximum-t.ideal, 0), min(avail, t.used+t.pendingNoReserve-t.ideal))
	if t.leaf() {
		accepted = min(accepted, max(max(t.used, t.guaranteed)-t.ideal, 0))
	}
	t.ideal += accepted
	return avail - accepted
}

// selection is what one round selected, and the preemption it may still
// ask for.
type selection struct {
	allowed    int64
	picked     map[int32]bool
	containers []int32
}

// try is tryPreemptContainerAndDeductResToObtain.
func (sel *selection) try(t *tempQueue, ci int32, size int64) bool {
	if sel.picked[ci] || t.toObtain <= 0 || size > sel.allowed {
		return false
	}
	t.toObtain -= size
	sel.allowed -= size
	sel.picked[ci] = true
	sel.containers = append(sel.containers, ci)
	return true
}

// selectFrom is FifoCandidatesSelector for one leaf: apps in reverse
// ordering-policy order give up their reservations, then their containers
// newest first; AM containers are kept aside and taken only while the AM
// containers kept exceed the queue's AM share of its guarantee.
func (s *Sim) selectFrom(t *tempQueue, sel *selection) bool {
	q := s.queues[t.qi]
	changed := false
	var skipped []int32
	skippedMem := int64(0)
	apps := slices.Clone(s.orderedApps(q))
	slices.Reverse(apps)
	for _, a := range apps {
		if t.toObtain <= 0 {
			break
		}
		for _, n := range slices.Clone(a.reserved) {
			if t.toObtain <= 0 {
				break
			}
			if size := n.reservedAt[mem]; size <= sel.allowed {
				t.toObtain -= size
				sel.allowed -= size
			}
			if !s.g.preempt.observeOnly { // KILL_RESERVED_CONTAINER, whether or not it counted
				s.unreserve(n)
				changed = true
			}
		}
		live := slices.Clone(a.live)
		slices.Reverse(live)
		for _, ci := range live {
			if t.toObtain <= 0 {
				break
			}
			c := &s.containers[ci]
			if c.am {
				skipped = append(skipped, ci)
				skippedMem += c.size[mem]
				continue
			}
			sel.try(t, ci, c.size[mem])
		}
	}
	maxAM := javaLong(float64(javaLong(float64(s.cluster[mem])*float64(q.res.AbsCapacity))) * float64(q.amPercent))
	for _, ci := range skipped {
		if t.toObtain <= 0 || skippedMem <= maxAM {
			break
		}
		if sel.try(t, ci, s.containers[ci].size[mem]) {
			skippedMem -= s.containers[ci].size[mem]
		}
	}
	return changed
}

// killSelected is preemptOrkillSelectedContainerAfterWait and
// cleanupStaledPreemptionCandidates: a container selected again
// max_wait_before_kill after it was first selected is killed; one
// selected for the first time is remembered; one not selected for twice
// the wait is forgotten.
func (s *Sim) killSelected(sel *selection) bool {
	changed := false
	wait := s.g.preempt.maxWaitMS
	fresh := map[*queue][]int32{}
	var kills []int32
	for _, ci := range sel.containers {
		first, seen := s.selected[ci]
		switch {
		case seen && first+wait <= s.now:
			kills = append(kills, ci)
		case !seen:
			s.selected[ci] = s.now
			q := s.queues[s.containers[ci].app.leaf]
			fresh[q] = append(fresh[q], ci)
			changed = true
		}
	}
	for _, q := range s.queues {
		if cis := fresh[q]; len(cis) > 0 {
			s.record(q, cis)
		}
	}
	for _, ci := range kills {
		if i, ok := s.selRecord[ci]; ok {
			t := float64(s.now) / 1000
			s.preemptions[i].ServedAt = &t
		}
		s.preemptContainer(ci)
		changed = true
	}
	for ci, first := range s.selected {
		if first+2*wait < s.now {
			delete(s.selected, ci)
		}
	}
	return changed
}

// record notes the containers selected in one queue for the first time
// now: they are killed at KillAt if they are still selected then
// (ServedAt is set when they are).
func (s *Sim) record(q *queue, cis []int32) {
	t := float64(s.now) / 1000
	e := simulate.Preemption{T: t, Queue: q.name, FairShareStarvation: amountOf(make(Resource, len(s.types)), s),
		MinShareStarvation: amountOf(make(Resource, len(s.types)), s), Containers: len(cis), KillAt: t + float64(s.g.preempt.maxWaitMS)/1000,
		Threshold: fmt.Sprintf("ProportionalCapacityPreemptionPolicy: %s was over its guarantee by more than max_ignored_over_capacity %g; natural_termination_factor %g of the excess is selected per round, killed after max_wait_before_kill %gs",
			q.name, s.g.preempt.maxIgnoredOver, s.g.preempt.naturalTermination, float64(s.g.preempt.maxWaitMS)/1000)}
	total := make(Resource, len(s.types))
	byApp := map[*app]*simulate.Victim{}
	var order []*app
	for _, ci := range cis {
		c := &s.containers[ci]
		addTo(total, c.size)
		v := byApp[c.app]
		if v == nil {
			v = &simulate.Victim{App: c.app.id, Queue: q.name, Amount: amountOf(make(Resource, len(s.types)), s), MaxLoss: amountOf(make(Resource, len(s.types)), s)}
			byApp[c.app] = v
			order = append(order, c.app)
		}
		v.Containers++
		for i, typ := range s.types {
			v.Amount[typ] += c.size[i]
		}
	}
	e.Amount = amountOf(total, s)
	for _, a := range order {
		e.From = append(e.From, *byApp[a])
	}
	for _, ci := range cis {
		s.selRecord[ci] = len(s.preemptions)
	}
	s.preemptions = append(s.preemptions, e)
}
