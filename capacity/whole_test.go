package capacity

import (
	"strconv"
	"testing"

	"github.com/fairsched/fairsched/core/javanum"
)

// TestWholeNumber checks wholeNumber against Java's parsers (javanum's
// float, strconv's double): it reads a plain whole number as they do and
// leaves everything else to them.
func TestWholeNumber(t *testing.T) {
	tests := []struct {
		in    string
		whole bool
	}{
		{"10", true}, {"10.000", true}, {"100.0", true}, {"0", true}, {"007", true},
		{"999999999", true}, {"16777217", true}, {"123456789.00", true},
		{"1234567890", false}, {"10.", false}, {".5", false}, {"1.086", false}, {"12.500", false},
		{"-1", false}, {"+1", false}, {"1e2", false}, {"10f", false}, {"", false}, {".", false}, {" 1", false}, {"1.0.0", false},
	}
	for _, tt := range tests {
		n, ok := wholeNumber(tt.in)
		if ok != tt.whole {
			t.Errorf("wholeNumber(%q) ok = %v, want %v", tt.in, ok, tt.whole)
			continue
		}
		if !ok {
			continue
		}
		f, err := javanum.ParseJavaFloat(tt.in)
		d, derr := strconv.ParseFloat(tt.in, 64)
		if err != nil || derr != nil || float32(n) != f || float64(n) != d {
			t.Errorf("wholeNumber(%q) = %d; Java reads %v (%v), %v (%v)", tt.in, n, f, err, d, derr)
		}
	}
}
