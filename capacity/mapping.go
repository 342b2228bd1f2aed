package capacity

import (
	"encoding/json"
	"fmt"
	"strings"
	"sync"
)

// Mapping is one placement rule of the file: a legacy queue-mappings entry
// or a JSON mapping rule, reduced to what the checks need.
type Mapping struct {
	// Entry is the rule as written (a legacy entry, or the JSON rule's
	// type and match).
	Entry string
	// Target is the queue the rule places into, with its variables
	// (%user, %primary_group, ...); "" when the rule names no queue
	// (specified, defaultQueue, reject).
	Target string
	// Create: the rule may create the target (JSON rules' create, true by
	// default; legacy entries create only under an auto-create parent).
	Create bool
	Key    string
	Pos    Pos
}

// mappings reads queue-mappings (legacy entries) and, where the release
// has them and mapping-rule-format is json, the inline JSON mapping rules.
func (r *reader) mappings() {
	if s, ok := r.c.Globals["queue-mappings"]; ok {
		r.legacyMappings(s)
	}
	if !r.p.Capacity.JSONMappingRules || !strings.EqualFold(strings.TrimSpace(r.c.Globals["mapping-rule-format"].Raw), "json") {
		return
	}
	if s, ok := r.c.Globals["mapping-rule-json"]; ok {
		r.jsonMappings(s)
	}
}

// legacyMappings splits the value on commas (trimmed, empty entries
// dropped) and each entry on colons: exactly three non-empty parts, the
// first u or g.
func (r *reader) legacyMappings(s Setting) {
	key := Prefix + "queue-mappings"
	for _, entry := range strings.Split(s.Raw, ",") {
		entry = strings.TrimSpace(entry)
		if entry == "" {
			continue
		}
		parts := strings.Split(entry, ":")
		for i := range parts {
			parts[i] = strings.TrimSpace(parts[i])
		}
		if msg := legacyProblem(entry, parts, r.p.Capacity.JSONMappingRules); msg != "" {
			r.c.add(Finding{Rule: CodeInvalidMapping, Key: key, Pos: s.Pos, Refuses: true, Message: msg,
				Hint: "write u:<user>:<queue> or g:<group>:<queue>, entries separated by commas"})
			continue
		}
		r.c.Mappings = append(r.c.Mappings, Mapping{Entry: entry, Target: parts[2], Key: key, Pos: s.Pos})
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

// jsonRule is a JSON mapping rule's fields as MappingRuleCreator reads them.
type jsonRule struct {
	Type            string `json:"type"`
	Matches         string `json:"matches"`
	Policy          string `json:"policy"`
	ParentQueue     string `json:"parentQueue"`
	CustomPlacement string `json:"customPlacement"`
	Value           string `json:"value"`
	Create          *bool  `json:"create"`
	FallbackResult  string `json:"fallbackResult"`
}

// policyTargets are the targets of the policies that name a queue, below
// the rule's parentQueue when it has one.
var policyTargets = sync.OnceValue(func() map[string]string {
	return map[string]string{
		"user": "%user", "primaryGroup": "%primary_group", "secondaryGroup": "%secondary_group",
		"primaryGroupUser": "%primary_group.%user", "secondaryGroupUser": "%secondary_group.%user",
		"applicationName": "%application",
	}
})

// jsonMappings reads the inline rules; a document Jackson cannot read and
// the rules MappingRuleCreator refuses stop the scheduler.
func (r *reader) jsonMappings(s Setting) {
	key := Prefix + "mapping-rule-json"
	var doc struct {
		Rules []jsonRule `json:"rules"`
	}
	if err := json.Unmarshal([]byte(s.Raw), &doc); err != nil {
		r.c.add(Finding{Rule: CodeInvalidMapping, Key: key, Pos: s.Pos, Refuses: true,
			Message: "Error parsing mapping rule inline JSON: " + err.Error(), Hint: `write {"rules":[{"type":"user","matches":"*","policy":"user","parentQueue":"root.users"}]}`})
		return
	}
	for i, jr := range doc.Rules {
		if msg := jsonProblem(jr); msg != "" {
			r.c.add(Finding{Rule: CodeInvalidMapping, Key: key, Pos: s.Pos, Refuses: true,
				Message: fmt.Sprintf("rule %d: %s", i+1, msg), Hint: "see the Capacity Scheduler's mapping rule documentation"})
			continue
		}
		m := Mapping{Entry: jr.Type + " " + jr.Matches + " → " + jr.Policy, Create: jr.Create == nil || *jr.Create, Key: key, Pos: s.Pos}
		switch {
		case jr.Policy == "custom":
			m.Target = jr.CustomPlacement
		case policyTargets()[jr.Policy] != "":
			m.Target = policyTargets()[jr.Policy]
			if jr.ParentQueue != "" {
				m.Target = jr.ParentQueue + "." + m.Target
			}
		}
		r.c.Mappings = append(r.c.Mappings, m)
	}
}

// jsonProblem is MappingRuleCreator's refusal of one rule, "" when read.
func jsonProblem(jr jsonRule) string {
	switch {
	case jr.Policy == "":
		return "Rule policy is undefined"
	case jr.Type == "":
		return "Rule type is undefined"
	case jr.Type != "user" && jr.Type != "group" && jr.Type != "application":
		return fmt.Sprintf("the JSON reader refuses type %q: not one of user, group, application", jr.Type)
	case jr.Matches == "":
		return "Match string is undefined"
	case jr.Type == "group" && jr.Matches == "*":
		return "Cannot match '*' for groups"
	case jr.Policy == "custom" && jr.CustomPlacement == "":
		return "custom queue is undefined"
	case jr.Policy == "setDefaultQueue" && jr.Value == "":
		return "default queue is undefined"
	}
	known := []string{"specified", "reject", "defaultQueue", "setDefaultQueue", "custom",
		"user", "primaryGroup", "secondaryGroup", "primaryGroupUser", "secondaryGroupUser", "applicationName"}
	if !contains(known, jr.Policy) {
		return fmt.Sprintf("the JSON reader refuses policy %q: not one of %s", jr.Policy, strings.Join(known, ", "))
	}
	return ""
}
