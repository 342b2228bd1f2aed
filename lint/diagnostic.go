package lint

import (
	"cmp"
	"slices"

	"github.com/fairsched/fairsched/xmlconf"
)

// Diagnostic is one finding: where, which rule, how bad, about which queue,
// and what to do.
type Diagnostic struct {
	File     string // as given by the user
	Pos      xmlconf.Pos
	Rule     string
	Severity Severity
	Queue    string // full queue name, "" when the finding is not about one queue
	Message  string // one line, lower case, no trailing period
	Hint     string // optional: how to fix it
	// Related lists the other places the finding refers to, such as the
	// first declaration of a duplicate; nil when there are none.
	Related []Related
	// refuses: the finding means Hadoop refuses the whole file (Refusals).
	refuses bool
}

// Sort orders diagnostics by file, line, column, rule and message, and drops
// exact duplicates.
func Sort(ds []Diagnostic) []Diagnostic {
	slices.SortStableFunc(ds, compare)
	return slices.CompactFunc(ds, sameDiagnostic)
}

func compare(a, b Diagnostic) int {
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
func Count(ds []Diagnostic) map[Severity]int {
	n := map[Severity]int{}
	for _, d := range ds {
		n[d.Severity]++
	}
	return n
}

// AtLeast reports whether any diagnostic is at or above min.
func AtLeast(ds []Diagnostic, min Severity) bool {
	for _, d := range ds {
		if d.Severity >= min {
			return true
		}
	}
	return false
}
