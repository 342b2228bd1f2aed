package simulate

import (
	"fmt"
	"strconv"

	"github.com/fairsched/fairsched/simcore"
)

// tracer records the first heartbeat decisions (calls of the root's
// assignContainer); a nil tracer records nothing.
type tracer struct {
	limit     int
	n         int
	decisions []simcore.Decision
	cur       *simcore.Decision
}

func (t *tracer) active() bool { return t != nil && t.cur != nil }

func (t *tracer) beginDecision(s *Sim, n *node) {
	if t == nil || len(t.decisions) >= t.limit {
		return
	}
	t.n++
	t.cur = &simcore.Decision{Heartbeat: s.heartbeats, T: float64(s.now) / 1000, Node: n.name, Levels: []simcore.Level{}}
}

func (t *tracer) endDecision(s *Sim, o outcome, a *app, size Resource) {
	if !t.active() {
		return
	}
	t.cur.Outcome = [...]string{"none", "allocated", "reserved"}[o]
	if o != none && a != nil {
		t.cur.App, t.cur.Container = a.name, s.amount(size)
	}
	t.decisions = append(t.decisions, *t.cur)
	t.cur = nil
}

func (t *tracer) skip(q *queue, why string) {
	if t.active() {
		t.cur.Levels = append(t.cur.Levels, simcore.Level{Queue: q.name, Order: []string{}, Skipped: why})
	}
}

// level records q's order before anything is allocated, with why its
// first item comes before the second (the values that decide).
func (t *tracer) level(s *Sim, q *queue, items []*sched) {
	if !t.active() {
		return
	}
	l := simcore.Level{Queue: q.name, Order: make([]string, len(items))}
	for i, it := range items {
		l.Order[i] = it.name
	}
	if len(items) > 1 {
		l.Why = s.explain(q.policy, items[0], items[1])
	}
	t.cur.Levels = append(t.cur.Levels, l)
}

// chose notes which item of q's order took the node; when it was not the
// first, the ones before it found nothing to place.
func (t *tracer) chose(q *queue, i int) {
	if !t.active() {
		return
	}
	for k := len(t.cur.Levels) - 1; k >= 0; k-- {
		l := &t.cur.Levels[k]
		if l.Queue != q.name || l.Skipped != "" {
			continue
		}
		l.Chosen = l.Order[i]
		if i > 0 {
			l.Why = "the ones before it had nothing that fits this node; " + l.Why
		}
		return
	}
}

// reservedServed records a heartbeat spent on a node's reservation.
func (t *tracer) reservedServed(s *Sim, n *node, a *app, size Resource) {
	if t == nil || len(t.decisions) >= t.limit {
		return
	}
	t.decisions = append(t.decisions, simcore.Decision{Heartbeat: s.heartbeats, T: float64(s.now) / 1000, Node: n.name,
		Outcome: "reservation", App: a.name, Container: s.amount(size), Levels: []simcore.Level{}})
}

// starvation records a starved app served by the preemption thread; it
// does not count against the limit, so every one is shown.
func (t *tracer) starvation(s *Sim, e simcore.Preemption) {
	if t == nil {
		return
	}
	note := fmt.Sprintf("fair-share starvation %s + min-share starvation %s; %d containers marked, killed at %ss",
		memText(e.FairShareStarvation["memory-mb"]), memText(e.MinShareStarvation["memory-mb"]), e.Containers, strconv.FormatFloat(e.KillAt, 'f', -1, 64))
	if e.AsCoded != "" {
		note += "; as coded (read from Hadoop's source, not run): " + e.AsCoded
	}
	if e.MinShareTimer != "" {
		note += "; " + e.MinShareTimer
	}
	t.decisions = append(t.decisions, simcore.Decision{Heartbeat: s.heartbeats, T: float64(s.now) / 1000, Node: "-",
		Outcome: "starvation", App: e.StarvedApp, Levels: []simcore.Level{}, Note: note})
}
