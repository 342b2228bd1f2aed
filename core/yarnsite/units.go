package yarnsite

import (
	"fmt"
	"math"
	"sync"
)

// unitScale is UnitsConversionUtil's converter table: each unit as
// numerator/denominator of the base unit.
var unitScale = sync.OnceValue(func() map[string][2]int64 {
	return map[string][2]int64{
		"p": {1, 1e12}, "n": {1, 1e9}, "u": {1, 1e6}, "m": {1, 1e3}, "": {1, 1},
		"k": {1e3, 1}, "M": {1e6, 1}, "G": {1e9, 1}, "T": {1e12, 1}, "P": {1e15, 1},
		"Ki": {1 << 10, 1}, "Mi": {1 << 20, 1}, "Gi": {1 << 30, 1}, "Ti": {1 << 40, 1}, "Pi": {1 << 50, 1},
	}
})

// KnownUnit reports whether u is one of UnitsConversionUtil.KNOWN_UNITS
// ("" is: no unit).
func KnownUnit(u string) bool {
	_, ok := unitScale()[u]
	return ok
}

// ConvertUnit is UnitsConversionUtil.convert: v in unit from, in unit to,
// in long arithmetic, multiplying before dividing while the product fits
// and refusing a result that overflows a long with Hadoop's words.
func ConvertUnit(from, to string, v int64) (int64, error) {
	if from == to {
		return v, nil
	}
	f, okF := unitScale()[from]
	t, okT := unitScale()[to]
	if !okF {
		return 0, unitError("Unknown unit '%s'. Known units are [p, n, u, m, , k, M, G, T, P, Ki, Mi, Gi, Ti, Pi]", from)
	}
	if !okT {
		return 0, unitError("Unknown unit '%s'. Known units are [p, n, u, m, , k, M, G, T, P, Ki, Mi, Gi, Ti, Pi]", to)
	}
	num, den := f[0]*t[1], f[1]*t[0]
	limit := math.MaxInt64 / num
	overflow := unitError("Converting %d from '%s' to '%s' will result in an overflow of Long", v, from, to)
	if num < den {
		if limit < v {
			return 0, overflow
		}
		return v * num / den, nil
	}
	if limit > v {
		return num * v / den, nil
	}
	tmp := num / den
	if math.MaxInt64/tmp < v {
		return 0, overflow
	}
	return v * tmp, nil
}

// UnitError is UnitsConversionUtil's IllegalArgumentException, in Hadoop's
// words.
type UnitError struct{ Msg string }

// Error returns Hadoop's message.
func (e *UnitError) Error() string { return e.Msg }

func unitError(format string, args ...any) error {
	return &UnitError{Msg: fmt.Sprintf(format, args...)}
}
