package capsim

import (
	"fmt"
	"slices"

	"github.com/fairsched/fairsched/core/simcore"
)

// charge adds size to the usage of the app's leaf, every ancestor, the
// user and the cluster (sign -1 takes it away). Reservations are charged
// as usage too, as the Capacity Scheduler's ResourceUsage counts them.
func (s *Sim) charge(a *app, size Resource, sign int64) {
	for qi := a.leaf; qi >= 0; qi = s.queues[qi].parent {
		q := s.queues[qi]
		addScaled(q.used, size, sign)
		if sign > 0 {
			q.notePeak(s.now)
		}
	}
	q, u := s.queues[a.leaf], s.queues[a.leaf].users[a.user]
	s.version++
	addScaled(u.used, size, sign)
	addScaled(s.used, size, sign)
	// UsersManager#updateUserResourceUsage: the queue's ratio moves by the
	// user's change, in float, as Hadoop accumulates it
	ratio := s.rc.ratio(u.used, s.cluster)
	q.usageRatio += ratio - u.ratio
	u.ratio = ratio
}

// notePeak raises the queue's peak usage to its usage now; the time is
// when its memory first reached the peak.
func (q *queue) notePeak(now int64) {
	if q.used[mem] > q.peak[mem] || q.peakAt < 0 && q.used[mem] > 0 {
		q.peakAt = now
	}
	for k, v := range q.used {
		q.peak[k] = max(q.peak[k], v)
	}
}

func addScaled(a, b Resource, sign int64) {
	for i := range a {
		a[i] += sign * b[i]
	}
}

// allocate places the app's next container on n.
func (s *Sim) allocate(a *app, n *node, size Resource) {
	s.charge(a, size, 1)
	n.free.SubIn(size)
	a.used.AddIn(size)
	c := container{app: a, node: n, size: size, finishAt: -1, killAt: -1}
	if a.runtimeMS > 0 && (a.amRunning || a.asks == 1 && len(a.live) == 0) {
		c.finishAt = s.now + a.runtimeMS // an AM that is the app's only container is its work
	}
	if !a.amRunning {
		a.amRunning, c.am, a.amMS = true, true, s.now
	}
	if a.firstMS < 0 {
		a.firstMS = s.now
	}
	ci := int32(len(s.containers))
	s.containers = append(s.containers, c)
	a.live = append(a.live, ci)
	n.live = append(n.live, ci)
	a.asks--
	if a.asks == 0 {
		s.addAsking(a, -1)
	}
	a.reReserve = 0
	if a.asks == 0 {
		s.queues[a.leaf].users[a.user].asking--
		s.version++
	}
	s.placed++
	if c.finishAt >= 0 {
		s.schedule(c.finishAt, evFinish, ci)
	}
}

// release ends a container: its space goes back to the node, the app, the
// queues and the user.
func (s *Sim) release(ci int32) {
	c := &s.containers[ci]
	if c.done {
		return
	}
	c.done = true
	a, n := c.app, c.node
	s.charge(a, c.size, -1)
	n.free.AddIn(c.size)
	a.used.SubIn(c.size)
	a.live = simcore.RemoveLive(a.live, ci)
	n.live = simcore.RemoveLive(n.live, ci)
	delete(s.selected, ci)
}

// reserve reserves n for the app's next container.
func (s *Sim) reserve(a *app, n *node, size Resource) {
	n.reserved, n.reservedAt, n.reservedAM = a, size, !a.amRunning
	a.reserved = append(a.reserved, n)
	s.charge(a, size, 1)
	s.reservations++
	for qi := a.leaf; qi >= 0; qi = s.queues[qi].parent {
		s.queues[qi].reserved.AddIn(size)
	}
}

// unreserve gives up n's reservation.
func (s *Sim) unreserve(n *node) {
	a := n.reserved
	if a == nil {
		return
	}
	s.charge(a, n.reservedAt, -1)
	s.reservations--
	for qi := a.leaf; qi >= 0; qi = s.queues[qi].parent {
		s.queues[qi].reserved.SubIn(n.reservedAt)
	}
	a.reserved = slices.DeleteFunc(a.reserved, func(x *node) bool { return x == n })
	n.reserved, n.reservedAt = nil, nil
}

// reservedRes is what the app holds in reservations (s.none, read only,
// when it holds none).
func (s *Sim) reservedRes(a *app) Resource {
	if len(a.reserved) == 0 {
		return s.none
	}
	total := make(Resource, len(s.types))
	for _, n := range a.reserved {
		total.AddIn(n.reservedAt)
	}
	return total
}

// placeRunning places the containers the load says already run, on the
// first nodes with room, outside every limit: they were allocated before
// the simulation starts.
func (s *Sim) placeRunning(a *app) {
	for i := range a.initRunning {
		if a.asks <= 0 {
			return
		}
		size := a.nextSize()
		placed := false
		for _, n := range s.nodes {
			if s.rc.fitsIn(size, n.free) {
				s.allocate(a, n, size)
				placed = true
				break
			}
		}
		if !placed {
			s.warnings = append(s.warnings, fmt.Sprintf("app %s: only %d of its %d running containers fit on the nodes", a.id, i, a.initRunning))
			return
		}
	}
}

// addAsking adds d to the apps with outstanding asks of the app's leaf and
// its ancestors: d is 1 when the app starts asking, -1 when it stops.
func (s *Sim) addAsking(a *app, d int) {
	for qi := a.leaf; qi >= 0; qi = s.queues[qi].parent {
		s.queues[qi].asking += d
	}
}
