package capsim

import (
	"fmt"

	"github.com/fairsched/fairsched/core/simcore"
)

// traceEnd closes the traced decision of a heartbeat with what the root's
// walk gave.
func (s *Sim) traceEnd(o outcome, a *app, size Resource) {
	if !s.trace.Active() {
		return
	}
	outcome := "none"
	switch o {
	case allocated:
		outcome = "allocated"
	case reserved:
		outcome = "reserved"
	}
	if a != nil && (o == allocated || o == reserved) {
		s.trace.End(outcome, a.id, amountOf(size, s))
		return
	}
	s.trace.End(outcome, "", nil)
}

// traceLevel records a parent's order of its children, with the used
// capacities that decided it.
func (s *Sim) traceLevel(q *queue, kids []int) {
	l := s.trace.Order(q.name, len(kids), func(i int) string { return s.queues[kids[i]].name })
	if l != nil && len(kids) > 1 {
		a, b := s.queues[kids[0]], s.queues[kids[1]]
		ua, ub := s.usedCapacity(a), s.usedCapacity(b)
		l.Why = fmt.Sprintf("used capacity %s %g vs %s %g", a.name, ua, b.name, ub)
		switch {
		case q.respectPriority && a.priority != b.priority:
			l.Why += fmt.Sprintf("; priority %d vs %d", a.priority, b.priority)
		case ua == ub && a.res.AbsCapacity != b.res.AbsCapacity:
			l.Why += fmt.Sprintf("; equal: the larger guarantee first (%g vs %g of the cluster)", a.res.AbsCapacity, b.res.AbsCapacity)
		case ua == ub:
			l.Why += "; equal: the configured order"
		}
	}
}

// traceLeaf records a leaf's order of its active apps.
func (s *Sim) traceLeaf(q *queue, apps []*app) {
	l := s.trace.Order(q.name, len(apps), func(i int) string { return apps[i].id })
	switch {
	case l == nil:
	case q.fairOrder:
		l.Why = "fair ordering: least memory used first"
	case len(apps) > 1:
		l.Why = "FIFO: submitted first"
	}
}

// traceChose notes which child or app of q (by name) took the node.
func (s *Sim) traceChose(q *queue, name string) {
	if l := s.trace.Level(q.name); l != nil {
		l.Chosen = name
		if len(l.Order) > 0 && l.Order[0] != name {
			l.Why = "the ones before it had nothing to place on this node; " + l.Why
		}
	}
}

// traceServed records a heartbeat that turned a reservation into a
// container.
func (s *Sim) traceServed(n *node, a *app, size Resource) {
	if s.trace.Open() {
		d := simcore.NewDecision(s.heartbeats, s.now, n.name)
		d.Outcome, d.App, d.Container = "reservation", a.id, amountOf(size, s)
		s.trace.Record(d)
	}
}

func amountOf(r Resource, s *Sim) simcore.Amount {
	out := make(simcore.Amount, len(s.types))
	for i, t := range s.types {
		out[t] = r.Get(i)
	}
	return out
}
