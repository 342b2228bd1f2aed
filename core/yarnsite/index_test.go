package yarnsite

import (
	"fmt"
	"testing"
)

// TestIndexMatchesAMap stores names, some of them again, in indexes sized
// for none, few and all of them, and checks every lookup and replacement
// against a Go map.
func TestIndexMatchesAMap(t *testing.T) {
	for _, tc := range []struct {
		name    string
		n, hint int
	}{
		{"empty", 0, 0},
		{"grows from nothing", 5000, 0},
		{"grows from a small table", 5000, 10},
		{"sized for all", 5000, 5000},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newIndex(tc.hint)
			want := map[string]*Property{}
			for i := range tc.n {
				// every third name is one stored before
				name := fmt.Sprintf("yarn.scheduler.capacity.root.q%d.capacity", i-i/3*(i%3/2))
				p := &Property{Name: name, Raw: fmt.Sprint(i)}
				old := x.put(p)
				if old != want[name] {
					t.Fatalf("put %s replaced %v, want %v", name, old, want[name])
				}
				want[name] = p
			}
			if x.len() != len(want) {
				t.Fatalf("len %d, want %d", x.len(), len(want))
			}
			for name, p := range want {
				if got, ok := x.get(name); !ok || got != p {
					t.Fatalf("get %s = %v, %v; want %v", name, got, ok, p)
				}
			}
			for _, name := range []string{"", "yarn.scheduler.capacity.root.q-1.capacity", "x"} {
				if got, ok := x.get(name); ok {
					t.Fatalf("get %q = %v; want nothing", name, got)
				}
			}
		})
	}
}
