package capacity

import (
	"encoding/json"
	"fmt"
	"strings"
	"sync"
)

// jsonRule is a JSON mapping rule's fields as MappingRuleCreator reads them.
// Matches and ParentQueue tell absent from "": an empty match string is
// refused with other words, and an empty parentQueue still prefixes "."
// (getTargetQueue only tests for null).
type jsonRule struct {
	Type            string  `json:"type"`
	Matches         *string `json:"matches"`
	Policy          string  `json:"policy"`
	ParentQueue     *string `json:"parentQueue"`
	CustomPlacement *string `json:"customPlacement"`
	Value           *string `json:"value"`
	Create          *bool   `json:"create"`
	FallbackResult  string  `json:"fallbackResult"`
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

// jsonMappings reads JSON rules (inline, or the file's content); a
// document Jackson cannot read and the rules MappingRuleCreator refuses
// stop the scheduler. An empty document gives no rules.
func (r *reader) jsonMappings(s Setting, key, what string) {
	if strings.TrimSpace(s.Raw) == "" {
		return
	}
	var doc struct {
		Rules []jsonRule `json:"rules"`
	}
	if err := json.Unmarshal([]byte(s.Raw), &doc); err != nil {
		r.c.fact(Fact{Kind: FactMappingJSONSyntax, Key: key, Pos: s.Pos, Refuses: true, Refusal: "Error parsing mapping rule " + what + ": " + err.Error()})
		return
	}
	for i, jr := range doc.Rules {
		if msg := jsonProblem(jr); msg != "" {
			r.c.fact(Fact{Kind: FactMappingJSONRule, Key: key, Pos: s.Pos, Refuses: true, Refusal: msg, Int: int64(i + 1)})
			continue
		}
		r.c.Mappings = append(r.c.Mappings, jsonMapping(jr, key, s.Pos))
	}
}

// jsonMapping is one read rule: create absent means true, fallbackResult
// absent means skip.
func jsonMapping(jr jsonRule, key string, pos Pos) Mapping {
	m := Mapping{Entry: jr.Type + " " + *jr.Matches + " → " + jr.Policy, Create: jr.Create == nil || *jr.Create, Key: key, Pos: pos,
		Origin: OriginJSON, Type: jr.Type, Match: *jr.Matches, Policy: jr.Policy, Value: deref(jr.Value), Fallback: jr.FallbackResult}
	if m.Fallback == "" {
		m.Fallback = "skip"
	}
	switch {
	case jr.Policy == "custom":
		m.Target = *jr.CustomPlacement
		m.Entry += " " + m.Target
	case policyTargets()[jr.Policy] != "":
		m.Target = policyTargets()[jr.Policy]
		if jr.ParentQueue != nil {
			m.Target = *jr.ParentQueue + "." + m.Target
		}
	case jr.Policy == "defaultQueue":
		m.Create = false
	}
	return m
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
	case jr.Matches == nil:
		return "Match string is undefined"
	case *jr.Matches == "":
		return "Match string is empty"
	case jr.Type == "group" && *jr.Matches == "*":
		return "Cannot match '*' for groups"
	case jr.Policy == "custom" && jr.CustomPlacement == nil:
		return "custom queue is undefined"
	case jr.Policy == "setDefaultQueue" && jr.Value == nil:
		return "default queue is undefined"
	}
	if !contains(jsonPolicies, jr.Policy) {
		return fmt.Sprintf("the JSON reader refuses policy %q: not one of %s", jr.Policy, strings.Join(jsonPolicies, ", "))
	}
	if f := jr.FallbackResult; f != "" && f != "skip" && f != "reject" && f != "placeDefault" {
		return fmt.Sprintf("the JSON reader refuses fallbackResult %q: not one of skip, reject, placeDefault", f)
	}
	return ""
}

// jsonPolicies are the policies MappingRuleCreator knows.
var jsonPolicies = []string{"specified", "reject", "defaultQueue", "setDefaultQueue", "custom",
	"user", "primaryGroup", "secondaryGroup", "primaryGroupUser", "secondaryGroupUser", "applicationName"}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}
