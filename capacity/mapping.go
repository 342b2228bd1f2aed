package capacity

import (
	"strings"
)

// Mapping is one placement rule of the file: a legacy queue-mappings
// entry, a legacy app-name mapping, or a JSON mapping rule, with what the
// placement engine and the checks need.
type Mapping struct {
	// Entry is the rule as written (a legacy entry, or the JSON rule's
	// type and match).
	Entry string
	// Target is the queue the rule places into, with its variables
	// (%user, %primary_group, ...); "" when the rule names no queue
	// (specified, defaultQueue, reject, setDefaultQueue).
	Target string
	// Create: the rule may create the target (JSON rules' create, true by
	// default; every legacy entry, as Hadoop 3.4's createLegacyRule has
	// it).
	Create bool
	Key    string
	Pos    Pos
	// Origin says where the rule comes from: OriginUserGroup,
	// OriginAppName or OriginJSON.
	Origin string
	// Type is what Match is compared with: "user", "group" or
	// "application".
	Type string
	// Match is the user, group or application name as written; "*" (JSON)
	// or "%user" (legacy u:) matches every user, and "%application"
	// (legacy app-name) every application.
	Match string
	// Policy is the JSON rule's policy ("user", "custom", "reject", ...);
	// "custom" for a legacy entry, whose Target is its queue.
	Policy string
	// Value is setDefaultQueue's new %default.
	Value string
	// Fallback is what happens when the target cannot be placed in:
	// "skip", "reject" or "placeDefault" (every legacy entry).
	Fallback string
}

// The origins of a Mapping.
const (
	OriginUserGroup = "queue-mappings"
	OriginAppName   = "app-name"
	OriginJSON      = "json"
)

// Path is the queue path the rule's action places into, with variables:
// Target, "%specified" for the specified policy, "%default" for
// defaultQueue; "" when the action does not place.
func (m Mapping) Path() string {
	switch m.Policy {
	case "specified":
		return "%specified"
	case "defaultQueue":
		return "%default"
	}
	return m.Target
}

// Placement is how the scheduler runs the file's mappings.
type Placement struct {
	// Override is queue-mappings-override.enable: the mappings also decide
	// for applications that name a queue.
	Override bool
	// Engines is yarn.scheduler.queue-placement-rules as read (duplicates
	// dropped, "user-group" when empty): "user-group", "app-name" or a
	// class name, in order. Hadoop 3.4 runs user-group and app-name as one
	// engine, user/group rules first.
	Engines []string
	// EnginesPos is where the property is set (zero when it is not).
	EnginesPos Pos
	// JSONFile is mapping-rule-json-file when the release reads JSON
	// rules, the format is json and no inline JSON is given: the command
	// reads that file and hands it to AddMappingFile. Raw is "" when there
	// is none.
	JSONFile Setting
}

// The engine names of yarn.scheduler.queue-placement-rules.
const (
	EngineUserGroup = "user-group"
	EngineAppName   = "app-name"
)

// PlacementRulesKey and AppNameMappingsKey are the placement properties
// outside the yarn.scheduler.capacity. prefix that the Capacity Scheduler
// reads from its configuration.
const (
	PlacementRulesKey  = "yarn.scheduler.queue-placement-rules"
	AppNameMappingsKey = PlacementRulesKey + ".app-name"
)

// mappings reads queue-mappings (legacy entries), the app-name mappings
// and the engine order; where the release has them and mapping-rule-format
// is json, the JSON mapping rules instead of the legacy ones.
func (r *reader) mappings() {
	r.placement()
	json := r.p.Capacity.JSONMappingRules && mappingFormat(r.c.Globals["mapping-rule-format"]) == "json"
	if json {
		r.jsonSource()
		return
	}
	if s, ok := r.c.Globals["queue-mappings"]; ok {
		r.legacyMappings(s, Prefix+"queue-mappings", OriginUserGroup)
	}
	if s, ok := r.value(AppNameMappingsKey); ok {
		r.legacyMappings(s, AppNameMappingsKey, OriginAppName)
	}
}

// placement reads the override flag and the engine order.
func (r *reader) placement() {
	p := &r.c.Placement
	p.Override = strings.EqualFold(strings.TrimSpace(r.c.Globals["queue-mappings-override.enable"].Raw), "true")
	s, _ := r.value(PlacementRulesKey)
	p.EnginesPos = s.Pos
	seen := map[string]bool{}
	for _, e := range strings.Split(s.Raw, ",") {
		if e = strings.TrimSpace(e); e != "" && !seen[e] {
			seen[e] = true
			p.Engines = append(p.Engines, e)
		}
	}
	if len(p.Engines) == 0 {
		p.Engines = []string{EngineUserGroup}
	}
}

// jsonSource reads the inline JSON rules, or notes the file to read.
func (r *reader) jsonSource() {
	if s, ok := r.c.Globals["mapping-rule-json"]; ok {
		r.jsonMappings(s, Prefix+"mapping-rule-json", "inline JSON")
		return
	}
	if s, ok := r.c.Globals["mapping-rule-json-file"]; ok && s.Raw != "" {
		r.c.Placement.JSONFile = s
		return
	}
	r.c.fact(Fact{Kind: FactNoJSONRules, Key: Prefix + "mapping-rule-format", Pos: r.c.Globals["mapping-rule-format"].Pos,
		Warning: "Mapping rule is set to JSON, but no inline JSON nor a JSON file was provided! Starting with no mapping rules!"})
}

// AddMappingFile reads data, the file mapping-rule-json-file names, as
// the JSON mapping rules (the reader of a capacity-scheduler.xml reads no
// other file: the command does, and hands the bytes, or the error reading
// them, here). Its problems are findings at the property; a file that
// cannot be read stops the scheduler (an IOException at start).
func (c *Config) AddMappingFile(data []byte, err error) {
	key, pos := Prefix+"mapping-rule-json-file", c.Placement.JSONFile.Pos
	if err != nil {
		c.fact(Fact{Kind: FactMappingFileUnread, Key: key, Pos: pos, Refuses: true, Refusal: err.Error()})
		return
	}
	r := &reader{c: c}
	r.jsonMappings(Setting{Raw: string(data), Pos: pos}, key, "JSON file")
}

// legacyMappings splits the value on commas (trimmed, empty entries
// dropped) and each entry on colons: queue-mappings entries have exactly
// three non-empty parts, the first u or g; app-name entries two, the
// second non-empty.
func (r *reader) legacyMappings(s Setting, key, origin string) {
	for _, entry := range strings.Split(s.Raw, ",") {
		entry = strings.TrimSpace(entry)
		if entry == "" {
			continue
		}
		parts := strings.Split(entry, ":")
		for i := range parts {
			parts[i] = strings.TrimSpace(parts[i])
		}
		kind, msg := FactUserGroupMapping, legacyProblem(entry, parts, r.p.Capacity.JSONMappingRules)
		if origin == OriginAppName {
			kind, msg = FactAppNameMapping, appNameProblem(entry, parts)
		}
		if msg != "" {
			r.c.fact(Fact{Kind: kind, Key: key, Pos: s.Pos, Refuses: true, Refusal: msg})
			continue
		}
		m := Mapping{Entry: entry, Key: key, Pos: s.Pos, Origin: origin, Policy: "custom", Create: true, Fallback: "placeDefault"}
		if origin == OriginAppName {
			m.Type, m.Match, m.Target = "application", parts[0], parts[1]
		} else {
			m.Type, m.Match, m.Target = map[string]string{"u": "user", "g": "group"}[parts[0]], parts[1], parts[2]
		}
		r.c.Mappings = append(r.c.Mappings, m)
	}
}

// legacyProblem is Hadoop's refusal of one entry, "" when it is read. 3.4
// names an unknown prefix; earlier releases wrap every failure in
// "Illegal queue mapping".
func legacyProblem(entry string, parts []string, names bool) string {
	if len(parts) != 3 || parts[1] == "" || parts[2] == "" {
		return "Illegal queue mapping " + entry
	}
	if parts[0] != "u" && parts[0] != "g" {
		if names {
			return "unknown mapping prefix " + parts[0]
		}
		return "Illegal queue mapping " + entry
	}
	return ""
}

// appNameProblem is Hadoop's refusal of one app-name entry.
func appNameProblem(entry string, parts []string) string {
	if len(parts) != 2 || parts[1] == "" {
		return "Illegal queue mapping " + entry
	}
	return ""
}

// ManagedParent reports whether q is a ManagedParentQueue: legacy
// auto-creation (auto-create-child-queue.enabled) makes it the parent of
// the leaves created at submission.
func (q *Queue) ManagedParent() bool {
	return strings.EqualFold(strings.TrimSpace(q.Settings.Get("auto-create-child-queue.enabled").Raw), "true")
}

// FlexibleParent reports whether q allows flexible (v2) auto-creation
// below it (auto-queue-creation-v2.enabled), which only releases with
// hadoop.CapacityFeatures.FlexibleAutoCreation read.
func (q *Queue) FlexibleParent() bool {
	return strings.EqualFold(strings.TrimSpace(q.Settings.Get("auto-queue-creation-v2.enabled").Raw), "true")
}

// Stopped reports whether q does not accept applications: its state, or
// an ancestor's, is STOPPED.
func (q *Queue) Stopped() bool {
	for ; q != nil; q = q.Parent {
		if ConfiguredState(q) == StateStopped {
			return true
		}
	}
	return false
}

// LegacyQueueMode reports whether the file keeps the legacy queue mode
// (yarn.scheduler.capacity.legacy-queue-mode.enabled, true unless set to
// false).
func (c *Config) LegacyQueueMode() bool { return legacyMode(c) }
