package simulate

// schedule makes container ci end at time at (ms): it finishes, or is
// killed when preemption marked it.
func (s *Sim) schedule(at int64, ci int32) { s.events.Schedule(at, 0, ci) }

// due processes every finish and kill up to now; it reports whether any
// container ended.
func (s *Sim) due() bool {
	changed := false
	for e, ok := s.events.Due(s.now); ok; e, ok = s.events.Due(s.now) {
		c := &s.containers[e.ID]
		if c.done {
			continue
		}
		changed = true
		if c.killAt >= 0 && c.killAt <= s.now {
			s.kill(e.ID)
			continue
		}
		if c.finishAt >= 0 && c.finishAt <= s.now {
			s.release(e.ID)
			s.maybeFinish(c.app)
		}
	}
	return changed
}

// kill ends a container marked for preemption: its work is lost, so the
// owner asks for it again. The freed space was granted to the starved app
// when the container was marked (see grants.go).
func (s *Sim) kill(ci int32) {
	c := &s.containers[ci]
	owner := c.app
	s.release(ci)
	owner.marked.SubIn(c.size)
	owner.asks++
	owner.preemptedFrom++
	if c.am {
		owner.amRunning = false
	}
}

// maybeFinish ends the app when only its AM is left and nothing is asked.
func (s *Sim) maybeFinish(a *app) {
	if a.asks > 0 || a.finished {
		return
	}
	for _, ci := range a.live {
		if !s.containers[ci].am {
			return
		}
	}
	for len(a.live) > 0 {
		s.release(a.live[0])
	}
	a.finished, a.endMS = true, s.now
	if a.runnable {
		s.setRunnable(a, false)
		s.promoteWaiting()
	}
	s.dirty = true
}
