package capsim

import "github.com/fairsched/fairsched/core/simcore"

func (s *Sim) result() *simcore.Result {
	r := &simcore.Result{Scheduler: string(s.sched), Types: s.types, Cluster: s.cluster.Clone(), Nodes: len(s.nodes),
		NodeOrder:     "round-robin in load order, one heartbeat per node per interval",
		HadoopVersion: s.profile.Version.String(), Heartbeats: s.heartbeats, Containers: s.placed,
		Seconds: float64(s.now) / 1000, Warnings: s.warnings, Timeline: s.timeline.Samples, Preemptions: s.preemptions,
		LastChange: float64(s.timeline.LastChangeMS) / 1000}
	r.Trace = s.trace.Decisions()
	for i, q := range s.queues {
		r.Queues = append(r.Queues, s.queueResult(i, q))
	}
	byLoad := make([]*app, len(s.apps))
	for _, a := range s.apps {
		byLoad[a.index] = a
	}
	for _, a := range byLoad {
		r.Apps = append(r.Apps, s.appResult(a))
	}
	return r
}

func (s *Sim) queueResult(i int, q *queue) simcore.QueueResult {
	depth := 0
	for p := q.parent; p >= 0; p = s.queues[p].parent {
		depth++
	}
	policy := "utilization"
	switch {
	case q.isLeaf() && q.fairOrder:
		policy = "fair"
	case q.isLeaf():
		policy = "fifo"
	case q.respectPriority:
		policy = "priority-utilization"
	}
	out := simcore.QueueResult{Name: q.name, Depth: depth, Leaf: q.isLeaf(), Policy: policy, Weight: q.res.Capacity,
		Usage: q.used.Clone(), Demand: s.demandBelow(i), FairShare: q.guaranteed.Clone(), SteadyFairShare: q.guaranteed.Clone(),
		MinShare: q.guaranteed.Clone(), MaxShare: q.maximum.Clone(), StoppedBy: s.queueStop(i), Apps: q.apps, RunnableApps: q.runnable,
		Peak: q.peak.Clone(), PeakAt: simcore.Seconds(q.peakAt)}
	for _, a := range s.apps {
		if !s.isBelow(a.leaf, i) {
			continue
		}
		switch a.state {
		case stateActive:
			out.ActiveApps++
		case statePending:
			out.PendingApps++
		}
	}
	if q.isLeaf() && s.sched == SchedulerCapacity {
		out.AMLimit = s.amLimit(q)
		out.UserAMLimit = s.userAMLimit(q, nil)
	}
	for _, name := range q.userOrder {
		u := q.users[name]
		out.Users = append(out.Users, simcore.UserResult{User: name, ActiveApps: u.activeApps, PendingApps: u.pendingApps, Usage: u.used.Clone()})
	}
	return out
}

// demandBelow is what the apps below queue qi use plus what they ask for.
func (s *Sim) demandBelow(qi int) Resource {
	d := make(Resource, len(s.types))
	for _, a := range s.apps {
		if (a.state == stateActive || a.state == statePending) && s.isBelow(a.leaf, qi) {
			simcore.AddSat(d, s.appDemand(a))
		}
	}
	return d
}

// appDemand is what the app uses plus what it asks for, saturating: an
// app may ask for any number of containers.
func (s *Sim) appDemand(a *app) Resource {
	d := a.used.Clone()
	if a.asks > 0 {
		asks := int64(a.asks)
		if !a.amRunning {
			d.AddIn(a.amSize)
			asks--
		}
		for i, v := range a.size {
			d[i] = simcore.AddSatOne(d[i], simcore.MulSat(v, asks))
		}
	}
	return d
}

func (s *Sim) appResult(a *app) simcore.AppResult {
	queue := s.queues[a.leaf].name
	if a.queueName != "" {
		queue = a.queueName
	}
	out := simcore.AppResult{ID: a.id, Queue: queue, User: a.user, Usage: a.used.Clone(), Demand: s.appDemand(a),
		FairShare: make(Resource, len(s.types)), Container: a.size.Clone(), Containers: len(a.live), Pending: max(a.asks, 0),
		Runnable: a.runnable, AMRunning: a.amRunning && !a.unmanaged, StoppedBy: s.appStop(a), Preempted: a.preempted,
		State: stateNames[a.state], Message: a.reason, FirstContainerAt: simcore.Seconds(a.firstMS), AMStartAt: simcore.Seconds(a.amMS), EndAt: simcore.Seconds(a.endMS),
		Asked: a.asked + a.preempted, Start: float64(a.startMS) / 1000}
	return out
}

// appStop says why the app is not getting more.
func (s *Sim) appStop(a *app) string {
	q := s.queues[a.leaf]
	switch {
	case a.state == stateNotSubmitted:
		return simcore.StoppedNotStarted
	case a.state == stateRejected:
		return simcore.StoppedRejected
	case a.state == stateKilled:
		return simcore.StoppedKilled
	case a.state == stateFinished:
		return simcore.StoppedFinished
	case a.asks <= 0:
		return simcore.StoppedDemandMet
	case !a.runnable:
		return simcore.StoppedNotRunable
	case a.state == statePending:
		return simcore.StoppedAMLimit
	case s.sched == SchedulerCapacity && greaterThan(s.rc, s.cluster, q.users[a.user].used, s.userLimitOf(q, q.users[a.user])):
		return simcore.StoppedUserLimit
	case s.atMaxCapacity(a):
		return simcore.StoppedMaxCapacity
	}
	return simcore.StoppedNodeFit
}

// atMaxCapacity reports whether the app's next container would take its
// leaf or an ancestor past its maximum capacity.
func (s *Sim) atMaxCapacity(a *app) bool {
	size := a.nextSize()
	for qi := a.leaf; qi > 0; qi = s.queues[qi].parent { // root's maximum is the cluster: node-fit
		if !s.rc.fitsIn(plus(s.queues[qi].used, size), s.queues[qi].maxDown) {
			return true
		}
	}
	return false
}

// queueStop says why a queue is not getting more: the most telling reason
// among its apps that still ask.
func (s *Sim) queueStop(qi int) string {
	reasons := map[string]bool{}
	apps := 0
	for _, a := range s.apps {
		if !s.isBelow(a.leaf, qi) || a.state == stateNotSubmitted {
			continue
		}
		apps++
		if a.state == statePending || a.state == stateActive {
			reasons[s.appStop(a)] = true
		}
	}
	if apps == 0 {
		return simcore.StoppedNoApps
	}
	for _, r := range []string{simcore.StoppedNodeFit, simcore.StoppedMaxCapacity, simcore.StoppedUserLimit, simcore.StoppedAMLimit, simcore.StoppedNotRunable} {
		if reasons[r] {
			return r
		}
	}
	return simcore.StoppedDemandMet
}
