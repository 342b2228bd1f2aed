package simulate

import "github.com/fairsched/fairsched/core/simcore"

// Err is why the last run stopped before its end: a *simcore.TooCostlyError
// when it placed more containers than a run may; nil when it did not.
func (s *Sim) Err() error { return s.budget.Err() }

// NeedsTime reports whether the load only makes sense over time: apps
// starting later, containers with a runtime, or preemption on.
func (s *Sim) NeedsTime() bool {
	if s.cfg.Preemption {
		return true
	}
	for _, a := range s.apps {
		if a.start > 0 || a.runtimeMS > 0 || a.killAt >= 0 {
			return true
		}
	}
	return false
}

// Run simulates the load: over time when the options or the load ask for
// it, else to convergence from its start.
func (s *Sim) Run(o simcore.RunOptions) *simcore.Result {
	if o.Trace > 0 {
		s.trace = simcore.NewTrace(o.Trace)
	}
	s.budget = simcore.NewBudget(o)
	if o.Timed || o.DurationMS > 0 || o.UntilSteady || s.NeedsTime() {
		return s.runTimed(o)
	}
	return s.Converge()
}

// Converge runs the static load: every app is added at time 0, the
// scheduler updates, and every node heartbeats in turn (round-robin in
// node order) until a whole round places no container. Heartbeats that
// cannot change anything are counted, not walked (see round).
func (s *Sim) Converge() *simcore.Result {
	for _, a := range s.apps {
		s.addApp(a)
	}
	for {
		if s.dirty {
			s.update()
		}
		before := s.placed
		s.round()
		if s.placed == before && !s.dirty || s.budget.Stop(s.now, s.placed) {
			break
		}
	}
	if s.dirty {
		s.update()
	}
	return s.result()
}

// runTimed advances a clock in steps of the update and heartbeat
// intervals: apps start at their time, containers finish and are killed,
// the update thread runs every update interval (with starvation and
// preemption), every node heartbeats every heartbeat interval, and the
// end of every second in which something changed is sampled.
//
// Work that cannot change anything is skipped, with the same result as
// doing it: the update runs only when its inputs (usage, asks, apps)
// changed since the last one, as it would compute the same shares again;
// a heartbeat round runs only when something changed since a round that
// changed nothing, as it would walk the same state to the same nothing;
// within a round, round skips the nodes nothing can be placed or reserved
// on. Starvation checks run at every update interval while preemption can
// fire, since their timers run on simulated time.
func (s *Sim) runTimed(o simcore.RunOptions) *simcore.Result {
	clk := simcore.NewClock(o, s.cfg.UpdateIntervalMS, s.cfg.HeartbeatIntervalMS)
	sample := s.sample // one func value for the run, not one a step
	next, steady := 0, false
	stale, idle := true, false // update inputs changed; the last round changed nothing and nothing has since
	window := s.quietWindow()
	minStarved := make([]bool, len(s.apps)) // per app: min-share starvation set
	kills, nextKill := s.killOrder(), 0
	for s.now = 0; ; s.now += clk.Step {
		changed := false
		var killed bool
		nextKill, killed = s.killDue(kills, nextKill)
		changed = changed || killed
		for ; next < len(s.apps) && s.apps[next].start <= s.now; next++ {
			s.addApp(s.apps[next])
			changed = true
		}
		changed = s.due() || changed
		if changed {
			stale, idle = true, false
		}
		if s.now%s.cfg.UpdateIntervalMS == 0 {
			if stale || s.dirty {
				s.update()
				stale, idle = false, false
				clk.Moved()
			}
			if s.checkStarvation() {
				changed, idle = true, false // marked containers are granted at once
			}
			if s.shouldAttemptPreemption() && s.minStarvedFlipped(minStarved[:next]) {
				idle = false // an app became reservable, or stopped being
			}
			if s.staleGrants() {
				idle = false // a heartbeat will drop a grant, which may let its app reserve
			}
		}
		if s.now%s.cfg.HeartbeatIntervalMS == 0 {
			if idle && !s.trace.Open() {
				s.heartbeats += len(s.nodes)
			} else {
				before := s.placed
				idle = !s.round()
				if s.placed != before {
					changed, stale = true, true
				}
			}
		}
		clk.EndStep(s.now, changed, sample)
		if s.budget.Stop(s.now, s.placed) {
			break
		}
		steady = next == len(s.apps) && nextKill == len(kills) && s.events.Len() == 0 && clk.QuietFor(s.now) >= window
		if clk.Stop(s.now, steady) {
			break
		}
	}
	if s.dirty {
		s.update()
	}
	r := s.result()
	r.Steady = steady
	return r
}

// minStarvedFlipped updates, for the apps started so far, whether each
// has min-share starvation set, and reports whether any changed. That is
// all a starvation check changes that a heartbeat reads (isStarved, so
// isReservable); the containers it marks end later, as events.
func (s *Sim) minStarvedFlipped(was []bool) bool {
	flipped := false
	for i, a := range s.apps[:len(was)] {
		if now := !simcore.IsZero(a.msStarvation); now != was[i] {
			was[i], flipped = now, true
		}
	}
	return flipped
}

// quietWindow is how long nothing must change before the state counts as
// steady: two heartbeats, or with preemption on, long enough for any
// finite starvation timeout to fire and its preemption to finish.
func (s *Sim) quietWindow() int64 {
	w := 2 * s.cfg.HeartbeatIntervalMS
	if !s.cfg.Preemption || !s.timeoutsFinite() {
		return w
	}
	longest := int64(0)
	for _, q := range s.queues {
		for _, t := range []int64{q.pre.fairTimeoutMS, q.pre.minTimeoutMS} {
			if t < simcore.MaxSimulatedMS {
				longest = max(longest, t)
			}
		}
	}
	return w + longest + s.cfg.WaitTimeBeforeKillMS + 4*s.cfg.HeartbeatIntervalMS + s.cfg.WaitTimeBeforeNextStarvationCheckMS
}

// sample runs at the end of every simulated second: the timeline records
// every queue's usage and fair share when they changed (Timeline.Record),
// and each queue's first second at its share is noted.
func (s *Sim) sample(moved, interval bool) {
	if s.reached == nil {
		s.reached = make([]*float64, len(s.queues))
	}
	if moved || len(s.timeline.Samples) == 0 {
		s.noteReached(float64(s.now) / 1000)
	}
	s.timeline.Record(s.now, moved, interval, s.sameAsSample, s.queueValues)
}

// noteReached records, for every queue that has not yet, whether it uses
// min(fair share, demand) of memory at time t.
func (s *Sim) noteReached(t float64) {
	for i, q := range s.queues {
		if s.reached[i] == nil && q.demand[mem] > 0 && q.usage[mem] >= min(q.fair[mem], q.demand[mem]) {
			at := t
			s.reached[i] = &at
		}
	}
}

// sameAsSample reports whether every queue's usage and fair share are
// those of smp.
func (s *Sim) sameAsSample(smp *simcore.Sample) bool {
	for i, q := range s.queues {
		if !equal(q.usage, smp.Usage[i]) || !equal(q.fair, smp.FairShare[i]) {
			return false
		}
	}
	return true
}

// queueValues copies every queue's usage and fair share into one block.
func (s *Sim) queueValues() (usage, fair []Resource) {
	n := len(s.types)
	block := make([]int64, 2*n*len(s.queues))
	usage, fair = make([]Resource, len(s.queues)), make([]Resource, len(s.queues))
	for i, q := range s.queues {
		u, f := block[2*i*n:(2*i+1)*n:(2*i+1)*n], block[(2*i+1)*n:(2*i+2)*n:(2*i+2)*n]
		copy(u, q.usage)
		copy(f, q.fair)
		usage[i], fair[i] = u, f
	}
	return usage, fair
}
