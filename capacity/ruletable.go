package capacity

import "strings"

// RulesTable is the Markdown table of every rule (ID, severity, summary,
// whether it needs a cluster), as docs/capacity.md lists them.
func RulesTable() string {
	var b strings.Builder
	b.WriteString("| rule | severity | finds |\n|---|---|---|\n")
	for _, r := range Rules() {
		s := r.Summary
		if r.NeedsCluster {
			s += " (needs --cluster)"
		}
		b.WriteString("| `" + r.ID + "` | " + r.Severity.String() + " | " + s + " |\n")
	}
	return b.String()
}
