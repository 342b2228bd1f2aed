package place

import (
	"github.com/fairsched/fairsched/core/placement"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// Static is a file's own placement policy under a release, with the queues
// the ResourceManager starts with, built once for every static check of the
// policy (its methods). A file without a policy of its own gives no
// findings: the derived policy has nothing to point at.
type Static struct {
	prof hadoop.Profile
	p    *placement.Policy
	t    *Tree
}

// Analyze builds the static view of a's placement policy under prof.
func Analyze(a *xmlconf.Allocations, prof hadoop.Profile) *Static {
	p := FromAllocations(a, prof, HadoopDefaults)
	if p.Source != placement.SourceFile || p.Refused != "" || len(p.Rules) == 0 {
		return &Static{prof: prof}
	}
	return &Static{prof: prof, p: p, t: NewTree(a, prof)}
}

// analysis returns the policy and tree, ok false when there is no policy.
func (s *Static) analysis() (*placement.Policy, *Tree, bool) { return s.p, s.t, s.p != nil }

// DefaultQueueRefused lists the top-level default rules whose queue the
// scheduler refuses: a parent queue, a queue below a leaf (such as
// root.default), or one whose policy its parent does not allow.
func (s *Static) DefaultQueueRefused() []RefusedDefault {
	p, t, ok := s.analysis()
	if !ok {
		return nil
	}
	var out []RefusedDefault
	for _, r := range p.Rules {
		if r.Kind != placement.RuleDefault || (!r.Create && !t.configured(r.Queue)) {
			continue
		}
		if ad := t.admit(r.Queue); ad.refusal != "" {
			out = append(out, RefusedDefault{Pos: r.Pos, Queue: r.Queue, Refusal: ad.refusal})
		}
	}
	return out
}

// MissingTarget lists the default rules (top-level or parent) with
// create="false" whose queue is not declared: the rule never places.
func (s *Static) MissingTarget() []MissingTarget {
	p, t, ok := s.analysis()
	if !ok {
		return nil
	}
	var out []MissingTarget
	for _, top := range p.Rules {
		for _, r := range []*placement.Rule{top, top.Parent} {
			if r == nil || r.Kind != placement.RuleDefault || r.Create || t.configured(r.Queue) {
				continue
			}
			m := MissingTarget{Pos: r.Pos, Queue: r.Queue}
			if r != top {
				m.NestedIn = top.Kind
			} else {
				m.Fails = !s.prof.PlacementRewrite
			}
			out = append(out, m)
		}
	}
	return out
}

// rootChildren returns the declared queues directly below parent that the
// ResourceManager creates.
func rootChildren(t *Tree, parent string) (leaves, parents []string) {
	for name, n := range t.queues {
		if !n.static || n.q == nil || n.q.Parent == nil || n.q.Parent.FullName != parent {
			continue
		}
		if n.leaf {
			leaves = append(leaves, name)
		} else {
			parents = append(parents, name)
		}
	}
	return leaves, parents
}

// childCounter counts the declared leaves and parents directly below a
// queue once per queue, for the rules of a long policy that ask the same.
type childCounter struct {
	t    *Tree
	seen map[string][2]int
}

// count returns the number of declared leaves and parents below parent.
func (c *childCounter) count(parent string) (leaves, parents int) {
	n, ok := c.seen[parent]
	if !ok {
		l, p := rootChildren(c.t, parent)
		n = [2]int{len(l), len(p)}
		if c.seen == nil {
			c.seen = map[string][2]int{}
		}
		c.seen[parent] = n
	}
	return n[0], n[1]
}

// fixedParent is the queue a parent rule always gives, "" when it depends
// on the submission.
func fixedParent(r *placement.Rule) string {
	if r != nil && r.Kind == placement.RuleDefault {
		return r.Queue
	}
	return ""
}

// declaredOnly reports whether r only places in declared queues below a
// known parent (root, or its parent rule's fixed queue), and which.
func declaredOnly(r *placement.Rule) (under string, ok bool) {
	switch r.Kind {
	case placement.RuleUser, placement.RulePrimaryGroup, placement.RuleNestedUserQueue, placement.RuleSecondaryGroupExistingQueue:
	default:
		return "", false
	}
	if r.Create && r.Kind != placement.RuleSecondaryGroupExistingQueue {
		return "", false
	}
	if r.Parent == nil {
		return hadoop.RootName, true
	}
	if q := fixedParent(r.Parent); q != "" {
		return q, true
	}
	return "", false
}

// YieldsOnlyParent lists the rules that can only place in declared queues
// (create="false", or secondaryGroupExistingQueue) when every such queue is
// a parent queue: each application they place is refused.
func (s *Static) YieldsOnlyParent() []OnlyParents {
	p, t, ok := s.analysis()
	if !ok {
		return nil
	}
	var out []OnlyParents
	kids := childCounter{t: t}
	for _, r := range p.Rules {
		under, only := declaredOnly(r)
		if !only {
			continue
		}
		leaves, parents := kids.count(under)
		if leaves > 0 || parents == 0 {
			continue
		}
		out = append(out, OnlyParents{Pos: r.Pos, Kind: r.Kind, Under: under})
	}
	return out
}

// NestedUnderLeaf lists the rules whose parent rule can only give a leaf
// queue: Hadoop then skips the rule for every application.
func (s *Static) NestedUnderLeaf() []UnderLeaf {
	p, t, ok := s.analysis()
	if !ok {
		return nil
	}
	var out []UnderLeaf
	kids := childCounter{t: t}
	for _, r := range p.Rules {
		if r.Parent == nil {
			continue
		}
		u := UnderLeaf{Pos: r.Pos, Kind: r.Kind, ParentKind: r.Parent.Kind}
		if q := fixedParent(r.Parent); q != "" && t.existingLeaf(q) && (s.prof.PlacementRewrite || t.configured(q)) {
			u.Leaf = q
			u.Implicit = t.queues[q].q != nil && t.queues[q].q.Implicit
		} else if under, only := declaredOnly(r.Parent); only && under == hadoop.RootName {
			if leaves, parents := kids.count(under); leaves > 0 && parents == 0 {
				u.OnlyLeavesBelowRoot = true
			}
		}
		if u.Leaf != "" || u.OnlyLeavesBelowRoot {
			out = append(out, u)
		}
	}
	return out
}

// SpecifiedAfterDefault finds a specified rule after a default rule that
// does not always place (a terminal one makes it unreachable instead):
// the requested queue is only honoured when the default rule passes.
func (s *Static) SpecifiedAfterDefault() []SpecifiedLate {
	p, t, ok := s.analysis()
	if !ok {
		return nil
	}
	var def *placement.Rule
	for _, r := range p.Rules {
		switch {
		case r.Kind == placement.RuleDefault && !r.Terminal && def == nil:
			def = r
		case r.Kind == placement.RuleSpecified && def != nil:
			return []SpecifiedLate{{Pos: r.Pos, Default: def.Index, DefaultQueue: def.Queue, Declared: t.configured(def.Queue)}}
		}
	}
	return nil
}
