package capsim

import (
	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/javanum"
	"github.com/fairsched/fairsched/hadoop"
)

// multiplyAndNormalizeUp is DefaultResourceCalculator's: memory × by,
// rounded half up to a long, then up to a multiple of step.
func multiplyAndNormalizeUp(m int64, by float64, step int64) int64 {
	return capacity.RoundUp(javanum.JavaLong(float64(m)*by+hadoop.RoundHalfUp), step)
}

// divideAndCeilFloat is ResourceCalculator#divideAndCeil(long, float):
// ceil of the float quotient, 0 for a zero divisor.
func divideAndCeilFloat(a int64, b float32) int64 {
	if b == 0 {
		return 0
	}
	q := float32(a) / b
	return javanum.JavaLong(ceil64(float64(q)))
}

func ceil64(f float64) float64 {
	i := float64(int64(f))
	if f > i {
		return i + 1
	}
	return i
}
