package simulate

import "container/heap"

// event is a container finishing or being killed at a time (ms).
type event struct {
	at int64
	ci int32
}

// eventHeap orders events by time, then container index.
type eventHeap []event

// Len, Less and Swap implement sort.Interface for container/heap.
func (h eventHeap) Len() int { return len(h) }

// Less orders by time, then container.
func (h eventHeap) Less(i, j int) bool {
	return h[i].at < h[j].at || h[i].at == h[j].at && h[i].ci < h[j].ci
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

func (s *Sim) schedule(at int64, ci int32) { heap.Push(&s.events, event{at: at, ci: ci}) }

// due processes every finish and kill up to now; it reports whether any
// container ended.
func (s *Sim) due() bool {
	changed := false
	for len(s.events) > 0 && s.events[0].at <= s.now {
		e := heap.Pop(&s.events).(event)
		c := &s.containers[e.ci]
		if c.done {
			continue
		}
		changed = true
		if c.killAt >= 0 && c.killAt <= s.now {
			s.kill(e.ci)
			continue
		}
		if c.finishAt >= 0 && c.finishAt <= s.now {
			s.release(e.ci)
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
