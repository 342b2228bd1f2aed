package capsim

// activeUsers is how many users of the leaf have an app asking for
// containers (UsersManager's active users).
func activeUsers(q *queue) int {
	n := 0
	for _, u := range q.users {
		if u.asking > 0 {
			n++
		}
	}
	return n
}

// userLimit is UsersManager#computeUserLimit for the active users, with
// the DefaultResourceCalculator (memory): the most memory a user of weight
// 1 may hold before it is refused more. Active users count by their
// weights.
func (s *Sim) userLimit(q *queue) int64 {
	step := s.minAlloc[mem]
	queueCap := max(q.guaranteed[mem], step)
	var active float32
	activeUsed := int64(0)
	for _, name := range q.userOrder {
		u := q.users[name]
		if u.asking > 0 {
			activeUsed += u.used[mem]
			active += u.weight
		}
	}
	consumed := multiplyAndNormalizeUp(s.cluster[mem], float64(q.usageRatio), step)
	current := queueCap
	if consumed >= queueCap {
		current = consumed + step
	}
	byUsers := divideAndCeilFloat(activeUsed+step, active)
	byPercent := (javaLong(float64(current)*float64(q.userLimitPercent)) + 99) / 100
	limit := max(byUsers, byPercent)
	maxLimit := javaLong(float64(queueCap) * float64(q.userLimitFactor))
	if s.profile.Capacity.UnlimitedUserLimitFactor && (q.userLimitFactor == -1 || q.guaranteed[mem] == 0) {
		maxLimit = q.maxMemDown
	}
	return roundUp(min(limit, maxLimit), step)
}

// amLimit is LeafQueue#calculateAndGetAMResourceLimitPerPartition: the AM
// share of the queue's current limit, or of its guarantee when the current
// limit is below it, rounded up to the minimum allocation.
func (s *Sim) amLimit(q *queue) int64 {
	usable := q.currentLimit
	if q.guaranteed[mem] > q.currentLimit {
		usable = q.guaranteed[mem]
	}
	return multiplyAndNormalizeUp(usable, float64(q.amPercent), s.minAlloc[mem])
}

// userAMLimit is LeafQueue#getUserAMResourceLimitPerPartition for user u
// (nil: weight 1): the AM share of the guarantee, times max(minimum-user-
// limit-percent, 1/active users) × the user's weight (at most 1) and the
// user-limit-factor, at most the queue's AM limit.
func (s *Sim) userAMLimit(q *queue, u *user) int64 {
	eff := max(q.userLimitPercent/100, 1/float32(max(activeUsers(q), 1)))
	weight := float32(1)
	if u != nil {
		weight = u.weight
	}
	eff = min(eff*weight, 1)
	by := q.amPercent * eff * q.userLimitFactor
	if s.profile.Capacity.UnlimitedUserLimitFactor && q.userLimitFactor == -1 {
		by = q.amPercent
	}
	return min(multiplyAndNormalizeUp(q.guaranteed[mem], float64(by), s.minAlloc[mem]), s.amLimit(q))
}

// userLimitOf is UsersManager#getComputedResourceLimitForActiveUsers: the
// user limit times the user's weight, rounded down to the minimum
// allocation.
func (s *Sim) userLimitOf(q *queue, u *user) int64 {
	return roundDown(javaLong(float64(s.userLimit(q))*float64(u.weight)), s.minAlloc[mem])
}
