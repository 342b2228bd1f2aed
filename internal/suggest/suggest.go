package suggest

import (
	"sort"
	"strings"
	"unicode/utf8"
)

// Candidate is one existing name together with the other spellings it may
// be matched by (a queue "root.a.b" may be written "a.b" or "b").
type Candidate struct {
	Name string
	// Keys are the spellings compared with what the user wrote; when empty,
	// Name itself is the only one.
	Keys []string
}

// Closest returns the known name closest to name, or "" when none is close
// enough or name itself is known. Ties go to the name that sorts first.
func Closest(name string, known []string) string {
	if best := Nearest(name, known, 1); len(best) > 0 {
		return best[0]
	}
	return ""
}

// Nearest returns up to n known names close to name, closest first (ties in
// sort order). An exact match is never suggested.
func Nearest(name string, known []string, n int) []string {
	cands := make([]Candidate, len(known))
	for i, k := range known {
		cands[i] = Candidate{Name: k}
	}
	return Rank(name, cands, n)
}

// Rank returns the names of up to n candidates close to name, closest
// first (ties in sort order); a candidate's distance is that of its closest
// key. Candidates whose name equals name are skipped.
func Rank(name string, cands []Candidate, n int) []string {
	type scored struct {
		name string
		d    int
	}
	limit := Limit(name)
	var found []scored
	for _, c := range cands {
		if c.Name == name {
			continue
		}
		keys := c.Keys
		if len(keys) == 0 {
			keys = []string{c.Name}
		}
		best := limit + 1
		for _, k := range keys {
			best = min(best, score(name, k, limit))
		}
		if best <= limit {
			found = append(found, scored{c.Name, best})
		}
	}
	sort.Slice(found, func(i, j int) bool {
		if found[i].d != found[j].d {
			return found[i].d < found[j].d
		}
		return found[i].name < found[j].name
	})
	out := make([]string, 0, min(n, len(found)))
	for i := 0; i < len(found) && i < n; i++ {
		if i == 0 || found[i].name != found[i-1].name {
			out = append(out, found[i].name)
		}
	}
	return out
}

// Limit is the largest edit distance at which a name of the given spelling
// still counts as a typo of another: 2, or a quarter of its length in runes
// for long names.
func Limit(name string) int {
	return max(2, utf8.RuneCountInString(name)/4)
}

// score compares name with key ignoring case: 0 for the same dash-separated
// words in another order, else their edit distance (or limit+1 when the
// lengths alone rule a match out, which keeps long inputs cheap).
func score(name, key string, limit int) int {
	a, b := strings.ToLower(name), strings.ToLower(key)
	if a != b && strings.Contains(a, "-") && sortedWords(a) == sortedWords(b) {
		return 0
	}
	la, lb := utf8.RuneCountInString(a), utf8.RuneCountInString(b)
	if la-lb > limit || lb-la > limit || la > 256 || lb > 256 {
		return limit + 1
	}
	return within(a, b, limit)
}

// within is Distance(a, b) when that is at most limit, and limit+1
// otherwise, computed in bytes when both are ASCII (the usual case:
// element and queue names) and given up once every entry of a row exceeds
// limit, since no later row can be lower. Rank calls it for every candidate
// of every unknown name, which made Distance a twentieth of lint's time on
// files with many misspelt elements.
func within(a, b string, limit int) int {
	if !ascii(a) || !ascii(b) || len(b) > 256 {
		return min(Distance(a, b), limit+1)
	}
	var rows [2][257]int
	prev, cur := rows[0][:len(b)+1], rows[1][:len(b)+1]
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		low := i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			low = min(low, cur[j])
		}
		if low > limit {
			return limit + 1
		}
		prev, cur = cur, prev
	}
	return min(prev[len(b)], limit+1)
}

// ascii reports whether s is all ASCII, where a byte is a rune.
func ascii(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// sortedWords returns the dash-separated words of s, sorted.
func sortedWords(s string) string {
	w := strings.Split(s, "-")
	sort.Strings(w)
	return strings.Join(w, "-")
}

// Distance is the Levenshtein distance between a and b, counted in runes
// and case-sensitive.
func Distance(a, b string) int {
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
