package capsim

import (
	"math"
	"slices"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/javanum"
)

// calculator is Hadoop's ResourceCalculator: how the Capacity Scheduler
// compares, divides and rounds resources. The DefaultResourceCalculator
// looks at memory alone; the DominantResourceCalculator at every
// resource type the cluster knows, custom ones (yarn.io/gpu) included.
type calculator interface {
	// compare is compare(cluster, a, b): -1, 0 or 1.
	compare(cluster, a, b Resource) int
	// divide is divide(cluster, num, den).
	divide(cluster, num, den Resource) float32
	// ratio is ratio(a, b).
	ratio(a, b Resource) float32
	// fitsIn is fitsIn(small, big).
	fitsIn(small, big Resource) bool
	// available is computeAvailableContainers(free, ask).
	available(free, ask Resource) int64
	// multiplyAndNormalizeUp and Down are ResourceCalculator's, with step.
	multiplyAndNormalizeUp(r Resource, by float64, step Resource) Resource
	multiplyAndNormalizeDown(r Resource, by float64, step Resource) Resource
	// divideAndCeil is divideAndCeil(r, float).
	divideAndCeil(r Resource, by float32) Resource
	// roundUp and roundDown round to a multiple of step.
	roundUp(r, step Resource) Resource
	roundDown(r, step Resource) Resource
	// normalize is normalize(r, min, max, step).
	normalize(r, lo, hi, step Resource) Resource
	// anyAboveZero is isAnyMajorResourceAboveZero.
	anyAboveZero(r Resource) bool
	// dominant reports whether this is the DominantResourceCalculator.
	dominant() bool
}

// Resources.lessThan, lessThanOrEqual and greaterThan, through a calculator.
func lessThan(c calculator, cluster, a, b Resource) bool    { return c.compare(cluster, a, b) < 0 }
func lessOrEqual(c calculator, cluster, a, b Resource) bool { return c.compare(cluster, a, b) <= 0 }
func greaterThan(c calculator, cluster, a, b Resource) bool { return c.compare(cluster, a, b) > 0 }

// minRes is Resources.min(rc, cluster, a, b): a unless b compares lower.
func minRes(c calculator, cluster, a, b Resource) Resource {
	if c.compare(cluster, a, b) <= 0 {
		return a
	}
	return b
}

// maxRes is Resources.max(rc, cluster, a, b): a unless b compares higher.
func maxRes(c calculator, cluster, a, b Resource) Resource {
	if c.compare(cluster, a, b) >= 0 {
		return a
	}
	return b
}

// plus and minus are Resources.add and subtract: new resources.
func plus(a, b Resource) Resource {
	r := slices.Clone(a)
	r.AddIn(b)
	return r
}

func minus(a, b Resource) Resource {
	r := slices.Clone(a)
	r.SubIn(b)
	return r
}

// multiplyAndRoundDown is Resources.multiplyAndRoundDown: every type times
// by, truncated, whatever the calculator.
func multiplyAndRoundDown(r Resource, by float64) Resource {
	out := make(Resource, len(r))
	for i, v := range r {
		out[i] = javanum.JavaLong(float64(v) * by)
	}
	return out
}

// divideAndCeilInt is Resources.divideAndCeil(rc, r, int) for every type.
func divideAndCeilInt(r Resource, by int64) Resource {
	out := make(Resource, len(r))
	for i, v := range r {
		out[i] = (v + by - 1) / by
	}
	return out
}

// memOnly is DefaultResourceCalculator: memory is all it compares; the
// resources it builds carry their memory (and one vcore when there is
// memory, as Resources.createResource does).
type memOnly struct{ n int }

func (c memOnly) res(m int64) Resource { return memResource(m, c.n) }

func (memOnly) dominant() bool { return false }

func (memOnly) compare(_, a, b Resource) int {
	switch {
	case a[mem] < b[mem]:
		return -1
	case a[mem] > b[mem]:
		return 1
	}
	return 0
}

func (memOnly) divide(_, num, den Resource) float32 { return float32(num[mem]) / float32(den[mem]) }
func (memOnly) ratio(a, b Resource) float32         { return float32(a[mem]) / float32(b[mem]) }
func (memOnly) fitsIn(small, big Resource) bool     { return small[mem] <= big[mem] }
func (memOnly) anyAboveZero(r Resource) bool        { return r[mem] > 0 }

func (memOnly) available(free, ask Resource) int64 {
	if ask[mem] == 0 {
		return math.MaxInt32
	}
	return free[mem] / ask[mem]
}

func (c memOnly) multiplyAndNormalizeUp(r Resource, by float64, step Resource) Resource {
	return c.res(multiplyAndNormalizeUp(r[mem], by, step[mem]))
}

func (c memOnly) multiplyAndNormalizeDown(r Resource, by float64, step Resource) Resource {
	return c.res(capacity.RoundDown(javanum.JavaLong(float64(r[mem])*by), step[mem]))
}

func (c memOnly) divideAndCeil(r Resource, by float32) Resource {
	return c.res(divideAndCeilFloat(r[mem], by))
}

func (c memOnly) roundUp(r, step Resource) Resource {
	return c.res(capacity.RoundUp(r[mem], step[mem]))
}
func (c memOnly) roundDown(r, step Resource) Resource {
	return c.res(capacity.RoundDown(r[mem], step[mem]))
}

func (c memOnly) normalize(r, lo, hi, step Resource) Resource {
	m := capacity.RoundUp(max(r[mem], lo[mem]), step[mem])
	return c.res(min(m, hi[mem]))
}

// fitsInSum is rc.fitsIn(small, Resources.add(a, b)) without building the
// sum.
func (s *Sim) fitsInSum(small, a, b Resource) bool {
	if !s.rc.dominant() {
		return small[mem] <= a[mem]+b[mem]
	}
	for i := range small {
		if small[i] > a[i]+b[i] {
			return false
		}
	}
	return true
}
