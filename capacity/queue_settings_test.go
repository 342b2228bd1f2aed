package capacity

import (
	"slices"
	"testing"
)

func TestSettings(t *testing.T) {
	var s Settings
	s.Set("state", Setting{Raw: "RUNNING"})
	s.Set("user-limit-factor", Setting{Raw: "2"})
	s.Set("state", Setting{Raw: "STOPPED", Pos: Pos{Line: 3, Col: 1}}) // replaces, keeps its place
	tests := []struct {
		suffix string
		want   Setting
		set    bool
	}{
		{"state", Setting{Raw: "STOPPED", Pos: Pos{Line: 3, Col: 1}}, true},
		{"user-limit-factor", Setting{Raw: "2"}, true},
		{"maximum-applications", Setting{}, false},
	}
	for _, tt := range tests {
		got, ok := s.Lookup(tt.suffix)
		if got != tt.want || ok != tt.set || s.Get(tt.suffix) != tt.want || s.Has(tt.suffix) != tt.set {
			t.Errorf("%s: got %+v, %v; want %+v, %v", tt.suffix, got, ok, tt.want, tt.set)
		}
	}
	var order []string
	for k := range s.All() {
		order = append(order, k)
	}
	if want := []string{"state", "user-limit-factor"}; !slices.Equal(order, want) || len(s) != 2 {
		t.Errorf("All: %v, want %v", order, want)
	}
}
