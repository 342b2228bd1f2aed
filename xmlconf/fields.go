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
		return Field[int32]{src: p.source(el, raw)}
	}
	v, err := javanum.ParseJavaInt(s)
	if err != nil {
		p.numberIssue(el, queue, NumberInt, err)
		return Field[int32]{src: p.source(el, raw)}
	}
	return fieldAt[int32](v, true, p.source(el, raw))
}

// secondsField reads a timeout given in seconds and returns milliseconds,
// with Java's silent wrap-around.
func (p *parser) secondsField(el *etree.Element, queue string) Field[int64] {
	s, raw, ok := p.trimmed(el, queue)
	if !ok {
		return Field[int64]{src: p.source(el, raw)}
	}
	v, err := javanum.ParseJavaLong(s)
	if err != nil {
		p.numberIssue(el, queue, NumberSeconds, err)
		return Field[int64]{src: p.source(el, raw)}
	}
	return fieldAt[int64](javanum.SecondsToMillis(v), true, p.source(el, raw))
}

// floatField reads a value with Float.parseFloat (fractions, thresholds).
func (p *parser) floatField(el *etree.Element, queue string) Field[float32] {
	s, raw, ok := p.trimmed(el, queue)
	if !ok {
		return Field[float32]{src: p.source(el, raw)}
	}
	v, err := javanum.ParseJavaFloat(s)
	if err != nil {
		p.numberIssue(el, queue, NumberDecimal, err)
		return Field[float32]{src: p.source(el, raw)}
	}
	return fieldAt[float32](v, true, p.source(el, raw))
}

// weightField reads <weight>: Double.parseDouble, then cast to float.
func (p *parser) weightField(el *etree.Element, queue string) Field[float32] {
	s, raw, ok := p.trimmed(el, queue)
	if !ok {
		return fieldAt[float32](1, false, p.source(el, raw))
	}
	v, err := javanum.ParseJavaDouble(s)
	if err != nil {
		p.numberIssue(el, queue, NumberDecimal, err)
		return fieldAt[float32](1, false, p.source(el, raw))
	}
	return fieldAt[float32](float32(v), true, p.source(el, raw))
}

func (p *parser) boolField(el *etree.Element, queue string) Field[bool] {
	s, raw, ok := p.trimmed(el, queue)
	if !ok {
		return fieldAt[bool](true, false, p.source(el, raw))
	}
	return fieldAt[bool](javanum.ParseJavaBoolean(s), true, p.source(el, raw))
}

func (p *parser) stringField(el *etree.Element, queue string) Field[string] {
	s, raw, ok := p.trimmed(el, queue)
	return fieldAt[string](s, ok, p.source(el, raw))
}

// aclField reads an ACL: Hadoop uses the text untrimmed.
func (p *parser) aclField(el *etree.Element, queue string) Field[string] {
	raw, ok := p.text(el, queue)
	return fieldAt[string](raw, ok, p.source(el, raw))
}

// resourceField reads a resource string; missing is the value of resource
// types a new-style absolute string leaves out (0 for minResources,
// Long.MAX_VALUE for the max elements).
func (p *parser) resourceField(el *etree.Element, queue string, missing int64) Field[ConfigurableResource] {
	s, raw, ok := p.trimmed(el, queue)
	f := Field[ConfigurableResource]{src: p.source(el, raw)}
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
	f := fieldAt[Policy](PolicyFair, false, p.source(el, raw))
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
		f.FactDetail = &FactDetail{UnknownType: re.UnknownType, Suggest: p.suggest(re.UnknownType, p.types)}
	}
	p.fact(f)
}

// fieldAt returns a Field with the value val written at src (nil when the
// element is absent).
func fieldAt[T any](val T, set bool, src *Source) Field[T] {
	return Field[T]{Val: val, Set: set, src: src}
}

// source returns the Source of a value element whose text Hadoop read as
// raw, from an array: most queue elements set a few values each.
func (p *parser) source(el *etree.Element, raw string) *Source {
	s := p.sources.next()
	s.Pos, s.Raw = p.pos(el), raw
	return s
}
