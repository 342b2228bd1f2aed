package simulate

import (
	"math"

	"github.com/fairsched/fairsched/hadoop"
)

// outcome is what an assignContainer call gave.
type outcome int8

const (
	none outcome = iota
	allocated
	reservedNode
)

// heartbeat is FairScheduler#attemptScheduling for one node. It reports
// whether anything changed (an allocation or a new reservation).
func (s *Sim) heartbeat(n *node) bool {
	s.heartbeats++
	changed := s.serveGrants(n)
	if n.reserved != nil {
		if done, ch := s.serveReservation(n); done {
			return changed || ch
		}
		changed = true
	}
	count, assigned := int64(0), make(Resource, len(s.types))
	budget := make(Resource, len(s.types))
	for k, v := range n.free {
		budget[k] = int64(float64(v) * hadoop.DynamicMaxAssignFraction)
	}
	for n.reserved == nil && !s.budget.Full(s.placed) {
		s.trace.Begin(s.heartbeats, s.now, n.name)
		s.lastApp = nil
		o, size := s.assignQueue(0, n)
		s.traceEnd(o, s.lastApp, size)
		if o == none {
			break
		}
		changed = true
		count++
		if o == allocated {
			assigned.AddIn(size)
		} else {
			for k := range assigned {
				assigned[k]--
			}
		}
		if !s.shouldContinue(count, budget, assigned) {
			break
		}
	}
	return changed
}

// shouldContinue is FairScheduler#shouldContinueAssigning.
func (s *Sim) shouldContinue(count int64, budget, assigned Resource) bool {
	switch {
	case !s.cfg.AssignMultiple:
		return false
	case s.cfg.DynamicMaxAssign:
		return fitsIn(assigned, budget)
	}
	return s.cfg.MaxAssign <= 0 || count < s.cfg.MaxAssign
}

// assignQueue is FSParentQueue#assignContainer and FSLeafQueue's for
// queue qi.
func (s *Sim) assignQueue(qi int, n *node) (outcome, Resource) {
	q := s.queues[qi]
	if n.reserved != nil {
		s.trace.Skip(q.name, "the node holds a reservation")
		return none, nil
	}
	if !fitsIn(q.usage, q.maxShare) {
		s.trace.Skip(q.name, "usage over its max share")
		return none, nil
	}
	items := s.candidates(q)
	s.traceLevel(q, items)
	for i, it := range items {
		var o outcome
		var size Resource
		if q.isLeaf() {
			o, size = s.assignApp(s.apps[it.owner], n)
		} else {
			o, size = s.assignQueue(it.owner, n)
		}
		if o != none {
			s.traceChose(q, i)
			return o, size
		}
	}
	return none, nil
}

// assignApp is FSAppAttempt#assignContainer(node) for an ANY-level ask.
func (s *Sim) assignApp(a *app, n *node) (outcome, Resource) {
	if a.asks <= 0 {
		return none, nil
	}
	size := a.nextSize()
	leaf := s.queues[a.leaf]
	if !a.amRunning && !s.canRunAM(leaf, size) {
		return none, nil
	}
	if size[mem] > n.total[mem] || !s.fitsInMaxShare(a.leaf, size) {
		return none, nil
	}
	s.lastApp = a
	if fitsIn(size, n.free) {
		s.allocate(a, n, size)
		return allocated, size
	}
	if s.isReservable(a, size) && n.grantFor(a) == nil && s.reserve(a, n, size) {
		return reservedNode, size
	}
	return none, nil
}

// fitsInMaxShare is FSQueue#fitsInMaxShare: usage plus the container fits
// the max share of the leaf and of every ancestor.
func (s *Sim) fitsInMaxShare(qi int, size Resource) bool {
	for ; qi >= 0; qi = s.queues[qi].parent {
		q := s.queues[qi]
		if !sumFitsIn(q.usage, size, q.maxShare) {
			return false
		}
	}
	return true
}

// canRunAM is FSLeafQueue#canRunAppAM: with maxAMShare -1 there is no
// limit; otherwise the AMs of the queue's running apps plus this one must
// fit in roundUp(fairShare × maxAMShare), where a component of the fair
// share that is 0 is replaced by min(cluster available, max share).
func (s *Sim) canRunAM(q *queue, amSize Resource) bool {
	if hadoop.AMShareOff(q.maxAMShare) {
		return true
	}
	limit := s.amLimit(q)
	for k := range amSize {
		if q.amUsage[k]+amSize[k] > limit[k] {
			return false
		}
	}
	return true
}

// amLimit is the most AM resource the queue's running apps may hold:
// roundUp(fairShare × maxAMShare), where a component of the fair share that
// is 0 is replaced by min(cluster available, max share).
func (s *Sim) amLimit(q *queue) Resource { return s.amLimitWith(q, s.allocated) }

// amLimitWith is amLimit when allocated is what the cluster has allocated.
func (s *Sim) amLimitWith(q *queue, allocated Resource) Resource {
	limit := make(Resource, len(q.fair))
	for k := range limit {
		base := q.fair[k]
		if base == 0 {
			base = min(s.cluster[k]-allocated[k], q.maxShare[k])
		}
		limit[k] = int64(math.Ceil(float64(base) * float64(q.maxAMShare)))
	}
	return limit
}
