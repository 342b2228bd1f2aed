package compute_test

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/fairsched/fairsched/compute"
	"github.com/fairsched/fairsched/xmlconf"
)

// propertyRounds is how many random lists each property test tries: enough
// to reach every extreme value several times, small enough for -race.
const propertyRounds = 3000

// extremeLongs and extremeWeights are the edge values the generators mix in.
var (
	extremeLongs = []int64{0, 1, -1, 2, math.MaxInt64, math.MaxInt64 - 1, math.MinInt64,
		math.MaxInt32, 1<<53 + 1, 1 << 62, 1e18}
	extremeWeights = []float32{0, float32(math.Copysign(0, -1)), -1, 1, 0.5, 1e-45, 1e-6,
		math.MaxFloat32, float32(math.NaN()), float32(math.Inf(1)), float32(math.Inf(-1))}
)

// randomLong returns an extreme value or a moderate one.
func randomLong(rng *rand.Rand) int64 {
	if rng.IntN(3) == 0 {
		return extremeLongs[rng.IntN(len(extremeLongs))]
	}
	return rng.Int64N(1 << 20)
}

// randomList returns up to 8 schedulables with any values at all.
func randomList(rng *rand.Rand) []compute.Schedulable {
	list := make([]compute.Schedulable, rng.IntN(9))
	for i := range list {
		w := rng.Float32() * 10
		if rng.IntN(3) == 0 {
			w = extremeWeights[rng.IntN(len(extremeWeights))]
		}
		list[i] = compute.Schedulable{Weight: w, Min: randomLong(rng), Max: randomLong(rng), Inactive: rng.IntN(4) == 0}
	}
	return list
}

// TestSharesTotalAndDeterministic: for any input the search terminates
// within 25 probes, shares are never negative, and a second call returns
// the same result.
func TestSharesTotalAndDeterministic(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for range propertyRounds {
		list, total := randomList(rng), randomLong(rng)
		mode := compute.Mode(rng.IntN(2))
		got, tr := compute.SharesTrace(list, total, mode)
		for i, v := range got {
			if v < 0 {
				t.Fatalf("Shares(%v, %d, %v)[%d] = %d, want >= 0", list, total, mode, i, v)
			}
		}
		if tr.Probes > 25 {
			t.Fatalf("Shares(%v, %d) ran %d probes, want <= 25", list, total, tr.Probes)
		}
		if again := compute.Shares(list, total, mode); !slices.Equal(again, got) {
			t.Fatalf("Shares(%v, %d) = %v then %v, want equal", list, total, got, again)
		}
	}
}

// boundedList returns schedulables with positive finite weights, mins and
// maxes well below 2^53 (so T is always reachable) and min <= max.
func boundedList(rng *rand.Rand) []compute.Schedulable {
	list := make([]compute.Schedulable, 1+rng.IntN(12))
	for i := range list {
		lo := rng.Int64N(1 << 30)
		list[i] = compute.Schedulable{Weight: 1e-3 + rng.Float32()*20, Min: lo, Max: lo + 1 + rng.Int64N(1<<40)}
		if rng.IntN(3) == 0 {
			list[i].Max = math.MaxInt64
		}
	}
	return list
}

// TestSharesReachTarget: when T is reachable, the shares add up to at
// least T, each stays within [min, max], and the order of the list does
// not matter (compute.md §2.1.4 and §2.1.11).
func TestSharesReachTarget(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for range propertyRounds {
		list, total := boundedList(rng), rng.Int64N(1<<45)
		got, tr := compute.SharesTrace(list, total, compute.Steady)
		var sum int64
		for i, s := range list {
			sum += got[i]
			if got[i] < s.Min || got[i] > s.Max {
				t.Fatalf("Shares(%v, %d)[%d] = %d, want within [%d, %d]", list, total, i, got[i], s.Min, s.Max)
			}
		}
		if sum < tr.Target {
			t.Fatalf("sum of Shares(%v, %d) = %d, want >= T = %d", list, total, sum, tr.Target)
		}
		perm := rng.Perm(len(list))
		shuffled := make([]compute.Schedulable, len(list))
		for i, p := range perm {
			shuffled[i] = list[p]
		}
		again := compute.Shares(shuffled, total, compute.Steady)
		for i, p := range perm {
			if again[i] != got[p] {
				t.Fatalf("shuffled Shares(%v, %d)[%d] = %d, want %d", shuffled, total, i, again[i], got[p])
			}
		}
	}
}

// TestComputeChildrenCoverParent: in a random tree whose queues have
// positive weights and no min or max, every parent's children add up to at
// least the parent's steady share, type by type (drf), and every share is
// non-negative.
func TestComputeChildrenCoverParent(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for range 50 {
		root, all := randomTree(rng, 200, xmlconf.PolicyDRF)
		r := compute.Compute(root, resOf(rng.Int64N(1<<40), rng.Int64N(1<<20), rng.Int64N(64)))
		for _, q := range all {
			if len(q.Children) == 0 {
				continue
			}
			parent := r.ByName[q.Name].Steady
			for typ := range parent {
				var sum int64
				for _, c := range q.Children {
					sum += r.ByName[c.Name].Steady[typ]
				}
				if sum < parent[typ] {
					t.Fatalf("children of %s add up to %d in type %d, want >= %d", q.Name, sum, typ, parent[typ])
				}
			}
		}
	}
}
