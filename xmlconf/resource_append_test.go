package xmlconf

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
