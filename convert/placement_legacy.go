package convert

import (
	"fmt"
	"strings"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/xmlconf"
)

// legacyRules writes the rules as legacy queue-mappings in Hadoop's
// forms, in order, with queue-mappings-override.enable as the position of
// the specified rule requires.
func (c *conv) legacyRules(rules []*rule, derived bool) {
	var maps []string
	specifiedAt := -1
	for _, r := range rules {
		if r.kind == xmlconf.RuleSpecified {
			if specifiedAt < 0 {
				specifiedAt = len(maps)
			}
			continue
		}
		if m, ok := c.legacyMapping(r); ok {
			maps = append(maps, m)
		}
	}
	from := c.from("queuePlacementPolicy", c.policyPos())
	if derived {
		from = "fairsched convert: the Fair Scheduler's placement without queuePlacementPolicy (yarn.scheduler.fair.user-as-default-queue, allow-undeclared-pools)"
	}
	if len(maps) > 0 {
		c.cs(capacity.Prefix+"queue-mappings", strings.Join(maps, ","), from)
	}
	override := specifiedAt != 0
	if len(maps) > 0 {
		c.cs(capacity.Prefix+"queue-mappings-override.enable", fmt.Sprint(override), from)
	}
	if specifiedAt > 0 {
		for _, r := range rules {
			if r.kind == xmlconf.RuleSpecified {
				c.find(lint.ConvertPlacement, lint.Error, r.pos, "", fmt.Sprintf(
					"the specified rule comes after %d other rule(s); legacy queue-mappings either honour a named queue before every mapping or never: with queue-mappings-override.enable true a submission naming a queue goes where the mappings say",
					specifiedAt))
				break
			}
		}
	}
}

// legacyMapping is one rule's queue-mapping, or a finding.
func (c *conv) legacyMapping(r *rule) (string, bool) {
	switch r.kind {
	case xmlconf.RuleUser:
		return c.legacyUnderRoot(r, "u:%user:%user")
	case xmlconf.RulePrimaryGroup:
		return c.legacyUnderRoot(r, "u:%user:%primary_group")
	case xmlconf.RuleSecondaryGroupExistingQueue:
		return "u:%user:%secondary_group", true
	case xmlconf.RuleDefault:
		if r.queue == "root.default" {
			return "", false // an unmapped submission goes to default
		}
		return "u:%user:" + strings.TrimPrefix(r.queue, "root."), true
	case xmlconf.RuleNestedUserQueue:
		if r.parent == nil {
			break
		}
		var m string
		switch r.parent.kind {
		case xmlconf.RulePrimaryGroup:
			m = "u:%user:%primary_group.%user"
		case xmlconf.RuleSecondaryGroupExistingQueue:
			m = "u:%user:%secondary_group.%user"
		case xmlconf.RuleDefault:
			m = "u:%user:" + strings.TrimPrefix(r.parent.queue, "root.") + ".%user"
		}
		if m == "" {
			break
		}
		if !r.create {
			c.find(lint.ConvertPlacement, lint.Warning, r.pos, "", fmt.Sprintf(
				"placement rule \"nestedUserQueue\" has create=\"false\", which legacy queue-mappings cannot say: the Fair Scheduler goes on to the next rule when the user's queue does not exist, the Capacity Scheduler does not (%s)", m))
		}
		return m, true
	case xmlconf.RuleReject:
		c.find(lint.ConvertPlacement, lint.Error, r.pos, "", fmt.Sprintf(
			"the reject rule has no legacy queue-mappings counterpart (Hadoop %s reads no JSON mapping rules): submissions it rejects go to the default queue after the move",
			c.in.Target.Version))
		return "", false
	}
	c.find(lint.ConvertPlacement, lint.Error, r.pos, "", fmt.Sprintf("placement rule %q has no legacy queue-mappings counterpart; write it by hand", r.name))
	return "", false
}

// legacyUnderRoot is a mapping to a queue directly under root: one the
// Capacity Scheduler cannot create, and that it uses whether or not the
// queue exists.
func (c *conv) legacyUnderRoot(r *rule, m string) (string, bool) {
	if r.create {
		c.find(lint.ConvertPlacement, lint.Error, r.pos, "", fmt.Sprintf(
			"placement rule %q creates queues under root, which the Capacity Scheduler of Hadoop %s cannot (root is never a managed parent): submissions for a queue that does not exist are rejected; declare the queues",
			r.name, c.in.Target.Version))
	} else {
		c.find(lint.ConvertPlacement, lint.Warning, r.pos, "", fmt.Sprintf(
			"placement rule %q has create=\"false\", which legacy queue-mappings cannot say: the Fair Scheduler goes on to the next rule when the queue does not exist, the Capacity Scheduler does not",
			r.name))
	}
	return m, true
}
