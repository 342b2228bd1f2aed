package diff

import "github.com/fairsched/fairsched/lint"

// Refusal is a file Hadoop refuses to load, with the findings that make
// it refuse the file.
type Refusal struct {
	Side     string // "old" or "new"
	File     string
	Findings []lint.Diagnostic
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
// named hadoopVersion, or nil when Hadoop loads both.
func Refusals(old, new Side, hadoopVersion string) *Refused {
	r := &Refused{Old: old.File, New: new.File, HadoopVersion: hadoopVersion}
	for i, s := range [...]Side{old, new} {
		if ds := lint.Refusals(s.Findings); len(ds) > 0 {
			r.Sides = append(r.Sides, Refusal{Side: [...]string{"old", "new"}[i], File: s.File, Findings: ds})
		}
	}
	if len(r.Sides) == 0 {
		return nil
	}
	return r
}
