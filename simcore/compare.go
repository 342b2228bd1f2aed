package simcore

import "github.com/fairsched/fairsched/xmlconf"

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
func IsZero(r xmlconf.Resource) bool {
	for _, v := range r {
		if v != 0 {
			return false
		}
	}
	return true
}
