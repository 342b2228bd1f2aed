package capsim

import (
	"math"
	"slices"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/javanum"
	"github.com/fairsched/fairsched/core/simcore"
)

// dominantCalc is DominantResourceCalculator: resources compare by their
// dominant share of the cluster, then the next largest share, over every
// resource type; rounding, fitting and normalization go type by type.
type dominantCalc struct{}

func (dominantCalc) dominant() bool { return true }

// share is calculateShare: a type's share of the cluster, +Inf where the
// cluster has none of it.
func share(cluster, r Resource, i int) float64 {
	if cluster[i] == 0 {
		return math.Inf(1)
	}
	return float64(r[i]) / float64(cluster[i])
}

func (dominantCalc) compare(cluster, a, b Resource) int {
	if slices.Equal(a, b) {
		return 0
	}
	if simcore.IsZero(cluster) {
		return compareEveryType(a, b)
	}
	if len(a) == 2 {
		return compareTwoShares(cluster, a, b)
	}
	as, bs := make([]float64, len(a)), make([]float64, len(b))
	for i := range a {
		as[i], bs[i] = share(cluster, a, i), share(cluster, b, i)
	}
	slices.Sort(as)
	slices.Sort(bs)
	diff := 0.0
	for i := len(as) - 1; i >= 0; i-- {
		if math.IsInf(as[i], 1) || math.IsInf(bs[i], 1) {
			continue
		}
		if diff = as[i] - bs[i]; diff != 0 {
			break
		}
	}
	return simcore.Signum(diff)
}

// compareTwoShares is calculateSharesForTwoMandatoryResources: memory and
// vcores only, the dominant shares first, then the others.
func compareTwoShares(cluster, a, b Resource) int {
	a0, a1 := share(cluster, a, 0), share(cluster, a, 1)
	b0, b1 := share(cluster, b, 0), share(cluster, b, 1)
	if a1 > a0 {
		a0, a1 = a1, a0
	}
	if b1 > b0 {
		b0, b1 = b1, b0
	}
	switch {
	case a0 > b0:
		return 1
	case a0 < b0:
		return -1
	case a1 > b1:
		return 1
	case a1 < b1:
		return -1
	}
	return 0
}

// compareEveryType is the private compare(lhs, rhs) used when the cluster
// is empty: 1 when a is larger in some type and smaller in none, -1 the
// other way round, else 0.
func compareEveryType(a, b Resource) int {
	aGreater, bGreater := false, false
	for i := range a {
		switch {
		case a[i] > b[i]:
			aGreater = true
		case a[i] < b[i]:
			bGreater = true
		}
	}
	switch {
	case aGreater && bGreater:
		return 0
	case aGreater:
		return 1
	case bGreater:
		return -1
	}
	return 0
}

// maxShare is the largest finite share of r.
func maxShare(cluster, r Resource) float64 {
	m := 0.0
	for i := range r {
		if s := share(cluster, r, i); !math.IsInf(s, 1) && s > m {
			m = s
		}
	}
	return m
}

func (dominantCalc) divide(cluster, num, den Resource) float32 {
	return float32(maxShare(cluster, num) / maxShare(cluster, den))
}

// ratio is the largest type-by-type quotient, in float, kept the way
// Java's ternary keeps it (a NaN is replaced by a later quotient).
func (dominantCalc) ratio(a, b Resource) float32 {
	r := float32(0)
	for i := range a {
		q := float32(a[i]) / float32(b[i])
		if !(r > q) {
			r = q
		}
	}
	return r
}

func (dominantCalc) fitsIn(small, big Resource) bool {
	for i := range small {
		if small[i] > big[i] {
			return false
		}
	}
	return true
}

func (dominantCalc) available(free, ask Resource) int64 {
	n := int64(math.MaxInt64)
	for i := range ask {
		if ask[i] != 0 {
			n = min(n, free[i]/ask[i])
		}
	}
	return min(n, math.MaxInt32)
}

func (dominantCalc) anyAboveZero(r Resource) bool {
	for _, v := range r {
		if v > 0 {
			return true
		}
	}
	return false
}

func (dominantCalc) multiplyAndNormalizeUp(r Resource, by float64, step Resource) Resource {
	out := make(Resource, len(r))
	for i, v := range r {
		out[i] = capacity.RoundUp(javanum.JavaLong(ceil64(float64(float32(float64(v)*by)))), step[i])
	}
	return out
}

func (dominantCalc) multiplyAndNormalizeDown(r Resource, by float64, step Resource) Resource {
	out := make(Resource, len(r))
	for i, v := range r {
		out[i] = capacity.RoundDown(javanum.JavaLong(float64(v)*by), step[i])
	}
	return out
}

func (dominantCalc) divideAndCeil(r Resource, by float32) Resource {
	out := make(Resource, len(r))
	for i, v := range r {
		out[i] = divideAndCeilFloat(v, by)
	}
	return out
}

func (dominantCalc) roundUp(r, step Resource) Resource {
	out := make(Resource, len(r))
	for i, v := range r {
		out[i] = capacity.RoundUp(v, step[i])
	}
	return out
}

func (dominantCalc) roundDown(r, step Resource) Resource {
	out := make(Resource, len(r))
	for i, v := range r {
		out[i] = capacity.RoundDown(v, step[i])
	}
	return out
}

func (dominantCalc) normalize(r, lo, hi, step Resource) Resource {
	out := make(Resource, len(r))
	for i, v := range r {
		out[i] = min(capacity.RoundUp(max(v, lo[i]), step[i]), hi[i])
	}
	return out
}
