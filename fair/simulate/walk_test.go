package simulate

import "github.com/fairsched/fairsched/core/simcore"

// This file keeps the heartbeat-by-heartbeat walk the event-skipping loop
// replaced: every node heartbeats at every heartbeat interval and the
// update runs at every update interval, whether or not anything can
// change. It is the oracle of TestSkipMatchesWalk.

// runWalk is Run with the walk in place of the skipping loop.
func (s *Sim) runWalk(o simcore.RunOptions) *simcore.Result {
	if o.Trace > 0 {
		s.trace = simcore.NewTrace(o.Trace)
	}
	if o.Timed || o.DurationMS > 0 || o.UntilSteady || s.NeedsTime() {
		return s.runTimedWalk(o)
	}
	return s.convergeWalk()
}

// convergeWalk is Converge heartbeating every node in every round.
func (s *Sim) convergeWalk() *simcore.Result {
	for _, a := range s.apps {
		s.addApp(a)
	}
	for {
		if s.dirty {
			s.update()
		}
		before := s.placed
		for _, n := range s.nodes {
			s.heartbeat(n)
		}
		if s.placed == before && !s.dirty {
			break
		}
	}
	if s.dirty {
		s.update()
	}
	return s.result()
}

// runTimedWalk advances the clock one step at a time: apps start, events
// fire, the update thread runs every update interval, every node
// heartbeats every heartbeat interval, and every second is sampled.
func (s *Sim) runTimedWalk(o simcore.RunOptions) *simcore.Result {
	step := simcore.GCD(simcore.GCD(s.cfg.UpdateIntervalMS, s.cfg.HeartbeatIntervalMS), 1000)
	limit := int64(simcore.MaxSimulatedMS)
	if o.DurationMS > 0 {
		limit = o.DurationMS
	}
	next, quiet := 0, int64(0)
	steady := false
	for s.now = 0; ; s.now += step {
		changed := false
		for ; next < len(s.apps) && s.apps[next].start <= s.now; next++ {
			s.addApp(s.apps[next])
			changed = true
		}
		changed = s.due() || changed
		if s.now%s.cfg.UpdateIntervalMS == 0 {
			s.update()
			changed = s.checkStarvation() || changed
		}
		if s.now%s.cfg.HeartbeatIntervalMS == 0 {
			before := s.placed
			for _, n := range s.nodes {
				s.heartbeat(n)
			}
			changed = changed || s.placed != before
		}
		if s.now%1000 == 0 {
			s.sample(true, o.SampleMS > 0 && s.now%o.SampleMS == 0)
		}
		if changed {
			quiet = s.now
		}
		steady = next == len(s.apps) && s.events.Len() == 0 && s.now-quiet >= s.quietWindow()
		if steady && (o.DurationMS == 0 || o.UntilSteady) || s.now >= limit {
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
