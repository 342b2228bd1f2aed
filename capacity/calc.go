package capacity

import (
	"math"

	"github.com/fairsched/fairsched/core/javanum"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/hadoop"
)

// Hadoop's defaults for the limits compare reports.
const (
	// DefaultMaxApplications is yarn.scheduler.capacity.maximum-applications'
	// default (hadoop.DefaultMaximumApplications).
	DefaultMaxApplications = hadoop.DefaultMaximumApplications
	// DefaultAMResourcePercent is maximum-am-resource-percent's default.
	DefaultAMResourcePercent float32 = 0.1
	// DefaultUserLimitFactor is user-limit-factor's default.
	DefaultUserLimitFactor float32 = 1
)

// Result is the Capacity Scheduler's view of one queue on a cluster.
type Result struct {
	Queue *Queue
	// Capacity and MaxCapacity are the queue's fractions of its parent;
	// AbsCapacity and AbsMaxCapacity of the cluster. All are Java floats,
	// as QueueCapacities keeps them.
	Capacity, MaxCapacity, AbsCapacity, AbsMaxCapacity float32
	// Guaranteed and Maximum are the effective minimum and maximum
	// resources (QueueResourceQuotas' effective min and max).
	Guaranteed, Maximum resource.Resource
	// MaxApplications is the number of pending and running applications
	// the queue accepts; MaxApplicationsSet says whether the file sets it
	// for this queue. MaxApplicationsPerUser is the per-user share of it.
	MaxApplications, MaxApplicationsPerUser int32
	MaxApplicationsSet                      bool
	// UserLimitFactor as read (default 1; -1 is unlimited where the release
	// reads it).
	UserLimitFactor float32
	// AMResourcePercent is the queue's maximum-am-resource-percent; AMLimit
	// the AM resource limit Shares computes from it (nil from Compute).
	AMResourcePercent float32
	AMLimit           resource.Resource

	// Unlowered is the guarantee before the release lowered it to the
	// maximum (LowersToMaximum); nil when it was not lowered.
	Unlowered resource.Resource

	absD float64 // the absolute capacity in double, for the new calculator
}

// Compute runs the Capacity Scheduler's arithmetic over c's tree for a
// cluster of the given size (types names cluster's resource types). It
// returns one Result per queue, in c.Queues order. It does not check that
// the file is accepted: call it on a Config that is not Refused.
func Compute(c *Config, cluster resource.Resource, types resource.ResourceTypes) []Result {
	res := make([]Result, len(c.Queues))
	computeInto(c, cluster, types, func(i int) *Result { return &res[i] })
	return res
}

// computeInto is Compute writing queue i's Result (c.Queues order) where
// at(i) points: Shares has it fill the Results its Shares embed rather
// than copy a slice of them (a 100,000-queue file's Results are 29 MB).
func computeInto(c *Config, cluster resource.Resource, types resource.ResourceTypes, at func(i int) *Result) {
	if len(types) == 0 {
		types = resource.DefaultResourceTypes
	}
	if len(cluster) < len(types) {
		// A type the cluster size does not name is 0 of it, as a node
		// without the resource offers none.
		cluster = append(cluster.Clone(), make(resource.Resource, len(types)-len(cluster))...)
	}
	index := make(map[*Queue]int, len(c.Queues))
	for i, q := range c.Queues {
		index[q] = i
	}
	g := globals(c)
	scales := map[*Queue][]float64{}
	for i, q := range c.Queues {
		r := at(i)
		r.Queue = q
		if q.Parent == nil {
			r.Capacity, r.MaxCapacity, r.AbsCapacity, r.AbsMaxCapacity, r.absD = 1, 1, 1, 1, 1
			r.Guaranteed, r.Maximum = cluster.Clone(), cluster.Clone()
		} else {
			p := at(index[q.Parent])
			scale, ok := scales[q.Parent]
			if !ok {
				scale = minimumScale(c, q.Parent, p.Guaranteed, cluster, types)
				scales[q.Parent] = scale
			}
			fractions(r, p, cluster, types, c.NewCalculator)
			if q.Capacity.Kind == Absolute && scale != nil {
				downscale(r, p, cluster, scale, c.NewCalculator)
			}
			if c.LowersToMaximum {
				lowerToMaximum(r, p, cluster)
			}
		}
		limits(r, g)
	}
	for i, q := range c.Queues { // parents first: each bound by its bound parent
		var parent *Result
		if q.Parent != nil {
			parent = at(index[q.Parent])
		}
		at(i).bound(parent)
	}
}

// lowerToMaximum lowers a guarantee above the queue's maximum to it, type
// by type, as the 3.4 calculators do once the cluster is known
// (QUEUE_EXCEEDS_MAX_RESOURCE), keeping the unlowered one for the
// warning, and derives the capacities again.
func lowerToMaximum(r, p *Result, cluster resource.Resource) {
	if r.Guaranteed.Fits(r.Maximum) {
		return
	}
	r.Unlowered = r.Guaranteed
	r.Guaranteed = resource.ComponentwiseMin(r.Guaranteed, r.Maximum)
	r.AbsCapacity = ratio(r.Guaranteed, cluster)
	r.Capacity = ratio(r.Guaranteed, p.Guaranteed)
	r.absD = float64(r.AbsCapacity)
}

// minimumScale is the factor, per resource type, by which a parent
// shrinks its absolute children's minimums when it has less than their
// sum; nil when it has enough. Before 3.4 the test is the calculator's
// lessThan (memory alone by default) and each type's factor a float kept
// when below 1 (ParentQueue.getEffectiveMinRatioPerResource); 3.4 compares
// and divides each type on its own.
func minimumScale(c *Config, parent *Queue, have, cluster resource.Resource, types resource.ResourceTypes) []float64 {
	sum := make(resource.Resource, len(types))
	total := make([]float64, len(types)) // the same sum without the long's wrap, for the factors
	for _, ch := range parent.Children {
		if ch.Capacity.Kind != Absolute {
			continue
		}
		for _, e := range ch.Capacity.Entries {
			if i := types.Index(e.Type); i >= 0 {
				sum[i] = addSaturated(sum[i], javanum.JavaLong(e.Value))
				total[i] += e.Value
			}
		}
	}
	if sum.Get(0) == 0 || !c.NewCalculator && !lessThan(have, sum, cluster, c.DominantResources()) {
		return nil
	}
	scale := make([]float64, len(types))
	short := false
	for i := range scale {
		scale[i] = 1
		if sum[i] == 0 || have.Get(i) >= sum[i] {
			continue
		}
		short = true
		if c.NewCalculator {
			scale[i] = float64(have.Get(i)) / total[i]
		} else {
			scale[i] = float64(float32(have.Get(i)) / float32(total[i]))
		}
	}
	if !short {
		return nil
	}
	return scale
}

// lessThan is the calculator's comparison: memory alone, or with the
// dominant resource calculator the larger share of the cluster.
func lessThan(a, b, cluster resource.Resource, drc bool) bool {
	if !drc {
		return a.Get(0) < b.Get(0)
	}
	share := func(r resource.Resource) float64 {
		m := 0.0
		for i, v := range r {
			if c := cluster.Get(i); c > 0 {
				m = max(m, float64(v)/float64(c))
			}
		}
		return m
	}
	return share(a) < share(b)
}

// downscale shrinks an absolute queue's minimum by its parent's factors:
// (long)(amount × factor), in float before 3.4 and double in 3.4, and
// derives the capacities again.
func downscale(r, p *Result, cluster resource.Resource, scale []float64, newCalc bool) {
	for i, f := range scale {
		if f == 1 || i >= len(r.Guaranteed) {
			continue
		}
		if newCalc {
			r.Guaranteed[i] = int64(math.Floor(float64(r.Guaranteed[i]) * f))
		} else {
			r.Guaranteed[i] = int64(float32(r.Guaranteed[i]) * float32(f))
		}
	}
	r.AbsCapacity = ratio(r.Guaranteed, cluster)
	r.Capacity = ratio(r.Guaranteed, p.Guaranteed)
}

// fractions fills r from its parent's result p: the fraction of the parent,
// the fraction of the cluster (parent's absolute × own, in float), and the
// resources as Resources.multiply(cluster, absolute) truncates them.
//
// With the new calculator absolute capacities are doubles: a weight
// queue's is the parent's times its float-normalised weight, its resources
// rounded (testWeightResourceCalculation of TestUniformQueueResourceCalculation
// expects multiplyRound); a percentage queue's is the parent's times the
// percentage read as a double, floored (testPercentageResourceCalculation,
// multiplyFloor).
func fractions(r, p *Result, cluster resource.Resource, types resource.ResourceTypes, newCalc bool) {
	q := r.Queue
	switch q.Capacity.Kind {
	case Percent:
		r.Capacity = q.Capacity.Number / 100
	case Weight:
		r.Capacity = weightShare(q)
	}
	r.MaxCapacity = 1
	if q.MaxCapacity.Kind == Percent {
		r.MaxCapacity = q.MaxCapacity.Number / 100
	}
	switch q.Capacity.Kind {
	case Absolute, Vector:
		r.Guaranteed = vectorAmount(q.Capacity, p.Guaranteed, siblingsRemainder(q, p.Guaranteed, types), types)
		r.AbsCapacity = ratio(r.Guaranteed, cluster)
		r.Capacity = ratio(r.Guaranteed, p.Guaranteed)
	case Weight:
		r.AbsCapacity = p.AbsCapacity * r.Capacity
		r.absD = p.absD * float64(r.Capacity)
		r.Guaranteed = multiply(cluster, r.AbsCapacity)
		if newCalc {
			r.Guaranteed = multiplyRound(cluster, r.absD)
		}
	case Percent:
		r.AbsCapacity = p.AbsCapacity * r.Capacity
		r.absD = p.absD * q.Capacity.Double / 100
		r.Guaranteed = multiply(cluster, r.AbsCapacity)
		if newCalc {
			r.Guaranteed = multiplyFloor(cluster, r.absD)
		}
	default:
		r.AbsCapacity = p.AbsCapacity * r.Capacity
		r.Guaranteed = multiply(cluster, r.AbsCapacity)
	}
	if r.absD == 0 {
		r.absD = float64(r.AbsCapacity)
	}
	switch {
	case q.MaxCapacity.Kind == Absolute || q.MaxCapacity.Kind == Vector:
		r.Maximum = vectorAmount(q.MaxCapacity, p.Maximum, nil, types)
		for i := range r.Maximum {
			if !hasType(q.MaxCapacity, types[i]) {
				r.Maximum[i] = p.Maximum[i]
			}
			r.Maximum[i] = min(r.Maximum[i], p.Maximum[i])
		}
		r.AbsMaxCapacity = ratio(r.Maximum, cluster)
		r.MaxCapacity = ratio(r.Maximum, p.Maximum)
	case q.MaxCapacity.Kind == Unset && (q.Capacity.Kind == Absolute || absoluteMaxAncestor(q.Parent) != nil):
		// no maximum of its own: the nearest configured one, else the cluster
		r.Maximum, r.AbsMaxCapacity = p.Maximum.Clone(), p.AbsMaxCapacity
	default:
		r.AbsMaxCapacity = p.AbsMaxCapacity * r.MaxCapacity
		r.Maximum = multiply(cluster, r.AbsMaxCapacity)
	}
}

// weightShare is q's weight over the sum of its siblings' weights (float),
// as weight mode normalises them.
func weightShare(q *Queue) float32 {
	var sum float32
	for _, s := range q.Parent.Children {
		if s.Capacity.Kind == Weight {
			sum += s.Capacity.Number
		}
	}
	if sum == 0 {
		return 0
	}
	return q.Capacity.Number / sum
}

// multiply is Resources.multiply(cluster, by): each amount times by in
// double, cast to long.
func multiply(cluster resource.Resource, by float32) resource.Resource {
	out := make(resource.Resource, len(cluster))
	for i, v := range cluster {
		out[i] = javanum.JavaLong(float64(v) * float64(by))
	}
	return out
}

// multiplyFloor is ResourceUtils.multiplyFloor: each amount times by,
// floored.
func multiplyFloor(cluster resource.Resource, by float64) resource.Resource {
	out := make(resource.Resource, len(cluster))
	for i, v := range cluster {
		out[i] = int64(math.Floor(float64(v) * by))
	}
	return out
}

// multiplyRound is ResourceUtils.multiplyRound: each amount times by,
// Math.round'ed.
func multiplyRound(cluster resource.Resource, by float64) resource.Resource {
	out := make(resource.Resource, len(cluster))
	for i, v := range cluster {
		out[i] = int64(math.Round(float64(v) * by)) // Java's Math.round, for non-negative amounts
	}
	return out
}

// ratio is r's memory over base's memory, the DefaultResourceCalculator's
// ratio, as a float; 0 when base has no memory.
func ratio(r, base resource.Resource) float32 {
	if base.Get(0) == 0 {
		return 0
	}
	return float32(float64(r.Get(0)) / float64(base.Get(0)))
}

func hasType(v Value, t string) bool {
	for _, e := range v.Entries {
		if e.Type == t {
			return true
		}
	}
	return false
}

// vectorAmount turns an absolute or vector value into amounts: absolute
// entries as written, percentages of parent (floored), weights of remainder
// (the parent's amount left after the siblings' absolute and percentage
// entries) in proportion to the siblings' weights (floored). A type the
// value does not name is 0.
func vectorAmount(v Value, parent, remainder resource.Resource, types resource.ResourceTypes) resource.Resource {
	out := make(resource.Resource, len(types))
	for _, e := range v.Entries {
		i := types.Index(e.Type)
		if i < 0 {
			continue
		}
		switch e.Kind {
		case Absolute:
			out[i] = javanum.JavaLong(e.Value)
		case Percent:
			out[i] = int64(math.Floor(float64(parent.Get(i)) * e.Value / 100))
		case Weight:
			out[i] = int64(math.Floor(float64(remainder.Get(i)) * e.Value))
		}
	}
	return out
}

// siblingsRemainder returns, per type, the parent's amount left after the
// absolute and percentage entries of q's siblings, divided by the sum of
// their weights for that type (so a weight w gets w × the result).
func siblingsRemainder(q *Queue, parent resource.Resource, types resource.ResourceTypes) resource.Resource {
	n := len(types)
	left := make([]float64, n)
	weights := make([]float64, n)
	for i := range left {
		left[i] = float64(parent.Get(i))
	}
	for _, s := range q.Parent.Children {
		for _, e := range s.Capacity.Entries {
			i := types.Index(e.Type)
			if i < 0 {
				continue
			}
			switch e.Kind {
			case Absolute:
				left[i] -= e.Value
			case Percent:
				left[i] -= math.Floor(float64(parent.Get(i)) * e.Value / 100)
			case Weight:
				weights[i] += e.Value
			}
		}
	}
	out := make(resource.Resource, n)
	for i := range out {
		if weights[i] > 0 && left[i] > 0 {
			// scaled so that vectorAmount's floor(out × w) is floor(left × w / sum)
			out[i] = int64(left[i] / weights[i])
		}
	}
	return out
}
