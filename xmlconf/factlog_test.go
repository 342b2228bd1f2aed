package xmlconf

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestFactLogMatchesSlice runs the same adds, in-place changes and filters
// on a factLog and on a plain slice (the oracle): the facts must agree,
// across chunk boundaries.
func TestFactLogMatchesSlice(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var l factLog
	var want []Fact
	for step := range 20000 {
		switch r := rng.IntN(100); {
		case r < 90:
			f := Fact{Count: step}
			l.add(f)
			want = append(want, f)
		case r < 95 && len(want) > 0:
			i := rng.IntN(len(want))
			l.at(i).Name = "changed"
			want[i].Name = "changed"
		default:
			from := max(0, len(want)-rng.IntN(3*factChunk))
			keep := func(f *Fact) bool { return f.Count%3 != 0 }
			l.filter(from, keep)
			want = append(want[:from], slices.DeleteFunc(slices.Clone(want[from:]), func(f Fact) bool { return !keep(&f) })...)
		}
		if l.len() != len(want) {
			t.Fatalf("step %d: len %d, want %d", step, l.len(), len(want))
		}
	}
	got := l.all()
	if len(got) != len(want) {
		t.Fatalf("all() has %d facts, want %d", len(got), len(want))
	}
	for i := range want {
		if got[i].Count != want[i].Count || got[i].Name != want[i].Name {
			t.Fatalf("fact %d = {Count %d Name %q}, want {Count %d Name %q}", i, got[i].Count, got[i].Name, want[i].Count, want[i].Name)
		}
	}
	var empty factLog
	if empty.all() != nil {
		t.Error("an empty log's all() is not nil")
	}
}
