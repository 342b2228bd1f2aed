package capacity

import (
	"testing"
)

func TestFormatPercent(t *testing.T) {
	for _, tc := range []struct {
		in   float64
		want string
	}{{100.0 / 3, "33.333"}, {25, "25"}, {0.5, "0.5"}, {66.6666, "66.667"}, {0.0004, "0"}} {
		if got := FormatPercent(tc.in); got != tc.want {
			t.Errorf("FormatPercent(%v) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
