package capsim

import (
	"fmt"
	"slices"

	"github.com/fairsched/fairsched/core/simcore"
)

// selection is what one round selected, and the preemption it may still
// ask for.
type selection struct {
	allowed    Resource
	picked     map[int32]bool
	containers []int32
}

// try is tryPreemptContainerAndDeductResToObtain for a live container.
func (s *Sim) try(sel *selection, t *tempQueue, ci int32, size Resource) bool {
	if sel.picked[ci] || !s.deduct(sel, t, size) {
		return false
	}
	sel.picked[ci] = true
	sel.containers = append(sel.containers, ci)
	return true
}

// deduct takes size from what the queue is to obtain and from what the
// round may still preempt, when it may: a type the queue needs none of
// counts as -1, some type must still be wanted, size must fit in what the
// round allows, and taking it must lessen what is wanted (inter-queue
// preemption is not conservative-drf).
func (s *Sim) deduct(sel *selection, t *tempQueue, size Resource) bool {
	for i, v := range t.toObtain {
		if v == 0 {
			t.toObtain[i] = -1
		}
	}
	if !s.rc.anyAboveZero(t.toObtain) || !s.rc.fitsIn(size, sel.allowed) {
		return false
	}
	after := componentwiseMax(minus(t.toObtain, size), s.zero())
	if !lessThan(s.rc, s.cluster, after, componentwiseMax(t.toObtain, s.zero())) {
		return false
	}
	t.toObtain.SubIn(size)
	sel.allowed.SubIn(size)
	return true
}

// obtained reports whether the queue has nothing left to obtain.
func (s *Sim) obtained(t *tempQueue) bool { return lessOrEqual(s.rc, s.cluster, t.toObtain, s.zero()) }

// selectFrom is FifoCandidatesSelector for one leaf: apps in reverse
// ordering-policy order give up their reservations, then their containers
// newest first; AM containers are kept aside and taken only while the AM
// containers kept exceed the queue's AM share of its guarantee.
func (s *Sim) selectFrom(t *tempQueue, sel *selection) bool {
	q := s.queues[t.qi]
	changed := false
	var skipped []int32
	skippedAM := s.zero()
	apps := slices.Clone(s.orderedApps(q))
	slices.Reverse(apps)
	for _, a := range apps {
		if s.obtained(t) {
			break
		}
		for _, n := range slices.Clone(a.reserved) {
			if s.obtained(t) {
				break
			}
			s.deduct(sel, t, n.reservedAt)
			if !s.g.Preemption.ObserveOnly { // KILL_RESERVED_CONTAINER, whether or not it counted
				s.unreserve(n)
				changed = true
			}
		}
		live := slices.Clone(a.live)
		slices.Reverse(live)
		for _, ci := range live {
			if s.obtained(t) {
				break
			}
			c := &s.containers[ci]
			if c.am {
				skipped = append(skipped, ci)
				skippedAM.AddIn(c.size)
				continue
			}
			s.try(sel, t, ci, c.size)
		}
	}
	maxAM := multiplyAndRoundDown(multiplyAndRoundDown(s.cluster, float64(q.res.AbsCapacity)), float64(q.amPercent))
	for _, ci := range skipped {
		if s.obtained(t) || lessOrEqual(s.rc, s.cluster, skippedAM, maxAM) {
			break
		}
		if s.try(sel, t, ci, s.containers[ci].size) {
			skippedAM.SubIn(s.containers[ci].size)
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
	wait := s.g.Preemption.MaxWaitMS
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
	e := simcore.Preemption{T: t, Queue: q.name, FairShareStarvation: amountOf(make(Resource, len(s.types)), s),
		MinShareStarvation: amountOf(make(Resource, len(s.types)), s), Containers: len(cis), KillAt: t + float64(s.g.Preemption.MaxWaitMS)/1000,
		Threshold: fmt.Sprintf("ProportionalCapacityPreemptionPolicy: %s was over its guarantee by more than max_ignored_over_capacity %g; natural_termination_factor %g of the excess is selected per round, killed after max_wait_before_kill %gs",
			q.name, s.g.Preemption.MaxIgnoredOver, s.g.Preemption.NaturalTermination, float64(s.g.Preemption.MaxWaitMS)/1000)}
	total := make(Resource, len(s.types))
	byApp := map[*app]*simcore.Victim{}
	var order []*app
	for _, ci := range cis {
		c := &s.containers[ci]
		total.AddIn(c.size)
		v := byApp[c.app]
		if v == nil {
			v = &simcore.Victim{App: c.app.id, Queue: q.name, Amount: amountOf(make(Resource, len(s.types)), s), MaxLoss: amountOf(make(Resource, len(s.types)), s)}
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
