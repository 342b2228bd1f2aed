package placement

import (
	"slices"
	"testing"
)

// TestParseACL pins AccessControlList's reading of the examples in
// Hadoop's docs and tests, and of the whitespace pitfalls.
func TestParseACL(t *testing.T) {
	tests := []struct {
		in            string
		all           bool
		users, groups []string
	}{
		{"*", true, nil, nil},
		{" *", true, nil, nil},
		{"alice *", true, nil, nil},
		{" ", false, []string{}, []string{}},
		{"alice,bob admins", false, []string{"alice", "bob"}, []string{"admins"}},
		{" grp1,grp2", false, []string{}, []string{"grp1", "grp2"}},
		{"joe ", false, []string{"joe"}, []string{}},
		{"a , b,,a g1 ,g2", false, []string{"a"}, []string{"b", "a g1", "g2"}},
		{"\n   alice\n", false, []string{}, []string{"alice"}},
		{"u1\nu2 g", false, []string{"u1", "u2"}, []string{"g"}},
		{"*x", false, []string{"*x"}, []string{}},
	}
	for _, tc := range tests {
		got := ParseACL(tc.in)
		if got.All != tc.all || !tc.all && (!slices.Equal(got.Users, tc.users) || !slices.Equal(got.Groups, tc.groups)) {
			t.Errorf("ParseACL(%q) = %+v, want all=%v users=%q groups=%q", tc.in, got, tc.all, tc.users, tc.groups)
		}
	}
}
