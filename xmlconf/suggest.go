package xmlconf

import "github.com/fairsched/fairsched/internal/suggest"

// suggestName returns the known name closest to name, or "" when none is
// close (fairsched's one did-you-mean, internal/suggest).
func suggestName(name string, known []string) string {
	return suggest.Closest(name, known)
}

// EditDistance is the Levenshtein distance between a and b, counted in
// runes.
//
// Deprecated: use internal/suggest, which also picks the suggestion; this
// stays only until lint switches over.
func EditDistance(a, b string) int { return suggest.Distance(a, b) }
