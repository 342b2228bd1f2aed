package capacity

import "strings"

// State is the queue's state as the Capacity Scheduler holds it: its
// state setting (upper-cased), else its parent's, root RUNNING
// (AbstractCSQueue's initializeQueueState).
func (q *Queue) State() string {
	if s, ok := q.Settings["state"]; ok && s.Raw != "" {
		return strings.ToUpper(s.Raw)
	}
	if q.Parent != nil {
		return q.Parent.State()
	}
	return "RUNNING"
}

// UserLimitPercent is the queue's minimum-user-limit-percent (100 unset),
// the userLimit of the RM's REST API.
func UserLimitPercent(q *Queue) float32 { return userLimitPercent(q) }
