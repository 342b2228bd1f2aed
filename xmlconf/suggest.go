package xmlconf

import (
	"sort"
	"strings"
	"unicode/utf8"
)

// suggest returns the known name closest to name (case-insensitive edit
// distance below 3, or a case-only difference), or "" when none is close.
func suggest(name string, known []string) string {
	sorted := append([]string(nil), known...)
	sort.Strings(sorted)
	best, bestD := "", 3
	for _, k := range sorted {
		if k == name {
			continue
		}
		d := distance(strings.ToLower(name), strings.ToLower(k))
		if d < bestD {
			best, bestD = k, d
		}
	}
	return best
}

// distance is EditDistance that gives up early (returning a large number)
// for strings far apart in length or long: suggestions are for typos.
func distance(a, b string) int {
	la, lb := utf8.RuneCountInString(a), utf8.RuneCountInString(b)
	if d := la - lb; d > 3 || d < -3 || la > 64 || lb > 64 {
		return 99
	}
	return EditDistance(a, b)
}

// EditDistance is the Levenshtein distance between a and b, counted in
// runes. It backs every "did you mean" of fairsched.
func EditDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}
