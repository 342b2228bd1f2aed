package lint

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"github.com/fairsched/fairsched/core/diag"
)

// sortOracle is the plain reading of Sort's contract: a stable sort of the
// findings themselves, then the exact duplicates dropped.
func sortOracle(ds []diag.Finding) []diag.Finding {
	slices.SortStableFunc(ds, byPlace)
	return slices.CompactFunc(ds, sameDiagnostic)
}

// randomFindings returns n findings drawn from few values per field, so that
// many compare equal (their order must be kept: they differ in severity,
// queue or hint, which Sort does not compare) and some are exact duplicates.
func randomFindings(r *rand.Rand, n int) []diag.Finding {
	ds := make([]diag.Finding, n)
	for i := range ds {
		ds[i] = diag.Finding{
			File:     fmt.Sprint("f", r.IntN(2)),
			Pos:      diag.Pos{Line: r.Int32N(4), Col: r.Int32N(3)},
			Rule:     fmt.Sprint("r", r.IntN(3)),
			Severity: diag.Severity(r.IntN(3)),
			Queue:    fmt.Sprint("q", r.IntN(2)),
			Message:  fmt.Sprint("m", r.IntN(2)),
			Hint:     fmt.Sprint("h", r.IntN(2)),
			Key:      fmt.Sprint("k", i%3),
		}
		if r.IntN(4) == 0 {
			ds[i].Related = []diag.Related{{File: "f0", Pos: diag.Pos{Line: r.Int32N(2)}, Message: "x"}}
		}
	}
	return ds
}

func TestSortMatchesStableSort(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, n := range []int{0, 1, 2, 3, 20, 21, 100, 1000, 5000} {
		for round := range 5 {
			ds := randomFindings(r, n)
			want := sortOracle(slices.Clone(ds))
			got := Sort(slices.Clone(ds))
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("n=%d round %d: Sort differs from a stable sort", n, round)
			}
			if again := Sort(slices.Clone(got)); !reflect.DeepEqual(again, want) {
				t.Fatalf("n=%d round %d: Sort of sorted findings changed them", n, round)
			}
		}
	}
}

func TestPermute(t *testing.T) {
	for _, order := range [][]int32{{}, {0}, {1, 0}, {2, 0, 1}, {1, 2, 0, 4, 3, 5}} {
		ds := make([]diag.Finding, len(order))
		for i := range ds {
			ds[i].Pos.Line = int32(i)
		}
		permute(ds, slices.Clone(order))
		for k, i := range order {
			if ds[k].Pos.Line != i {
				t.Errorf("permute(%v): position %d holds %d, want %d", order, k, ds[k].Pos.Line, i)
			}
		}
	}
}

// BenchmarkSort compares Sort with the stable sort it replaced, on 100,000
// findings.
func BenchmarkSort(b *testing.B) {
	src := randomFindings(rand.New(rand.NewPCG(3, 4)), 100000)
	for name, sort := range map[string]func([]diag.Finding) []diag.Finding{"Sort": Sort, "stable": sortOracle} {
		b.Run(name, func(b *testing.B) {
			ds := make([]diag.Finding, len(src))
			b.ReportAllocs()
			for b.Loop() {
				copy(ds, src)
				sort(ds)
			}
		})
	}
}

// TestSortMergesRuns checks Sort against its oracle on findings that come
// as the drivers give them: several lists, each sorted, one after the
// other (odd and even numbers of them, empty ones among them).
func TestSortMergesRuns(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for _, lists := range []int{1, 2, 3, 4, 7, 16} {
		for round := range 5 {
			var ds []diag.Finding
			for range lists {
				ds = append(ds, sortOracle(randomFindings(r, r.IntN(50)))...)
			}
			want := sortOracle(slices.Clone(ds))
			if got := Sort(slices.Clone(ds)); !reflect.DeepEqual(got, want) {
				t.Fatalf("%d lists, round %d: Sort differs from a stable sort", lists, round)
			}
		}
	}
}
