package javanum

import "math"

// JavaLong converts d the way Java's (long) cast does: NaN becomes 0, values
// beyond the int64 range saturate at math.MaxInt64 / math.MinInt64, and
// everything else is truncated toward zero. Go's int64(d) is undefined for
// out-of-range values, so Hadoop's arithmetic must go through this function.
func JavaLong(d float64) int64 {
	switch {
	case math.IsNaN(d):
		return 0
	case d >= 9.223372036854775807e18: // 2^63 as a double
		return math.MaxInt64
	case d <= -9.223372036854775808e18:
		return math.MinInt64
	}
	return int64(d)
}

// JavaInt converts d the way Java's (int) cast does: NaN becomes 0, values
// beyond the int32 range saturate, the rest is truncated toward zero.
func JavaInt(d float64) int32 {
	switch {
	case math.IsNaN(d):
		return 0
	case d >= math.MaxInt32:
		return math.MaxInt32
	case d <= math.MinInt32:
		return math.MinInt32
	}
	return int32(d)
}
