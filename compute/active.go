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

// ActiveSet resolves queue names given by a user (full names like
// "root.a.b" or names relative to root like "a.b") to the set of leaves that
// have running apps: naming a parent makes every leaf below it active.
// Queues that will not be created cannot be named.
func ActiveSet(a *xmlconf.Allocations, names []string) (map[*xmlconf.Queue]bool, error) {
	byName := map[string]*xmlconf.Queue{}
	a.Root.Walk(func(q *xmlconf.Queue) {
		if q.NotCreated == "" {
			byName[q.FullName] = q
		}
	})
	set := map[*xmlconf.Queue]bool{}
	for _, n := range names {
		q := lookup(byName, strings.TrimSpace(n))
		if q == nil {
			return nil, &UnknownQueueError{Name: n, Similar: similar(byName, n)}
		}
		q.Walk(func(l *xmlconf.Queue) {
			if l.IsLeaf() && l.NotCreated == "" {
				set[l] = true
			}
		})
	}
	return set, nil
}

func lookup(byName map[string]*xmlconf.Queue, n string) *xmlconf.Queue {
	if q := byName[n]; q != nil {
		return q
	}
	return byName["root."+n]
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
