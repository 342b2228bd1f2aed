package capsim

// The kinds of events, in the order they happen at one time.
const (
	evFinish  uint8 = iota // a container ran to its end
	evPreempt              // a container selected for preemption is killed
	evAppKill              // an app is killed (its killAt)
)

func (s *Sim) schedule(at int64, kind uint8, id int32) { s.events.Schedule(at, kind, id) }

// due handles every event up to now; it reports whether anything changed.
func (s *Sim) due() bool {
	changed := false
	for e, ok := s.events.Due(s.now); ok; e, ok = s.events.Due(s.now) {
		switch e.Kind {
		case evAppKill:
			a := s.apps[e.ID]
			switch a.state {
			case statePending, stateActive:
				s.end(a, stateKilled)
				changed = true
			case stateNotSubmitted: // killed before it was submitted
				a.state, a.endMS, a.asks = stateKilled, s.now, 0
			}
		case evFinish:
			c := &s.containers[e.ID]
			if c.done {
				continue
			}
			s.release(e.ID)
			s.maybeFinish(c.app)
			changed = true
		case evPreempt:
			c := &s.containers[e.ID]
			if c.done {
				continue
			}
			s.preemptContainer(e.ID)
			changed = true
		}
	}
	return changed
}

// preemptContainer kills a container the preemption policy selected: its
// work is lost, so its app asks for it again.
func (s *Sim) preemptContainer(ci int32) {
	c := &s.containers[ci]
	a := c.app
	s.release(ci)
	a.preempted++
	if a.asks == 0 {
		s.queues[a.leaf].users[a.user].asking++
		s.version++
	}
	a.asks++
	if a.asks == 1 {
		s.addAsking(a, 1)
	}
	if c.am {
		a.amRunning = false
	}
}
