package simulate

import "github.com/fairsched/fairsched/core/simcore"

// round heartbeats every node once, in node order. A node with no
// preemption grant and no reservation, whose free space fits none of the
// sizes any app could ask for next, while no app could reserve, would walk
// the tree to nothing: its heartbeat is counted and not walked. It reports
// whether any heartbeat changed something.
func (s *Sim) round() bool {
	acted := false
	sk := s.newSkipper()
	for _, n := range s.nodes {
		if s.budget.Full(s.placed) {
			break // the run stops: it places more than it may
		}
		if sk.skips(s, n, s.placed) {
			s.heartbeats++
			continue
		}
		held := n.reserved
		if s.heartbeat(n) {
			acted = true
		}
		if held != nil && n.reserved != held {
			// the app holds one reservation fewer: it may reserve again
			sk.canReserve = sk.canReserve || s.mayReserve(held)
		}
	}
	return acted
}

// skipper is what round knows at its start about which heartbeats cannot
// change anything. It stays true for the whole round: heartbeats only
// allocate and reserve, which use space and make apps less starved, and a
// reservation given up is handled in round.
type skipper struct {
	off        bool       // tracing: every heartbeat is recorded
	sizes      []Resource // the smallest sizes an app could ask for next
	canReserve bool       // some app could reserve a node
	// asks is how many containers the apps asked for at the start, placed
	// s.placed then; every allocation takes one ask, so once asks are
	// used up no heartbeat walk can allocate or reserve.
	asks, placed int
}

func (s *Sim) newSkipper() *skipper {
	sk := &skipper{off: s.trace.Open(), placed: s.placed}
	if sk.off {
		return sk
	}
	for _, a := range s.apps {
		if !a.added || a.finished || !a.runnable || a.asks <= 0 {
			continue
		}
		sk.asks = int(simcore.AddSatOne(int64(sk.asks), int64(a.asks))) // any number may be asked
		sk.add(a.nextSize())
		if !a.amRunning {
			sk.add(a.size)
		}
		if !sk.canReserve && s.mayReserve(a) {
			sk.canReserve = true
		}
	}
	return sk
}

// add keeps size unless a kept size fits in it; kept sizes it fits in go.
func (sk *skipper) add(size Resource) {
	kept := sk.sizes[:0]
	for _, k := range sk.sizes {
		if fitsIn(k, size) {
			return
		}
		if !fitsIn(size, k) {
			kept = append(kept, k)
		}
	}
	sk.sizes = append(kept, size)
}

// skips reports whether n's heartbeat would change nothing.
func (sk *skipper) skips(s *Sim, n *node, placed int) bool {
	if sk.off || n.reserved != nil || len(n.grants) > 0 {
		return false
	}
	if placed-sk.placed >= sk.asks {
		return true
	}
	if sk.canReserve {
		return false
	}
	for _, size := range sk.sizes {
		if fitsIn(size, n.free) {
			return false
		}
	}
	return true
}

// mayReserve reports whether the app could reserve a node for its next
// container (or, before its AM runs, for the one after): it is starved,
// the size is at least the reservation threshold, and it holds fewer
// reservations than allowed.
func (s *Sim) mayReserve(a *app) bool {
	if !a.added || a.finished || !a.runnable || a.asks <= 0 {
		return false
	}
	if !s.isReservable(a, a.nextSize()) && (a.amRunning || !s.isReservable(a, a.size)) {
		return false
	}
	return s.reservationsOf(a) < s.reservationLimit()
}
