package capacity

import (
	"math"
	"strconv"
	"testing"
)

// TestPlain checks plain's integer path against the shortest 'g' text it
// stands for, on every whole number near the limits and on samples between.
func TestPlain(t *testing.T) {
	var fs []float32
	for i := -1100; i <= 1100; i++ {
		fs = append(fs, float32(i), float32(999_000+i), float32(-999_000-i))
	}
	fs = append(fs, 0.5, 1.086, -0.25, 12.5, 1e6, 1e7, -1e6, 999999.5, float32(math.Inf(1)), float32(math.NaN()), float32(math.Copysign(0, -1)))
	for _, f := range fs {
		want := strconv.FormatFloat(float64(f), 'g', -1, 32)
		if f == 0 {
			want = "0"
		}
		if got := Plain(f); got != want {
			t.Errorf("Plain(%v) = %q, want %q", f, got, want)
		}
	}
}
