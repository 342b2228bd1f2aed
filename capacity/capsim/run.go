package capsim

import (
	"slices"

	"github.com/fairsched/fairsched/core/simcore"
)

// RunOptions choose how a simulation runs: simcore.RunOptions, and Walk,
// which walks every heartbeat instead of counting the ones that cannot
// change anything (for tests: both must give the same result).
type RunOptions struct {
	simcore.RunOptions
	Walk bool
}

// Run simulates the load over time: apps are submitted at their start,
// containers finish and are killed, every node heartbeats every heartbeat
// interval (round-robin in node order), the preemption policy runs every
// monitoring interval, and every second in which something changed is
// sampled (and every o.SampleMS). It stops at
// DurationMS, or without one once nothing is left to change (at most
// simcore.MaxSimulatedMS).
//
// A heartbeat round runs only when something changed since a round that
// changed nothing and left no reservation (serving a reservation counts
// a re-reservation, which changes what the app may reserve next): it
// would walk the same state to the same nothing.
func (s *Sim) Run(o RunOptions) *simcore.Result {
	if o.Trace > 0 {
		s.trace = simcore.NewTrace(o.Trace)
	}
	s.budget = simcore.NewBudget(o.RunOptions)
	hb := s.cfg.HeartbeatIntervalMS
	intervals := []int64{hb}
	if s.g.Preemption.On {
		intervals = append(intervals, s.g.Preemption.IntervalMS)
	}
	clk := simcore.NewClock(o.RunOptions, intervals...)
	sample := s.sample // one func value for the run, not one a step
	for i, a := range s.apps {
		if a.killAtMS >= 0 {
			s.schedule(a.killAtMS, evAppKill, int32(i))
		}
	}
	next, idle, steady := 0, false, false
	for s.now = 0; ; s.now += clk.Step {
		changed := false
		for ; next < len(s.apps) && s.apps[next].startMS <= s.now; next++ {
			s.submit(s.apps[next])
			changed = true
		}
		changed = s.due() || changed
		if s.g.Preemption.On && s.now%s.g.Preemption.IntervalMS == 0 && s.preemptRound() {
			changed = true
		}
		if changed {
			idle = false
		}
		if s.now%hb == 0 {
			if idle && !o.Walk && !s.trace.Open() {
				s.heartbeats += len(s.nodes)
			} else {
				acted := s.round()
				changed = changed || acted
				idle = !acted && !s.anyReservation()
			}
		}
		clk.EndStep(s.now, changed, sample)
		if s.budget.Stop(s.now, s.placed) {
			break
		}
		steady = next == len(s.apps) && s.events.Len() == 0 && len(s.selected) == 0 && !s.preempting &&
			!s.anyReservation() && clk.QuietFor(s.now) >= 2*hb
		if clk.Stop(s.now, steady) {
			break
		}
	}
	r := s.result()
	r.Steady = steady
	return r
}

// round heartbeats every node once, in node order; it reports whether any
// heartbeat changed something.
func (s *Sim) round() bool {
	acted := false
	for i, n := range s.nodes {
		if s.budget.Full(s.placed) {
			break // the run stops: it places more than it may
		}
		if s.queues[0].asking == 0 && s.reservations == 0 && !s.trace.Open() {
			// nothing asks and nothing is reserved: no heartbeat can change anything
			s.heartbeats += len(s.nodes) - i
			break
		}
		if s.sched == SchedulerFIFO {
			acted = s.fifoHeartbeat(n) || acted
			continue
		}
		acted = s.heartbeat(n) || acted
	}
	return acted
}

// Err is why the last run stopped before its end: a *simcore.TooCostlyError
// when it placed more containers than a run may; nil when it did not.
func (s *Sim) Err() error { return s.budget.Err() }

func (s *Sim) anyReservation() bool { return s.reservations > 0 }

// sample runs at the end of every simulated second: the timeline records
// every queue's usage and guarantee when they changed, as for the Fair
// Scheduler (simcore.Timeline), and every interval asks.
func (s *Sim) sample(moved, interval bool) {
	s.timeline.Record(s.now, moved, interval, s.sameAsSample, s.queueValues)
}

// sameAsSample reports whether every queue's usage and guarantee are those
// of smp.
func (s *Sim) sameAsSample(smp *simcore.Sample) bool {
	for i, q := range s.queues {
		if !slices.Equal(q.used, smp.Usage[i]) || !slices.Equal(q.guaranteed, smp.FairShare[i]) {
			return false
		}
	}
	return true
}

// queueValues copies every queue's usage and guarantee.
func (s *Sim) queueValues() (usage, guaranteed []Resource) {
	usage, guaranteed = make([]Resource, len(s.queues)), make([]Resource, len(s.queues))
	for i, q := range s.queues {
		usage[i], guaranteed[i] = q.used.Clone(), q.guaranteed.Clone()
	}
	return usage, guaranteed
}
