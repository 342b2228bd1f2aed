package xmlconf

import (
	"errors"
	"fmt"
	"strings"

	"github.com/beevik/etree"
	"github.com/fairsched/fairsched/core/javanum"
)

// The readers below each convert one value element the way Hadoop's loader
// does (parsing.md §2.3). A value Hadoop cannot read leaves the Field unset
// and records an Issue.

func (p *parser) trimmed(el *etree.Element, queue string) (string, string, bool) {
	raw, ok := p.text(el, queue)
	return javanum.JavaTrim(raw), raw, ok
}

func (p *parser) numberIssue(el *etree.Element, queue, kind string, err error) {
	p.is.add(p.pos(el), RuleInvalidNumber, queue,
		fmt.Sprintf("<%s> is not %s; Hadoop fails with NumberFormatException: %v", tagOf(el), kind, err),
		fmt.Sprintf("write <%s> as %s", tagOf(el), kind))
}

func (p *parser) intField(el *etree.Element, queue string) Field[int32] {
	s, raw, ok := p.trimmed(el, queue)
	if !ok {
		return Field[int32]{Pos: p.pos(el)}
	}
	v, err := javanum.ParseJavaInt(s)
	if err != nil {
		p.numberIssue(el, queue, "a whole number between -2147483648 and 2147483647", err)
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
		p.numberIssue(el, queue, "a whole number of seconds", err)
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
		p.numberIssue(el, queue, "a decimal number", err)
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
		p.numberIssue(el, queue, "a decimal number", err)
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
		p.is.add(p.pos(el), RuleInvalidResource, queue,
			fmt.Sprintf("<%s> %q is not a valid resource; Hadoop: %q", tagOf(el), s, err.Error()),
			p.resourceHint(err))
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

// resourceHint says how to fix a resource string Hadoop cannot read. For an
// unknown resource type it suggests the known type meant and says how to
// tell fairsched about a custom type the cluster does declare.
func (p *parser) resourceHint(err error) string {
	var re *ResourceError
	if !errors.As(err, &re) || re.UnknownType == "" {
		return p.grammarHint()
	}
	name := re.UnknownType
	hint := fmt.Sprintf("if the cluster declares %q in yarn.resource-types, tell fairsched with --resource-types %s or \"resourceTypes\": [%q] in .fairsched.json", name, name, name)
	if s := p.suggest(name, p.types); s != "" {
		hint = fmt.Sprintf("did you mean %q? ", s) + hint
	}
	return hint
}
