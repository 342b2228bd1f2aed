package xmlconf

import (
	"fmt"

	"github.com/beevik/etree"
	"github.com/fairsched/fairsched/hadoop"
)

// parentRule reads the nested parent rule of r: the last child element whose
// tag is "rule" in any case. It returns false when Hadoop fails on it.
func (p *parser) parentRule(el *etree.Element, r *PlacementRule) bool {
	var nested []*etree.Element
	for _, c := range el.ChildElements() {
		if javaEqualFold(tagOf(c), "rule") {
			nested = append(nested, c)
		}
	}
	if len(nested) > 1 {
		p.fact(Fact{Pos: r.Pos, Kind: FactMultipleParentRules, Element: tagOf(el), Name: r.Name, Count: len(nested),
			Outcome: Ignored, Releases: placementRewrite,
			Warning: fmt.Sprintf("Rule '%s' has multiple parent rules defined, only the last parent rule will be used", r.Name)})
	}
	if len(nested) == 0 {
		if r.Kind() == RuleNestedUserQueue {
			p.is.add(r.Pos, RuleInvalidPlacementRule, "",
				"nestedUserQueue has no nested parent rule; Hadoop: \"Rule 'nestedUserQueue' must have a parent rule set\"",
				"nest a rule inside it, e.g. <rule name=\"primaryGroup\" create=\"false\"/>")
			return false
		}
		return true
	}
	pe := nested[len(nested)-1]
	pname := attrValue(pe, "name")
	if k := ParseRuleKind(pname); k == RuleReject || k == RuleNestedUserQueue {
		p.is.add(p.pos(pe), RuleInvalidPlacementRule, "",
			fmt.Sprintf("%q cannot be a parent rule; Hadoop: \"Rule '%s' is not allowed as a parent rule for any rule\"", pname, pname),
			"use user, primaryGroup, secondaryGroupExistingQueue, specified or default as the parent rule")
		return false
	}
	parent, ok := p.placementRule(pe, false)
	r.Parent = parent
	return ok
}

// initRule reproduces the failures of PlacementRule.initialize for a rule
// with a parent rule.
func (p *parser) initRule(r *PlacementRule) {
	if r.Parent == nil {
		return
	}
	cause := ""
	switch {
	case r.Kind() == RuleDefault:
		cause = "Parent rule must not be configured for Default rule."
	case r.Kind() == RuleSpecified:
		cause = "Parent rule should not be configured for Specified rule."
	case r.Kind() == RuleReject:
		cause = "Parent rule should not be configured for Reject rule."
	case r.Kind().Class() == r.Parent.Kind().Class():
		cause = "Parent rule may not be the same type as the child rule: " + placementPackage + r.Kind().Class()
	default:
		return
	}
	p.is.add(r.Pos, RuleInvalidPlacementRule, "",
		fmt.Sprintf("rule %q cannot have parent rule %q; Hadoop: \"Rule initialisation failed with exception\" caused by %q", r.Name, r.Parent.Name, cause),
		"remove the nested rule")
}

// ruleTerminal says whether a rule of the file always places or rejects
// an app under the parser's release (RuleTerminal, and its parent rule
// terminal too).
func ruleTerminal(r *PlacementRule, prof hadoop.Profile) bool {
	return RuleTerminal(r.Kind(), r.Create.Val, prof.PlacementRewrite) && (r.Parent == nil || r.Parent.Terminal)
}

// RuleTerminal is the one definition of placement rule terminality, used
// by the reader (which reports the policies Hadoop refuses for it) and by
// package place: whether a rule of kind k, with create, always places or
// rejects an application, leaving aside its nested parent rule (a rule
// with one is terminal only when that rule is too). Since YARN-8967
// (rewrite, Hadoop 3.3.0) user, primaryGroup, default and nestedUserQueue
// are terminal when they may create queues; before, default is always
// terminal and nestedUserQueue never. reject always is; specified and
// secondaryGroupExistingQueue never are.
func RuleTerminal(k RuleKind, create, rewrite bool) bool {
	switch k {
	case RuleUser, RulePrimaryGroup:
		return create
	case RuleNestedUserQueue:
		return create && rewrite
	case RuleDefault:
		return create || !rewrite
	case RuleReject:
		return true
	}
	return false
}

func (p *parser) checkTerminals(pp *PlacementPolicy) {
	n := len(pp.Rules)
	for i, r := range pp.Rules[:n-1] {
		if r.Terminal {
			hadoopIndex := i + 1 // 1-based since YARN-8967, 0-based before
			if !p.prof.PlacementRewrite {
				hadoopIndex = i
			}
			p.is.add(pp.Rules[i+1].Pos, RuleUnreachablePlacement, "",
				fmt.Sprintf("rule %q can never be reached because rule %d (%q) always places the app%s; Hadoop: \"Rules after rule %d in queue placement policy can never be reached\"", pp.Rules[i+1].Name, i+1, r.Name, p.terminalNote(r), hadoopIndex),
				"remove the rules after the terminal one, or set create=\"false\" on it")
			return
		}
	}
	if last := pp.Rules[n-1]; !last.Terminal {
		p.is.add(last.Pos, RulePlacementNotTerminal, "",
			fmt.Sprintf("the last placement rule %q may not place an app%s; Hadoop: \"Could get past last queue placement rule without assigning\"", last.Name, p.terminalNote(last)),
			"end the policy with <rule name=\"default\"/> or <rule name=\"reject\"/>")
	}
}

// terminalNote names the releases whose terminality rule decides about r
// when releases disagree: default and nestedUserQueue (YARN-8967).
func (p *parser) terminalNote(r *PlacementRule) string {
	rewrite := func(h hadoop.Profile) bool { return h.PlacementRewrite }
	old := func(h hadoop.Profile) bool { return !h.PlacementRewrite }
	switch {
	case r.Kind() == RuleDefault && !r.Create.Val && p.prof.PlacementRewrite:
		return fmt.Sprintf(" (in Hadoop %s a default rule with create=\"false\" is not terminal, YARN-8967)", hadoop.Span(rewrite, p.prof.Version))
	case r.Kind() == RuleDefault && !r.Create.Val:
		return fmt.Sprintf(" (in Hadoop %s the default rule is terminal even with create=\"false\")", hadoop.Span(old, p.prof.Version))
	case r.Kind() == RuleNestedUserQueue && p.prof.PlacementRewrite:
		return fmt.Sprintf(" (in Hadoop %s nestedUserQueue is terminal when it and its parent rule create queues, YARN-8967)", hadoop.Span(rewrite, p.prof.Version))
	case r.Kind() == RuleNestedUserQueue:
		return fmt.Sprintf(" (in Hadoop %s nestedUserQueue is never terminal)", hadoop.Span(old, p.prof.Version))
	}
	return ""
}
