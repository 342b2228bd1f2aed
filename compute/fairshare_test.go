package compute_test

import (
	"math"
	"slices"
	"testing"

	"github.com/fairsched/fairsched/compute"
)

// splitCase is one direct call of ComputeFairShares with its expected
// shares and, where known, search trace (zero fields are not checked,
// except in aCases where every field is checked).
type splitCase struct {
	name   string
	total  int64
	list   []compute.Schedulable
	want   []int64
	rMax   float64
	right  float64
	probes int
	fixed  int
}

// twoTo25 is 2^-25: the right end after 25 probes that all moved right
// from rMax = 1.
var twoTo25 = math.Ldexp(1, -25)

// aCases are compute-cases.md §A (TestComputeFairShares), with the derived
// probe facts table. A-hist (H1-H8) is pre-2.1.0-beta and not reproduced.
var aCases = []splitCase{
	{name: "A1 testEqualSharing", total: 40,
		list: []compute.Schedulable{fakeSched(0, imax, 1), fakeSched(0, imax, 1), fakeSched(0, imax, 1), fakeSched(0, imax, 1)},
		want: []int64{10, 10, 10, 10}, rMax: 16, right: 10, probes: 3},
	{name: "A2 testLowMaxShares", total: 40,
		list: []compute.Schedulable{fakeSched(0, 100, 1), fakeSched(0, 50, 1), fakeSched(0, 11, 1), fakeSched(0, 3, 1)},
		want: []int64{13, 13, 11, 3}, rMax: 16, right: 13, probes: 4},
	{name: "A3 testMinShares", total: 40,
		list: []compute.Schedulable{fakeSched(20, imax, 1), fakeSched(18, imax, 1), fakeSched(0, imax, 1), fakeSched(2, imax, 1)},
		want: []int64{20, 18, 0, 2}, rMax: 1, right: 0.5, probes: 1},
	{name: "A4 testWeightedSharing", total: 45,
		list: []compute.Schedulable{fakeSched(0, imax, 2), fakeSched(0, imax, 1), fakeSched(0, imax, 1), fakeSched(0, imax, 0.5)},
		want: []int64{20, 10, 10, 5}, rMax: 16, right: 10, probes: 3},
	{name: "A5 testWeightedSharingWithMaxShares", total: 45,
		list: []compute.Schedulable{fakeSched(0, 10, 2), fakeSched(0, 11, 1), fakeSched(0, 30, 1), fakeSched(0, 20, 0.5)},
		want: []int64{10, 11, 16, 8}, rMax: 16, right: 16, probes: 25},
	{name: "A6 testWeightedSharingWithMinShares", total: 45,
		list: []compute.Schedulable{fakeSched(20, imax, 2), fakeSched(0, imax, 1), fakeSched(5, imax, 1), fakeSched(15, imax, 0.5)},
		want: []int64{20, 5, 5, 15}, rMax: 8, right: 5, probes: 3},
	{name: "A7 testLargeShares", total: 16_000_000_000,
		list: []compute.Schedulable{fakeSched(0, 4e9, 1), fakeSched(0, 4e9, 1), fakeSched(0, 4e9, 1), fakeSched(0, 4e9, 1)},
		want: repeatShare(4, 4e9), rMax: 4294967296, right: 4026531840, probes: 4},
	{name: "A7' testLargeShares before YARN-9173", total: 40_000_000,
		list: []compute.Schedulable{fakeSched(0, imax, 1), fakeSched(0, imax, 1), fakeSched(0, imax, 1), fakeSched(0, imax, 1)},
		want: repeatShare(4, 1e7), rMax: 16777216, right: 1e7, probes: 17},
	{name: "A8 testLargeMinimums", total: 16_000_000_000,
		list: []compute.Schedulable{fakeSched(lmax, lmax, 1), fakeSched(4e9, 4e9, 1)},
		want: []int64{lmax, 4e9}, rMax: 1, right: twoTo25, probes: 25},
	{name: "A9 testOverflowMaxShare", total: 2_000_000_000,
		list: []compute.Schedulable{fakeSched(0, 1e9, 1), fakeSched(0, lmax, 1)},
		want: []int64{1e9, 1e9}, rMax: 1073741824, right: 1e9, probes: 21},
	{name: "A10 testOverflowFixedShare", total: 1000,
		list: []compute.Schedulable{fakeSched(1e9, 1e9, 0), fakeSched(lmax-1, lmax, 0), fakeSched(0, 1e9, 1)},
		want: []int64{1e9, lmax - 1, 0}, rMax: 1, right: 0.5, probes: 1, fixed: 2},
	{name: "A11 testEmptyList", total: 40, list: nil, want: []int64{}},
	{name: "A12 testCPU (vcores)", total: 45,
		list: []compute.Schedulable{fakeSched(20, imax, 2), fakeSched(0, imax, 1), fakeSched(5, imax, 1), fakeSched(15, imax, 0.5)},
		want: []int64{20, 5, 5, 15}, rMax: 8, right: 5, probes: 3},
	{name: "A13 testResourceUsedWithWeightToResourceRatio", total: imax,
		list: []compute.Schedulable{fakeSched(imax, imax, 1), fakeSched(imax, imax, 1)},
		want: []int64{imax, imax}, rMax: 1, right: twoTo25, probes: 25},
}

func TestSharesHadoopUnitTests(t *testing.T) {
	for _, tc := range aCases {
		t.Run(tc.name, func(t *testing.T) {
			got, tr := compute.SharesTrace(tc.list, tc.total, compute.Instantaneous)
			if !slices.Equal(got, tc.want) {
				t.Errorf("Shares(%v, %d) = %v, want %v", tc.list, tc.total, got, tc.want)
			}
			if tr.RMax != tc.rMax || tr.Right != tc.right || tr.Probes != tc.probes || tr.Fixed != tc.fixed {
				t.Errorf("trace = rMax %v right %v probes %d fixed %d, want %v %v %d %d",
					tr.RMax, tr.Right, tr.Probes, tr.Fixed, tc.rMax, tc.right, tc.probes, tc.fixed)
			}
			steady := compute.Shares(tc.list, tc.total, compute.Steady)
			if !slices.Equal(steady, got) {
				t.Errorf("steady Shares = %v, want %v (no schedulable is inactive)", steady, got)
			}
		})
	}
}

func TestSharesA10Target(t *testing.T) {
	_, tr := compute.SharesTrace(aCases[10].list, aCases[10].total, compute.Instantaneous)
	if tr.Taken != lmax || tr.Target != 0 {
		t.Errorf("A10 Taken, Target = %d, %d, want %d, 0 (satAdd saturates, T = max(1000-LMAX, 0))", tr.Taken, tr.Target, int64(lmax))
	}
}
