package capacity

import (
	"fmt"
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
			f := Fact{Kind: FactUnknownTemplateProperty, Queue: q.Path, Key: key, Pos: s.Pos, Name: prop}
			if m := suggest.Closest(prop, queueKeys); m != "" {
				f.Suggest = Prefix + q.Path + "." + p + m
			}
			r.c.fact(f)
		}
		return true
	}
	return false
}

// wildcardTemplate reports whether rest (after the prefix) is a 3.4
// template for every parent at one depth, "root.*.auto-queue-creation-v2.…"
// (one "*" for a whole level), which belongs to no single queue.
func wildcardTemplate(rest string) bool {
	if strings.IndexByte(rest, '*') < 0 { // most properties: no "*" at all
		return false
	}
	path, _, ok := strings.Cut(rest, ".auto-queue-creation-v2.")
	if !ok {
		return false
	}
	for part := range strings.SplitSeq(path, ".") {
		if part == "*" {
			return true
		}
	}
	return false
}

// DefaultMaxAutoQueues is how many queues a parent creates at most when it
// does not say (auto-create-child-queue.max-queues and
// auto-queue-creation-v2.max-queues both default to 1000).
const DefaultMaxAutoQueues = 1000

// Template is what a parent that creates its children gives each leaf it
// creates, as the release reads it.
type Template struct {
	Kind AutoCreation
	// Settings are the properties each created leaf gets, by suffix
	// ("capacity", "user-limit-factor", ...): leaf-queue-template.* for
	// legacy auto-creation; auto-queue-creation-v2.template.* overridden
	// by auto-queue-creation-v2.leaf-template.* for flexible.
	Settings Settings
	// MaxQueues is the most queues the parent creates.
	MaxQueues int32
}

// Template returns what q gives the leaves it creates; ok is false when q
// creates none.
func (q *Queue) Template() (t Template, ok bool) {
	if q.AutoCreate == NoAutoCreation {
		return Template{}, false
	}
	t = Template{Kind: q.AutoCreate, MaxQueues: DefaultMaxAutoQueues}
	prefixes, maxKey := []string{"leaf-queue-template."}, "auto-create-child-queue.max-queues"
	if q.AutoCreate == FlexibleAutoCreation {
		prefixes, maxKey = []string{"auto-queue-creation-v2.template.", "auto-queue-creation-v2.leaf-template."}, "auto-queue-creation-v2.max-queues"
	}
	for _, p := range prefixes { // later prefixes override earlier ones
		for suffix, s := range q.Settings.All() {
			if prop, ok := strings.CutPrefix(suffix, p); ok {
				t.Settings.Set(prop, s)
			}
		}
	}
	if n, ok := intOf(q.Settings.Lookup(maxKey)); ok && n > 0 {
		t.MaxQueues = n
	}
	return t, true
}

// TemplateQueue is the leaf q creates as its template describes it, for
// display: path q.Path+".*", its capacity and maximum-capacity as the
// template writes them (Raw and Pos only: a template is read when a queue
// is created, not with the file) and its other settings; nil when q
// creates none.
func (q *Queue) TemplateQueue() *Queue {
	t, ok := q.Template()
	if !ok {
		return nil
	}
	leaf := &Queue{Path: q.Path + ".*", Name: "*", Parent: q, Settings: t.Settings}
	if s, ok := t.Settings.Lookup("capacity"); ok {
		leaf.Capacity = Value{Raw: s.Raw, Pos: s.Pos}
	}
	if s, ok := t.Settings.Lookup("maximum-capacity"); ok {
		leaf.MaxCapacity = Value{Raw: s.Raw, Pos: s.Pos}
	}
	return leaf
}

// autoWhy says how q creates its children, for the reasons shares gives.
func (q *Queue) autoWhy() string {
	t, ok := q.Template()
	if !ok {
		return ""
	}
	from := "leaf-queue-template"
	if t.Kind == FlexibleAutoCreation {
		from = "auto-queue-creation-v2 templates"
	}
	return fmt.Sprintf("; creates its leaves at submission (at most %d), each from its %s", t.MaxQueues, from)
}
