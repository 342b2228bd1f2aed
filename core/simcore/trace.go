package simcore

// Trace records a simulation's first heartbeat decisions for --trace, a
// decision at a time: Begin opens one, the scheduler adds the levels it
// walks, End closes it. A nil *Trace records nothing.
type Trace struct {
	limit     int
	decisions []Decision
	cur       *Decision
}

// NewTrace returns a trace of at most limit heartbeat decisions.
func NewTrace(limit int) *Trace { return &Trace{limit: limit} }

// Decisions are the decisions recorded, in order.
func (t *Trace) Decisions() []Decision {
	if t == nil {
		return nil
	}
	return t.decisions
}

// Open reports whether the trace takes another heartbeat decision.
func (t *Trace) Open() bool { return t != nil && len(t.decisions) < t.limit }

// Active reports whether a decision is open, between Begin and End.
func (t *Trace) Active() bool { return t != nil && t.cur != nil }

// NewDecision is the decision of heartbeat number heartbeat at nowMS on
// node, with no level yet.
func NewDecision(heartbeat int, nowMS int64, node string) Decision {
	return Decision{Heartbeat: heartbeat, T: float64(nowMS) / 1000, Node: node, Levels: []Level{}}
}

// Begin opens the decision of a heartbeat offering node to the root, when
// the trace is open.
func (t *Trace) Begin(heartbeat int, nowMS int64, node string) {
	if t.Open() {
		d := NewDecision(heartbeat, nowMS, node)
		t.cur = &d
	}
}

// End closes the open decision with its outcome and, when container is
// not nil, the app that got the node and the container's size.
func (t *Trace) End(outcome, app string, container Amount) {
	if !t.Active() {
		return
	}
	t.cur.Outcome = outcome
	if container != nil {
		t.cur.App, t.cur.Container = app, container
	}
	t.decisions = append(t.decisions, *t.cur)
	t.cur = nil
}

// Record adds a decision made outside a root's walk (a reservation served,
// a starvation), whatever the limit: callers that keep to it ask Open.
func (t *Trace) Record(d Decision) {
	if t != nil {
		t.decisions = append(t.decisions, d)
	}
}

// Skip records that queue was passed over, and why.
func (t *Trace) Skip(queue, why string) {
	if t.Active() {
		t.cur.Levels = append(t.cur.Levels, Level{Queue: queue, Order: []string{}, Skipped: why})
	}
}

// Order records, in the open decision, the order queue offered the node
// in: its n items, name(i) naming the i-th. It returns the level, for the
// scheduler to say why the first came first; nil when no decision is open.
func (t *Trace) Order(queue string, n int, name func(i int) string) *Level {
	if !t.Active() {
		return nil
	}
	l := Level{Queue: queue, Order: make([]string, n)}
	for i := range n {
		l.Order[i] = name(i)
	}
	t.cur.Levels = append(t.cur.Levels, l)
	return &t.cur.Levels[len(t.cur.Levels)-1]
}

// Level is the open decision's latest order of queue (not a skip), for
// the scheduler to mark what took the node; nil when there is none.
func (t *Trace) Level(queue string) *Level {
	if !t.Active() {
		return nil
	}
	for k := len(t.cur.Levels) - 1; k >= 0; k-- {
		if l := &t.cur.Levels[k]; l.Queue == queue && l.Skipped == "" {
			return l
		}
	}
	return nil
}
