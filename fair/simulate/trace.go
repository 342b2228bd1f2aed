package simulate

import (
	"fmt"
	"strconv"

	"github.com/fairsched/fairsched/core/simcore"
)

// traceEnd closes the traced decision of a heartbeat with what the root's
// walk gave.
func (s *Sim) traceEnd(o outcome, a *app, size Resource) {
	if !s.trace.Active() {
		return
	}
	outcome := [...]string{"none", "allocated", "reserved"}[o]
	if o != none && a != nil {
		s.trace.End(outcome, a.name, s.amount(size))
		return
	}
	s.trace.End(outcome, "", nil)
}

// traceLevel records q's order before anything is allocated, with why its
// first item comes before the second (the values that decide).
func (s *Sim) traceLevel(q *queue, items []*sched) {
	l := s.trace.Order(q.name, len(items), func(i int) string { return items[i].name })
	if l != nil && len(items) > 1 {
		l.Why = s.explain(q.policy, items[0], items[1])
	}
}

// traceChose notes which item of q's order took the node; when it was not
// the first, the ones before it found nothing to place.
func (s *Sim) traceChose(q *queue, i int) {
	if l := s.trace.Level(q.name); l != nil {
		l.Chosen = l.Order[i]
		if i > 0 {
			l.Why = "the ones before it had nothing that fits this node; " + l.Why
		}
	}
}

// traceServed records a heartbeat spent on a node's reservation.
func (s *Sim) traceServed(n *node, a *app, size Resource) {
	if s.trace.Open() {
		d := simcore.NewDecision(s.heartbeats, s.now, n.name)
		d.Outcome, d.App, d.Container = "reservation", a.name, s.amount(size)
		s.trace.Record(d)
	}
}

// traceStarvation records a starved app served by the preemption thread;
// it does not count against the limit, so every one is shown.
func (s *Sim) traceStarvation(e simcore.Preemption) {
	if s.trace == nil {
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
	d := simcore.NewDecision(s.heartbeats, s.now, "-")
	d.Outcome, d.App, d.Note = "starvation", e.StarvedApp, note
	s.trace.Record(d)
}
