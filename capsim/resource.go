package capsim

import "github.com/fairsched/fairsched/hadoop"

// addTo adds b into a, componentwise.
func addTo(a, b Resource) {
	for i := range a {
		a[i] += b[i]
	}
}

// subFrom subtracts b from a, componentwise.
func subFrom(a, b Resource) {
	for i := range a {
		a[i] -= b[i]
	}
}

// roundUp is ResourceCalculator#roundUp(long, long): a rounded up to a
// multiple of step (Java's division, toward zero).
func roundUp(a, step int64) int64 {
	if step == 0 {
		return a
	}
	return (a + step - 1) / step * step
}

// roundDown is ResourceCalculator#roundDown(long, long).
func roundDown(a, step int64) int64 {
	if step == 0 {
		return a
	}
	return a / step * step
}

// multiplyAndNormalizeUp is DefaultResourceCalculator's: memory × by,
// rounded half up to a long, then up to a multiple of step.
func multiplyAndNormalizeUp(m int64, by float64, step int64) int64 {
	return roundUp(javaLong(float64(m)*by+hadoop.RoundHalfUp), step)
}

// javaLong is Java's (long) cast of a double: toward zero, saturating.
func javaLong(d float64) int64 {
	switch {
	case d != d:
		return 0
	case d >= 9.223372036854775807e18:
		return 1<<63 - 1
	case d <= -9.223372036854775808e18:
		return -1 << 63
	}
	return int64(d)
}

// divideAndCeilFloat is ResourceCalculator#divideAndCeil(long, float):
// ceil of the float quotient, 0 for a zero divisor.
func divideAndCeilFloat(a int64, b float32) int64 {
	if b == 0 {
		return 0
	}
	q := float32(a) / b
	return javaLong(ceil64(float64(q)))
}

func ceil64(f float64) float64 {
	i := float64(int64(f))
	if f > i {
		return i + 1
	}
	return i
}
