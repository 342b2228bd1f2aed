package resource

import (
	"math"
	"testing"
)

func TestAppendMemory(t *testing.T) {
	tests := []struct {
		mb   int64
		u    Units
		want string
	}{
		{13108, UnitsMB, "13108 mb"},
		{math.MaxInt64, UnitsMB, "unlimited mb"},
		{0, UnitsBinary, "0 MiB"},
		{1023, UnitsBinary, "1023 MiB"},
		{1024, UnitsBinary, "1 GiB"},
		{1536, UnitsBinary, "1.5 GiB"},
		{13108, UnitsBinary, "12.8 GiB"},   // 12.80078 GiB
		{1048575, UnitsBinary, "1024 GiB"}, // 1023.999 GiB rounds up
		{1048576, UnitsBinary, "1 TiB"},
		{3 << 20, UnitsBinary, "3 TiB"},
		{-2048, UnitsBinary, "-2 GiB"},
		{math.MaxInt64, UnitsBinary, "unlimited memory"},
	}
	for _, tc := range tests {
		if got := string(AppendMemory(nil, tc.mb, tc.u)); got != tc.want {
			t.Errorf("AppendMemory(%d, %d) = %q, want %q", tc.mb, tc.u, got, tc.want)
		}
	}
}

func TestResourceAppend(t *testing.T) {
	types := WithCustom("yarn.io/gpu")
	r := Resource{8192, 4, 2, 9}
	if got, want := string(r.Append(nil, types, UnitsBinary)), "8 GiB, 4 vcores, yarn.io/gpu=2"; got != want {
		t.Errorf("Append(binary) = %q, want %q", got, want)
	}
	if got, want := r.Format(types), "8192 mb, 4 vcores, yarn.io/gpu=2"; got != want {
		t.Errorf("Format = %q, want %q", got, want)
	}
}

// TestResourceJava checks Hadoop 3's Resource#toString: custom types at 0
// are left out and vCores is clamped to an int (castToIntSafely).
func TestResourceJava(t *testing.T) {
	types := WithCustom("yarn.io/gpu", "yarn.io/fpga")
	tests := []struct {
		r    Resource
		want string
	}{
		{Resource{1024, 1}, "<memory:1024, vCores:1>"},
		{Resource{2048, 8, 0, 0}, "<memory:2048, vCores:8>"},
		{Resource{2048, 8, 0, 3}, "<memory:2048, vCores:8, yarn.io/fpga: 3>"},
		{Resource{math.MaxInt64, math.MaxInt64, 1}, "<memory:9223372036854775807, vCores:2147483647, yarn.io/gpu: 1>"},
		{Resource{-1, -1}, "<memory:-1, vCores:-1>"},
	}
	for _, tc := range tests {
		if got := tc.r.Java(types); got != tc.want {
			t.Errorf("%v.Java = %q, want %q", tc.r, got, tc.want)
		}
	}
}

func TestResourceFormatNonZero(t *testing.T) {
	types := WithCustom("yarn.io/gpu")
	tests := []struct {
		r    Resource
		want string
	}{
		{Resource{20000, 4, 0}, "20000 mb, 4 vcores"},
		{Resource{0, 2, 0}, "2 vcores"},
		{Resource{0, 0, 1}, "yarn.io/gpu=1"},
		{Resource{0, 0, 0}, ""},
		{Resource{0, 0, 0, 5}, ""}, // beyond the types
	}
	for _, tc := range tests {
		if got := tc.r.FormatNonZero(types); got != tc.want {
			t.Errorf("%v.FormatNonZero = %q, want %q", tc.r, got, tc.want)
		}
	}
	if got := string(AppendAmount(nil, types, 2, math.MaxInt64, UnitsMB)); got != "yarn.io/gpu=unlimited" {
		t.Errorf("AppendAmount(gpu, MaxInt64) = %q", got)
	}
}
