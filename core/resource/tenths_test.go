package resource

import (
	"math"
	"math/rand/v2"
	"strconv"
	"testing"
)

// TestAppendTenths checks AppendTenths against its oracle,
// strconv.AppendFloat(x, 'f', 1, 64): the edge values, every exact tie
// (k/20 that a float64 holds), the memory notation's and the percentages'
// quotients, and random values of every magnitude.
func TestAppendTenths(t *testing.T) {
	check := func(x float64) {
		t.Helper()
		want := strconv.FormatFloat(x, 'f', 1, 64)
		if got := string(AppendTenths([]byte("x"), x)); got != "x"+want {
			t.Fatalf("AppendTenths(%v) = %q, want %q", x, got[1:], want)
		}
	}
	edges := []float64{0, math.Copysign(0, -1), 0.05, 0.15, 0.25, 0.35, 0.45, 0.75, -0.25, -0.01, 0.04999999999999999,
		1 << 48, 1<<48 - 0.5, -(1 << 48), 1e300, math.NaN(), math.Inf(1), math.Inf(-1),
		math.SmallestNonzeroFloat64, 1e-310, math.Nextafter(0.05, 1), math.Nextafter(0.05, 0), 99.95, 1023.95}
	for _, x := range edges {
		check(x)
	}
	for k := range int64(1 << 16) { // ties k/20 = (k/4)/5: exact when 5 divides k
		check(float64(k) / 20)
		check(float64(k*5) / 100)
		check(float64(k) / 1024)
		check(float64(k) * 100 / 1048576)
		check(float64(k<<14) / 1024 / 1024)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 200000 {
		check(math.Float64frombits(rng.Uint64()))
		check(math.Ldexp(rng.Float64(), rng.IntN(120)-70))
		v, total := rng.Int64N(1<<40), rng.Int64N(1<<40)+1
		check(float64(v) * 100 / float64(total))
	}
}

func BenchmarkAppendTenths(b *testing.B) {
	buf := make([]byte, 0, 32)
	for i := range b.N {
		buf = AppendTenths(buf[:0], float64(i%100000)*100/1048576)
	}
}
