package capacity

import (
	"strings"
)

// The states of a queue as a running ResourceManager reports them.
const (
	StateRunning = "RUNNING"
	StateStopped = "STOPPED"
)

// ConfiguredState returns q's own state property as Hadoop's
// getConfiguredState reads it (upper-cased), or "" when q sets none.
func ConfiguredState(q *Queue) string {
	s, ok := q.Settings["state"]
	if !ok {
		return ""
	}
	return strings.ToUpper(strings.TrimSpace(s.Raw))
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
	s := q.Settings["state"]
	c.fact(Fact{Kind: FactRunningUnderStopped, Queue: q.Path, Key: Prefix + q.Path + ".state", Pos: s.Pos, Refuses: true, Other: q.Parent.Path,
		Refusal: "The parent queue:" + q.Parent.Name + " state is STOPPED, child queue:" + q.Name + " state cannot be RUNNING"})
}
