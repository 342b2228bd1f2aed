package convert

import (
	"math"

	"github.com/fairsched/fairsched/capacity"
)

// Percentages turns sibling weights into percentages of the parent with
// three decimals that add up to exactly 100: each share is the weight over
// the exact (float64) sum of the weights, rounded to thousandths of a
// percent, and the largest share absorbs the rounding remainder. All-zero
// weights give all zeros (the caller allows a zero sum).
func Percentages(weights []float64) []float64 {
	caps := make([]float64, len(weights))
	for i := range caps {
		caps[i] = math.Inf(1)
	}
	return CappedPercentages(weights, caps)
}

// CappedPercentages is Percentages where no share may exceed its cap (a
// percentage of the parent): as the Fair Scheduler caps a fair share at the
// queue's maximum and gives the rest to its siblings by weight, a capped
// share is cut to its cap (rounded down) and the others share the rest.
func CappedPercentages(weights, caps []float64) []float64 {
	n := len(weights)
	capped := make([]bool, n)
	shares := make([]float64, n)
	for changed := true; changed; {
		changed = false
		fixed, sum := 0.0, 0.0
		for i, w := range weights {
			if capped[i] {
				fixed += caps[i]
			} else {
				sum += w
			}
		}
		for i, w := range weights {
			switch {
			case capped[i]:
				shares[i] = caps[i]
			case sum > 0:
				shares[i] = w / sum * max(0, 100-fixed)
			default:
				shares[i] = 0
			}
			if !capped[i] && shares[i] > caps[i] {
				capped[i], changed = true, true
			}
		}
	}
	return toThousandths(shares, weights, capped)
}

// toThousandths rounds shares to thousandths of a percent that add up to
// exactly 100 (unless all are zero): capped shares round down, the largest
// uncapped one absorbs the remainder.
func toThousandths(shares, weights []float64, capped []bool) []float64 {
	milli := make([]int64, len(shares))
	var total int64
	largest := -1
	for i, s := range shares {
		if capped[i] {
			milli[i] = int64(math.Floor(s * 1000))
		} else {
			milli[i] = int64(math.Round(s * 1000))
			if largest < 0 || weights[i] > weights[largest] {
				largest = i
			}
		}
		total += milli[i]
	}
	out := make([]float64, len(shares))
	if total == 0 {
		return out
	}
	if largest >= 0 && (weights[largest] > 0 || total < 100000) {
		milli[largest] += 100000 - total
	}
	for i, m := range milli {
		out[i] = float64(m) / 1000
	}
	return out
}

// formatWeight writes a weight the way weight mode reads it: Java's
// Float.toString of the weight and "w".
func formatWeight(w float32) string { return capacity.JavaFloat(w) + "w" }
