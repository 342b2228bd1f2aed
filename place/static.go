package place

import (
	"fmt"

	"github.com/fairsched/fairsched/diag"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// Finding is a problem of a placement policy found without any
// submission, for a lint rule to report: where, which queue, what and how
// to fix it (the wording rules of fairsched diagnostics apply).
type Finding = diag.Finding

// Static is a file's own placement policy under a release, with the queues
// the ResourceManager starts with, built once for every static check of the
// policy (its methods). A file without a policy of its own gives no
// findings: the derived policy has nothing to point at.
type Static struct {
	prof hadoop.Profile
	p    *Policy
	t    *Tree
}

// Analyze builds the static view of a's placement policy under prof.
func Analyze(a *xmlconf.Allocations, prof hadoop.Profile) *Static {
	p := FromAllocations(a, prof, HadoopDefaults)
	if p.Source != SourceFile || p.Refused != "" || len(p.Rules) == 0 {
		return &Static{prof: prof}
	}
	return &Static{prof: prof, p: p, t: NewTree(a, prof)}
}

// analysis returns the policy and tree, ok false when there is no policy.
func (s *Static) analysis() (*Policy, *Tree, bool) { return s.p, s.t, s.p != nil }

// DefaultQueueRefused reports top-level default rules whose queue the
// scheduler refuses: a parent queue, a queue below a leaf (such as
// root.default), or one whose policy its parent does not allow.
func (s *Static) DefaultQueueRefused() []Finding {
	p, t, ok := s.analysis()
	if !ok {
		return nil
	}
	var out []Finding
	for _, r := range p.Rules {
		if r.Kind != xmlconf.RuleDefault || (!r.Create && !t.configured(r.Queue)) {
			continue
		}
		if ad := t.admit(r.Queue); ad.refusal != "" {
			out = append(out, Finding{Pos: r.Pos, Queue: r.Queue,
				Message: fmt.Sprintf("the default rule sends applications to %s, which the scheduler refuses: %s", r.Queue, ad.refusal),
				Hint:    "point queue= at a leaf queue the scheduler can create"})
		}
	}
	return out
}

// MissingTarget reports default rules (top-level or parent) with
// create="false" whose queue is not declared: the rule never places.
func (s *Static) MissingTarget() []Finding {
	p, t, ok := s.analysis()
	if !ok {
		return nil
	}
	var out []Finding
	for _, top := range p.Rules {
		for _, r := range []*Rule{top, top.Parent} {
			if r == nil || r.Kind != xmlconf.RuleDefault || r.Create || t.configured(r.Queue) {
				continue
			}
			what := "the rule never places an application"
			if !s.prof.PlacementRewrite && r == top {
				what = "before Hadoop 3.3 an application that reaches it fails (\"Should have applied a rule before reaching here\")"
			} else if r != top {
				what = fmt.Sprintf("the %s rule it is nested in never places an application", top.Kind)
			}
			out = append(out, Finding{Pos: r.Pos, Queue: r.Queue,
				Message: fmt.Sprintf("the default rule has create=\"false\" but its queue %s is not declared in the file; %s", r.Queue, what),
				Hint:    fmt.Sprintf("declare %s or remove create=\"false\"", r.Queue)})
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
func fixedParent(r *Rule) string {
	if r != nil && r.Kind == xmlconf.RuleDefault {
		return r.Queue
	}
	return ""
}

// declaredOnly reports whether r only places in declared queues below a
// known parent (root, or its parent rule's fixed queue), and which.
func declaredOnly(r *Rule) (under string, ok bool) {
	switch r.Kind {
	case xmlconf.RuleUser, xmlconf.RulePrimaryGroup, xmlconf.RuleNestedUserQueue, xmlconf.RuleSecondaryGroupExistingQueue:
	default:
		return "", false
	}
	if r.Create && r.Kind != xmlconf.RuleSecondaryGroupExistingQueue {
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

// YieldsOnlyParent reports rules that can only place in declared queues
// (create="false", or secondaryGroupExistingQueue) when every such queue is
// a parent queue: each application they place is refused.
func (s *Static) YieldsOnlyParent() []Finding {
	p, t, ok := s.analysis()
	if !ok {
		return nil
	}
	var out []Finding
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
		out = append(out, Finding{Pos: r.Pos, Queue: under,
			Message: fmt.Sprintf("the %s rule can only give queues declared directly below %s, and all of them are parent queues; the scheduler refuses every application it places", r.Kind, under),
			Hint:    "declare leaf queues for it, or let it create queues below a parent rule"})
	}
	return out
}

// NestedUnderLeaf reports rules whose parent rule can only give a leaf
// queue: Hadoop then skips the rule for every application.
func (s *Static) NestedUnderLeaf() []Finding {
	p, t, ok := s.analysis()
	if !ok {
		return nil
	}
	var out []Finding
	kids := childCounter{t: t}
	for _, r := range p.Rules {
		if r.Parent == nil {
			continue
		}
		msg := ""
		if q := fixedParent(r.Parent); q != "" && t.existingLeaf(q) && (s.prof.PlacementRewrite || t.configured(q)) {
			msg = fmt.Sprintf("the parent rule of %s gives %s, which is a leaf queue; the %s rule never places an application", r.Kind, q, r.Kind)
			if t.queues[q].q != nil && t.queues[q].q.Implicit {
				msg += " (root.default exists as a leaf from start-up unless the file declares it as a parent)"
			}
		} else if under, only := declaredOnly(r.Parent); only && under == hadoop.RootName {
			if leaves, parents := kids.count(under); leaves > 0 && parents == 0 {
				msg = fmt.Sprintf("the parent rule %s can only give queues declared directly below root, and all of them are leaf queues; the %s rule never places an application", r.Parent.Kind, r.Kind)
			}
		}
		if msg != "" {
			out = append(out, Finding{Pos: r.Pos, Message: msg, Hint: "make the parent rule's queue a parent queue (type=\"parent\")"})
		}
	}
	return out
}

// SpecifiedAfterDefault reports a specified rule after a default rule that
// does not always place (a terminal one makes it unreachable instead):
// the requested queue is only honoured when the default rule passes.
func (s *Static) SpecifiedAfterDefault() []Finding {
	p, t, ok := s.analysis()
	if !ok {
		return nil
	}
	var def *Rule
	for _, r := range p.Rules {
		switch {
		case r.Kind == xmlconf.RuleDefault && !r.Terminal && def == nil:
			def = r
		case r.Kind == xmlconf.RuleSpecified && def != nil:
			effect := "requested queues are never used"
			if !t.configured(def.Queue) {
				effect = fmt.Sprintf("requested queues are used only because %s is not declared", def.Queue)
			}
			return []Finding{{Pos: r.Pos, Message: fmt.Sprintf("the specified rule comes after the default rule %d, which places every application in %s whenever that queue is declared; %s", def.Index, def.Queue, effect),
				Hint: "move the specified rule before the default rule"}}
		}
	}
	return nil
}
