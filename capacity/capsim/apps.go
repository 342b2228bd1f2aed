package capsim

import (
	"fmt"
	"slices"
)

// submit is the app's submission (RMAppManager, then
// LeafQueue#submitApplicationAttempt): a request larger than the maximum
// allocation or a full queue rejects it; otherwise it waits in the
// queue's pending list, runnable or not under max-parallel-apps, and the
// queue activates what its AM limits allow.
func (s *Sim) submit(a *app) {
	if a.state != stateNotSubmitted {
		return // killed before its start
	}
	q := s.queues[a.leaf]
	if a.reason == "" && s.sched == SchedulerCapacity {
		a.reason = s.admission(q, a)
	}
	if a.reason != "" {
		a.state, a.endMS, a.asks = stateRejected, s.now, 0
		return
	}
	u := s.userOf(q, a.user)
	a.state = statePending
	if a.asks > 0 {
		s.addAsking(a, 1) // the queue's pending resource counts the apps not yet active too
	}
	at, _ := slices.BinarySearchFunc(q.pending, a, fifoOrder) // FifoOrderingPolicyForPendingApps
	q.pending = slices.Insert(q.pending, at, a)
	u.pendingApps++
	for qi := a.leaf; qi >= 0; qi = s.queues[qi].parent {
		s.queues[qi].apps++
	}
	a.runnable = s.canRun(a)
	if a.runnable {
		s.setRunnable(a)
	}
	if a.initRunning > 0 {
		s.activateApp(q, a)
		s.placeRunning(a)
	}
	s.activate(q)
	if a.asks > 0 {
		u.asking++ // the attempt's AM request arrives after the attempt is added
		s.version++
	}
}

// admission is the Capacity Scheduler's check of a submission: the
// system's maximum-applications (CapacityScheduler#addApplication), then
// LeafQueue#validateSubmitApplication's queue and user limits. It returns
// the app's diagnostics when it is refused, or "".
func (s *Sim) admission(q *queue, a *app) string {
	if s.queues[0].apps >= int(s.g.MaxSystemApps) { // CapacityScheduler#addApplication
		return "Maximum system application limit reached,cannot accept submission of application: " + a.id
	}
	const ace = "org.apache.hadoop.security.AccessControlException: " // the app's diagnostics
	if q.apps >= int(q.maxApps) {
		return fmt.Sprintf(ace+"Queue %s already has %d applications, cannot accept submission of application: %s", q.name, q.apps, a.id)
	}
	n := 0
	if u := q.users[a.user]; u != nil {
		n = u.pendingApps + u.activeApps
	}
	if n >= int(q.maxAppsPerUser) {
		return fmt.Sprintf(ace+"Queue %s already has %d applications from user %s cannot accept submission of application: %s", q.name, n, a.user, a.id)
	}
	return ""
}

// canRun is CSMaxRunningAppsEnforcer#checkRunnabilityWithUpdate: the leaf
// and every ancestor run fewer apps than their max-parallel-apps, and the
// user fewer than its own.
func (s *Sim) canRun(a *app) bool {
	for qi := a.leaf; qi >= 0; qi = s.queues[qi].parent {
		if s.queues[qi].runnable >= int(s.queues[qi].maxParallel) {
			return false
		}
	}
	return s.userRun[a.user] < int(s.userMaxParallel(a.user))
}

func (s *Sim) userMaxParallel(name string) int64 {
	if v, ok := s.g.UserMaxParallel[name]; ok {
		return v
	}
	return s.g.UserMaxParallelDef
}

func (s *Sim) setRunnable(a *app) {
	a.runnable = true
	for qi := a.leaf; qi >= 0; qi = s.queues[qi].parent {
		s.queues[qi].runnable++
	}
	s.userRun[a.user]++
}

// activate is LeafQueue#activateApplications: pending runnable apps in
// submission order start while the queue's and the user's AM limits hold
// their AM; one that does not fit is passed over, not waited for. With no
// active app (or no AM usage) the limit is not enforced, so that one app
// can start.
func (s *Sim) activate(q *queue) {
	if len(q.pending) == 0 {
		return
	}
	amLimit := s.amLimit(q)
	var userAMLimit Resource
	for _, a := range slices.Clone(q.pending) {
		if !a.runnable {
			continue
		}
		if s.sched == SchedulerCapacity {
			if !s.rc.fitsIn(plus(q.amUsed, a.amSize), amLimit) && len(q.active) >= 1 && greaterThan(s.rc, s.cluster, q.amUsed, s.none) {
				continue
			}
			u := q.users[a.user]
			if userAMLimit == nil {
				userAMLimit = s.userAMLimit(q, u) // computed once a pass, for the first user checked
			}
			if !s.rc.fitsIn(plus(u.amUsed, a.amSize), userAMLimit) && len(q.active) >= 1 && greaterThan(s.rc, s.cluster, u.amUsed, s.none) {
				continue
			}
		}
		s.activateApp(q, a)
	}
}

// activateApp moves a pending app to the active ones and charges its AM.
func (s *Sim) activateApp(q *queue, a *app) {
	if a.state != statePending {
		return
	}
	q.pending = slices.DeleteFunc(q.pending, func(p *app) bool { return p == a })
	at, _ := slices.BinarySearchFunc(q.active, a, fifoOrder)
	q.active = slices.Insert(q.active, at, a)
	a.state = stateActive
	u := q.users[a.user]
	u.pendingApps--
	u.activeApps++
	q.amUsed.AddIn(a.amSize)
	u.amUsed.AddIn(a.amSize)
}

// fifoOrder is FifoOrderingPolicy's comparator (PriorityComparator, then
// FifoComparator): higher application priority first, then submission
// order.
func fifoOrder(x, y *app) int {
	if x.priority != y.priority {
		return int(y.priority) - int(x.priority)
	}
	return x.seq - y.seq
}

// end finishes or kills an app: its containers and reservations are
// released, its AM share given back, and the apps it kept from running
// under max-parallel-apps, then the AM limits, get their turn.
func (s *Sim) end(a *app, st appState) {
	if a.state != statePending && a.state != stateActive {
		return
	}
	q := s.queues[a.leaf]
	u := q.users[a.user]
	for len(a.live) > 0 {
		s.release(a.live[0])
	}
	for len(a.reserved) > 0 {
		s.unreserve(a.reserved[0])
	}
	if a.asks > 0 {
		u.asking--
		s.version++
	}
	if a.asks > 0 {
		s.addAsking(a, -1)
	}
	if a.state == stateActive {
		q.active = slices.DeleteFunc(q.active, func(p *app) bool { return p == a })
		u.activeApps--
		q.amUsed.SubIn(a.amSize)
		u.amUsed.SubIn(a.amSize)
	} else {
		q.pending = slices.DeleteFunc(q.pending, func(p *app) bool { return p == a })
		u.pendingApps--
	}
	for qi := a.leaf; qi >= 0; qi = s.queues[qi].parent {
		s.queues[qi].apps--
	}
	a.state, a.endMS = st, s.now
	if a.runnable {
		a.runnable = false
		for qi := a.leaf; qi >= 0; qi = s.queues[qi].parent {
			s.queues[qi].runnable--
		}
		s.userRun[a.user]--
		s.promoteWaiting()
	}
	s.activate(q)
}

// promoteWaiting makes runnable, in submission order, the waiting apps
// max-parallel-apps now lets run (CSMaxRunningAppsEnforcer#
// updateRunnabilityOnAppRemoval), and activates what their queues allow.
func (s *Sim) promoteWaiting() {
	for _, a := range s.apps {
		if a.state == statePending && !a.runnable && s.canRun(a) {
			s.setRunnable(a)
			s.activate(s.queues[a.leaf])
		}
	}
}

// maybeFinish ends the app when nothing is asked and only its AM is left.
func (s *Sim) maybeFinish(a *app) {
	if a.asks > 0 || a.state != stateActive {
		return
	}
	for _, ci := range a.live {
		if !s.containers[ci].am {
			return
		}
	}
	s.end(a, stateFinished)
}
