package capsim

import (
	"slices"
	"sort"

	"github.com/fairsched/fairsched/core/simcore"
)

// idealBelow is recursivelyComputeIdealAssignment: each parent's ideal
// assignment is shared among its children, level by level.
func (s *Sim) idealBelow(t *tempQueue, allowed Resource) {
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
// allowed. Comparisons are against total, as Hadoop's are.
func (s *Sim) distribute(qs []*tempQueue, allowed, total Resource) {
	var withG, withoutG []*tempQueue
	for _, q := range qs {
		if greaterThan(s.rc, total, q.guaranteed, s.zero()) {
			withG = append(withG, q)
		} else {
			withoutG = append(withoutG, q)
		}
	}
	left := s.fixpoint(withG, total, total.Clone(), false)
	if len(withoutG) > 0 && greaterThan(s.rc, total, left, s.zero()) {
		s.fixpoint(withoutG, total, left, true)
	}
	needed := s.zero()
	for _, q := range qs {
		if greaterThan(s.rc, total, q.used, q.ideal) {
			needed.AddIn(minus(q.used, q.ideal))
		}
	}
	scale := float32(1)
	if greaterThan(s.rc, total, needed, allowed) {
		scale = s.rc.divide(total, allowed, needed)
	}
	for _, q := range qs {
		minimum := maxRes(s.rc, total, minRes(s.rc, total, plus(q.used, q.pending), q.guaranteed), q.ideal)
		q.toBePreempted = s.zero()
		if greaterThan(s.rc, total, q.used, minimum) {
			q.toBePreempted = multiplyAndRoundDown(minus(q.used, minimum), float64(scale))
		}
	}
}

// fixpoint is computeFixpointAllocation: it returns what is left of
// unassigned.
func (s *Sim) fixpoint(qs []*tempQueue, total, unassigned Resource, even bool) Resource {
	var wanting []*tempQueue
	for _, q := range qs {
		if greaterThan(s.rc, total, q.used, q.guaranteed) {
			q.ideal = plus(q.guaranteed, q.untouchable)
		} else {
			q.ideal = q.used.Clone()
		}
		unassigned.SubIn(q.ideal)
		if lessThan(s.rc, total, q.ideal, plus(q.used, q.pending)) {
			wanting = append(wanting, q)
		}
	}
	step := s.zero() // Resource.newInstance(1, 1)
	step[mem] = 1
	if len(step) > 1 {
		step[1] = 1
	}
	for len(wanting) > 0 && greaterThan(s.rc, total, unassigned, s.zero()) {
		s.setNormalized(wanting, total, even)
		s.sortByNeed(wanting, total)
		n := 1
		for n < len(wanting) && s.compareNeed(wanting[n-1], wanting[n], total) >= 0 {
			n++
		}
		under := slices.Clone(wanting[:n])
		wanting = wanting[n:]
		assigned := s.zero()
		for _, q := range under {
			avail := s.rc.multiplyAndNormalizeUp(unassigned, q.norm, step)
			done := minus(avail, s.offer(q, avail, total))
			if greaterThan(s.rc, total, done, s.zero()) {
				wanting = append(wanting, q)
			}
			assigned.AddIn(done)
		}
		unassigned.SubIn(assigned)
	}
	return unassigned
}

// setNormalized is resetCapacity: each wanting queue's share of their
// guarantees (the calculator's division), or an even share.
func (s *Sim) setNormalized(qs []*tempQueue, total Resource, even bool) {
	sum := s.zero()
	for _, q := range qs {
		sum.AddIn(q.guaranteed)
	}
	for _, q := range qs {
		switch {
		case even:
			q.norm = float64(1 / float32(len(qs)))
		case !simcore.IsZero(sum):
			q.norm = float64(s.rc.divide(total, q.guaranteed, sum))
		}
	}
}

// idealPct is TQComparator's ideal assignment over the guarantee; a queue
// without a guarantee counts as the most served.
func (s *Sim) idealPct(t *tempQueue, total Resource) float64 {
	if greaterThan(s.rc, total, t.guaranteed, s.zero()) {
		return float64(s.rc.divide(total, t.ideal, t.guaranteed))
	}
	return float64(1<<31 - 1)
}

func (s *Sim) compareNeed(a, b *tempQueue, total Resource) int {
	return compareUtilization(s.idealPct(a, total), s.idealPct(b, total), a.priority, b.priority)
}

func (s *Sim) sortByNeed(qs []*tempQueue, total Resource) {
	sort.SliceStable(qs, func(i, j int) bool { return s.compareNeed(qs[i], qs[j], total) < 0 })
}

// offer is TempQueuePerPartition#offer: the queue accepts what it can
// use (up to its maximum, its usage plus pending asks less reservations,
// and for a leaf max(guarantee, usage)) and returns the rest.
func (s *Sim) offer(t *tempQueue, avail, total Resource) Resource {
	room := componentwiseMax(minus(t.maximum, t.ideal), s.zero())
	accepted := minRes(s.rc, total, room, minRes(s.rc, total, avail, minus(plus(t.used, t.pendingNoReserve), t.ideal)))
	if t.leaf() {
		keep := maxRes(s.rc, total, minus(maxRes(s.rc, total, t.used, t.guaranteed), t.ideal), s.zero())
		accepted = minRes(s.rc, total, accepted, keep)
	}
	t.ideal.AddIn(accepted)
	return minus(avail, accepted)
}
