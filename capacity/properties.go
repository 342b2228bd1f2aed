package capacity

import (
	"strings"

	"github.com/fairsched/fairsched/core/javanum"
	"github.com/fairsched/fairsched/internal/suggest"
)

// properties files every yarn.scheduler.capacity.* property under its
// queue or the globals, and reports the ones the Capacity Scheduler does
// not read.
func (r *reader) properties() {
	byPath := make(map[string]*Queue, len(r.c.Queues))
	for _, q := range r.c.Queues {
		byPath[q.Path] = q
	}
	for _, p := range r.props {
		rest, ok := strings.CutPrefix(p.Name, Prefix)
		if !ok {
			continue
		}
		q, suffix := ownerQueue(rest, byPath)
		switch {
		case r.p.Capacity.FlexibleAutoCreation && wildcardTemplate(rest):
			r.c.Globals[rest] = r.propertyValue(p)
		case q != nil && (!strings.Contains(suffix, ".") || isQueueKey(suffix) || q.Parent == nil && !strings.HasPrefix(rest, "root.")):
			r.queueProperty(q, suffix, p.Name, r.propertyValue(p))
		default:
			r.globalProperty(rest, p.Name, r.propertyValue(p), byPath)
		}
	}
}

// ownerQueue returns the deepest queue whose path followed by "." starts
// rest, and the suffix after it.
func ownerQueue(rest string, byPath map[string]*Queue) (*Queue, string) {
	for i := len(rest) - 1; i > 0; i-- {
		if rest[i] != '.' {
			continue
		}
		if q := byPath[rest[:i]]; q != nil {
			return q, rest[i+1:]
		}
	}
	return nil, ""
}

func (r *reader) queueProperty(q *Queue, suffix, key string, s Setting) {
	switch {
	case suffix == "queues":
	case suffix == "capacity" && q.Parent == nil:
		q.Capacity = Value{Raw: s.Raw, Pos: s.Pos} // root is always 100: Hadoop does not read it
		if f, err := javanum.ParseJavaFloat(s.Raw); err == nil {
			q.Capacity.Kind, q.Capacity.Number = Percent, f
		}
	case suffix == "capacity":
		q.Capacity = r.parseValue(q, key, s, false)
	case suffix == "maximum-capacity":
		q.MaxCapacity = r.parseValue(q, key, s, true)
	case isQueueKey(suffix):
		r.templateProperty(q, suffix, key, s)
		q.Settings.Set(suffix, s)
	default:
		f := Fact{Kind: FactUnknownQueueProperty, Queue: q.Path, Key: key, Pos: s.Pos}
		if m := suggest.Closest(suffix, queueKeys); m != "" {
			f.Suggest = Prefix + q.Path + "." + m
		}
		r.c.fact(f)
	}
}

func (r *reader) globalProperty(rest, key string, s Setting, byPath map[string]*Queue) {
	if isGlobalKey(rest) && !strings.HasPrefix(rest, "root.") {
		r.c.Globals[rest] = s
		return
	}
	f := Fact{Kind: FactUnknownProperty, Key: key, Pos: s.Pos}
	if strings.HasPrefix(rest, "root.") {
		if r.c.Orphans == nil {
			r.c.Orphans = map[string]Setting{}
		}
		r.c.Orphans[rest] = s
		f.Kind, f.Suggest = FactOrphanProperty, closestQueue(rest, byPath)
	} else if m := suggest.Closest(rest, globalKeys); m != "" {
		f.Suggest = Prefix + m
	}
	r.c.fact(f)
}

// closestQueue suggests a queue path for a property of an unknown queue:
// it tries every split of rest into a path and a known suffix.
func closestQueue(rest string, byPath map[string]*Queue) string {
	paths := make([]string, 0, len(byPath))
	for p := range byPath {
		paths = append(paths, p)
	}
	for i := len(rest) - 1; i > 0; i-- {
		if rest[i] == '.' && isQueueKey(rest[i+1:]) {
			return suggest.Closest(rest[:i], paths)
		}
	}
	return ""
}
