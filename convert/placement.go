package convert

import (
	"fmt"
	"strings"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/xmlconf"
)

// The JSON mapping rule policies for the Fair Scheduler's rules.
var jsonPolicy = map[string]string{
	"specified":                   "specified",
	"user":                        "user",
	"primaryGroup":                "primaryGroup",
	"secondaryGroupExistingQueue": "secondaryGroup",
	"reject":                      "reject",
	"default":                     "defaultQueue",
}

// The legacy queue-mappings for the Fair Scheduler's rules.
var legacyMapping = map[string]string{
	"user":         "u:%user:%user",
	"primaryGroup": "g:%user:%primary_group",
}

// placement converts the queuePlacementPolicy.
func (c *conv) placement() {
	p := c.in.Fair.Placement
	if p == nil {
		return
	}
	if c.in.Target.Capacity.JSONMappingRules {
		c.jsonRules(p)
		return
	}
	c.legacyRules(p)
}

// jsonRules writes the rules as JSON mapping rules.
func (c *conv) jsonRules(p *xmlconf.PlacementPolicy) {
	var rules []any
	for _, r := range p.Rules {
		if r.Name == "nestedUserQueue" && r.Parent != nil {
			if rule, ok := c.nestedRule(r); ok {
				rules = append(rules, rule)
				continue
			}
		}
		policy, ok := jsonPolicy[r.Name]
		if !ok || r.Parent != nil {
			c.find(lint.ConvertPlacement, r.Pos, "", fmt.Sprintf("placement rule %q is not converted: write its mapping rule by hand", r.Name))
			continue
		}
		rule := map[string]any{"type": "user", "matches": "*", "policy": policy,
			"fallbackResult": "skip", "create": r.Create.Val}
		if r.Name == "default" {
			q := "root.default"
			if r.Queue.Set {
				q = r.Queue.Val
			}
			rule["policy"], rule["value"] = "custom", q
		}
		rules = append(rules, rule)
	}
	c.out.MappingRules = map[string]any{"rules": rules}
	c.cs(capacity.Prefix+"mapping-rule-format", "json", c.from("queuePlacementPolicy", p.Pos))
	c.cs(capacity.Prefix+"mapping-rule-json-file", c.mappingFile(), c.from("queuePlacementPolicy", p.Pos))
}

// legacyRules writes the rules as legacy queue-mappings.
func (c *conv) legacyRules(p *xmlconf.PlacementPolicy) {
	var maps []string
	for _, r := range p.Rules {
		m, ok := legacyMapping[r.Name]
		switch {
		case r.Name == "specified":
			continue // the legacy mappings always honour the queue the submission names
		case r.Name == "default" && r.Parent == nil && (!r.Queue.Set || r.Queue.Val == "default" || r.Queue.Val == "root.default"):
			continue // an unmapped submission goes to the queue named default
		case ok && r.Parent == nil:
			maps = append(maps, m)
		default:
			c.find(lint.ConvertPlacement, r.Pos, "", fmt.Sprintf("placement rule %q has no legacy queue-mappings counterpart; write it by hand", r.Name))
		}
	}
	if len(maps) > 0 {
		c.cs(capacity.Prefix+"queue-mappings", joinComma(maps), c.from("queuePlacementPolicy", p.Pos))
	}
}

func joinComma(s []string) string {
	out := ""
	for i, x := range s {
		if i > 0 {
			out += ","
		}
		out += x
	}
	return out
}

// mappingFile is where the mapping rules are written.
func (c *conv) mappingFile() string {
	if c.in.MappingFile != "" {
		return c.in.MappingFile
	}
	return "mapping-rules.json"
}

// nestedRule converts a nestedUserQueue rule: under primaryGroup or
// secondaryGroupExistingQueue it places by user under the group's queue;
// under default, by user under the default queue.
func (c *conv) nestedRule(r *xmlconf.PlacementRule) (map[string]any, bool) {
	rule := map[string]any{"type": "user", "matches": "*", "fallbackResult": "skip", "create": r.Create.Val}
	switch r.Parent.Name {
	case "primaryGroup":
		rule["policy"] = "primaryGroupUser"
	case "secondaryGroupExistingQueue":
		rule["policy"] = "secondaryGroupUser"
	case "default":
		parent := "root.default"
		if r.Parent.Queue.Set {
			parent = r.Parent.Queue.Val
			if !strings.HasPrefix(parent, "root.") {
				parent = "root." + parent
			}
		}
		rule["policy"], rule["parentQueue"] = "user", parent
	default:
		return nil, false
	}
	return rule, true
}
