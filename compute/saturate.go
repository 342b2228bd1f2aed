package compute

import (
	"math"

	"github.com/fairsched/fairsched/core/javanum"
)

// maxLong is Java's Long.MAX_VALUE, the value every saturating sum in
// ComputeFairShares stops at.
const maxLong = math.MaxInt64

// satAdd is ComputeFairShares.safeAdd: Math.addExact(a, b), except that an
// overflow in either direction returns Long.MAX_VALUE (Hadoop catches the
// ArithmeticException and does not look at the sign).
func satAdd(a, b int64) int64 {
	c := a + b
	if (a^c)&(b^c) < 0 {
		return maxLong
	}
	return c
}

// shareAt is ComputeFairShares.computeShare: the weight (float32, widened
// exactly) times the ratio r, raised to the min share, then capped at the max
// share (so max wins when min > max), then cast to long the Java way. The
// int64 -> float64 conversions round to nearest above 2^53, as Java's do.
// The built-in max and min propagate NaN like Java's Math.max/min, and
// order -0 below +0 as they do; they differ from math.Max and math.Min
// only when the other operand is infinite, and min and max are finite
// here. So a NaN weight yields 0. They compile inline, where math.Max and
// math.Min are calls: shareAt runs tens of millions of times on large trees.
func shareAt(s Schedulable, r float64) int64 {
	x := float64(s.Weight) * r
	x = max(x, float64(s.Min))
	x = min(x, float64(s.Max))
	return javanum.JavaLong(x)
}

// shareAt is shareAt, or shareAtInt when the splitter computes in int.
func (s *splitter) shareAt(sc Schedulable, r float64) int64 {
	if s.intShares {
		return shareAtInt(sc, r)
	}
	return shareAt(sc, r)
}

// shareAtInt is computeShare before YARN-8833: the same value cast to a
// Java int, so it saturates at 2^31-1 (and NaN gives 0).
func shareAtInt(s Schedulable, r float64) int64 {
	x := float64(s.Weight) * r
	x = max(x, float64(s.Min))
	x = min(x, float64(s.Max))
	return int64(javanum.JavaInt(x))
}

// usedAtInt is resourceUsedWithWeightToResourceRatio before YARN-8833: the
// int shares added up in a Java int, without overflow protection, so the
// sum wraps past 2^31-1. Where the wrapped sum never reaches the target,
// Hadoop doubles its upper bound forever; upperBound stops at +Inf, as it
// does for the long arithmetic.
func usedAtInt(list []Schedulable, r float64) int64 {
	var sum int32
	for _, s := range list {
		sum += int32(shareAtInt(s, r))
	}
	return int64(sum)
}

// usedAt is the sum of the shares at r the search compares with its target:
// the function usedAt, or usedAtInt when the splitter computes in int. The
// search calls it directly, not through a function value, a few dozen times
// per split; the sum of a list of one is its one share (satAdd(0, x) is x).
func (s *splitter) usedAt(list []Schedulable, r float64) int64 {
	switch {
	case s.intShares:
		return usedAtInt(list, r)
	case len(list) == 1:
		return shareAt(list[0], r)
	}
	return usedAt(list, r)
}

// usedAt is ComputeFairShares.resourceUsedWithWeightToResourceRatio: the
// saturating sum of every share at ratio r, stopping at Long.MAX_VALUE.
func usedAt(list []Schedulable, r float64) int64 {
	var sum int64
	for _, s := range list {
		sum = satAdd(sum, shareAt(s, r))
		if sum == maxLong {
			break
		}
	}
	return sum
}
