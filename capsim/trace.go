package capsim

import (
	"fmt"

	"github.com/fairsched/fairsched/simcore"
)

// tracer records the first heartbeat decisions (offers of a node to
// root); a nil tracer records nothing.
type tracer struct {
	limit     int
	decisions []simcore.Decision
	cur       *simcore.Decision
}

func (t *tracer) active() bool { return t != nil && t.cur != nil }

func (t *tracer) begin(s *Sim, n *node) {
	if t == nil || len(t.decisions) >= t.limit {
		return
	}
	t.cur = &simcore.Decision{Heartbeat: s.heartbeats, T: float64(s.now) / 1000, Node: n.name, Levels: []simcore.Level{}}
}

func (t *tracer) end(s *Sim, o outcome, a *app, size Resource) {
	if !t.active() {
		return
	}
	t.cur.Outcome = "none"
	switch o {
	case allocated:
		t.cur.Outcome = "allocated"
	case reserved:
		t.cur.Outcome = "reserved"
	}
	if a != nil && (o == allocated || o == reserved) {
		t.cur.App, t.cur.Container = a.id, amountOf(size, s)
	}
	t.decisions = append(t.decisions, *t.cur)
	t.cur = nil
}

func (t *tracer) skip(q *queue, why string) {
	if t.active() {
		t.cur.Levels = append(t.cur.Levels, simcore.Level{Queue: q.name, Order: []string{}, Skipped: why})
	}
}

// level records a parent's order of its children, with the used
// capacities that decided it.
func (t *tracer) level(s *Sim, q *queue, kids []int) {
	if !t.active() {
		return
	}
	l := simcore.Level{Queue: q.name, Order: make([]string, len(kids))}
	for i, c := range kids {
		l.Order[i] = s.queues[c].name
	}
	if len(kids) > 1 {
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
	t.cur.Levels = append(t.cur.Levels, l)
}

// leaf records a leaf's order of its active apps.
func (t *tracer) leaf(s *Sim, q *queue, apps []*app) {
	if !t.active() {
		return
	}
	l := simcore.Level{Queue: q.name, Order: make([]string, len(apps))}
	for i, a := range apps {
		l.Order[i] = a.id
	}
	if q.fairOrder {
		l.Why = "fair ordering: least memory used first"
	} else if len(apps) > 1 {
		l.Why = "FIFO: submitted first"
	}
	t.cur.Levels = append(t.cur.Levels, l)
}

// chose notes which child or app of q took the node.
func (t *tracer) chose(q *queue, taker any) {
	if !t.active() {
		return
	}
	name := ""
	switch v := taker.(type) {
	case *queue:
		name = v.name
	case *app:
		name = v.id
	}
	for k := len(t.cur.Levels) - 1; k >= 0; k-- {
		if l := &t.cur.Levels[k]; l.Queue == q.name && l.Skipped == "" {
			l.Chosen = name
			if len(l.Order) > 0 && l.Order[0] != name {
				l.Why = "the ones before it had nothing to place on this node; " + l.Why
			}
			return
		}
	}
}

// served records a heartbeat that turned a reservation into a container.
func (t *tracer) served(s *Sim, n *node, a *app, size Resource) {
	if t == nil || len(t.decisions) >= t.limit {
		return
	}
	t.decisions = append(t.decisions, simcore.Decision{Heartbeat: s.heartbeats, T: float64(s.now) / 1000, Node: n.name,
		Outcome: "reservation", App: a.id, Container: amountOf(size, s), Levels: []simcore.Level{}})
}

func amountOf(r Resource, s *Sim) simcore.Amount {
	out := make(simcore.Amount, len(s.types))
	for i, t := range s.types {
		out[t] = r.Get(i)
	}
	return out
}
