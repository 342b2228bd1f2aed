package xmlconf

import (
	"fmt"

	"github.com/beevik/etree"
	"github.com/fairsched/fairsched/core/placement"
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
			FactDetail: &FactDetail{Warning: fmt.Sprintf("Rule '%s' has multiple parent rules defined, only the last parent rule will be used", r.Name)}})
	}
	if len(nested) == 0 {
		if r.Kind() == placement.RuleNestedUserQueue {
			p.fact(Fact{Pos: r.Pos, Kind: FactMissingParentRule, Element: tagOf(el), Name: r.Name, Outcome: Refused,
				Releases: placementRewrite, Refusal: "Rule 'nestedUserQueue' must have a parent rule set"})
			return false
		}
		return true
	}
	pe := nested[len(nested)-1]
	pname := attrValue(pe, "name")
	if k := placement.ParseRuleKind(pname); k == placement.RuleReject || k == placement.RuleNestedUserQueue {
		p.fact(Fact{Pos: p.pos(pe), Kind: FactForbiddenParentRule, Element: tagOf(pe), Name: pname, Outcome: Refused,
			Releases: placementRewrite, Refusal: fmt.Sprintf("Rule '%s' is not allowed as a parent rule for any rule", pname)})
		return false
	}
	parent, ok := p.placementRule(pe, false)
	r.Parent = parent
	return ok
}

// initRule reproduces the failures of PlacementRule.initialize for a rule
// with a parent rule.
func (p *parser) initRule(el *etree.Element, r *PlacementRule) {
	if r.Parent == nil {
		return
	}
	cause := ""
	switch {
	case r.Kind() == placement.RuleDefault:
		cause = "Parent rule must not be configured for Default rule."
	case r.Kind() == placement.RuleSpecified:
		cause = "Parent rule should not be configured for Specified rule."
	case r.Kind() == placement.RuleReject:
		cause = "Parent rule should not be configured for Reject rule."
	case r.Kind().Class() == r.Parent.Kind().Class():
		cause = "Parent rule may not be the same type as the child rule: " + placementPackage + r.Kind().Class()
	default:
		return
	}
	p.fact(Fact{Pos: r.Pos, Kind: FactRuleInitFailed, Element: tagOf(el), Name: r.Name, FactDetail: &FactDetail{Rule: r}, Outcome: Refused,
		Releases: placementRewrite, Refusal: cause})
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
func RuleTerminal(k placement.RuleKind, create, rewrite bool) bool {
	switch k {
	case placement.RuleUser, placement.RulePrimaryGroup:
		return create
	case placement.RuleNestedUserQueue:
		return create && rewrite
	case placement.RuleDefault:
		return create || !rewrite
	case placement.RuleReject:
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
			next := pp.Rules[i+1]
			p.fact(Fact{Pos: next.Pos, Kind: FactUnreachableRule, Element: "rule", Name: next.Name, FactDetail: &FactDetail{Rule: r}, Count: i + 1,
				Outcome: Refused, Releases: p.terminalReleases(r),
				Refusal: fmt.Sprintf("Rules after rule %d in queue placement policy can never be reached", hadoopIndex)})
			return
		}
	}
	if last := pp.Rules[n-1]; !last.Terminal {
		p.fact(Fact{Pos: last.Pos, Kind: FactPlacementNotTerminal, Element: "rule", Name: last.Name, FactDetail: &FactDetail{Rule: last},
			Outcome: Refused, Releases: p.terminalReleases(last),
			Refusal: "Could get past last queue placement rule without assigning"})
	}
}

// terminalReleases are the releases whose terminality rule decides about
// r: those on the parser's side of YARN-8967 for a default rule with
// create="false" and for nestedUserQueue, whose terminality it changed;
// every release for the other rules.
func (p *parser) terminalReleases(r *PlacementRule) hadoop.Predicate {
	if (r.Kind() == placement.RuleDefault && !r.Create.Val) || r.Kind() == placement.RuleNestedUserQueue {
		if p.prof.PlacementRewrite {
			return placementRewrite
		}
		return legacyPlacement
	}
	return always
}
