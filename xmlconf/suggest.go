package xmlconf

import "github.com/fairsched/fairsched/internal/suggest"

// suggestName returns the known name closest to name, or "" when none is
// close (fairsched's one did-you-mean, internal/suggest).
func suggestName(name string, known []string) string {
	return suggest.Closest(name, known)
}

// EditDistance is the Levenshtein distance between a and b, counted in
// runes: internal/suggest's, kept only until lint's rule-ID suggestion
// calls internal/suggest itself (then delete it).
func EditDistance(a, b string) int { return suggest.Distance(a, b) }
