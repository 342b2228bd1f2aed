package place

import (
	"fmt"
	"strings"

	"github.com/beevik/etree"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// This file holds the placement semantics of releases before YARN-8967
// (3.3.0): every child element of the policy is a rule, nestedUserQueue
// alone has a nested rule, default is always terminal, create="" is false,
// and rule numbers in messages are 0-based.

// legacyPolicy reads the last <queuePlacementPolicy> of a's document the
// way QueuePlacementPolicy.fromXml did up to 3.2. It returns nil when the
// file has none.
func legacyPolicy(a *xmlconf.Allocations) *Policy {
	el := lastPolicyElement(a)
	if el == nil {
		return nil
	}
	p := &Policy{Source: SourceFile}
	children := el.ChildElements()
	if len(children) == 0 {
		p.Refused = "the policy has no rules (Hadoop before 3.3: IndexOutOfBoundsException)"
		return p
	}
	for i, c := range children {
		r, err := legacyRule(a, c)
		if err != "" {
			p.Refused = err
			return p
		}
		r.Index = i + 1
		p.Rules = append(p.Rules, r)
	}
	p.Refused = legacyTerminals(p.Rules)
	return p
}

func lastPolicyElement(a *xmlconf.Allocations) *etree.Element {
	if a.Doc == nil || a.Doc.Root() == nil || a.Doc.Root().FullTag() != "allocations" {
		return nil
	}
	var last *etree.Element
	for _, c := range a.Doc.Root().ChildElements() {
		if c.FullTag() == "queuePlacementPolicy" {
			last = c
		}
	}
	return last
}

// legacyRule builds one rule; err is Hadoop's message when it fails.
func legacyRule(a *xmlconf.Allocations, el *etree.Element) (*Rule, string) {
	name := el.SelectAttrValue("name", "")
	if attrMissing(el, "name") || name == "" {
		return nil, "a rule has no name (Hadoop: \"No name provided for a rule element\")"
	}
	k := xmlconf.ParseRuleKind(name)
	if k == xmlconf.RuleUnknown {
		return nil, fmt.Sprintf("unknown rule %q (Hadoop: \"No rule class found for %s\")", name, name)
	}
	r := &Rule{Kind: k, Create: true, Pos: a.Span(el).Start}
	if v, ok := attr(el, "create"); ok {
		r.Create = strings.EqualFold(v, "true")
	}
	if k == xmlconf.RuleDefault {
		r.Queue = hadoop.DefaultQueue
		if v, ok := attr(el, "queue"); ok {
			r.Queue = v
			if !strings.HasPrefix(v, "root.") {
				r.Queue = "root." + v
			}
		}
	}
	if k != xmlconf.RuleNestedUserQueue {
		r.Terminal = terminal(r, false)
		return r, ""
	}
	nested := firstRuleChild(el)
	if nested == nil {
		return nil, "nestedUserQueue has no nested rule (Hadoop: \"No nested rule specified in <nestedUserQueue> rule\")"
	}
	parent, err := legacyRule(a, nested)
	r.Parent = parent
	r.Terminal = terminal(r, false)
	return r, err
}

func attr(el *etree.Element, key string) (string, bool) {
	for _, at := range el.Attr {
		if at.FullKey() == key {
			return at.Value, true
		}
	}
	return "", false
}

func attrMissing(el *etree.Element, key string) bool {
	_, ok := attr(el, key)
	return !ok
}

func firstRuleChild(el *etree.Element) *etree.Element {
	for _, c := range el.ChildElements() {
		if c.FullTag() == "rule" {
			return c
		}
	}
	return nil
}

func legacyTerminals(rules []*Rule) string {
	for i, r := range rules[:len(rules)-1] {
		if r.Terminal {
			return fmt.Sprintf("rule %d (%s) always places the application, so the rules after it can never be reached (Hadoop: \"Rules after rule %d in queue placement policy can never be reached\")", i+1, r.Kind, i)
		}
	}
	if !rules[len(rules)-1].Terminal {
		return "the last rule may not place the application (Hadoop: \"Could get past last queue placement rule without assigning\")"
	}
	return ""
}

// evalLegacy runs one rule as QueuePlacementRule.assignAppToQueue did: the
// rule's queue is used when it may create queues or the queue is declared.
func (e *Engine) evalLegacy(r *Rule, s Submission) decision {
	q, d := e.legacyQueue(r, s)
	if d.fail != "" || q == "" {
		return d
	}
	if r.Create || e.Tree.configured(q) {
		return decision{queue: q}
	}
	return decision{reason: fmt.Sprintf("%s is not declared in the file and create=\"false\"", q)}
}

// legacyQueue is getQueueForApp of the old rule classes.
func (e *Engine) legacyQueue(r *Rule, s Submission) (string, decision) {
	trim := e.prof.UnicodeNameTrim
	switch r.Kind {
	case xmlconf.RuleSpecified:
		if s.Queue == "default" {
			return "", decision{reason: "no queue was requested (\"default\"), so the next rule decides"}
		}
		return assureRoot(s.Queue), decision{}
	case xmlconf.RuleUser:
		return "root." + cleanName(s.User, trim), decision{}
	case xmlconf.RulePrimaryGroup:
		if len(s.Groups) == 0 {
			return "", decision{fail: fmt.Sprintf("user %q has no groups (Hadoop fails while reading the primary group)", s.User)}
		}
		return "root." + cleanName(s.Groups[0], trim), decision{}
	case xmlconf.RuleSecondaryGroupExistingQueue:
		return e.legacySecondary(s, trim)
	case xmlconf.RuleNestedUserQueue:
		return e.legacyNested(r, s, trim)
	case xmlconf.RuleDefault:
		return r.Queue, decision{}
	}
	return "", decision{reason: "the reject rule rejects every application", fail: "the reject rule rejects every application"}
}

// legacySecondary skips the primary group (before YARN-8967).
func (e *Engine) legacySecondary(s Submission, trim bool) (string, decision) {
	for i := 1; i < len(s.Groups); i++ {
		if q := "root." + cleanName(s.Groups[i], trim); e.Tree.configured(q) {
			return q, decision{}
		}
	}
	return "", decision{reason: "none of the user's secondary groups is a queue declared in the file"}
}

func (e *Engine) legacyNested(r *Rule, s Submission, trim bool) (string, decision) {
	d := e.evalLegacy(r.Parent, s)
	if d.fail != "" || d.queue == "" {
		return "", decision{fail: d.fail, reason: "its nested rule " + r.Parent.Kind.String() + " gave no queue: " + d.reason}
	}
	parent := assureRoot(d.queue)
	if n := e.Tree.queues[parent]; n != nil && n.static && n.leaf {
		return "", decision{reason: fmt.Sprintf("its nested rule gave %s, which is a declared leaf queue", parent)}
	}
	return parent + "." + cleanName(s.User, trim), decision{}
}
