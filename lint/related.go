package lint

import (
	"cmp"
	"slices"

	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/xmlconf"
)

// Related is another place a finding refers to: where, in which file (the
// finding's own when it is one file), and what is there, e.g. "first
// declaration of root.eng".
type Related = diag.Related

// sameDiagnostic reports whether a and b are the same finding, related
// places included.
func sameDiagnostic(a, b diag.Finding) bool { return sameAt(&a, &b) }

// sameAt is sameDiagnostic by reference.
func sameAt(a, b *diag.Finding) bool {
	return a.File == b.File && a.Pos == b.Pos && a.Rule == b.Rule && a.Severity == b.Severity &&
		a.Queue == b.Queue && a.Message == b.Message && a.Hint == b.Hint && slices.Equal(a.Related, b.Related)
}

// compareRelated orders lists of related places by their positions, so
// that Sort puts equal findings next to each other.
func compareRelated(a, b []Related) int {
	return slices.CompareFunc(a, b, func(x, y Related) int {
		return cmp.Or(cmp.Compare(x.File, y.File), cmp.Compare(x.Pos.Line, y.Pos.Line),
			cmp.Compare(x.Pos.Col, y.Pos.Col), cmp.Compare(x.Message, y.Message))
	})
}

// ReportRelated is Report with related places in the current file: each
// is a position and what is there.
func (p *Pass) ReportRelated(at xmlconf.Pos, queue, msg, hint string, related ...Related) {
	for i := range related {
		if related[i].File == "" {
			related[i].File = p.File
		}
	}
	p.add(diag.Finding{
		File: p.File, Pos: at, Queue: queue, Message: msg, Hint: hint, Related: related,
	})
}
