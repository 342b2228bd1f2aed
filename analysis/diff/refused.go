package diff

import (
	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/xmlconf"
)

// Refusal is a file Hadoop refuses to load, with the findings that make
// it refuse the file.
type Refusal struct {
	Side     string // "old" or "new"
	File     string
	Findings []diag.Finding
}

// Refused is a comparison that cannot be made: one file or both are
// refused, so there are no shares to compare.
type Refused struct {
	Old, New string
	// HadoopVersion is the release both files were read for.
	HadoopVersion string
	// Sides lists the refused files, old first.
	Sides []Refusal
}

// Refusals returns the refused files of a comparison for the release
// named hadoopVersion, or nil when Hadoop loads both. A file refused only
// for content after its root element is not among them: its tree is
// complete and can be compared (see CompleteRefusals).
func Refusals(old, new Side, hadoopVersion string) *Refused {
	r := &Refused{Old: old.File, New: new.File, HadoopVersion: hadoopVersion}
	for i, s := range [...]Side{old, new} {
		if ds := lint.Refusals(s.Findings); len(ds) > 0 && !onlyAfterRoot(s.Config, ds) {
			r.Sides = append(r.Sides, Refusal{Side: [...]string{"old", "new"}[i], File: s.File, Findings: ds})
		}
	}
	if len(r.Sides) == 0 {
		return nil
	}
	return r
}

// CompleteRefusals returns the sides Hadoop refuses only for content after
// the root element's end tag (a stray "</xml>"): their trees are complete,
// so the comparison goes on, and the refusal is shown beside it.
func CompleteRefusals(old, new Side) []Refusal {
	var out []Refusal
	for i, s := range [...]Side{old, new} {
		if ds := lint.Refusals(s.Findings); len(ds) > 0 && onlyAfterRoot(s.Config, ds) {
			out = append(out, Refusal{Side: [...]string{"old", "new"}[i], File: s.File, Findings: ds})
		}
	}
	return out
}

// onlyAfterRoot reports whether every finding of ds stands where a's XML
// breaks after its root element.
func onlyAfterRoot(a *xmlconf.Allocations, ds []diag.Finding) bool {
	if a == nil || !a.AfterRoot.IsValid() {
		return false
	}
	for _, d := range ds {
		if d.Pos != a.AfterRoot {
			return false
		}
	}
	return true
}
