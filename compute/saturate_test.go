package compute

import (
	"math"
	"testing"
)

func TestSatAdd(t *testing.T) {
	tests := []struct {
		name string
		a, b int64
		want int64
	}{
		{"small", 2, 3, 5},
		{"negative", -2, -3, -5},
		{"positive overflow", math.MaxInt64, 1, math.MaxInt64},
		{"negative overflow gives MAX too", math.MinInt64, -1, math.MaxInt64},
		{"max plus min", math.MaxInt64, math.MinInt64, -1},
		{"exactly max", math.MaxInt64 - 1, 1, math.MaxInt64},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := satAdd(tc.a, tc.b); got != tc.want {
				t.Errorf("satAdd(%d, %d) = %d, want %d", tc.a, tc.b, got, tc.want)
			}
		})
	}
}

func TestShareAt(t *testing.T) {
	nan := float32(math.NaN())
	tests := []struct {
		name string
		s    Schedulable
		r    float64
		want int64
	}{
		{"truncates", Schedulable{Weight: 8, Max: math.MaxInt64}, 1638.4, 13107},
		{"float32 weight", Schedulable{Weight: 0.2, Max: math.MaxInt64}, 10240, 2048},
		{"min then max: max wins", Schedulable{Weight: 1, Min: 10, Max: 5}, 1, 5},
		{"LMAX min saturates", Schedulable{Weight: 1, Min: math.MaxInt64, Max: math.MaxInt64}, 1, math.MaxInt64},
		{"NaN weight gives 0", Schedulable{Weight: nan, Min: 4, Max: 9}, 1, 0},
		{"+Inf ratio gives max", Schedulable{Weight: 1, Max: 77}, math.Inf(1), 77},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := shareAt(tc.s, tc.r); got != tc.want {
				t.Errorf("shareAt(%+v, %v) = %d, want %d", tc.s, tc.r, got, tc.want)
			}
		})
	}
}

// TestUpperBoundStopsAtInf covers compute.md §2.1.12: Hadoop doubles forever
// when T is out of reach; here the doubling stops at +Inf.
func TestUpperBoundStopsAtInf(t *testing.T) {
	nan := float32(math.NaN())
	tests := []struct {
		name string
		list []Schedulable
		t    int64
	}{
		{"NaN weight never reaches T", []Schedulable{{Weight: nan, Max: 100}}, 50},
		{"max above 2^53 loses precision", []Schedulable{{Weight: 1, Max: 1<<53 + 1}}, 1<<53 + 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := (&splitter{}).upperBound(tc.list, tc.t); !math.IsInf(got, 1) {
				t.Errorf("upperBound(%v, %d) = %v, want +Inf", tc.list, tc.t, got)
			}
		})
	}
}
