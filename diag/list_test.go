package diag

import "testing"

func TestList(t *testing.T) {
	for _, tc := range []struct {
		names []string
		want  string
	}{
		{nil, ""},
		{[]string{"a"}, "a"},
		{[]string{"a", "b", "c"}, "a, b, c"},
		{[]string{"a", "b", "c", "d"}, "a, b, c and 1 more queues"},
		{make([]string, 1400), ", ,  and 1397 more queues"},
	} {
		if got := List(tc.names, "queues"); got != tc.want {
			t.Errorf("List(%d names) = %q, want %q", len(tc.names), got, tc.want)
		}
	}
}
