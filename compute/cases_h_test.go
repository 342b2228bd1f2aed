package compute_test

import (
	"slices"
	"testing"

	"github.com/fairsched/fairsched/compute"
)

// xCases are compute-cases.md §H (derived regression anchors). Queues
// without a max are unbounded. Every schedulable is active, so steady and
// instantaneous agree. Trace fields left at 0 are not checked.
var xCases = []splitCase{
	{name: "X1 doc example", total: 16384,
		list: []compute.Schedulable{fakeSched(0, lmax, 1), fakeSched(0, lmax, 8), fakeSched(0, lmax, 1)},
		want: []int64{1638, 13108, 1638}, rMax: 2048, right: 1638.5, probes: 12},
	{name: "X2 parentA children", total: 13108, list: weighted(4, 1),
		want: repeatShare(4, 3277), rMax: 4096, right: 3277, probes: 12},
	{name: "X3 parentB children", total: 1638, list: weighted(2, 1),
		want: repeatShare(2, 819), rMax: 1024, right: 819, probes: 10},
	{name: "X4 one vcore two ways", total: 1, list: weighted(2, 1),
		want: []int64{1, 1}, rMax: 1, right: 1, probes: 25},
	{name: "X5 ten vcores 1/8/1", total: 10,
		list: []compute.Schedulable{fakeSched(0, lmax, 1), fakeSched(0, lmax, 8), fakeSched(0, lmax, 1)},
		want: []int64{1, 8, 1}, rMax: 1, right: 1, probes: 25},
	{name: "X6 eight vcores, one min 2", total: 8,
		list: []compute.Schedulable{fakeSched(0, lmax, 1), fakeSched(0, lmax, 1), fakeSched(2, lmax, 1), fakeSched(0, lmax, 1), fakeSched(0, lmax, 1)},
		want: repeatShare(5, 2)},
	{name: "X7 25-probe precision", total: 1_000_000_001, list: weighted(3, 1),
		want: repeatShare(3, 333333344), probes: 25},
	{name: "X8 25-probe precision, large", total: 1_000_000_000_001, list: weighted(3, 1),
		want: repeatShare(3, 333333348352), probes: 25},
	{name: "X9 mins not scaled down", total: 10000,
		list: []compute.Schedulable{fakeSched(6000, lmax, 1), fakeSched(6000, lmax, 1)},
		want: []int64{6000, 6000}, rMax: 1},
	{name: "X10 fixed shares first", total: 8192,
		list: []compute.Schedulable{fakeSched(1, lmax, 0), fakeSched(1, lmax, 0), fakeSched(0, lmax, 1)},
		want: []int64{1, 1, 8190}, fixed: 2},
	{name: "X11 tiny float weight", total: 8192,
		list: []compute.Schedulable{fakeSched(0, lmax, 2), fakeSched(0, lmax, 0.000001)},
		want: []int64{8192, 0}},
	{name: "X12 float32 weights", total: 10240,
		list: []compute.Schedulable{fakeSched(0, lmax, 0.2), fakeSched(0, lmax, 0.8)},
		want: []int64{2048, 8192}},
}

// sec10Cases are compute.md §10's other worked numbers, with their traces.
var sec10Cases = []splitCase{
	{name: "§10 10240 three ways", total: 10240, list: weighted(3, 1),
		want: repeatShare(3, 3414), rMax: 4096, right: 3414, probes: 25},
	{name: "§10 C6 two (w 0.5, min 1024) on 8192", total: 8192,
		list: []compute.Schedulable{fakeSched(1024, lmax, 0.5), fakeSched(1024, lmax, 0.5)},
		want: []int64{4096, 4096}, rMax: 8192, right: 8192, probes: 25},
}

func TestSharesDerivedCases(t *testing.T) {
	for _, tc := range slices.Concat(xCases, sec10Cases) {
		t.Run(tc.name, func(t *testing.T) {
			for _, mode := range []compute.Mode{compute.Steady, compute.Instantaneous} {
				got, tr := compute.SharesTrace(tc.list, tc.total, mode)
				if !slices.Equal(got, tc.want) {
					t.Errorf("%v Shares(%v, %d) = %v, want %v", mode, tc.list, tc.total, got, tc.want)
				}
				checkTrace(t, tr, tc)
			}
		})
	}
}

// checkTrace compares the trace fields tc sets (non-zero).
func checkTrace(t *testing.T, tr compute.Trace, tc splitCase) {
	t.Helper()
	if tc.rMax != 0 && tr.RMax != tc.rMax {
		t.Errorf("trace rMax = %v, want %v", tr.RMax, tc.rMax)
	}
	if tc.right != 0 && tr.Right != tc.right {
		t.Errorf("trace right = %v, want %v", tr.Right, tc.right)
	}
	if tc.probes != 0 && tr.Probes != tc.probes {
		t.Errorf("trace probes = %d, want %d", tr.Probes, tc.probes)
	}
	if tr.Fixed != tc.fixed {
		t.Errorf("trace fixed = %d, want %d", tr.Fixed, tc.fixed)
	}
}
