package capacity

import (
	"math"

	"github.com/fairsched/fairsched/core/resource"
)

// unranged records the values Hadoop takes without a range check although
// no figure can follow them: a NaN capacity (every comparison with NaN is
// false, so every check passes it), a negative file-wide
// maximum-applications, a negative minimum-user-limit-percent or
// maximum-am-resource-percent. Hadoop computes negative or NaN limits from
// them; Shares shows 0 instead, and these warnings say why.
func (r *reader) unranged() {
	for _, q := range r.c.Queues {
		if v := q.Capacity; v.Kind == Percent && v.Number != v.Number {
			r.c.fact(Fact{Kind: FactNaNCapacity, Queue: q.Path, Key: Prefix + q.Path + ".capacity", Pos: v.Pos})
		}
		for _, key := range []string{"minimum-user-limit-percent", "maximum-am-resource-percent"} {
			if f, ok := floatOf(q.Settings.Lookup(key)); ok && (f < 0 || f != f) {
				s := q.Settings.Get(key)
				r.c.fact(Fact{Kind: FactUnrangedQueueSetting, Queue: q.Path, Key: Prefix + q.Path + "." + key, Pos: s.Pos, Name: key, Raw: s.Raw, Float: f})
			}
		}
	}
	if n, ok := intSetting(r.c.Globals, "maximum-applications"); ok && n < 0 {
		r.c.fact(Fact{Kind: FactNegativeMaxApplications, Key: Prefix + "maximum-applications", Pos: r.c.Globals["maximum-applications"].Pos, Int: int64(n)})
	}
	if f, ok := floatSetting(r.c.Globals, "maximum-am-resource-percent"); ok && (f < 0 || f != f) {
		s := r.c.Globals["maximum-am-resource-percent"]
		r.c.fact(Fact{Kind: FactUnrangedAMPercent, Key: Prefix + "maximum-am-resource-percent", Pos: s.Pos, Raw: s.Raw, Float: f})
	}
}

// bound keeps r's figures within what a queue can hold, after Hadoop's
// arithmetic on values it takes without a range check (the reader warns
// about each): no fraction NaN or below 0, no absolute maximum above its
// parent's, no resource below 0, no maximum above its parent's. parent is
// nil for root.
func (r *Result) bound(parent *Result) {
	for _, f := range []*float32{&r.Capacity, &r.MaxCapacity, &r.AbsCapacity, &r.AbsMaxCapacity} {
		if !(*f > 0) { // NaN, below 0, and -0 (which prints as "-0%")
			*f = 0
		}
	}
	if parent != nil {
		r.AbsMaxCapacity = min(r.AbsMaxCapacity, parent.AbsMaxCapacity)
		r.Maximum = atMost(r.Maximum, parent.Maximum)
	}
	nonNegative(r.Guaranteed, r.Maximum)
	r.MaxApplications, r.MaxApplicationsPerUser = max(r.MaxApplications, 0), max(r.MaxApplicationsPerUser, 0)
}

// boundLimits keeps a leaf's limits at 0 or more (a negative
// maximum-am-resource-percent or user-limit-factor makes them negative in
// Hadoop, which admits nothing).
func (s *Share) boundLimits() {
	nonNegative(s.AMLimit, s.UserLimit, s.UserAMLimit)
	s.MaxApplications, s.MaxApplicationsPerUser = max(s.MaxApplications, 0), max(s.MaxApplicationsPerUser, 0)
}

// nonNegative raises every type of rs below 0 to 0, in place.
func nonNegative(rs ...resource.Resource) {
	for _, r := range rs {
		for i, v := range r {
			r[i] = max(v, 0)
		}
	}
}

// atMost is r with no type above limit's (a type limit does not name is
// left as it is); r itself when nothing is above.
func atMost(r, limit resource.Resource) resource.Resource {
	out := r
	for i, v := range r {
		if i < len(limit) && v > limit[i] && limit[i] != math.MaxInt64 {
			if &out[0] == &r[0] {
				out = r.Clone()
			}
			out[i] = limit[i]
		}
	}
	return out
}

// addSaturated is a+b for amounts of 0 or more, at most math.MaxInt64: two
// minimums near Long.MAX_VALUE wrap below 0 in Hadoop's long sum, which no
// figure can follow (the children are then scaled down by the true sum).
func addSaturated(a, b int64) int64 {
	if a > math.MaxInt64-b {
		return math.MaxInt64
	}
	return a + b
}
