package capsim

import (
	"slices"
	"sort"

	"github.com/fairsched/fairsched/hadoop"
)

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
