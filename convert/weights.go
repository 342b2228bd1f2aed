package convert

import (
	"math"
	"strconv"

	"github.com/fairsched/fairsched/capacity"
)

// Percentages turns sibling weights into percentages of the parent with
// three decimals that add up to exactly 100: each share is the weight over
// the exact (float64) sum of the weights, rounded to thousandths of a
// percent, and the largest share absorbs the rounding remainder. All-zero
// weights give all zeros (the caller allows a zero sum).
func Percentages(weights []float64) []float64 {
	var sum float64
	for _, w := range weights {
		sum += w
	}
	out := make([]float64, len(weights))
	if sum <= 0 {
		return out
	}
	milli := make([]int64, len(weights))
	var total int64
	largest := 0
	for i, w := range weights {
		milli[i] = int64(math.Round(w / sum * 100000))
		total += milli[i]
		if w > weights[largest] {
			largest = i
		}
	}
	milli[largest] += 100000 - total
	for i, m := range milli {
		out[i] = float64(m) / 1000
	}
	return out
}

// formatPercent writes a percentage with at most three decimals.
func formatPercent(p float64) string {
	return strconv.FormatFloat(math.Round(p*1000)/1000, 'f', -1, 64)
}

// formatWeight writes a weight the way weight mode reads it: Java's
// Float.toString of the weight and "w".
func formatWeight(w float32) string { return capacity.JavaFloat(w) + "w" }
