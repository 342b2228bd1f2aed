package xmlconf

import (
	"errors"
	"strings"

	"github.com/beevik/etree"
	"github.com/fairsched/fairsched/core/javanum"
)

// The readers below each convert one value element the way Hadoop's loader
// does (parsing.md §2.3). A value Hadoop cannot read leaves the Field unset
// and records a Fact.

func (p *parser) trimmed(el *etree.Element, queue string) (string, string, bool) {
	raw, ok := p.text(el, queue)
	return javanum.JavaTrim(raw), raw, ok
}

// numberIssue records a value Hadoop cannot parse as the number kind.
func (p *parser) numberIssue(el *etree.Element, queue string, kind NumberKind, err error) {
	p.fact(Fact{Pos: p.pos(el), Kind: FactInvalidNumber, Queue: queue, Element: tagOf(el), Number: kind, Outcome: Refused,
		Refusal: err.Error()})
}

func (p *parser) intField(el *etree.Element, queue string) Field[int32] {
	s, raw, ok := p.trimmed(el, queue)
	if !ok {
		return Field[int32]{Pos: p.pos(el)}
	}
	v, err := javanum.ParseJavaInt(s)
	if err != nil {
		p.numberIssue(el, queue, NumberInt, err)
		return Field[int32]{Pos: p.pos(el), Raw: raw}
	}
	return Field[int32]{Val: v, Pos: p.pos(el), Set: true, Raw: raw}
}

// secondsField reads a timeout given in seconds and returns milliseconds,
// with Java's silent wrap-around.
func (p *parser) secondsField(el *etree.Element, queue string) Field[int64] {
	s, raw, ok := p.trimmed(el, queue)
	if !ok {
		return Field[int64]{Pos: p.pos(el)}
	}
	v, err := javanum.ParseJavaLong(s)
	if err != nil {
		p.numberIssue(el, queue, NumberSeconds, err)
		return Field[int64]{Pos: p.pos(el), Raw: raw}
	}
	return Field[int64]{Val: javanum.SecondsToMillis(v), Pos: p.pos(el), Set: true, Raw: raw}
}

// floatField reads a value with Float.parseFloat (fractions, thresholds).
func (p *parser) floatField(el *etree.Element, queue string) Field[float32] {
	s, raw, ok := p.trimmed(el, queue)
	if !ok {
		return Field[float32]{Pos: p.pos(el)}
	}
	v, err := javanum.ParseJavaFloat(s)
	if err != nil {
		p.numberIssue(el, queue, NumberDecimal, err)
		return Field[float32]{Pos: p.pos(el), Raw: raw}
	}
	return Field[float32]{Val: v, Pos: p.pos(el), Set: true, Raw: raw}
}

// weightField reads <weight>: Double.parseDouble, then cast to float.
func (p *parser) weightField(el *etree.Element, queue string) Field[float32] {
	s, raw, ok := p.trimmed(el, queue)
	if !ok {
		return Field[float32]{Val: 1, Pos: p.pos(el)}
	}
	v, err := javanum.ParseJavaDouble(s)
	if err != nil {
		p.numberIssue(el, queue, NumberDecimal, err)
		return Field[float32]{Val: 1, Pos: p.pos(el), Raw: raw}
	}
	return Field[float32]{Val: float32(v), Pos: p.pos(el), Set: true, Raw: raw}
}

func (p *parser) boolField(el *etree.Element, queue string) Field[bool] {
	s, raw, ok := p.trimmed(el, queue)
	if !ok {
		return Field[bool]{Val: true, Pos: p.pos(el)}
	}
	return Field[bool]{Val: javanum.ParseJavaBoolean(s), Pos: p.pos(el), Set: true, Raw: raw}
}

func (p *parser) stringField(el *etree.Element, queue string) Field[string] {
	s, raw, ok := p.trimmed(el, queue)
	return Field[string]{Val: s, Pos: p.pos(el), Set: ok, Raw: raw}
}

// aclField reads an ACL: Hadoop uses the text untrimmed.
func (p *parser) aclField(el *etree.Element, queue string) Field[string] {
	raw, ok := p.text(el, queue)
	return Field[string]{Val: raw, Pos: p.pos(el), Set: ok, Raw: raw}
}

// resourceField reads a resource string; missing is the value of resource
// types a new-style absolute string leaves out (0 for minResources,
// Long.MAX_VALUE for the max elements).
func (p *parser) resourceField(el *etree.Element, queue string, missing int64) Field[ConfigurableResource] {
	s, raw, ok := p.trimmed(el, queue)
	f := Field[ConfigurableResource]{Pos: p.pos(el), Raw: raw}
	if !ok {
		return f
	}
	v, err := ParseResourceIn(p.prof, s, missing, p.types)
	if err != nil {
		p.resourceFact(el, queue, s, err)
		return f
	}
	f.Val, f.Set = v, true
	return f
}

// plausibleClass matches a fully qualified Java class name with a package.
var plausibleClass = lazyRegexp(`^[\p{L}_$][\p{L}\p{N}_$]*(\.[\p{L}_$][\p{L}\p{N}_$]*)+$`)

// policyField reads schedulingPolicy and its synonyms (parsing.md §6.1).
// Names that cannot be a Java class are refused as Hadoop refuses them; a
// plausible class name is kept and left for lint to flag.
// jdkClass reports whether a policy names a class of the Java runtime's own
// packages, which certainly does not extend Hadoop's SchedulingPolicy.
func jdkClass(s string) bool {
	return strings.HasPrefix(s, "java.") || strings.HasPrefix(s, "javax.")
}

func (p *parser) policyField(el *etree.Element, queue string) Field[Policy] {
	s, raw, ok := p.trimmed(el, queue)
	f := Field[Policy]{Val: PolicyFair, Pos: p.pos(el), Raw: raw}
	if !ok {
		return f
	}
	pol := ResolvePolicy(s)
	if jdkClass(s) {
		p.fact(Fact{Pos: p.pos(el), Kind: FactJDKPolicyClass, Queue: queue, Element: tagOf(el), Name: s, Outcome: Refused,
			Refusal: s + " does not extend SchedulingPolicy"})
		return f
	}
	if !pol.IsBuiltin() && !plausibleClass().MatchString(s) {
		p.fact(Fact{Pos: p.pos(el), Kind: FactUnknownPolicy, Queue: queue, Element: tagOf(el), Name: s, Outcome: Refused,
			Refusal: s + " SchedulingPolicy class not found!"})
		return f
	}
	f.Val, f.Set = pol, true
	return f
}

// resourceFact records a resource string s that Hadoop cannot read, with
// the resource type it does not know (and the known one closest to it)
// when that is why.
func (p *parser) resourceFact(el *etree.Element, queue, s string, err error) {
	f := Fact{Pos: p.pos(el), Kind: FactInvalidResource, Queue: queue, Element: tagOf(el), Value: s, Outcome: Refused,
		Refusal: err.Error()}
	var re *ResourceError
	if errors.As(err, &re) && re.UnknownType != "" {
		f.UnknownType, f.Suggest = re.UnknownType, p.suggest(re.UnknownType, p.types)
	}
	p.fact(f)
}
