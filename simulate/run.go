package simulate

// Converge runs the static load: every app is added at time 0, the
// scheduler updates, and every node heartbeats in turn (round-robin in
// node order) until a whole round places no container.
func (s *Sim) Converge() *Result {
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

// Sample is the state of every queue at one second of simulated time.
type Sample struct{}
