package simcore

import (
	"container/heap"
	"slices"

	"github.com/fairsched/fairsched/core/resource"
)

// Event is something that happens at a time: a container ends (it ran to
// its end, or preemption kills it), or an app is killed. Each simulation
// names its kinds; at one time, lower kinds come first, then lower IDs.
type Event struct {
	At   int64 // ms
	Kind uint8
	ID   int32 // the container, or the app
}

// Events is a simulation's event queue, ordered by time, then kind, then
// ID. The zero value is empty.
type Events struct{ h eventHeap }

// Schedule adds an event.
func (q *Events) Schedule(at int64, kind uint8, id int32) {
	heap.Push(&q.h, Event{At: at, Kind: kind, ID: id})
}

// Due removes and returns the first event at or before now; ok is false
// when there is none.
func (q *Events) Due(now int64) (e Event, ok bool) {
	if len(q.h) == 0 || q.h[0].At > now {
		return Event{}, false
	}
	return heap.Pop(&q.h).(Event), true
}

// Len is how many events are waiting.
func (q *Events) Len() int { return len(q.h) }

// eventHeap is container/heap's view of the queue.
type eventHeap []Event

// Len, Less and Swap implement sort.Interface for container/heap.
func (h eventHeap) Len() int { return len(h) }

// Less orders by time, then kind, then ID.
func (h eventHeap) Less(i, j int) bool {
	if h[i].At != h[j].At {
		return h[i].At < h[j].At
	}
	if h[i].Kind != h[j].Kind {
		return h[i].Kind < h[j].Kind
	}
	return h[i].ID < h[j].ID
}

// Swap exchanges two events.
func (h eventHeap) Swap(i, j int) { h[i], h[j] = h[j], h[i] }

// Push adds an event (heap.Interface).
func (h *eventHeap) Push(x any) { *h = append(*h, x.(Event)) }

// Pop removes the last event (heap.Interface).
func (h *eventHeap) Pop() any {
	old := *h
	e := old[len(old)-1]
	*h = old[:len(old)-1]
	return e
}

// NextSize is the size of an app's next container: its AM's while the AM
// is not running, then its tasks'.
func NextSize(amRunning bool, am, task resource.Resource) resource.Resource {
	if !amRunning {
		return am
	}
	return task
}

// RemoveLive removes container ci from an app's or a node's live
// containers, keeping their order (the oldest first: preemption takes the
// newest) and their room: the list shifts in place, so the next
// container placed needs no new array.
func RemoveLive(live []int32, ci int32) []int32 {
	if i := slices.Index(live, ci); i >= 0 {
		return slices.Delete(live, i, i+1)
	}
	return live
}
