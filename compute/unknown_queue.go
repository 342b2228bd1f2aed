package compute

import (
	"sort"
	"strings"

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

// similar returns up to three full names closest to n by edit distance.
func similar(byName map[string]*xmlconf.Queue, n string) []string {
	type cand struct {
		name string
		d    int
	}
	var cs []cand
	for full := range byName {
		rel := strings.TrimPrefix(full, "root.")
		last := full[strings.LastIndex(full, ".")+1:]
		d := min(xmlconf.EditDistance(n, full), xmlconf.EditDistance(n, rel), xmlconf.EditDistance(n, last))
		if strings.HasSuffix(full, "."+n) {
			d = 0 // the user gave the last part(s) of a deeper queue's name
		}
		if d <= max(2, len(n)/3) {
			cs = append(cs, cand{full, d})
		}
	}
	sort.Slice(cs, func(i, j int) bool {
		if cs[i].d != cs[j].d {
			return cs[i].d < cs[j].d
		}
		return cs[i].name < cs[j].name
	})
	var out []string
	for i := 0; i < len(cs) && i < 3; i++ {
		out = append(out, cs[i].name)
	}
	return out
}

func quote(s string) string { return `"` + s + `"` }

func quoteAll(ss []string) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = quote(s)
	}
	return out
}
