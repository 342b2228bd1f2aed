package capsim

import "container/heap"

// eventKind says what happens at an event.
type eventKind uint8

const (
	evFinish  eventKind = iota // a container ran to its end
	evPreempt                  // a container selected for preemption is killed
	evAppKill                  // an app is killed (its killAt)
)

// event is something that happens at a time (ms): to a container, or to
// an app for evAppKill.
type event struct {
	at   int64
	kind eventKind
	id   int32
}

// eventHeap orders events by time, then kind, then id.
type eventHeap []event

// Len, Less and Swap implement sort.Interface for container/heap.
func (h eventHeap) Len() int { return len(h) }

// Less orders by time, then kind, then id.
func (h eventHeap) Less(i, j int) bool {
	if h[i].at != h[j].at {
		return h[i].at < h[j].at
	}
	if h[i].kind != h[j].kind {
		return h[i].kind < h[j].kind
	}
	return h[i].id < h[j].id
}

// Swap exchanges two events.
func (h eventHeap) Swap(i, j int) { h[i], h[j] = h[j], h[i] }

// Push adds an event (heap.Interface).
func (h *eventHeap) Push(x any) { *h = append(*h, x.(event)) }

// Pop removes the last event (heap.Interface).
func (h *eventHeap) Pop() any {
	old := *h
	e := old[len(old)-1]
	*h = old[:len(old)-1]
	return e
}

func (s *Sim) schedule(at int64, kind eventKind, id int32) {
	heap.Push(&s.events, event{at: at, kind: kind, id: id})
}

// due handles every event up to now; it reports whether anything changed.
func (s *Sim) due() bool {
	changed := false
	for len(s.events) > 0 && s.events[0].at <= s.now {
		e := heap.Pop(&s.events).(event)
		switch e.kind {
		case evAppKill:
			a := s.apps[e.id]
			switch a.state {
			case statePending, stateActive:
				s.end(a, stateKilled)
				changed = true
			case stateNotSubmitted: // killed before it was submitted
				a.state, a.endMS, a.asks = stateKilled, s.now, 0
			}
		case evFinish:
			c := &s.containers[e.id]
			if c.done {
				continue
			}
			s.release(e.id)
			s.maybeFinish(c.app)
			changed = true
		case evPreempt:
			c := &s.containers[e.id]
			if c.done {
				continue
			}
			s.preemptContainer(e.id)
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
	s.addAsks(a, 1)
	if c.am {
		a.amRunning = false
	}
}
