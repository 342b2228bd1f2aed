package xmlconf

import (
	"github.com/beevik/etree"
	"github.com/fairsched/fairsched/core/placement"
)

// The placement policy before YARN-8967 (Hadoop 3.2 and earlier,
// parsing.md §8.4): every child element is a rule whatever its tag, create=
// is Boolean.parseBoolean of the attribute when present, default and reject
// are always terminal, nestedUserQueue never, and only nestedUserQueue
// reads a nested rule (its first child element tagged exactly "rule").

// legacyPlacementPolicy reads a queuePlacementPolicy element the way
// QueuePlacementPolicy.fromXml of Hadoop 3.2 and earlier does.
func (p *parser) legacyPlacementPolicy(el *etree.Element) *PlacementPolicy {
	pp := &PlacementPolicy{Pos: p.pos(el)}
	children := el.ChildElements()
	if len(children) == 0 {
		p.fact(Fact{Pos: pp.Pos, Kind: FactEmptyPlacementPolicy, Element: tagOf(el), Outcome: Refused,
			Releases: legacyPlacement, Refusal: "IndexOutOfBoundsException"})
		return nil
	}
	broken := false
	for _, c := range children {
		r, ok := p.legacyRule(c)
		broken = broken || !ok
		if r != nil {
			pp.Rules = append(pp.Rules, r)
		}
	}
	if !broken && len(pp.Rules) > 0 {
		p.checkTerminals(pp)
	}
	return pp
}

// legacyRule reads one rule element and, for nestedUserQueue, its nested
// rule. ok is false when Hadoop fails on it.
func (p *parser) legacyRule(el *etree.Element) (*PlacementRule, bool) {
	r := &PlacementRule{Pos: p.pos(el), Name: attrValue(el, "name")}
	r.Create = p.createAttr(el)
	if v, has := attrOf(el, "queue"); has {
		r.Queue = fieldAt(v, true, p.source(el, v))
	}
	if !p.knownRule(el, r) {
		return nil, false
	}
	ok := true
	if r.Kind() == placement.RuleNestedUserQueue {
		ok = p.legacyNestedRule(el, r)
	}
	r.Terminal = ruleTerminal(r, p.prof)
	return r, ok
}

// legacyNestedRule reads the rule nested in a nestedUserQueue rule.
func (p *parser) legacyNestedRule(el *etree.Element, r *PlacementRule) bool {
	for _, c := range el.ChildElements() {
		if tagOf(c) != "rule" {
			continue
		}
		nested := &PlacementRule{Pos: p.pos(c), Name: attrValue(c, "name")}
		nested.Create = p.createAttr(c)
		if !p.knownRule(c, nested) {
			return false
		}
		nested.Terminal = ruleTerminal(nested, p.prof)
		r.Parent = nested
		return true
	}
	p.fact(Fact{Pos: r.Pos, Kind: FactMissingParentRule, Element: tagOf(el), Name: r.Name, Outcome: Refused,
		Releases: legacyPlacement, Refusal: "No nested rule specified in <nestedUserQueue> rule"})
	return false
}
