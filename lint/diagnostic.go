package lint

import (
	"cmp"

	"github.com/fairsched/fairsched/core/diag"
)

// Sort orders diagnostics by file, line, column, rule and message, keeping
// the order of findings that compare equal, and drops exact duplicates.
//
// A Finding is large, and a stable sort of the findings themselves moves
// each one O(log n) times (with a write barrier per pointer while the
// collector runs): on a file with 100,000 findings that was a tenth of
// lint's time. Sort orders their indexes instead, and then moves every
// finding once. The findings come as a few sorted runs (each rule reports
// in file order, and the drivers join the rules' lists), so the order is
// found by merging those runs, stably, in n·log(runs) comparisons: a
// sorted list costs one pass.
func Sort(ds []diag.Finding) []diag.Finding {
	if runs := sortedRuns(ds); len(runs) > 2 {
		permute(ds, mergeRuns(ds, runs))
	}
	return compact(ds)
}

// sortedRuns returns where ds's maximal sorted runs start, followed by
// len(ds): [0, len(ds)] for sorted findings.
func sortedRuns(ds []diag.Finding) []int {
	runs := []int{0}
	for i := 1; i < len(ds); i++ {
		if compareAt(&ds[i-1], &ds[i]) > 0 {
			runs = append(runs, i)
		}
	}
	return append(runs, len(ds))
}

// mergeRuns returns the stable sorted order of ds as indexes, merging the
// sorted runs that start at runs (sortedRuns) pairwise, neighbours first,
// until one is left; of equal findings the earlier one comes first.
func mergeRuns(ds []diag.Finding, runs []int) []int32 {
	order, buf := make([]int32, len(ds)), make([]int32, len(ds))
	for i := range order {
		order[i] = int32(i)
	}
	for len(runs) > 2 {
		next := append(make([]int, 0, len(runs)/2+2), 0)
		for r := 0; r+1 < len(runs); r += 2 {
			lo, mid, hi := runs[r], runs[r+1], runs[min(r+2, len(runs)-1)]
			mergeTwo(ds, buf[lo:hi], order[lo:mid], order[mid:hi])
			next = append(next, hi)
		}
		runs = next
		order, buf = buf, order
	}
	return order
}

// mergeTwo merges the sorted index lists a and b into out, a's first on
// ties.
func mergeTwo(ds []diag.Finding, out, a, b []int32) {
	k := 0
	for len(a) > 0 && len(b) > 0 {
		if compareAt(&ds[b[0]], &ds[a[0]]) < 0 {
			out[k], b = b[0], b[1:]
		} else {
			out[k], a = a[0], a[1:]
		}
		k++
	}
	k += copy(out[k:], a)
	copy(out[k:], b)
}

// compact is slices.CompactFunc(ds, sameDiagnostic) without copying two
// findings for each comparison: each finding is compared, in place, with
// the last one kept.
func compact(ds []diag.Finding) []diag.Finding {
	if len(ds) < 2 {
		return ds
	}
	k := 1
	for i := 1; i < len(ds); i++ {
		if !sameAt(&ds[k-1], &ds[i]) {
			if k != i {
				ds[k] = ds[i]
			}
			k++
		}
	}
	clear(ds[k:])
	return ds[:k]
}

// permute rearranges ds in place so that ds[k] becomes the old
// ds[order[k]], following each cycle of the permutation once; order ends
// as the identity.
func permute(ds []diag.Finding, order []int32) {
	for start := range order {
		if int(order[start]) == start {
			continue
		}
		held := ds[start]
		k := start
		for int(order[k]) != start {
			next := int(order[k])
			ds[k] = ds[next]
			order[k] = int32(k)
			k = next
		}
		ds[k] = held
		order[k] = int32(k)
	}
}

// byPlace is the order Sort gives findings (compareAt).
func byPlace(a, b diag.Finding) int { return compareAt(&a, &b) }

// compareAt is byPlace by reference; it compares a field only when the ones
// before it are equal.
func compareAt(a, b *diag.Finding) int {
	if c := cmp.Compare(a.File, b.File); c != 0 {
		return c
	}
	if c := cmp.Compare(a.Pos.Line, b.Pos.Line); c != 0 {
		return c
	}
	if c := cmp.Compare(a.Pos.Col, b.Pos.Col); c != 0 {
		return c
	}
	if c := cmp.Compare(a.Rule, b.Rule); c != 0 {
		return c
	}
	if c := cmp.Compare(a.Message, b.Message); c != 0 {
		return c
	}
	return compareRelated(a.Related, b.Related)
}

// Count returns how many diagnostics have each severity (only those
// present are keys). The known severities are counted in an array, not
// with a map update per finding.
func Count(ds []diag.Finding) map[Severity]int {
	var known [Error + 1]int
	n := map[Severity]int{}
	for i := range ds {
		if s := ds[i].Severity; s >= 0 && s <= Error {
			known[s]++
		} else {
			n[s]++
		}
	}
	for s, c := range known {
		if c > 0 {
			n[Severity(s)] = c
		}
	}
	return n
}

// AtLeast reports whether any diagnostic is at or above min.
func AtLeast(ds []diag.Finding, min Severity) bool {
	for _, d := range ds {
		if d.Severity >= min {
			return true
		}
	}
	return false
}
