package capacity

// UserLimitPercent is the queue's minimum-user-limit-percent (100 unset),
// the userLimit of the RM's REST API.
func UserLimitPercent(q *Queue) float32 { return userLimitPercent(q) }
