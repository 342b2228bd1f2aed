package capacity

import (
	"iter"
	"strings"

	"github.com/fairsched/fairsched/hadoop"
)

// mappingProblem is one thing wrong with a mapping's target: its kind
// and Hadoop's exception.
type mappingProblem struct {
	kind      FactKind
	exception string
}

// resolveTarget returns what Hadoop says about a mapping's static target,
// or nothing when it resolves (or has variables only the submission
// fills).
func resolveTarget(c *Config, m Mapping, p hadoop.Profile) *mappingProblem {
	t := m.Target
	if t == "" {
		return nil
	}
	if i := strings.LastIndexByte(t, '.'); i >= 0 && groupParentBeforeGroupMappings(m, p) {
		return parentOf(c, t, t[:i])
	}
	if !staticBeforeGroupMappings(m, p) {
		if strings.HasPrefix(t, "%") {
			return nil
		}
		if i := strings.Index(t, ".%"); i >= 0 {
			return parentOf(c, t, t[:i])
		}
	}
	sameNames := p.Capacity.SameNameLeaves
	if q := c.Queue(t); q != nil {
		return leafOrNot(q, t)
	}
	if !strings.Contains(t, ".") {
		return shortName(c, t, sameNames)
	}
	i := strings.LastIndex(t, ".")
	if q := lastNamed(c, t[i+1:]); q != nil && p.Capacity.MappingLeafByShortName {
		return leafOrNot(q, t)
	}
	return parentOf(c, t, t[:i])
}

// staticBeforeGroupMappings: before 3.3.0 (LegacyGroupMappings)
// UserGroupMappingPlacementRule.isStaticQueueMapping calls a user-group
// target static unless it contains %user or %primary_group, so a
// %secondary_group target is a queue name that must exist at start.
func staticBeforeGroupMappings(m Mapping, p hadoop.Profile) bool {
	return !p.Capacity.LegacyGroupMappings && m.Origin == OriginUserGroup &&
		!strings.Contains(m.Target, "%user") && !strings.Contains(m.Target, "%primary_group")
}

// groupParentBeforeGroupMappings: before 3.3.0 a group is no parent
// (YARN-9841, YARN-9865 add it): UserGroupMappingPlacementRule.initialize
// validates the parent of %primary_group.%user or %secondary_group.%user
// as a queue, which does not exist, and the scheduler does not start.
func groupParentBeforeGroupMappings(m Mapping, p hadoop.Profile) bool {
	return !p.Capacity.LegacyGroupMappings && m.Origin == OriginUserGroup &&
		(strings.HasPrefix(m.Target, "%primary_group.") || strings.HasPrefix(m.Target, "%secondary_group."))
}

// leafOrNot: a mapping may only name a leaf (or a queue auto-created below
// a managed parent).
func leafOrNot(q *Queue, t string) *mappingProblem {
	if q.IsLeaf() {
		return nil
	}
	return &mappingProblem{FactMappingUnknownQueue, "mapping contains invalid or non-leaf queue " + t}
}

// lastNamed returns the last queue of c whose short name is name, or nil.
func lastNamed(c *Config, name string) *Queue {
	var found *Queue
	for _, q := range c.Queues {
		if q.Name == name {
			found = q
		}
	}
	return found
}

// shortName resolves a bare queue name: it must name one leaf.
func shortName(c *Config, t string, sameNames bool) *mappingProblem {
	var found []*Queue
	for _, q := range c.Queues {
		if q.Name == t {
			found = append(found, q)
		}
	}
	switch {
	case len(found) == 0:
		return &mappingProblem{FactMappingUnknownQueue, "mapping contains invalid or non-leaf queue " + t}
	case len(found) > 1 && sameNames:
		return &mappingProblem{FactMappingUnknownQueue, "mapping contains ambiguous leaf queue reference " + t}
	}
	return leafOrNot(found[len(found)-1], t)
}

// parentOf: a target below parent that does not exist is created only
// under a parent with auto-creation. Hadoop's messages
// (validateQueueMappingUnderParentQueue, 3.1 and 3.2's validateParentQueue)
// name the leaf, the target's last part.
func parentOf(c *Config, t, parent string) *mappingProblem {
	p := c.Queue(parent)
	if p == nil && !strings.Contains(parent, ".") {
		p = lastNamed(c, parent)
	}
	leaf := t[strings.LastIndexByte(t, '.')+1:]
	switch {
	case p == nil:
		return &mappingProblem{FactMappingUnknownQueue, "mapping contains invalid or non-leaf queue [" + leaf + "] and invalid parent queue [" + parent + "]"}
	case !p.managed():
		return &mappingProblem{FactMappingNoAutoCreation, "mapping contains leaf queue [" + leaf + "] and invalid parent queue which does not have auto creation of leaf queues enabled [" + parent + "]"}
	}
	return nil
}

// mappingFacts runs resolveTarget over every mapping the scheduler loads
// (those of an engine yarn.scheduler.queue-placement-rules lists) and
// yields the problems of the given kind: before 3.4 the scheduler refuses
// such a mapping at load. 3.4's own validation of the rules is csplace's.
func mappingFacts(c *Config, p hadoop.Profile, kind FactKind) iter.Seq[Fact] {
	return func(yield func(Fact) bool) {
		if p.Capacity.CSMappingPlacementRule {
			return // 3.4 validates the rules itself (csplace.LoadRefusals)
		}
		for _, m := range c.Mappings {
			if !c.Placement.runs(m) {
				continue
			}
			pr := resolveTarget(c, m, p)
			if pr == nil || pr.kind != kind {
				continue
			}
			if !yield(Fact{Kind: kind, Key: m.Key, Pos: m.Pos, Raw: m.Entry, Refuses: true, Refusal: pr.exception}) {
				return
			}
		}
	}
}

// runs reports whether the engine of m is among the engines the
// scheduler builds.
func (p Placement) runs(m Mapping) bool {
	engine := EngineUserGroup
	if m.Origin == OriginAppName {
		engine = EngineAppName
	}
	return contains(p.Engines, engine)
}

// MappingUnknownQueue yields the mappings of c to a queue that does not
// exist, is not a leaf, or whose short name is ambiguous in release p
// (FactMappingUnknownQueue).
func MappingUnknownQueue(c *Config, p hadoop.Profile) iter.Seq[Fact] {
	return mappingFacts(c, p, FactMappingUnknownQueue)
}

// MappingNoAutoCreation yields the mappings of c that would create a
// queue under a parent without auto-creation (FactMappingNoAutoCreation).
func MappingNoAutoCreation(c *Config, p hadoop.Profile) iter.Seq[Fact] {
	return mappingFacts(c, p, FactMappingNoAutoCreation)
}
