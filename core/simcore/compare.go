package simcore

import (
	"math"

	"github.com/fairsched/fairsched/core/resource"
)

// Signum is (int) Math.signum(d): NaN gives 0, like an exact tie.
func Signum(d float64) int {
	switch {
	case d > 0:
		return 1
	case d < 0:
		return -1
	}
	return 0
}

// Compare is Long.compare for longs; for floats it compares with < and >
// alone, so NaN ties with everything, as the comparators Hadoop writes
// with them do.
func Compare[T int64 | float64](a, b T) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// IsZero reports whether every component of r is 0.
func IsZero(r resource.Resource) bool {
	for _, v := range r {
		if v != 0 {
			return false
		}
	}
	return true
}

// MulSat is v × n for v, n ≥ 0, at most math.MaxInt64: an app may ask for
// any number of containers, and its demand saturates rather than wraps.
func MulSat(v, n int64) int64 {
	if v <= 0 || n <= 0 {
		return 0
	}
	if v|n < 1<<31 {
		return v * n // the usual case, without a division
	}
	if v > math.MaxInt64/n {
		return math.MaxInt64
	}
	return v * n
}

// AddSat adds b to a componentwise (both ≥ 0), each sum at most
// math.MaxInt64.
func AddSat(a, b resource.Resource) {
	for i := range a {
		a[i] = AddSatOne(a[i], b[i])
	}
}

// AddSatOne is x + y for x, y ≥ 0, at most math.MaxInt64.
func AddSatOne(x, y int64) int64 {
	if s := x + y; s >= x {
		return s
	}
	return math.MaxInt64
}
