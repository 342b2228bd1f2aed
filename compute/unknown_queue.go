package compute

import (
	"sort"
	"strings"

	"github.com/fairsched/fairsched/internal/suggest"
	"github.com/fairsched/fairsched/xmlconf"
)

// UnknownQueueError says that a queue named as active does not exist.
type UnknownQueueError struct {
	Name    string
	Similar []string // the closest existing full names, best first
}

// Error names the queue and the closest existing names.
func (e *UnknownQueueError) Error() string {
	msg := "unknown queue " + quote(e.Name)
	if len(e.Similar) > 0 {
		msg += "; did you mean " + strings.Join(quoteAll(e.Similar), " or ") + "?"
	}
	return msg
}

// similar returns up to three full names the user may have meant by n:
// those ending in n (the last part(s) of a deeper queue's name), then the
// closest by internal/suggest, comparing n with each full name, the name
// relative to root and the last part, ignoring case.
func similar(byName map[string]*xmlconf.Queue, n string) []string {
	var suffix []string
	cands := make([]suggest.Candidate, 0, len(byName))
	for full := range byName {
		if strings.HasSuffix(full, "."+n) {
			suffix = append(suffix, full)
			continue
		}
		rel := strings.TrimPrefix(full, "root.")
		cands = append(cands, suggest.Candidate{Name: full, Keys: []string{full, rel, full[strings.LastIndex(full, ".")+1:]}})
	}
	sort.Strings(suffix)
	out := append(suffix, suggest.Rank(n, cands, 3)...)
	return out[:min(3, len(out))]
}

func quote(s string) string { return `"` + s + `"` }

func quoteAll(ss []string) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = quote(s)
	}
	return out
}
