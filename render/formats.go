package render

import (
	"io"
	"sort"

	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/lint"
)

// Report is what every diagnostic format receives.
type Report struct {
	Diagnostics []diag.Finding
	Files       []string // the files checked, as given
	Version     string   // fairsched's version
	// Hadoop is the release the files were checked against; the zero
	// Version means hadoop.Default.
	Hadoop hadoop.Version
	// UpgradeTo is the release of lint --upgrade-to; zero when none.
	UpgradeTo hadoop.Version
	// FailOn is the lowest severity that fails the run (lint --fail-on);
	// the zero value means Error, and NeverFail means nothing fails. Formats
	// that mark failures (JUnit) follow it; info never fails.
	FailOn lint.Severity
}

// NeverFail is the Report.FailOn of --fail-on never: above every severity.
const NeverFail = lint.Error + 1

// fails reports whether a finding of severity s fails the run.
func (r Report) fails(s lint.Severity) bool {
	threshold := r.FailOn
	if threshold == lint.SeverityInvalid {
		threshold = lint.Error
	}
	return s > lint.Info && s >= threshold
}

// Format writes a Report in one output format.
type Format func(w io.Writer, r Report, o Options) error

// Formats names the diagnostic output formats of `fairsched lint --format`.
var Formats = map[string]Format{
	"text":       func(w io.Writer, r Report, o Options) error { return Text(w, r.Diagnostics, o) },
	"json":       func(w io.Writer, r Report, _ Options) error { return JSON(w, r.Diagnostics) },
	"sarif":      SARIF,
	"github":     GitHub,
	"checkstyle": Checkstyle,
	"junit":      JUnit,
}

// FormatNames returns the names of Formats, sorted.
func FormatNames() []string {
	var out []string
	for n := range Formats {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}
