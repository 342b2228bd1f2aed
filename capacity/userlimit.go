package capacity

import (
	"math"

	"github.com/fairsched/fairsched/core/resource"
)

// UserUsage is one user of a leaf queue, for UserLimitFor: what the user
// holds, whether it is active (has outstanding requests) and its weight
// (user-settings.<user>.weight; 0 means the default 1).
type UserUsage struct {
	Used   resource.Resource
	Active bool
	Weight float32
}

// UserLimitFor is UsersManager.computeUserLimit for the active users of
// the leaf s on the partition of size cluster: the queue's capacity is its
// guarantee (at least one container); what is consumed is the queue's
// usage as a share of the partition, normalized up; the limit is the larger
// of the active users' usage plus one container over the sum of their
// weights, and minimum-user-limit-percent of the current capacity; at most
// user-limit-factor × the capacity (the maximum, rounded down, with
// user-limit-factor -1 or no guarantee in 3.4); rounded up to the minimum
// allocation. With the default calculator only memory is computed and the
// result has 1 vcore, as Hadoop's createResource gives it.
func (s *Share) UserLimitFor(users []UserUsage, cluster, minAlloc resource.Resource, drc bool) resource.Resource {
	limit, _ := s.userLimitOf(users, cluster, minAlloc, drc)
	return limit
}

// userLimitBound is what bound a user limit; userLimitWhy words it.
type userLimitBound uint8

// The bounds of a user limit.
const (
	boundByPercent   userLimitBound = iota // minimum-user-limit-percent of the capacity
	boundByUsers                           // the active users' usage plus a container
	boundByContainer                       // one container (one active user holding nothing)
	boundByFactor                          // user-limit-factor × the guarantee
)

// userLimitOf computes the limit and says what bound it (worded by
// userLimitWhy only when a table asks: lint never does).
func (s *Share) userLimitOf(users []UserUsage, cluster, minAlloc resource.Resource, drc bool) (resource.Resource, userLimitBound) {
	n := len(minAlloc)
	capacity := s.Guaranteed
	if capacity.Get(0) < minAlloc.Get(0) {
		capacity = minAlloc
	}
	used, activeUsed := make(resource.Resource, n), make(resource.Resource, n)
	var weights float32
	for _, u := range users {
		for i := range used {
			used[i] += u.Used.Get(i)
		}
		if u.Active {
			for i := range activeUsed {
				activeUsed[i] += u.Used.Get(i)
			}
			weights += weightOf(u)
		}
	}
	consumed := normalizeUp(cluster, float64(usageRatio(used, cluster)), minAlloc, drc)
	current := capacity
	if consumed.Get(0) >= capacity.Get(0) {
		current = addResources(consumed, minAlloc)
	}
	byUsers := divideAndCeilFloat(addResources(activeUsed, minAlloc), weights, drc)
	byPercent := divideAndCeil(multiplyRoundDown(current, float64(s.mulp)), 100, drc)
	limit, by := byPercent, boundByPercent
	if byUsers.Get(0) > byPercent.Get(0) {
		limit, by = byUsers, boundByUsers
		if len(users) == 1 && activeUsed.Get(0) == 0 {
			by = boundByContainer
		}
	}
	maxLimit := multiplyRoundDown(capacity, float64(s.UserLimitFactor))
	if s.UserLimitFactor == -1 {
		maxLimit = s.Maximum.Clone()
		maxLimit[0] = RoundDown(maxLimit[0], minAlloc.Get(0))
	}
	if maxLimit.Get(0) < limit.Get(0) {
		limit, by = maxLimit, boundByFactor
	}
	return roundUpResource(limit, minAlloc, drc), by
}

// userLimitWhy words what bound the user limit (Why's WhyUserLimit).
func (s *Share) userLimitWhy() string {
	var why string
	switch s.userLimitBy {
	case boundByFactor:
		return "user-limit-factor " + Plain(s.UserLimitFactor) + " × the guarantee"
	case boundByUsers:
		why = "the active users' share"
	case boundByContainer:
		why = "one container"
	default:
		why = "minimum-user-limit-percent " + Plain(s.mulp) + "% of the queue's capacity"
	}
	if s.UserLimitFactor == -1 {
		why += " (user-limit-factor -1: no cap below the maximum)"
	}
	return why
}

func weightOf(u UserUsage) float32 {
	if u.Weight == 0 {
		return 1
	}
	return u.Weight
}

// usageRatio is the users' usage as a share of the partition (memory, as
// the default calculator's ratio in float).
func usageRatio(used, cluster resource.Resource) float32 {
	if cluster.Get(0) == 0 {
		return 0
	}
	return float32(used.Get(0)) / float32(cluster.Get(0))
}

func addResources(a, b resource.Resource) resource.Resource {
	out := a.Clone()
	for i := range out {
		out[i] += b.Get(i)
	}
	return out
}

// divideAndCeilFloat is the calculator's divideAndCeil by a float:
// (long) Math.ceil(amount / by), the division in float; 0 when by is 0.
func divideAndCeilFloat(r resource.Resource, by float32, drc bool) resource.Resource {
	out := createResource(r, len(r), drc)
	for i := range out {
		if i == 0 || drc {
			out[i] = 0
			if by != 0 {
				out[i] = int64(math.Ceil(float64(float32(r[i]) / by)))
			}
		}
	}
	return out
}
