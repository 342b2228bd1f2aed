package xmlconf

import "github.com/fairsched/fairsched/internal/suggest"

// suggestName returns the known name closest to name, or "" when none is
// close (fairsched's one did-you-mean, internal/suggest).
func suggestName(name string, known []string) string {
	return suggest.Closest(name, known)
}
