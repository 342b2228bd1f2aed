package convert

import (
	"fmt"
	"strings"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/placement"
)

// legacyRules writes the rules as legacy queue-mappings in Hadoop's
// forms, in order, with queue-mappings-override.enable as the position of
// the specified rule requires.
func (c *conv) legacyRules(rules []*rule, derived bool) {
	var maps []string
	specifiedAt := -1
	for _, r := range rules {
		if r.kind == placement.RuleSpecified {
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
			if r.kind == placement.RuleSpecified {
				c.placementLoss(r, PlacementLoss{Kind: PlacementSpecifiedLate, After: specifiedAt})
				break
			}
		}
	}
}

// legacyMapping is one rule's queue-mapping, or a recorded loss.
func (c *conv) legacyMapping(r *rule) (string, bool) {
	switch r.kind {
	case placement.RuleUser:
		return c.legacyUserQueues(r)
	case placement.RulePrimaryGroup:
		return c.legacyUnderRoot(r, "u:%user:%primary_group")
	case placement.RuleSecondaryGroupExistingQueue:
		return "u:%user:%secondary_group", true
	case placement.RuleDefault:
		if r.queue == "root.default" {
			return "", false // an unmapped submission goes to default
		}
		return "u:%user:" + strings.TrimPrefix(r.queue, "root."), true
	case placement.RuleNestedUserQueue:
		if r.parent == nil {
			break
		}
		var m string
		switch r.parent.kind {
		case placement.RulePrimaryGroup:
			m = "u:%user:%primary_group.%user"
		case placement.RuleSecondaryGroupExistingQueue:
			m = "u:%user:%secondary_group.%user"
		case placement.RuleDefault:
			q := c.in.Fair.Find(r.parent.queue)
			if q == nil && !r.create && !r.parent.create {
				return "", false // the parent does not exist and is not created: the rule never places
			}
			if q == nil {
				c.placementLoss(r, PlacementLoss{Kind: PlacementNoLegacy})
				return "", false
			}
			if len(CreatedChildren(q)) > 0 {
				// Not a managed parent (autoCreation): a mapping to a queue
				// it cannot create makes Hadoop refuse the file.
				c.placementLoss(r, PlacementLoss{Kind: PlacementStaticParent, Queue: q.FullName})
				return "", false
			}
			m = "u:%user:" + strings.TrimPrefix(r.parent.queue, "root.") + ".%user"
		}
		if m == "" {
			break
		}
		if !r.create {
			c.placementLoss(r, PlacementLoss{Kind: PlacementLegacyNestedNoCreate, Mapping: m})
		}
		return m, true
	case placement.RuleReject:
		c.placementLoss(r, PlacementLoss{Kind: PlacementLegacyReject})
		return "", false
	}
	c.placementLoss(r, PlacementLoss{Kind: PlacementNoLegacy})
	return "", false
}

// legacyUserQueues keeps a user rule as one u:NAME:NAME mapping per leaf
// under root: the queues a user of that name is placed in. A catch-all
// u:%user:%user would end the mappings for every user (the legacy engine
// returns at the first mapping that matches, with no queue when the user's
// queue does not exist), so the rules after it would never place anyone.
// The queues a rule with create makes under root are lost
// (PlacementLegacyRootCreate).
func (c *conv) legacyUserQueues(r *rule) (string, bool) {
	if r.create {
		c.placementLoss(r, PlacementLoss{Kind: PlacementLegacyRootCreate})
	}
	var maps []string
	for _, k := range CreatedChildren(c.in.Fair.Root) {
		if _, creates := c.dynamic[k]; len(CreatedChildren(k)) == 0 && !k.IsParent && !creates && !strings.ContainsAny(k.Name, ":,") {
			maps = append(maps, "u:"+k.Name+":"+k.Name)
		}
	}
	if c.defaultLeaf != nil {
		maps = append(maps, "u:default:default")
	}
	return strings.Join(maps, ","), len(maps) > 0
}

// legacyUnderRoot is a mapping to a queue directly under root: one the
// Capacity Scheduler cannot create, and that it uses whether or not the
// queue exists.
func (c *conv) legacyUnderRoot(r *rule, m string) (string, bool) {
	if r.create {
		c.placementLoss(r, PlacementLoss{Kind: PlacementLegacyRootCreate})
	} else {
		c.placementLoss(r, PlacementLoss{Kind: PlacementLegacyNoCreate})
	}
	return m, true
}
