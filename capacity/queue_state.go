package capacity

import (
	"strings"
)

// The states of a queue as a running ResourceManager reports them.
const (
	StateRunning = "RUNNING"
	StateStopped = "STOPPED"
)

// ConfiguredState returns q's own state as getConfiguredState reads it in
// every release: Configuration.get's value, which no release trims (so
// " STOPPED" is refused, as QueueState.valueOf refuses it), upper-cased; ""
// when q sets none (Configuration keeps no property without a value).
// It is the one reading of a queue's state property: State, Stopped, the
// state checks and drift all go through it.
func ConfiguredState(q *Queue) string {
	s, ok := q.Settings.Lookup("state")
	if !ok || s.Untrimmed == "" {
		return ""
	}
	return strings.ToUpper(s.Untrimmed)
}

// State is the queue's state as the Capacity Scheduler holds it: its own
// (ConfiguredState), else its parent's, root RUNNING (AbstractCSQueue's
// initializeQueueState).
func (q *Queue) State() string {
	for ; q != nil; q = q.Parent {
		if s := ConfiguredState(q); s != "" {
			return s
		}
	}
	return StateRunning
}

// checkRunningUnderStopped: a queue whose own state is RUNNING under a
// parent that is not running is refused when the queue is created, at
// start-up and on every refresh (AbstractCSQueue's initializeQueueState:
// "The parent queue:a state is STOPPED, child queue:a1 state cannot be
// RUNNING.", short names). A queue without a state takes its parent's.
func checkRunningUnderStopped(c *Config, q *Queue) {
	if ConfiguredState(q) != StateRunning || q.Parent.State() == StateRunning {
		return
	}
	s := q.Settings.Get("state")
	c.fact(Fact{Kind: FactRunningUnderStopped, Queue: q.Path, Key: Prefix + q.Path + ".state", Pos: s.Pos, Refuses: true, Other: q.Parent.Path,
		Refusal: "The parent queue:" + q.Parent.Name + " state is STOPPED, child queue:" + q.Name + " state cannot be RUNNING"})
}
