package lint

import "github.com/fairsched/fairsched/core/diag"

// Severity says how bad a finding is (diag.Severity).
type Severity = diag.Severity

// The severities, in increasing order.
const (
	SeverityInvalid = diag.SeverityInvalid
	Info            = diag.Info
	Warning         = diag.Warning
	Error           = diag.Error
)

// ParseSeverity reads "error", "warning" or "info".
func ParseSeverity(s string) (Severity, error) { return diag.ParseSeverity(s) }
