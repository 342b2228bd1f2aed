package xmlconf

import (
	"github.com/beevik/etree"
	"github.com/fairsched/fairsched/core/javanum"
	"github.com/fairsched/fairsched/core/placement"
)

const placementPackage = "org.apache.hadoop.yarn.server.resourcemanager.placement."

// placementPolicy reads a queuePlacementPolicy element the way Hadoop 3.3's
// QueuePlacementPolicy.fromXml does (parsing.md §8.1-§8.3). It returns nil
// when Hadoop ignores the element (no rule elements) or when the element has
// no content at all.
func (p *parser) placementPolicy(el *etree.Element) *PlacementPolicy {
	if !p.prof.PlacementRewrite {
		return p.legacyPlacementPolicy(el)
	}
	pp := &PlacementPolicy{Pos: p.pos(el)}
	if !hasChildNodes(el) {
		p.fact(Fact{Pos: pp.Pos, Kind: FactEmptyPlacementPolicy, Element: tagOf(el), Outcome: Refused,
			Releases: placementRewrite, Refusal: "Empty configuration for QueuePlacementPolicy is not allowed"})
		return nil
	}
	ruleElements, broken := 0, false
	for _, c := range el.ChildElements() {
		if !javaEqualFold(tagOf(c), "rule") {
			p.unknownElement(c, "", []string{"rule"}, false)
			continue
		}
		ruleElements++
		r, ok := p.placementRule(c, true)
		broken = broken || !ok
		if r != nil {
			pp.Rules = append(pp.Rules, r)
		}
	}
	if ruleElements == 0 {
		p.fact(Fact{Pos: pp.Pos, Kind: FactPolicyWithoutRules, Element: tagOf(el), Outcome: Ignored, Releases: placementRewrite})
		return nil
	}
	if !broken {
		p.checkTerminals(pp)
	}
	return pp
}

// hasChildNodes reports whether el has any node once comments are removed;
// whitespace text counts, as it does in Hadoop's DOM.
func hasChildNodes(el *etree.Element) bool {
	for _, t := range el.Child {
		if _, isComment := t.(*etree.Comment); !isComment {
			return true
		}
	}
	return false
}

// placementRule reads one rule and, when top is true, its nested parent
// rule. ok is false when Hadoop fails while creating the rule or its parent
// (it then never checks terminality); r is nil when the rule itself cannot
// be created.
func (p *parser) placementRule(el *etree.Element, top bool) (r *PlacementRule, ok bool) {
	r = &PlacementRule{Pos: p.pos(el), Name: attrValue(el, "name")}
	r.Create = p.createAttr(el)
	if v, has := attrOf(el, "queue"); has {
		r.Queue = fieldAt(v, true, p.source(el, v))
	}
	if !p.knownRule(el, r) {
		return nil, false
	}
	ok = true
	if top {
		ok = p.parentRule(el, r)
		p.initRule(el, r)
	}
	r.Terminal = ruleTerminal(r, p.prof)
	return r, ok
}

func (p *parser) knownRule(el *etree.Element, r *PlacementRule) bool {
	switch {
	case r.Name == "":
		p.fact(Fact{Pos: r.Pos, Kind: FactRuleWithoutName, Element: tagOf(el), Outcome: Refused,
			Refusal: "No name provided for a rule element"})
	case r.Kind() == placement.RuleUnknown:
		p.fact(Fact{Pos: r.Pos, Kind: FactUnknownRule, Element: tagOf(el), Name: r.Name, Outcome: Refused,
			Refusal: "No rule class found for " + r.Name, FactDetail: &FactDetail{Suggest: suggestName(r.Name, ruleNames())}})
	default:
		return true
	}
	return false
}

func ruleNames() []string {
	var out []string
	for _, k := range placement.RuleKinds() {
		out = append(out, k.String())
	}
	return out
}

// createAttr reads create=: missing means true; otherwise
// Boolean.parseBoolean, except that an empty value means true since
// YARN-8967 (3.3.0) and false before.
func (p *parser) createAttr(el *etree.Element) Field[bool] {
	a, has := attrOf(el, "create")
	if !has {
		return fieldAt(true, false, p.source(el, ""))
	}
	v := a == "" && p.prof.PlacementRewrite || javanum.ParseJavaBoolean(a)
	return fieldAt(v, true, p.source(el, a))
}

// Kind returns the kind of r's name attribute.
func (r *PlacementRule) Kind() placement.RuleKind { return placement.ParseRuleKind(r.Name) }
