package capacity

import "strings"

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

// State returns the state a ResourceManager gives q when it starts with
// this configuration and runs no application: its own state when set,
// else STOPPED under a STOPPED parent, else RUNNING (AbstractCSQueue's
// initializeQueueState). A queue that still has applications when it is
// set STOPPED is DRAINING on a live RM; a configuration cannot say so.
func State(q *Queue) string {
	if s := ConfiguredState(q); s != "" {
		return s
	}
	if q.Parent != nil && State(q.Parent) == StateStopped {
		return StateStopped
	}
	return StateRunning
}

// LegacyAutoCreate reports whether q is a parent of legacy auto-created
// leaves (auto-create-child-queue.enabled=true: Hadoop's
// ManagedParentQueue, a parent even with no children).
func LegacyAutoCreate(q *Queue) bool {
	return strings.EqualFold(strings.TrimSpace(q.Settings["auto-create-child-queue.enabled"].Raw), "true")
}

// IsParent reports whether Hadoop makes q a parent queue: it has
// children, or it creates queues at submission (legacy or flexible
// auto-creation).
func IsParent(q *Queue) bool { return !q.IsLeaf() || q.managed() }
