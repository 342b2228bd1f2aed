package capacity

import (
	"strings"

	"github.com/fairsched/fairsched/internal/suggest"
)

// templatePrefixes start the per-queue properties that carry a queue
// property for auto-created queues: legacy leaf templates (3.1) and the
// flexible templates (3.4).
var templatePrefixes = []string{
	"leaf-queue-template.",
	"auto-queue-creation-v2.template.",
	"auto-queue-creation-v2.leaf-template.",
	"auto-queue-creation-v2.parent-template.",
}

// templateProperty checks the queue property a template sets: a name
// Hadoop does not know is applied to nothing. It returns whether suffix is
// a template property at all.
func (r *reader) templateProperty(q *Queue, suffix, key string, s Setting) bool {
	for _, p := range templatePrefixes {
		prop, ok := strings.CutPrefix(suffix, p)
		if !ok {
			continue
		}
		if !isQueueKey(prop) {
			f := Finding{Rule: CodeUnknownProperty, Queue: q.Path, Key: key, Pos: s.Pos,
				Message: key + " sets " + prop + ", which is not a Capacity Scheduler queue property; no auto-created queue gets it"}
			if m := suggest.Closest(prop, queueKeys); m != "" {
				f.Hint = "did you mean " + Prefix + q.Path + "." + p + m + "?"
			}
			r.c.add(f)
		}
		return true
	}
	return false
}

// wildcardTemplate reports whether rest (after the prefix) is a 3.4
// template for every parent at one depth, "root.*.auto-queue-creation-v2.…"
// (one "*" for a whole level), which belongs to no single queue.
func wildcardTemplate(rest string) bool {
	path, _, ok := strings.Cut(rest, ".auto-queue-creation-v2.")
	if !ok {
		return false
	}
	for _, part := range strings.Split(path, ".") {
		if part == "*" {
			return true
		}
	}
	return false
}
