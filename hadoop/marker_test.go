package hadoop

import "testing"

// A marker names a release near the top of a file; one further down, or
// none, names nothing; Marker writes what MarkedRelease reads.
func TestMarkedRelease(t *testing.T) {
	far := make([]byte, markerHead)
	for i := range far {
		far[i] = ' '
	}
	for _, tc := range []struct {
		data, want string
		ok         bool
	}{
		{"<?xml version=\"1.0\"?>\n" + Marker(V(3, 4, 2).String()) + "\n<configuration/>", "3.4.2", true},
		{"<configuration>\n  <!--fairsched:hadoop 3.2 -->\n", "3.2", true},
		{"<configuration/>", "", false},
		{string(far) + Marker("3.3.6"), "", false},
	} {
		if got, ok := MarkedRelease([]byte(tc.data)); got != tc.want || ok != tc.ok {
			t.Errorf("%.40q: %q %v, want %q %v", tc.data, got, ok, tc.want, tc.ok)
		}
	}
}
