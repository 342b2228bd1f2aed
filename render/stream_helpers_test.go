package render

import (
	"encoding/json"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

// TestJSONStreamHelpers holds the JSON helpers to encoding/json.
func TestJSONStreamHelpers(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	pieces := []string{"a", "\"", "\\", "\n", "\t", "\x00", "\x1f", "\x7f", "<>&", "é", "日本", "\u2028", "\u2029", "\xff", "\xe2\x80", "\U0001F600"}
	for range 5000 {
		var b strings.Builder
		for range rng.IntN(6) {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		s := b.String()
		if got, want := string(appendJSONString(nil, s)), string(appendJSONSlow(nil, s)); got != want {
			t.Fatalf("appendJSONString(%q) = %s, want %s", s, got, want)
		}
	}
	for _, f := range []float32{0, float32(math.Copysign(0, -1)), 1, 1.5, 1e-6, 9.99999e-7, 1e-7, 1e20, 1e21, 3.4028235e38, 1.4e-45, -2.5e-9} {
		checkFloat32(t, f)
	}
	for range 20000 {
		if f := math.Float32frombits(rng.Uint32()); !math.IsNaN(float64(f)) && !math.IsInf(float64(f), 0) {
			checkFloat32(t, f)
		}
	}
	for _, f := range []float32{float32(math.NaN()), float32(math.Inf(1)), float32(math.Inf(-1))} {
		if got := string(appendJSONWeight(nil, f)); got != "null" {
			t.Errorf("appendJSONWeight(%v) = %s, want null", f, got)
		}
	}
}

func checkFloat32(t *testing.T, f float32) {
	t.Helper()
	want, err := json.Marshal(f)
	if got := appendJSONFloat32(nil, f); err != nil || string(got) != string(want) {
		t.Fatalf("appendJSONFloat32(%v) = %s, want %s (%v)", f, got, want, err)
	}
}

// TestRuneCount holds runeCount to utf8.RuneCount, invalid bytes included.
func TestRuneCount(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for range 5000 {
		p := make([]byte, rng.IntN(40))
		for i := range p {
			p[i] = byte(rng.IntN(128))
			if rng.IntN(8) == 0 {
				p[i] = byte(rng.IntN(256))
			}
		}
		if rng.IntN(3) == 0 {
			p = append(p, "├─ │  é日本"...)
		}
		if got, want := runeCount(p), utf8.RuneCount(p); got != want {
			t.Fatalf("runeCount(%q) = %d, want %d", p, got, want)
		}
	}
}

// TestAppendWeight holds appendWeight to its oracle, strconv's shortest
// float32 form.
func TestAppendWeight(t *testing.T) {
	ws := []float32{0, float32(math.Copysign(0, -1)), 1, 2, 0.5, 999999, 1e6, 1e6 + 1, 16777216, 3.4e38, -1, -2.5,
		float32(math.NaN()), float32(math.Inf(1)), float32(math.Inf(-1)), 1.0000001, 123456.5, 0.1}
	rng := rand.New(rand.NewPCG(11, 12))
	for range 20000 {
		ws = append(ws, float32(rng.IntN(2000000)), math.Float32frombits(rng.Uint32()), float32(rng.IntN(1000))/8)
	}
	for _, w := range ws {
		if got, want := string(appendWeight(nil, w)), strconv.FormatFloat(float64(w), 'g', -1, 32); got != want {
			t.Fatalf("appendWeight(%v) = %q, want %q", w, got, want)
		}
	}
}

// TestPlainJSON holds plainJSON's word-at-a-time test to the byte loop:
// every byte value at every position of strings up to 17 bytes long.
func TestPlainJSON(t *testing.T) {
	plain := func(s string) bool {
		for i := range len(s) {
			if c := s[i]; c < 0x20 || c >= 0x80 || c == '"' || c == '\\' {
				return false
			}
		}
		return true
	}
	for n := 1; n <= 17; n++ {
		for at := range n {
			for c := range 256 {
				b := []byte(strings.Repeat("a~ ", 6)[:n])
				b[at] = byte(c)
				if got, want := plainJSON(string(b)), plain(string(b)); got != want {
					t.Fatalf("plainJSON(%q) = %v, want %v", b, got, want)
				}
			}
		}
	}
}
