package capacity

import (
	"fmt"
	"math"
	"strconv"

	"github.com/fairsched/fairsched/core/javanum"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/hadoop"
)

// Share is what one queue gets on a cluster, the figures of
// `fairsched shares` for the Capacity Scheduler, each as the getter of
// Hadoop's queue returns it. Why says which setting bound each one.
type Share struct {
	Result
	// Weight is the configured weight, -1 when the queue has none
	// (QueueCapacities.getWeight); NormalizedWeight its share of its
	// siblings' weights, 0 without one.
	Weight, NormalizedWeight float32
	// UserLimit is the most one user may hold when it is the only active
	// user (UsersManager.computeUserLimit with no usage); UserAMLimit the
	// AM resource one user may use (getUserAMResourceLimitPerPartition,
	// one active user). Both 0 for parents, as the AM limit.
	UserLimit, UserAMLimit resource.Resource

	mulp         float32           // minimum-user-limit-percent
	maxApps      int32             // maximum-applications (the file-wide one)
	perQueueApps bool              // global-queue-max-application gave maxApplications
	amOfLimit    bool              // the AM limit is of the current limit, not the guarantee
	amBase       resource.Resource // what the AM limit is a share of
	userAMCapped bool              // the user AM limit is the queue's AM limit
	userLimitBy  userLimitBound    // what bound the user limit
}

// The figures Why explains.
const (
	WhyGuaranteed             = "guaranteed"
	WhyMaximum                = "maximum"
	WhyMaxApplications        = "maxApplications"
	WhyMaxApplicationsPerUser = "maxApplicationsPerUser"
	WhyAMLimit                = "amLimit"
	WhyUserAMLimit            = "userAMLimit"
	WhyUserLimit              = "userLimit"
)

// Why says which setting bound the named figure (the Why* constants);
// "" for a leaf figure of a parent.
func (s *Share) Why(figure string) string {
	q := s.Queue
	leaf := q.IsLeaf() && q.Parent != nil
	switch {
	case figure == WhyGuaranteed && q.Capacity.Kind == Absolute && s.Guaranteed.Get(0) < entriesResource(q.Capacity)[0]:
		return capacityWhy(q) + ", scaled down: " + q.Parent.Path + " has less than its children's minimums"
	case figure == WhyGuaranteed:
		return capacityWhy(q) + q.autoWhy()
	case figure == WhyMaximum:
		return maximumWhy(q)
	case !leaf:
		return ""
	case figure == WhyMaxApplications:
		return s.appsWhy()
	case figure == WhyMaxApplicationsPerUser:
		return s.perUserWhy()
	case figure == WhyAMLimit:
		of := "its guarantee"
		if s.amOfLimit {
			of = "its current limit (maximum)"
		}
		return "maximum-am-resource-percent " + Plain(s.AMResourcePercent) + " of " + of
	case figure == WhyUserAMLimit:
		if s.userAMCapped {
			return "capped at the queue's AM limit"
		}
		return "guarantee × maximum-am-resource-percent × user-limit-factor " + Plain(s.UserLimitFactor)
	case figure == WhyUserLimit:
		return s.userLimitWhy()
	}
	return ""
}

func (s *Share) appsWhy() string {
	switch {
	case s.MaxApplicationsSet:
		return "maximum-applications of the queue"
	case s.perQueueApps:
		return "global-queue-max-application"
	}
	return fmt.Sprintf("maximum-applications %d × absolute capacity %s", s.maxApps, Plain(s.AbsCapacity))
}

func (s *Share) perUserWhy() string {
	switch {
	case s.UserLimitFactor == -1:
		return "user-limit-factor -1: all of maxApplications"
	case s.MaxApplicationsPerUser == s.MaxApplications:
		return "capped at maxApplications"
	}
	return "maxApplications × minimum-user-limit-percent " + Plain(s.mulp) + "% × user-limit-factor " + Plain(s.UserLimitFactor)
}

// Shares computes every queue's Share for a cluster of the given size.
// minAlloc is the smallest container (DefaultMinAllocation when nil). Call
// DefaultMinAllocation is yarn-site's default minimum allocation: 1024 MB
// and 1 vcore.
var DefaultMinAllocation = resource.Resource{1024, 1}

// it on a Config that is not Refused.
func Shares(c *Config, cluster resource.Resource, types resource.ResourceTypes, minAlloc resource.Resource) []Share {
	if len(types) == 0 {
		types = resource.DefaultResourceTypes
	}
	if len(minAlloc) == 0 {
		minAlloc = DefaultMinAllocation
	}
	out := make([]Share, len(c.Queues))
	computeInto(c, cluster, types, func(i int) *Result { return &out[i].Result })
	g := globals(c)
	drc := c.DominantResources()
	limits := make([]resource.Resource, len(out)) // each queue's current limit
	parentOf := make(map[*Queue]int, len(out))
	for i := range out {
		s := &out[i]
		r := &s.Result
		parentOf[r.Queue] = i
		s.Weight = -1
		if r.Queue.Capacity.Kind == Weight {
			s.Weight, s.NormalizedWeight = r.Queue.Capacity.Number, weightShare(r.Queue)
		}
		limits[i] = r.Maximum
		if r.Queue.Parent != nil {
			limits[i] = resource.ComponentwiseMin(r.Maximum, limits[parentOf[r.Queue.Parent]])
		}
		if r.Queue.IsLeaf() && r.Queue.Parent != nil {
			limit := limits[i].Clone()
			for t := range limit {
				if t == 0 || drc { // getEffectiveMaxCapacityDown: the calculator's normalizeDown
					limit[t] = RoundDown(limit[t], minAlloc.Get(t))
				}
			}
			leafShare(s, g, limit, cluster, minAlloc, drc)
			continue
		}
		s.MaxApplications, s.MaxApplicationsPerUser = 0, 0
		s.AMLimit = make(resource.Resource, len(cluster))
		s.UserLimit, s.UserAMLimit = s.AMLimit, s.AMLimit
	}
	for i := range out {
		out[i].boundLimits()
	}
	return out
}

// capacityWhy says where a queue's guarantee comes from.
func capacityWhy(q *Queue) string {
	if q.Parent == nil {
		return "root: the whole cluster"
	}
	switch q.Capacity.Kind {
	case Percent:
		return "capacity " + Plain(q.Capacity.Number) + "% of " + q.Parent.Path
	case Weight:
		return "weight " + Plain(q.Capacity.Number) + " among its siblings"
	case Absolute, Vector:
		return "capacity " + q.Capacity.Raw
	}
	return "capacity unset: 0"
}

func maximumWhy(q *Queue) string {
	switch {
	case q.Parent == nil:
		return "root: the whole cluster"
	case q.MaxCapacity.Kind == Unset:
		return "maximum-capacity unset: all of " + q.Parent.Path + "'s maximum"
	case q.MaxCapacity.Kind == Percent:
		return "maximum-capacity " + Plain(q.MaxCapacity.Number) + "% of " + q.Parent.Path + "'s maximum"
	}
	return "maximum-capacity " + q.MaxCapacity.Raw
}

// leafShare fills the leaf figures: AM limits and user limit. limit is
// the leaf's current limit: its effective maximum and every ancestor's,
// type by type, memory rounded down to the minimum allocation (what the
// parents hand down in updateClusterResource).
func leafShare(s *Share, g globalLimits, limit, cluster, minAlloc resource.Resource, drc bool) {
	s.maxApps, s.perQueueApps = g.maxApps, !s.MaxApplicationsSet && g.perQueueMaxApps > 0
	s.mulp = userLimitPercent(s.Queue)
	usable := s.Guaranteed
	if s.Guaranteed.Get(0) <= limit.Get(0) {
		usable, s.amOfLimit = limit, true
	}
	s.AMLimit, s.amBase = normalizeUp(usable, float64(s.AMResourcePercent), minAlloc, drc), usable
	s.userAM(minAlloc, drc)
	s.userLimit(cluster, minAlloc, drc)
}

// userAM is getUserAMResourceLimitPerPartition for one active user:
// the guarantee × AM percent × max(user limit %, 1) × user-limit-factor,
// normalized up, at most the queue's AM limit.
func (s *Share) userAM(minAlloc resource.Resource, drc bool) {
	const eff float32 = 1 // one active user: max(minimum-user-limit-percent/100, 1/1), at most 1
	by := s.AMResourcePercent * eff * s.UserLimitFactor
	if s.UserLimitFactor == -1 {
		by = s.AMResourcePercent * eff
	}
	s.UserAMLimit = normalizeUp(s.Guaranteed, float64(by), minAlloc, drc)
	if s.UserAMLimit.Get(0) > s.AMLimit.Get(0) {
		s.UserAMLimit, s.userAMCapped = s.AMLimit.Clone(), true
	}
}

// userLimit is computeUserLimit for one active user holding nothing.
func (s *Share) userLimit(cluster, minAlloc resource.Resource, drc bool) {
	s.UserLimit, s.userLimitBy = s.userLimitOf([]UserUsage{{Active: true}}, cluster, minAlloc, drc)
}

// Plain writes a float without a trailing ".0" (and -0 as 0). A whole
// number below a million, which 'g' writes without an exponent, is written
// as an integer: the same text without the search for the shortest digits
// (most capacities and limits are whole, and a large table writes one per
// queue).
func Plain(f float32) string {
	if f == 0 {
		f = 0 // -0 == 0: a capacity of -0 is said as 0
	}
	if f > -1e6 && f < 1e6 && f == float32(int32(f)) {
		return strconv.Itoa(int(f))
	}
	return strconv.FormatFloat(float64(f), 'g', -1, 32)
}

func userLimitPercent(q *Queue) float32 {
	if f, ok := floatOf(q.Settings.Lookup("minimum-user-limit-percent")); ok {
		return f
	}
	return 100
}

// RoundUp is ResourceCalculator#roundUp(long, long): a rounded up to a
// multiple of step (Java's division, toward zero); a as it is for step 0.
func RoundUp(a, step int64) int64 {
	if step == 0 {
		return a
	}
	return (a + step - 1) / step * step
}

// RoundDown is ResourceCalculator#roundDown(long, long).
func RoundDown(a, step int64) int64 {
	if step == 0 {
		return a
	}
	return a / step * step
}

// createResource is the calculator's result for a memory-only amount:
// the DefaultResourceCalculator's Resources.createResource(memory) has 1
// vcore; the dominant calculator keeps every type.
func createResource(r resource.Resource, n int, drc bool) resource.Resource {
	out := make(resource.Resource, n)
	out[0] = r.Get(0)
	if n > 1 {
		out[1] = 1
	}
	if drc {
		copy(out, r)
	}
	return out
}

// normalizeUp is multiplyAndNormalizeUp rounded up to the step: the
// default calculator takes (long)(memory × by + 0.5) and gives 1 vcore; the
// dominant one takes every type as (long) Math.ceil((float)(amount × by)).
func normalizeUp(r resource.Resource, by float64, step resource.Resource, drc bool) resource.Resource {
	out := createResource(r, len(r), drc)
	if !drc {
		out[0] = RoundUp(javanum.JavaLong(float64(r[0])*by+hadoop.CapacityNormalizeUpOffset), step.Get(0))
		return out
	}
	for i := range out {
		out[i] = RoundUp(javanum.JavaLong(math.Ceil(float64(float32(float64(r[i])*by)))), step.Get(i))
	}
	return out
}

// multiplyRoundDown is Resources.multiplyAndRoundDown: every type, (long).
func multiplyRoundDown(r resource.Resource, by float64) resource.Resource {
	out := make(resource.Resource, len(r))
	for i, v := range r {
		out[i] = javanum.JavaLong(float64(v) * by)
	}
	return out
}

// divideAndCeil is the calculator's divideAndCeil by an int.
func divideAndCeil(r resource.Resource, by int64, drc bool) resource.Resource {
	out := createResource(r, len(r), drc)
	for i := range out {
		if i == 0 || drc {
			out[i] = (r[i] + by - 1) / by
		}
	}
	return out
}

func roundUpResource(r, step resource.Resource, drc bool) resource.Resource {
	out := createResource(r, len(r), drc)
	for i := range out {
		if i == 0 || drc {
			out[i] = RoundUp(r[i], step.Get(i))
		}
	}
	return out
}
