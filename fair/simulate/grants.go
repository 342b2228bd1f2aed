package simulate

import "github.com/fairsched/fairsched/core/simcore"

// Preemption grants, as FSSchedulerNode keeps them: when the preemption
// thread marks containers on a node for a starved app, their size is
// granted to that app on that node at once (addContainersForPreemption),
// long before they are killed. A grant
//   - shrinks by what the app is allocated on that node, by any path
//     (allocateContainer), and goes when nothing is left;
//   - goes at a heartbeat of its node when the app has ended or is no
//     longer starved (cleanupPreemptionList);
//   - is served first at every heartbeat of its node
//     (FairScheduler#assignPreemptedContainers);
//   - counts as taken when the preemption thread sizes the node's free
//     space (getTotalReserved), and stops the app reserving that node
//     (FSAppAttempt#assignContainer, isPreemptedForApp).

// grantFor is the node's grant for the app, nil when there is none.
func (n *node) grantFor(a *app) *grant {
	for i := range n.grants {
		if n.grants[i].app == a {
			return &n.grants[i]
		}
	}
	return nil
}

// addGrant records containers of total size amount marked on node n for
// a; a first grant goes last in the node's order, a later one adds to it.
func (s *Sim) addGrant(n *node, a *app, amount Resource, event int) {
	if simcore.IsZero(amount) {
		return
	}
	if g := n.grantFor(a); g != nil {
		g.amount.AddIn(amount)
		if event >= 0 {
			g.event = event
		}
		return
	}
	n.grants = append(n.grants, grant{app: a, amount: amount.Clone(), event: event})
	s.grantCount++
}

// granted is the sum of the node's grants (totalResourcesPreempted).
func (n *node) granted(types int) Resource {
	sum := make(Resource, types)
	for _, g := range n.grants {
		sum.AddIn(g.amount)
	}
	return sum
}

// fulfil takes what the app was just allocated on the node off its grant
// there, component by component, and drops the grant when it is used up.
// It reports the grant's preemption event, -1 when there was no grant.
func (s *Sim) fulfil(n *node, a *app, size Resource) int {
	g := n.grantFor(a)
	if g == nil {
		return -1
	}
	subFloor(g.amount, size)
	event := g.event
	if simcore.IsZero(g.amount) {
		s.dropGrant(n, a)
	}
	return event
}

func (s *Sim) dropGrant(n *node, a *app) {
	for i := range n.grants {
		if n.grants[i].app == a {
			n.grants = append(n.grants[:i], n.grants[i+1:]...)
			s.grantCount--
			return
		}
	}
}

// cleanGrants drops the grants of apps that ended or no longer need them:
// not starved, or with no fair-share and no min-share starvation as last
// computed.
func (s *Sim) cleanGrants(n *node) {
	kept := n.grants[:0]
	for _, g := range n.grants {
		if s.grantUnneeded(g.app) {
			s.grantCount--
			continue
		}
		kept = append(kept, g)
	}
	clear(n.grants[len(kept):])
	n.grants = kept
}

// grantUnneeded: the app ended, is not starved, or had neither fair-share
// nor min-share starvation when it was last checked.
func (s *Sim) grantUnneeded(a *app) bool {
	return a.finished || !s.isStarved(a) || simcore.IsZero(a.fsStarvation) && simcore.IsZero(a.msStarvation)
}

// serveGrants is the first step of a heartbeat: each app granted space on
// the node, in grant order, is offered the node until it has been given
// the granted amount or is given nothing (or reserves).
func (s *Sim) serveGrants(n *node) bool {
	s.cleanGrants(n)
	changed := false
	for _, g := range append([]grant(nil), n.grants...) {
		a := g.app
		pending := g.amount.Clone()
		for !a.finished && anyPositive(pending) {
			o, size := s.assignApp(a, n)
			if o != allocated {
				break
			}
			changed = true
			subFloor(pending, size)
		}
	}
	return changed
}

// staleGrants reports whether a heartbeat would drop some grant: the
// update that just ran may have ended an app's starvation.
func (s *Sim) staleGrants() bool {
	if s.grantCount == 0 {
		return false
	}
	for _, n := range s.nodes {
		for _, g := range n.grants {
			if s.grantUnneeded(g.app) {
				return true
			}
		}
	}
	return false
}

// servedAt notes the first time a preemption's starved app was given
// space it was granted.
func (s *Sim) servedAt(event int) {
	if event < 0 || s.preemptions[event].ServedAt != nil {
		return
	}
	t := float64(s.now) / 1000
	s.preemptions[event].ServedAt = &t
}
