package capacity

import (
	"strings"
)

// releaseFeature is a property family one release line introduced: keys
// (after the queue path or the prefix) starting with prefix, read only when
// has says the profile has the feature.
type releaseFeature struct {
	prefix string
	jira   string
	has    func(r *reader) bool
}

var releaseFeatures = []releaseFeature{
	{"max-parallel-apps", "YARN-9930", func(r *reader) bool { return r.p.Capacity.MaxParallelApps }},
	{"user.max-parallel-apps", "YARN-9930", func(r *reader) bool { return r.p.Capacity.MaxParallelApps }},
	{"auto-queue-creation-v2.", "YARN-10496", func(r *reader) bool { return r.p.Capacity.FlexibleAutoCreation }},
	{"allow-zero-capacity-sum", "YARN-10496", func(r *reader) bool { return r.p.Capacity.FlexibleAutoCreation }},
	{"mapping-rule-", "YARN-10370", func(r *reader) bool { return r.p.Capacity.JSONMappingRules }},
	{"legacy-queue-mode.enabled", "YARN-11000", func(r *reader) bool { return r.p.Capacity.CapacityVectors }},
}

// releaseKey checks one property, named by its queue ("" for a global one)
// and its suffix.
func (r *reader) releaseKey(queue, suffix string, s Setting) {
	name := suffix
	if user, ok := strings.CutPrefix(suffix, "user."); ok && strings.HasSuffix(user, ".max-parallel-apps") {
		suffix = "user.max-parallel-apps"
	}
	for _, f := range releaseFeatures {
		if strings.HasPrefix(suffix, f.prefix) && !f.has(r) {
			key := Prefix + name
			if queue != "" {
				key = Prefix + queue + "." + name
			}
			r.c.fact(Fact{Kind: FactNotInRelease, Queue: queue, Key: key, Pos: s.Pos, Since: f.jira, Release: r.p.Version})
			return
		}
	}
}
