package capsim

import (
	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/javanum"
	"github.com/fairsched/fairsched/core/simcore"
)

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

// zero is Resources.none() for the cluster's types.
func (s *Sim) zero() Resource { return make(Resource, len(s.types)) }

// userLimit is UsersManager#computeUserLimit for the active users, through
// the calculator: the most a user of weight 1 may hold before it is
// refused more. Active users count by their weights.
func (s *Sim) userLimit(q *queue) Resource {
	if q.ulAt == s.version {
		return q.ulCache
	}
	q.ulCache, q.ulAt = s.computeUserLimit(q), s.version
	return q.ulCache
}

// computeUserLimit is userLimit's arithmetic.
func (s *Sim) computeUserLimit(q *queue) Resource {
	if !s.rc.dominant() {
		return memResource(s.userLimitMem(q), len(s.types))
	}
	step := s.minAlloc
	queueCap := maxRes(s.rc, s.cluster, q.guaranteed, step) // progress for a minuscule capacity
	var active float32
	activeUsed := s.zero()
	for _, name := range q.userOrder {
		u := q.users[name]
		if u.asking > 0 {
			activeUsed.AddIn(u.used)
			active += u.weight
		}
	}
	consumed := s.rc.multiplyAndNormalizeUp(s.cluster, float64(q.usageRatio), step)
	current := queueCap
	if !lessThan(s.rc, s.cluster, consumed, queueCap) {
		current = plus(consumed, step)
	}
	byUsers := s.rc.divideAndCeil(plus(activeUsed, step), active)
	byPercent := divideAndCeilInt(multiplyAndRoundDown(current, float64(q.userLimitPercent)), 100)
	limit := maxRes(s.rc, s.cluster, byUsers, byPercent)
	maxLimit := multiplyAndRoundDown(queueCap, float64(q.userLimitFactor))
	if s.profile.Capacity.UnlimitedUserLimitFactor && (q.userLimitFactor == -1 || simcore.IsZero(q.guaranteed)) {
		maxLimit = q.maxDown
	}
	return s.rc.roundUp(minRes(s.rc, s.cluster, limit, maxLimit), step)
}

// amLimit is LeafQueue#calculateAndGetAMResourceLimitPerPartition: the AM
// share of the queue's current limit, or of its guarantee when the
// guarantee does not fit in the current limit (nothing less than the
// guarantee counts: with the DominantResourceCalculator one type short is
// enough), rounded up to the minimum allocation.
func (s *Sim) amLimit(q *queue) Resource {
	usable := q.guaranteed
	if s.rc.fitsIn(q.guaranteed, q.currentLimit) {
		usable = q.currentLimit
	}
	return s.rc.multiplyAndNormalizeUp(usable, float64(q.amPercent), s.minAlloc)
}

// userAMLimit is LeafQueue#getUserAMResourceLimitPerPartition for user u
// (nil: weight 1): the AM share of the guarantee, times max(minimum-user-
// limit-percent, 1/active users) × the user's weight (at most 1) and the
// user-limit-factor, at most the queue's AM limit.
func (s *Sim) userAMLimit(q *queue, u *user) Resource {
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
	return minRes(s.rc, s.cluster, s.rc.multiplyAndNormalizeUp(q.guaranteed, float64(by), s.minAlloc), s.amLimit(q))
}

// userLimitOf is UsersManager#getComputedResourceLimitForActiveUsers: the
// user limit times the user's weight, normalized down to the minimum
// allocation.
func (s *Sim) userLimitOf(q *queue, u *user) Resource {
	if u.limAt != s.version {
		u.limCache, u.limAt = s.rc.multiplyAndNormalizeDown(s.userLimit(q), float64(u.weight), s.minAlloc), s.version
	}
	return u.limCache
}

// userLimitMem is computeUserLimit under the DefaultResourceCalculator,
// which looks at memory alone: the same steps on the memory figures,
// without building a resource at each (the heartbeat path computes it
// often).
func (s *Sim) userLimitMem(q *queue) int64 {
	step := s.minAlloc[mem]
	queueCap := max(q.guaranteed[mem], step)
	var active float32
	activeUsed := int64(0)
	for _, name := range q.userOrder {
		if u := q.users[name]; u.asking > 0 {
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
	byPercent := (javanum.JavaLong(float64(current)*float64(q.userLimitPercent)) + 99) / 100
	limit := max(byUsers, byPercent)
	maxLimit := javanum.JavaLong(float64(queueCap) * float64(q.userLimitFactor))
	if s.profile.Capacity.UnlimitedUserLimitFactor && (q.userLimitFactor == -1 || simcore.IsZero(q.guaranteed)) {
		maxLimit = q.maxDown[mem]
	}
	return capacity.RoundUp(min(limit, maxLimit), step)
}
