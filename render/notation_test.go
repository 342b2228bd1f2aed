package render

import (
	"math"
	"testing"

	"github.com/fairsched/fairsched/analysis/drift"
	"github.com/fairsched/fairsched/core/resource"
)

var gpuTypes = resource.WithCustom("yarn.io/gpu")

// One notation: memory and vcores always, a custom type only when it is not
// 0, Long.MAX_VALUE as unlimited, exact MB with --units mb, and the compact
// form for narrow tables.
func TestNotationResource(t *testing.T) {
	inf := int64(math.MaxInt64)
	for _, tc := range []struct {
		r    resource.Resource
		n    notation
		want string
	}{
		{resource.Resource{25600, 10, 2}, notation{types: gpuTypes}, "25 GiB, 10 vcores, yarn.io/gpu=2"},
		{resource.Resource{25600, 10, 0}, notation{types: gpuTypes}, "25 GiB, 10 vcores"},
		{resource.Resource{25600, 10, 0}, notation{types: gpuTypes, units: resource.UnitsMB}, "25600 mb, 10 vcores"},
		{resource.Resource{0, 0, 0}, notation{types: gpuTypes}, "0 MiB, 0 vcores"},
		{resource.Resource{inf, inf, inf}, notation{types: gpuTypes}, "unlimited"},
		{resource.Resource{inf, 8, inf}, notation{types: gpuTypes}, "unlimited memory, 8 vcores, yarn.io/gpu=unlimited"},
		{resource.Resource{25600, 10, 2}, notation{types: gpuTypes, compact: true}, "25Gi,10vc,gpu=2"},
		{resource.Resource{25600, 10, 0}, notation{types: gpuTypes, compact: true}, "25Gi,10vc"},
		{resource.Resource{4915, 4}, notation{}, "4.8 GiB, 4 vcores"},
	} {
		if got := tc.n.resource(tc.r); got != tc.want {
			t.Errorf("%+v.resource(%v) = %q, want %q", tc.n, tc.r, got, tc.want)
		}
	}
}

// A difference signs every part that is not 0 and leaves out the others.
func TestNotationSigned(t *testing.T) {
	for _, tc := range []struct {
		d    resource.Resource
		n    notation
		want string
	}{
		{nil, notation{}, "-"},
		{resource.Resource{0, 0, 0}, notation{types: gpuTypes}, "0"},
		{resource.Resource{819, 4, 0}, notation{types: gpuTypes}, "+819 MiB, +4 vcores"},
		{resource.Resource{-10240, 0, 2}, notation{types: gpuTypes}, "-10 GiB, +2 yarn.io/gpu"},
		{resource.Resource{0, 37}, notation{compact: true}, "+37vc"},
		{resource.Resource{1024, 0, -1}, notation{types: gpuTypes, compact: true}, "+1Gi,-1gpu"},
		{resource.Resource{-820, 3}, notation{units: resource.UnitsMB}, "-820 mb, +3 vcores"},
	} {
		if got := tc.n.signed(tc.d); got != tc.want {
			t.Errorf("signed(%v) = %q, want %q", tc.d, got, tc.want)
		}
	}
}

// Integer.MAX_VALUE, the default maxRunningApps, is unlimited.
func TestAppCount(t *testing.T) {
	if got := appCount(math.MaxInt32); got != "unlimited" {
		t.Errorf("appCount(Integer.MAX_VALUE) = %q", got)
	}
	if got := appCount(20); got != "20" {
		t.Errorf("appCount(20) = %q", got)
	}
}

// Drift never hides a difference that the binary units round away: both
// sides are then shown in exact MB.
func TestDriftCellsRounding(t *testing.T) {
	steady := func(mb int64) *drift.Resource { return &drift.Resource{Memory: mb} }
	q := drift.Queue{Name: "root.a", Drift: true,
		File: &drift.Values{SteadyFairShare: steady(18724), SchedulingPolicy: "fair"},
		RM:   &drift.Values{SteadyFairShare: steady(18725), SchedulingPolicy: "fair"}}
	cells := driftCells(q, notation{})
	if want := "18724 mb, 0 vcores ≠ RM 18725 mb, 0 vcores"; cells[0] != want {
		t.Errorf("steady cell = %q, want %q", cells[0], want)
	}
	q.RM.SteadyFairShare = steady(20480)
	if cells = driftCells(q, notation{}); cells[0] != "18.3 GiB, 0 vcores ≠ RM 20 GiB, 0 vcores" {
		t.Errorf("steady cell = %q", cells[0])
	}
	if cells[1] != "0 MiB, 0 vcores" {
		t.Errorf("equal fair share cell = %q", cells[1])
	}
}
