package render

import (
	"math"
	"testing"

	"github.com/fairsched/fairsched/core/resource"
)

// TestFigureMemo holds figureMemo to what it keeps: asked again, or in
// any order, it answers as pct, appCount and notation.resource do, 0 and -0 apart,
// and a resource of one type apart from one of two with the same values.
func TestFigureMemo(t *testing.T) {
	n := newNotation(resource.ResourceTypes{"memory-mb", "vcores"}, Options{})
	m := figureMemo{n: n, pcts: map[uint32]string{}, resources: map[resourceKey]string{}, counts: map[int32]string{}}
	negZero := float32(math.Copysign(0, -1))
	for range 2 {
		for _, f := range []float32{0, negZero, 0.5, 0.125, 1, float32(math.NaN()), 0.33333} {
			if got, want := m.pct(f), pct(f); got != want {
				t.Errorf("pct(%v) = %q, want %q", f, got, want)
			}
		}
		for _, v := range []int32{0, 1, 100, -1, math.MaxInt32, math.MinInt32} {
			if got, want := m.count(v), appCount(int64(v)); got != want {
				t.Errorf("count(%d) = %q, want %q", v, got, want)
			}
		}
		for _, r := range []resource.Resource{nil, {}, {1024}, {1024, 0}, {1024, 4}, {math.MaxInt64, math.MaxInt64}, {1024, 4, 1}, {1024, 4, 2}} {
			if got, want := m.resource(r), n.resource(r); got != want {
				t.Errorf("resource(%v) = %q, want %q", r, got, want)
			}
		}
	}
}
