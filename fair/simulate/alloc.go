package simulate

import (
	"math"

	"github.com/fairsched/fairsched/core/simcore"
)

// allocate places one container of the app on the node and updates every
// usage up the tree, then the kept orders along the path.
func (s *Sim) allocate(a *app, n *node, size Resource) {
	c := container{app: a, node: n, size: size, am: !a.amRunning, finishAt: -1, killAt: -1, event: -1}
	if a.runtimeMS > 0 && (!c.am || a.asks == 1 && len(a.live) == 0) {
		c.finishAt = s.now + a.runtimeMS // an AM that is the app's only container is its work
	}
	idx := int32(len(s.containers))
	s.containers = append(s.containers, c)
	if c.finishAt >= 0 {
		s.schedule(c.finishAt, idx)
	}
	n.live = append(n.live, idx)
	a.live = append(a.live, idx)
	n.free.SubIn(size)
	s.allocated.AddIn(size)
	if a.firstMS < 0 {
		a.firstMS = s.now
	}
	if c.am {
		a.amRunning, a.amMS = true, s.now
		s.queues[a.leaf].amUsage.AddIn(size)
	}
	a.asks--
	s.placed++
	s.servedAt(s.fulfil(n, a, size))
	s.changeUsage(a, size, 1)
}

// changeUsage adds sign×size to the app's usage and every queue above it,
// and moves each of them within its parent's kept order.
func (s *Sim) changeUsage(a *app, size Resource, sign int64) {
	for k, v := range size {
		a.usage[k] += sign * v
	}
	leaf := s.queues[a.leaf]
	s.moved(leaf, &a.sched, !hasPending(a) || !a.runnable)
	for qi := a.leaf; qi >= 0; qi = s.queues[qi].parent {
		q := s.queues[qi]
		for k, v := range size {
			q.usage[k] += sign * v
		}
		if sign > 0 {
			q.notePeak(s.now)
		}
		if q.parent >= 0 {
			s.moved(s.queues[q.parent], &q.sched, false)
		}
	}
}

// notePeak raises the queue's peak usage to its usage now.
func (q *queue) notePeak(now int64) {
	if q.usage[mem] > q.peak[mem] || q.peakAt < 0 && q.usage[mem] > 0 {
		q.peakAt = now
	}
	for k, v := range q.usage {
		q.peak[k] = max(q.peak[k], v)
	}
}

// release ends a running container (finished or killed).
func (s *Sim) release(ci int32) {
	c := &s.containers[ci]
	if c.done {
		return
	}
	c.done = true
	a, n := c.app, c.node
	n.live = simcore.RemoveLive(n.live, ci)
	a.live = simcore.RemoveLive(a.live, ci)
	n.free.AddIn(c.size)
	s.allocated.SubIn(c.size)
	if c.am {
		s.queues[a.leaf].amUsage.SubIn(c.size)
	}
	s.changeUsage(a, c.size, -1)
	// a released container leaves pending demand as cached until the next
	// update; the kept leaf order may now miss the app.
	s.queues[a.leaf].ord.valid = false
}

// isReservable is FSAppAttempt#isReservable: the app is starved and the
// container is at least the reservation threshold (policy calculator).
func (s *Sim) isReservable(a *app, size Resource) bool {
	leaf := s.queues[a.leaf]
	return s.isStarved(a) && s.compareCalc(leaf.policy, size, s.threshold, false) >= 0
}

// isStarved: usage below the fair share, or min-share starvation set.
func (s *Sim) isStarved(a *app) bool {
	leaf := s.queues[a.leaf]
	return s.compareCalc(leaf.policy, a.usage, a.fair, true) < 0 || !simcore.IsZero(a.msStarvation)
}

// reserve puts the app's container on hold on the node if the node holds
// no other reservation and the app's off-switch reservations are below
// ceil(nodes × reservable-nodes).
func (s *Sim) reserve(a *app, n *node, size Resource) bool {
	if n.reserved != nil {
		return false
	}
	if s.reservationsOf(a) >= s.reservationLimit() {
		return false
	}
	n.reserved, n.reservedSize = a, size
	return true
}

// reservationLimit is how many nodes one app may hold reserved:
// ceil(nodes × reservable-nodes).
func (s *Sim) reservationLimit() int {
	return int(math.Ceil(float64(len(s.nodes)) * s.cfg.ReservableNodes))
}

func (s *Sim) reservationsOf(a *app) int {
	c := 0
	for _, n := range s.nodes {
		if n.reserved == a {
			c++
		}
	}
	return c
}

// serveReservation is FSAppAttempt#assignReservedContainer: an invalid
// reservation is dropped (done=false: the normal walk follows); a valid one
// is allocated if it now fits, and either way the heartbeat ends.
func (s *Sim) serveReservation(n *node) (done, changed bool) {
	a, size := n.reserved, n.reservedSize
	valid := a.runnable && !a.finished && a.asks > 0 && equal(a.nextSize(), size) &&
		size[mem] <= n.total[mem] && s.fitsInMaxShare(a.leaf, size) &&
		(a.amRunning || s.canRunAM(s.queues[a.leaf], size))
	if !valid {
		n.reserved, n.reservedSize = nil, nil
		return false, true
	}
	if !fitsIn(size, n.free) {
		return true, false
	}
	n.reserved, n.reservedSize = nil, nil
	s.traceServed(n, a, size)
	s.allocate(a, n, size)
	return true, true
}

func equal(x, y Resource) bool {
	for k := range x {
		if x[k] != y[k] {
			return false
		}
	}
	return true
}
