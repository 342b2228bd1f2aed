package xmlconf

import (
	"errors"
	"math"
	"reflect"
	"testing"

	"github.com/fairsched/fairsched/core/resource"
)

// FuzzParseResource checks that ParseResource never panics, is
// deterministic, reports rejections as *ResourceError, returns one value per
// resource type, and that whatever it accepts with non-negative values
// Format writes back to a string that parses to the same values.
func FuzzParseResource(f *testing.F) {
	for _, tc := range resourceCases {
		f.Add(tc.input, tc.missing == math.MaxInt64, tc.types != nil)
	}
	f.Fuzz(func(t *testing.T, input string, missingMax, custom bool) {
		missing, types := int64(0), resource.DefaultResourceTypes
		if missingMax {
			missing = math.MaxInt64
		}
		if custom {
			types = resource.WithCustom("test1", "yarn.io/gpu")
		}
		got, err := ParseResource(input, missing, types)
		again, err2 := ParseResource(input, missing, types)
		if !reflect.DeepEqual(got, again) || !reflect.DeepEqual(err, err2) {
			t.Fatalf("ParseResource(%q) not deterministic: %+v, %v then %+v, %v", input, got, err, again, err2)
		}
		if err != nil {
			var re *ResourceError
			if !errors.As(err, &re) {
				t.Fatalf("ParseResource(%q) error = %T %v, want *ResourceError", input, err, err)
			}
			return
		}
		checkFuzzShape(t, input, got, len(types))
		if !nonNegative(got) {
			return
		}
		s := got.Format(types)
		back, err := ParseResource(s, missing, types)
		if err != nil || !sameValues(back, got) {
			t.Fatalf("ParseResource(%q) = %+v; Format = %q; reparsed = %+v, %v", input, got, s, back, err)
		}
	})
}

func checkFuzzShape(t *testing.T, input string, c ConfigurableResource, n int) {
	t.Helper()
	if (c.Absolute == nil) == (c.Percent == nil) || len(c.Absolute)+len(c.Percent) != n {
		t.Fatalf("ParseResource(%q) = %+v, want exactly one of Absolute and Percent with %d values", input, c, n)
	}
	if c.Absolute != nil && c.Absolute[1] > math.MaxInt32 {
		t.Fatalf("ParseResource(%q) vcores = %d, want <= MaxInt32", input, c.Absolute[1])
	}
}

func nonNegative(c ConfigurableResource) bool {
	for _, v := range c.Absolute {
		if v < 0 {
			return false
		}
	}
	for _, v := range c.Percent {
		if v < 0 || math.IsNaN(v) {
			return false
		}
	}
	return true
}

func sameValues(a, b ConfigurableResource) bool {
	if !equalResource(a.Absolute, b.Absolute) || len(a.Percent) != len(b.Percent) {
		return false
	}
	for i := range a.Percent {
		if a.Percent[i] != b.Percent[i] {
			return false
		}
	}
	return true
}
