package diag

import "fmt"

// Severity says how bad a finding is. The zero value is invalid, so a rule
// that forgets to declare one fails the registry test.
//
//   - Error: Hadoop refuses the file, or a queue will certainly not be
//     created or cannot work.
//   - Warning: Hadoop accepts the file but silently ignores a setting,
//     clamps it, replaces it with a default, or reads it differently from
//     what it says.
//   - Info: legal and taken as written, but worth knowing.
type Severity int

// The severities, in increasing order.
const (
	SeverityInvalid Severity = iota
	Info
	Warning
	Error
)

// severityNames are the severities' names, by severity: an array, as the
// text writer names the severity of every finding.
var severityNames = [...]string{Info: "info", Warning: "warning", Error: "error"}

// String returns "error", "warning" or "info".
func (s Severity) String() string {
	if s > SeverityInvalid && int(s) < len(severityNames) {
		return severityNames[s]
	}
	return "invalid"
}

// ParseSeverity reads "error", "warning" or "info".
func ParseSeverity(s string) (Severity, error) {
	for sev, n := range severityNames {
		if n != "" && n == s {
			return Severity(sev), nil
		}
	}
	return SeverityInvalid, fmt.Errorf("invalid severity %q: must be one of error, warning, info", s)
}
