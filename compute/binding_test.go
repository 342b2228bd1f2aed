package compute_test

import (
	"slices"
	"testing"

	"github.com/fairsched/fairsched/compute"
)

func TestSplitSharesBindings(t *testing.T) {
	inactive := compute.Schedulable{Weight: 1, Max: lmax, Inactive: true}
	tests := []struct {
		name  string
		total int64
		mode  compute.Mode
		list  []compute.Schedulable
		want  []compute.Binding
	}{
		{"A2 capped at max", 40, compute.Instantaneous,
			aCases[1].list, []compute.Binding{"weight", "weight", "max", "max"}},
		{"A3 raised to min", 40, compute.Instantaneous,
			aCases[2].list, []compute.Binding{"min", "min", "mins-take-all", "min"}},
		{"last to reach its max: R ends exactly at it", 8, compute.Steady,
			[]compute.Schedulable{fakeSched(0, 4, 1), fakeSched(0, lmax, 1)},
			[]compute.Binding{"max", "weight"}},
		{"parent share 0 is not mins-take-all", 0, compute.Steady,
			[]compute.Schedulable{fakeSched(0, lmax, 1)},
			[]compute.Binding{"weight"}},
		{"A10 weight zero", 1000, compute.Instantaneous,
			aCases[10].list, []compute.Binding{"weight-zero", "weight-zero", "weight"}},
		{"max zero before inactive, instantaneous", 10, compute.Instantaneous,
			[]compute.Schedulable{{Weight: 1, Max: 0, Inactive: true}, inactive, fakeSched(0, lmax, 1)},
			[]compute.Binding{"max-zero", "inactive", "weight"}},
		{"inactive ignored, steady", 10, compute.Steady,
			[]compute.Schedulable{{Weight: 1, Max: 0, Inactive: true}, inactive, fakeSched(0, lmax, 1)},
			[]compute.Binding{"max-zero", "weight", "weight"}},
		{"min above max: max wins", 100, compute.Steady,
			[]compute.Schedulable{fakeSched(10, 5, 1), fakeSched(0, lmax, 1)},
			[]compute.Binding{"max", "weight"}},
		{"inactive before weight zero", 100, compute.Instantaneous,
			[]compute.Schedulable{{Weight: 0, Min: 7, Max: lmax, Inactive: true}},
			[]compute.Binding{"inactive"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := compute.SplitShares(tc.list, tc.total, tc.mode).Bindings
			if !slices.Equal(got, tc.want) {
				t.Errorf("SplitShares(%v, %d, %v).Bindings = %v, want %v", tc.list, tc.total, tc.mode, got, tc.want)
			}
		})
	}
}

func TestSplitSharesFixedValues(t *testing.T) {
	list := []compute.Schedulable{
		{Weight: 1, Min: 5, Max: 0},                 // max <= 0: 0 even with a min
		{Weight: 2, Min: 5, Max: 9, Inactive: true}, // inactive: 0
		{Weight: -1, Min: 7, Max: lmax},             // weight < 0: its min
		{Weight: 0, Min: -3, Max: lmax},             // weight 0, min <= 0: 0
	}
	got := compute.Shares(list, 100, compute.Instantaneous)
	if want := []int64{0, 0, 7, 0}; !slices.Equal(got, want) {
		t.Errorf("Shares(fixed, instantaneous) = %v, want %v", got, want)
	}
	got = compute.Shares(list, 100, compute.Steady)
	if want := []int64{0, 9, 7, 0}; !slices.Equal(got, want) {
		t.Errorf("Shares(fixed, steady) = %v, want %v", got, want)
	}
}
