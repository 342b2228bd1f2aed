package lint

import (
	"cmp"
	"slices"

	"github.com/fairsched/fairsched/diag"
)

// Sort orders diagnostics by file, line, column, rule and message, and drops
// exact duplicates.
func Sort(ds []diag.Finding) []diag.Finding {
	slices.SortStableFunc(ds, compare)
	return slices.CompactFunc(ds, sameDiagnostic)
}

func compare(a, b diag.Finding) int {
	return cmp.Or(
		cmp.Compare(a.File, b.File),
		cmp.Compare(a.Pos.Line, b.Pos.Line),
		cmp.Compare(a.Pos.Col, b.Pos.Col),
		cmp.Compare(a.Rule, b.Rule),
		cmp.Compare(a.Message, b.Message),
		compareRelated(a.Related, b.Related),
	)
}

// Count returns how many diagnostics have each severity.
func Count(ds []diag.Finding) map[Severity]int {
	n := map[Severity]int{}
	for _, d := range ds {
		n[d.Severity]++
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
