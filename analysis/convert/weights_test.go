package convert_test

import (
	"math"
	"slices"
	"testing"

	"github.com/fairsched/fairsched/analysis/convert"
)

// TestPercentagesAsFs2cs re-expresses TestWeightToPercentageConverter's
// cases, where fs2cs's result is kept (weights whose int-cast sum equals
// the exact sum).
func TestPercentagesAsFs2cs(t *testing.T) {
	for _, c := range []struct {
		name    string
		weights []float64
		want    []float64
	}{
		{"testSingleWeightConversion", []float64{1}, []float64{100}},
		{"testMultiWeightConversion", []float64{1, 2, 3}, []float64{16.667, 33.333, 50}},
		{"testMultiWeightConversionWhenOfThemIsZero", []float64{0, 1, 1}, []float64{0, 50, 50}},
		{"testMultiWeightConversionWhenAllOfThemAreZero", []float64{0, 0, 0}, []float64{0, 0, 0}},
		{"testCapacityFixingWithThreeQueues", []float64{1, 1, 1}, []float64{33.334, 33.333, 33.333}},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := convert.Percentages(c.weights); !slices.Equal(got, c.want) {
				t.Errorf("Percentages(%v) = %v, want %v", c.weights, got, c.want)
			}
		})
	}
}

// TestPercentagesExactSumDiffersFromFs2cs: fs2cs divides by the sum of the
// weights cast to int, so 1.5 and 1 give 60 and 40 only by luck of the fix
// (75 + 50, fixed to 50/50) and 0.3 and 0.3 give 0/0 with a zero-sum flag.
// We divide by the exact sum: the shares the Fair Scheduler gives.
func TestPercentagesExactSumDiffersFromFs2cs(t *testing.T) {
	for _, c := range []struct {
		weights, want []float64
	}{
		{[]float64{1.5, 1}, []float64{60, 40}},
		{[]float64{0.3, 0.3}, []float64{50, 50}},
		{[]float64{0.5, 0.5, 1}, []float64{25, 25, 50}},
		{[]float64{1, 1, 1, 1, 1, 1, 1}, []float64{14.284, 14.286, 14.286, 14.286, 14.286, 14.286, 14.286}}, // 7 x 14.286 is 100.002: the first largest takes -0.002,
	} {
		got := convert.Percentages(c.weights)
		if !slices.Equal(got, c.want) {
			t.Errorf("Percentages(%v) = %v, want %v", c.weights, got, c.want)
		}
		var milli int64
		for _, p := range got {
			milli += int64(p*1000 + 0.5)
		}
		if milli != 100000 {
			t.Errorf("Percentages(%v) add up to %d thousandths, want 100000", c.weights, milli)
		}
	}
}

// TestWeightModeAsFs2cs re-expresses TestWeightToWeightConverter: a
// weight is written as Java's Float.toString of it and "w"
// (testNoChildQueueConversion, testSingleWeightConversion,
// testMultiWeightConversion).
func TestWeightModeAsFs2cs(t *testing.T) {
	for w, want := range map[float32]string{1: "1.0w", 2: "2.0w", 3: "3.0w", 1.5: "1.5w", 0.3: "0.3w"} {
		if got := convert.FormatWeight(w); got != want {
			t.Errorf("convert.FormatWeight(%v) = %q, want %q", w, got, want)
		}
	}
}

// TestCappedPercentages: a share above the queue's maximum is cut to it
// and the siblings share the rest by weight, as the Fair Scheduler's fair
// share does; the Capacity Scheduler refuses a capacity above the maximum
// (checked against capacity.Read in TestRoundTripAccepted).
func TestCappedPercentages(t *testing.T) {
	inf := math.Inf(1)
	for _, c := range []struct {
		weights, caps, want []float64
	}{
		{[]float64{1.5, 0.5, 1}, []float64{40, inf, inf}, []float64{40, 20, 40}},
		{[]float64{1, 1}, []float64{10, 20}, []float64{10, 20}}, // both capped: no share takes the rest (convert reports it)
		{[]float64{1, 1}, []float64{inf, inf}, []float64{50, 50}},
		{[]float64{2, 1}, []float64{33.3333, inf}, []float64{33.333, 66.667}},
	} {
		if got := convert.CappedPercentages(c.weights, c.caps); !slices.Equal(got, c.want) {
			t.Errorf("CappedPercentages(%v, %v) = %v, want %v", c.weights, c.caps, got, c.want)
		}
	}
}
