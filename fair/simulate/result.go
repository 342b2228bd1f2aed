package simulate

import "github.com/fairsched/fairsched/core/simcore"

func (s *Sim) result() *simcore.Result {
	r := &simcore.Result{Scheduler: "fair", Types: s.types, Cluster: s.cluster, Nodes: len(s.nodes),
		NodeOrder:     "round-robin in load order, one heartbeat per node per interval",
		HadoopVersion: s.cfg.Profile.Version.String(), Heartbeats: s.heartbeats, Containers: s.placed,
		Seconds: float64(s.now) / 1000, Warnings: s.warnings, Steady: true,
		Timeline: s.timeline.Samples, Preemptions: s.preemptions, LastChange: float64(s.timeline.LastChangeMS) / 1000}
	r.Trace = s.trace.Decisions()
	depth := make([]int, len(s.queues))
	for i, q := range s.queues {
		if q.parent >= 0 {
			depth[i] = depth[q.parent] + 1
		}
		r.Queues = append(r.Queues, simcore.QueueResult{Name: q.name, Depth: depth[i], Leaf: q.isLeaf(), Policy: string(q.policy),
			Weight: q.weight, Usage: q.usage.Clone(), Demand: q.demand.Clone(), FairShare: q.fair.Clone(),
			SteadyFairShare: q.steady.Clone(), MinShare: q.minShare.Clone(), MaxShare: q.maxShare.Clone(),
			StoppedBy: s.queueStop(i), RunnableApps: q.runnable, Peak: q.peak.Clone(), PeakAt: msPtr(q.peakAt)})
		if s.reached != nil {
			r.Queues[i].ReachedFairShareAt = s.reached[i]
		}
	}
	for _, a := range s.apps {
		r.Queues[a.leaf].Apps++
	}
	for _, a := range s.byLoadOrder() {
		r.Apps = append(r.Apps, simcore.AppResult{ID: a.name, Queue: s.queues[a.leaf].name, User: a.user,
			Usage: a.usage.Clone(), Demand: a.demand.Clone(), FairShare: a.fair.Clone(), Container: a.size.Clone(),
			Containers: len(a.live), Pending: max(a.asks, 0), Runnable: a.runnable, AMRunning: a.amRunning && !a.unmanaged,
			StoppedBy: s.appStop(a), Preempted: a.preemptedFrom, Asked: a.asked + a.preemptedFrom,
			Start: float64(a.start) / 1000, State: appState(a), Message: a.rejected})
		s.appTimes(a, &r.Apps[len(r.Apps)-1])
	}
	s.fillQueueApps(r)
	return r
}

// msPtr turns a time in ms into seconds, nil for -1 (never).
func msPtr(ms int64) *float64 {
	if ms < 0 {
		return nil
	}
	t := float64(ms) / 1000
	return &t
}

// byLoadOrder lists the apps in the order the load gives them.
func (s *Sim) byLoadOrder() []*app {
	out := make([]*app, len(s.apps))
	for _, a := range s.apps {
		out[a.owner] = a
	}
	return out
}

// appStop says why the app is not getting more.
func (s *Sim) appStop(a *app) string {
	switch {
	case a.rejected != "":
		return simcore.StoppedRejected
	case a.killed:
		return simcore.StoppedKilled
	case !a.added:
		return simcore.StoppedNotStarted
	case a.finished:
		return simcore.StoppedFinished
	case a.asks <= 0:
		return simcore.StoppedDemandMet
	case a.tooLarge:
		return simcore.StoppedTooLarge
	case !a.runnable:
		return simcore.StoppedNotRunable
	case !a.amRunning && !s.canRunAM(s.queues[a.leaf], a.amSize):
		return simcore.StoppedAMLimit
	case !s.fitsInMaxShare(a.leaf, a.nextSize()):
		return simcore.StoppedMaxShare
	}
	return simcore.StoppedNodeFit
}

// queueStop says why a queue is not getting more: its own max share, or
// the most telling reason among the apps below it that still ask.
func (s *Sim) queueStop(qi int) string {
	reasons := map[string]bool{}
	apps := 0
	for _, a := range s.apps {
		if !s.isBelow(a.leaf, qi) {
			continue
		}
		apps++
		if a.asks > 0 && !a.finished {
			if !sumFitsIn(s.queues[qi].usage, a.nextSize(), s.queues[qi].maxShare) {
				return simcore.StoppedMaxShare
			}
			reasons[s.appStop(a)] = true
		}
	}
	if apps == 0 {
		return simcore.StoppedNoApps
	}
	for _, r := range []string{simcore.StoppedNodeFit, simcore.StoppedMaxShare, simcore.StoppedAMLimit, simcore.StoppedNotRunable, simcore.StoppedTooLarge, simcore.StoppedNotStarted} {
		if reasons[r] {
			return r
		}
	}
	return simcore.StoppedDemandMet
}

// isBelow reports whether queue qi is leaf or one of its ancestors.
func (s *Sim) isBelow(leaf, qi int) bool {
	for q := leaf; q >= 0; q = s.queues[q].parent {
		if q == qi {
			return true
		}
	}
	return false
}
