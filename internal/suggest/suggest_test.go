package suggest

import (
	"math/rand/v2"
	"slices"
	"testing"
)

func TestDistance(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		want int
	}{
		{"", "", 0},
		{"abc", "", 3},
		{"kitten", "sitting", 3},
		{"weight", "wieght", 2},
		{"mémoire", "memoire", 1}, // runes, not bytes
		{"Fair", "fair", 1},       // Distance itself is case-sensitive
	} {
		if got := Distance(tc.a, tc.b); got != tc.want {
			t.Errorf("Distance(%q, %q) = %d, want %d", tc.a, tc.b, got, tc.want)
		}
	}
}

func TestClosest(t *testing.T) {
	known := []string{"memory-mb", "vcores", "yarn.io/gpu", "zero-weight", "drf-under-fair", "json", "text"}
	for _, tc := range []struct{ in, want string }{
		{"memroy-mb", "memory-mb"},
		{"MEMORY-MB", "memory-mb"}, // case only
		{"vcore", "vcores"},
		{"weight-zero", "zero-weight"}, // words in another order
		{"drf-under-fai", "drf-under-fair"},
		{"jsn", "json"},
		{"yarn.io/gpus", "yarn.io/gpu"},
		{"vcores", ""}, // known: nothing to suggest
		{"cpu", ""},    // too far from everything
		{"", ""},
	} {
		if got := Closest(tc.in, known); got != tc.want {
			t.Errorf("Closest(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestRankUsesEveryKeyAndOrders(t *testing.T) {
	cands := []Candidate{
		{Name: "root.eng.alice", Keys: []string{"root.eng.alice", "eng.alice", "alice"}},
		{Name: "root.eng.alicia", Keys: []string{"root.eng.alicia", "eng.alicia", "alicia"}},
		{Name: "root.ops", Keys: []string{"root.ops", "ops"}},
	}
	got := Rank("Alice", cands, 3)
	want := []string{"root.eng.alice", "root.eng.alicia"}
	if !slices.Equal(got, want) {
		t.Errorf("Rank(Alice) = %q, want %q", got, want)
	}
	if got := Rank("alice", cands, 1); !slices.Equal(got, want[:1]) {
		t.Errorf("Rank with n=1 = %q, want %q", got, want[:1])
	}
}

func TestLimitGrowsWithLength(t *testing.T) {
	if Limit("abc") != 2 || Limit("minSharePreemptionTimeout") != 6 {
		t.Errorf("Limit = %d, %d; want 2, 6", Limit("abc"), Limit("minSharePreemptionTimeout"))
	}
}

// TestWithinMatchesDistance holds the bounded, byte-wise distance to the
// plain Levenshtein distance (the oracle), capped at limit+1, over pairs of
// strings drawn from a small alphabet (ASCII and not), so that many pairs
// are close.
func TestWithinMatchesDistance(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	alphabet := []rune("abc-é")
	word := func() string {
		w := make([]rune, r.IntN(12))
		for i := range w {
			w[i] = alphabet[r.IntN(len(alphabet))]
		}
		return string(w)
	}
	for range 20000 {
		a, b, limit := word(), word(), r.IntN(5)
		if got, want := within(a, b, limit), min(Distance(a, b), limit+1); got != want {
			t.Fatalf("within(%q, %q, %d) = %d, want %d", a, b, limit, got, want)
		}
	}
}
