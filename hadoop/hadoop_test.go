package hadoop

import (
	"errors"
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"3.3", "3.3.6"},
		{"3.3.6", "3.3.6"},
		{" 3.3.1 ", "3.3.1"},
		{"3.2", "3.2.4"},
		{"2.6", "2.6.5"},
		{"3.4", "3.4.2"},
		{"3.0.0-cdh6.3.2", "3.0.0"},
		{"cdh5", "2.6.0"},
		{"CDH6", "3.0.0"},
		{"hdp3", "3.1.1"},
		{"cdp7", "3.1.1"},
	} {
		got, err := Parse(tc.in)
		if err != nil || got.String() != tc.want {
			t.Errorf("Parse(%q) = %v, %v; want %s", tc.in, got, err, tc.want)
		}
	}
}

func TestParseUnknown(t *testing.T) {
	for _, tc := range []struct{ in, suggest string }{
		{"3.5", "3.4"},
		{"4.0", "3.4"},
		{"1.2", ""},
		{"3.3.7", "3.3.6"},
		{"cdh7", "cdp7"},
		{"", ""},
		{"thre", ""},
		{"3", ""},
		{"3.3.3.3", "3.3.3"},
	} {
		_, err := Parse(tc.in)
		var u *UnknownVersionError
		if !errors.As(err, &u) {
			t.Fatalf("Parse(%q): err %v, want UnknownVersionError", tc.in, err)
		}
		if u.Suggestion != tc.suggest {
			t.Errorf("Parse(%q): suggestion %q, want %q", tc.in, u.Suggestion, tc.suggest)
		}
		if !strings.Contains(err.Error(), "3.3, 3.4") || !strings.Contains(err.Error(), "cdh5") {
			t.Errorf("Parse(%q): error does not list known versions: %v", tc.in, err)
		}
	}
}

// TestProfileMatrix checks each version-dependent behaviour on both sides of
// the release that changed it.
func TestProfileMatrix(t *testing.T) {
	type flag func(Profile) bool
	for _, tc := range []struct {
		name    string
		f       flag
		off, on []string
	}{
		{"ImplicitRootDefault", func(p Profile) bool { return !p.ImplicitRootDefault }, []string{"2.6.0", "3.3.6"}, []string{"3.4.0", "3.4.2"}},
		{"MaxAMShareOnParentRefused", func(p Profile) bool { return p.MaxAMShareOnParentRefused }, []string{"3.3.0", "3.2.2", "3.1.4", "2.10.2"}, []string{"3.3.1", "3.2.3", "3.2.4", "3.4.0"}},
		{"EndlessShareLoop", func(p Profile) bool { return p.EndlessShareLoop }, []string{"3.1.2", "3.2.1", "3.3.0", "2.10.0", "2.10.2"}, []string{"3.1.1", "3.2.0", "3.0.0", "2.9.2", "2.6.5"}},
		{"NewStyleResources", func(p Profile) bool { return p.NewStyleResources }, []string{"3.1.4", "2.10.2"}, []string{"3.2.0"}},
		{"StrictResources", func(p Profile) bool { return p.StrictResources }, []string{"3.2.4"}, []string{"3.3.0"}},
		{"Percentages", func(p Profile) bool { return p.Percentages }, []string{"2.8.5"}, []string{"2.9.0", "3.0.0"}},
		{"PlacementRewrite", func(p Profile) bool { return p.PlacementRewrite }, []string{"3.2.4"}, []string{"3.3.0"}},
		{"UnicodeNameTrim", func(p Profile) bool { return p.UnicodeNameTrim }, []string{"2.8.5"}, []string{"2.9.0", "3.2.4"}},
		{"MaxContainerAllocation", func(p Profile) bool { return p.MaxContainerAllocation }, []string{"3.1.1"}, []string{"3.1.2", "3.2.0"}},
		{"DRFNeedinessFixed", func(p Profile) bool { return p.DRFNeedinessFixed }, []string{"3.3.5", "3.2.4"}, []string{"3.3.6", "3.4.0"}},
		{"QueueNamePeriodCheck", func(p Profile) bool { return p.QueueNamePeriodCheck }, []string{"2.6.5"}, []string{"2.7.0"}},
		{"QueueNameTrim", func(p Profile) bool { return p.QueueNameTrim }, []string{"2.7.7"}, []string{"2.8.0"}},
		{"UnicodeQueueNameTrim", func(p Profile) bool { return p.UnicodeQueueNameTrim }, []string{"2.8.5"}, []string{"2.9.0"}},
		{"Reservations", func(p Profile) bool { return p.Reservations }, []string{"2.6.5"}, []string{"2.7.0"}},
		{"ReservationACLs", func(p Profile) bool { return p.ReservationACLs }, []string{"2.7.7"}, []string{"2.8.0"}},
		{"LongShareArithmetic", func(p Profile) bool { return p.LongShareArithmetic }, []string{"3.1.1", "3.2.0"}, []string{"3.1.2", "3.2.1", "3.3.0"}},
		{"LegacyGroupMappings", func(p Profile) bool { return p.Capacity.LegacyGroupMappings }, []string{"3.1.0", "3.2.4"}, []string{"3.3.0", "3.3.6", "3.4.0"}},
		{"LegacyQueueCheck", func(p Profile) bool { return p.Capacity.LegacyQueueCheck }, []string{"3.2.4", "3.3.0"}, []string{"3.3.1", "3.3.6"}},
		// YARN-4522: LeafQueue's check in 2.8.5, RMAppManager's in 2.9.0 and 3.0.0.
		{"SubmitACLsNeedACLEnable", func(p Profile) bool { return p.Capacity.SubmitACLsNeedACLEnable }, []string{"2.6.0", "2.8.5"}, []string{"2.9.0", "2.10.2", "3.0.0", "3.4.0"}},
	} {
		for _, want := range []bool{false, true} {
			vs := tc.off
			if want {
				vs = tc.on
			}
			for _, s := range vs {
				v, err := Parse(s)
				if err != nil {
					t.Fatal(err)
				}
				if got := tc.f(For(v)); got != want {
					t.Errorf("%s at %s = %v, want %v", tc.name, s, got, want)
				}
			}
		}
	}
}

func TestWhere(t *testing.T) {
	for _, tc := range []struct {
		name string
		f    Predicate
		want string
	}{
		{"all", nil, "every release"},
		{"none", func(Profile) bool { return false }, "no release"},
		{"maxAMShare", func(p Profile) bool { return p.MaxAMShareOnParentRefused }, "3.3.1 and later, 3.2.3 to 3.2.4"},
		{"rootDefault", func(p Profile) bool { return p.ImplicitRootDefault }, "3.3.6 and earlier"},
		{"one", func(p Profile) bool { return p.Version == V(3, 1, 2) }, "3.1.2"},
	} {
		if got := Where(tc.f); got != tc.want {
			t.Errorf("%s: Where = %q, want %q", tc.name, got, tc.want)
		}
	}
}

func TestSpan(t *testing.T) {
	amShare := func(p Profile) bool { return p.MaxAMShareOnParentRefused }
	for _, tc := range []struct {
		f    Predicate
		v    Version
		want string
	}{
		{amShare, V(3, 3, 6), "3.3.1+"},
		{amShare, V(3, 2, 3), "3.2.3 to 3.2.4"},
		{amShare, V(3, 3, 0), "3.3.1 and later, 3.2.3 to 3.2.4"},
		{func(p Profile) bool { return p.ImplicitRootDefault }, V(2, 6, 0), "up to 3.3.6"},
		{nil, V(3, 3, 6), "every release"},
	} {
		if got := Span(tc.f, tc.v); got != tc.want {
			t.Errorf("Span(%s) = %q, want %q", tc.v, got, tc.want)
		}
	}
	for v, want := range map[Version]string{V(3, 3, 6): "3.3", V(3, 3, 1): "3.3.1", V(2, 6, 5): "2.6"} {
		if got := Name(v); got != want {
			t.Errorf("Name(%s) = %q, want %q", v, got, want)
		}
	}
}
