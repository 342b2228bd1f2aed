package xmlconf

import (
	"math"
	"slices"
	"sync"

	"github.com/beevik/etree"
	"github.com/fairsched/fairsched/core/javanum"
)

// topHandlers reads each known top-level value element into Allocations.
var topHandlers = map[string]func(p *parser, el *etree.Element, a *Allocations){
	"userMaxAppsDefault":  func(p *parser, el *etree.Element, a *Allocations) { a.UserMaxAppsDefault = p.intField(el, "") },
	"queueMaxAppsDefault": func(p *parser, el *etree.Element, a *Allocations) { a.QueueMaxAppsDefault = p.intField(el, "") },
	"queueMaxResourcesDefault": func(p *parser, el *etree.Element, a *Allocations) {
		a.QueueMaxResourcesDefault = p.resourceField(el, "", math.MaxInt64)
	},
	"queueMaxAMShareDefault":       func(p *parser, el *etree.Element, a *Allocations) { a.QueueMaxAMShareDefault = p.floatField(el, "") },
	"defaultQueueSchedulingPolicy": (*parser).defaultPolicy,
	"defaultQueueSchedulingMode":   (*parser).defaultPolicy,
	"defaultMinSharePreemptionTimeout": func(p *parser, el *etree.Element, a *Allocations) {
		a.DefaultMinSharePreemptionTimeout = p.secondsField(el, "")
	},
	"defaultFairSharePreemptionTimeout": func(p *parser, el *etree.Element, a *Allocations) {
		a.DefaultFairSharePreemptionTimeout = p.secondsField(el, "")
	},
	"fairSharePreemptionTimeout": func(p *parser, el *etree.Element, a *Allocations) {
		a.FairSharePreemptionTimeout = p.secondsField(el, "")
	},
	"defaultFairSharePreemptionThreshold": func(p *parser, el *etree.Element, a *Allocations) {
		a.DefaultFairSharePreemptionThreshold = p.floatField(el, "")
	},
	"queuePlacementPolicy": func(p *parser, el *etree.Element, a *Allocations) { a.Placement = p.placementPolicy(el) },
	"reservation-agent":    func(p *parser, el *etree.Element, a *Allocations) { a.ReservationAgent = p.stringField(el, "") },
	"reservation-policy":   func(p *parser, el *etree.Element, a *Allocations) { a.ReservationPolicy = p.stringField(el, "") },
	"reservation-planner":  func(p *parser, el *etree.Element, a *Allocations) { a.ReservationPlanner = p.stringField(el, "") },
}

// deprecatedTop maps deprecated top-level names to their replacements.
var deprecatedTop = map[string]string{
	"defaultQueueSchedulingMode": "defaultQueueSchedulingPolicy",
	"fairSharePreemptionTimeout": "defaultFairSharePreemptionTimeout",
	"pool":                       "queue",
}

// topLevel checks the root element and reads every child of <allocations>
// in document order. It returns the queue elements for the tree builder.
//
// Like Hadoop 3.3's AllocationFileParser it only extracts the text of a
// repeated value element and converts the last one alone (the values are
// kept in a map), parses every default policy eagerly, and reads only the
// last <queuePlacementPolicy>.
func (p *parser) topLevel(root *etree.Element, a *Allocations) []*etree.Element {
	if root == nil {
		return nil
	}
	if tag := tagOf(root); tag != "allocations" {
		p.fact(Fact{Pos: p.pos(root), Kind: FactWrongRootElement, Element: tag, Outcome: Refused,
			Refusal: "Bad fair scheduler config file: top-level element not <allocations>"})
		return nil
	}
	children := root.ChildElements()
	last := map[string]int{}
	for i, el := range children {
		last[tagOf(el)] = i
	}
	var queues []*etree.Element
	var seen seenSet
	for i, el := range children {
		tag := tagOf(el)
		switch {
		case tag == "queue" || tag == "pool":
			p.deprecated(el, "")
			queues = append(queues, el)
		case tag == "user":
			p.user(el, a)
		case topHandlers[tag] != nil && !p.reads(tag):
			p.notRead(el, "", true)
		case topHandlers[tag] != nil:
			seen = p.duplicate(el, canonicalTop(tag), seen, "", Kept)
			if j, shadowed := last["defaultFairSharePreemptionTimeout"]; shadowed && tag == "fairSharePreemptionTimeout" {
				p.ignoredAlias(el, children[j])
			} else {
				p.deprecated(el, "")
			}
			p.topValue(el, tag, last[tag] == i, a)
		default:
			p.unknownElement(el, "", topLevelNames(), true)
		}
	}
	return queues
}

// topValue reads one known top-level element; isLast tells whether a later
// element with the same tag replaces it in Hadoop's map.
func (p *parser) topValue(el *etree.Element, tag string, isLast bool, a *Allocations) {
	switch {
	case isLast && rootDefault[tag]:
		p.deferred = append(p.deferred, el)
	case isLast || canonicalTop(tag) == "defaultQueueSchedulingPolicy":
		topHandlers[tag](p, el, a)
	case tag != "queuePlacementPolicy":
		p.text(el, "") // extracted, then overwritten: only an empty value fails
	}
}

// rootDefault lists the top-level elements that only give root its
// preemption settings. Hadoop 3.3 converts them after the queues, and only
// when root does not set the setting itself (parsing.md §1.3 step 5).
var rootDefault = map[string]bool{
	"defaultMinSharePreemptionTimeout":    true,
	"defaultFairSharePreemptionTimeout":   true,
	"fairSharePreemptionTimeout":          true,
	"defaultFairSharePreemptionThreshold": true,
}

// rootDefaults reads the deferred root-default elements once the tree is
// built. One that Hadoop never converts (root sets the value, or the
// deprecated fairSharePreemptionTimeout beside its replacement) is still
// read, but only an empty value is reported: Hadoop extracts its text.
func (p *parser) rootDefaults(a *Allocations) {
	root := a.Root
	hasDefaultFair := false
	for _, el := range p.deferred {
		hasDefaultFair = hasDefaultFair || tagOf(el) == "defaultFairSharePreemptionTimeout"
	}
	for _, el := range p.deferred {
		used := true
		switch tagOf(el) {
		case "defaultMinSharePreemptionTimeout":
			used = !root.MinSharePreemptionTimeout.Set
		case "defaultFairSharePreemptionTimeout":
			used = !root.FairSharePreemptionTimeout.Set
		case "fairSharePreemptionTimeout":
			used = !root.FairSharePreemptionTimeout.Set && !hasDefaultFair
		case "defaultFairSharePreemptionThreshold":
			used = !root.FairSharePreemptionThreshold.Set
		}
		if used {
			topHandlers[tagOf(el)](p, el, a)
			continue
		}
		if _, ok := p.text(el, ""); ok {
			p.quietly(func() { topHandlers[tagOf(el)](p, el, a) })
		}
	}
}

// quietly runs fn and drops the facts it records about the value read
// (an invalid number, for one): Hadoop converts a value it does not use
// without failing.
func (p *parser) quietly(fn func()) {
	n := p.facts.len()
	fn()
	p.facts.filter(n, func(f *Fact) bool { return !valueFacts[f.Kind] })
}

// valueFacts are the kinds of Fact about converting a value.
var valueFacts = map[FactKind]bool{
	FactEmptyValue: true, FactNonTextValue: true, FactSplitValue: true, FactInvalidNumber: true, FactInvalidResource: true,
}

// canonicalTop maps the synonym defaultQueueSchedulingMode to
// defaultQueueSchedulingPolicy: both set the same value.
func canonicalTop(tag string) string {
	if tag == "defaultQueueSchedulingMode" {
		return "defaultQueueSchedulingPolicy"
	}
	return tag
}

// defaultPolicy reads defaultQueueSchedulingPolicy; FIFO is refused by name,
// with Java's equalsIgnoreCase, before the policy is resolved.
func (p *parser) defaultPolicy(el *etree.Element, a *Allocations) {
	f := p.policyField(el, "")
	if f.Set && javaEqualFold(javanum.JavaTrim(f.Raw()), "FIFO") && p.prof.ChildPolicyRules {
		p.fact(Fact{Pos: f.Pos(), Kind: FactFIFODefaultPolicy, Element: tagOf(el), Outcome: Refused, Releases: childPolicyRules,
			Refusal: "Bad fair scheduler config file: defaultQueueSchedulingPolicy or defaultQueueSchedulingMode can't be FIFO."})
		f.Set, f.Val = false, PolicyFair
	}
	a.DefaultQueueSchedulingPolicy = f
}

func (p *parser) user(el *etree.Element, a *Allocations) {
	u := &User{Pos: p.pos(el), Name: attrValue(el, "name")}
	start := p.facts.len()
	for _, c := range el.ChildElements() {
		if tagOf(c) != "maxRunningApps" {
			p.unknownElement(c, "", []string{"maxRunningApps"}, false)
			continue
		}
		u.MaxRunningApps = p.intField(c, "")
	}
	// Facts inside <user> have no queue to name: they name the user.
	for i := start; i < p.facts.len(); i++ {
		f := p.facts.at(i)
		d := *f.FactDetail // copied: it may be the shared noDetail
		d.User = u.Name
		f.InUser, f.FactDetail = true, &d
	}
	if p.users == nil {
		p.users = map[string]Pos{}
	}
	if prev, dup := p.users[u.Name]; dup {
		p.fact(Fact{Pos: u.Pos, Kind: FactDuplicate, Element: "user", Name: u.Name, Other: prev, Outcome: Kept})
	} else {
		p.users[u.Name] = u.Pos
	}
	a.Users = append(a.Users, u)
}

// duplicate reports a repeated element among its siblings; key is the tag,
// or the name of the setting when two tags are synonyms.
// duplicate reports el when an earlier sibling had the same key, and
// returns seen with el's key added otherwise.
func (p *parser) duplicate(el *etree.Element, key string, seen seenSet, queue string, outcome Outcome) seenSet {
	tag := tagOf(el)
	if first, ok := seen.find(key); ok {
		p.fact(Fact{Pos: p.pos(el), Kind: FactDuplicate, Queue: queue, Element: tag, Other: first, Outcome: outcome})
		return seen
	}
	return append(seen, seenEntry{key: key, pos: p.pos(el)})
}

// seenSet remembers where the first element of each kind among one
// element's children is. A queue has a handful of settings, so a slice
// searched linearly is much cheaper than a map allocated per queue. The
// position is taken when the element is met, in document order: looked up
// later, at its repetition, it would send the span cursor backwards, and a
// few such jumps make it build its index of every element.
type seenSet []seenEntry

type seenEntry struct {
	key string
	pos Pos
}

func (s seenSet) find(key string) (Pos, bool) {
	for _, e := range s {
		if e.key == key {
			return e.pos, true
		}
	}
	return Pos{}, false
}

// ignoredAlias reports the deprecated top-level fairSharePreemptionTimeout
// beside defaultFairSharePreemptionTimeout (repl), which Hadoop reads
// instead of it.
func (p *parser) ignoredAlias(el, repl *etree.Element) {
	p.fact(Fact{Pos: p.pos(el), Kind: FactIgnoredAlias, Element: tagOf(el), FactDetail: &FactDetail{ReadAs: tagOf(repl)}, Other: p.pos(repl), Outcome: Ignored})
}

func (p *parser) deprecated(el *etree.Element, queue string) {
	tag := tagOf(el)
	repl, ok := deprecatedTop[tag]
	if queue != "" {
		repl, ok = deprecatedQueue[tag]
	}
	if ok {
		p.deprecatedAs(el, queue, repl)
	}
}

// deprecatedAs records that el is written under a deprecated name Hadoop
// reads as repl.
func (p *parser) deprecatedAs(el *etree.Element, queue, repl string) {
	p.fact(Fact{Pos: p.pos(el), Kind: FactDeprecatedName, Queue: queue, Element: tagOf(el), FactDetail: p.readAs(repl), Outcome: Kept})
}

// readAs returns the FactDetail of a deprecated name Hadoop reads as repl,
// one per name: the facts share it (read-only, as noDetail), because files
// that use the old names use them on every queue (<pool>, <schedulingMode>).
func (p *parser) readAs(repl string) *FactDetail {
	d, ok := p.readAsDetails[repl]
	if !ok {
		if p.readAsDetails == nil {
			p.readAsDetails = map[string]*FactDetail{}
		}
		d = &FactDetail{ReadAs: repl}
		p.readAsDetails[repl] = d
	}
	return d
}

// unknownElement reports an element Hadoop does not read; outcome says what
// Hadoop does with it and may contain one %s for the tag.
func (p *parser) unknownElement(el *etree.Element, queue string, known []string, logged bool) {
	tag := tagOf(el)
	p.fact(Fact{Pos: p.pos(el), Kind: FactUnknownElement, Queue: queue, Element: tag, Outcome: Ignored, Unknown: p.unknown(tag, known, logged)})
}

// unknownKey is an unknown element's tag where it is written: the elements
// known there, and whether Hadoop logs it.
type unknownKey struct {
	suggestKey
	logged bool
}

// unknown returns what is known of an element tag that Hadoop does not
// read where known are the elements, one value per tag and place: the facts
// share it (read-only), because a file that writes an unknown element
// usually writes it in every queue.
func (p *parser) unknown(tag string, known []string, logged bool) *UnknownElement {
	k := unknownKey{suggestKey{name: tag, n: len(known)}, logged}
	if len(known) > 0 {
		k.known = &known[0]
	}
	if u, ok := p.unknowns[k]; ok {
		return u
	}
	u := &UnknownElement{Logged: logged}
	u.misplaced(tag)
	if u.Legacy == "" && !u.Property {
		u.Suggest = p.suggest(tag, known)
	}
	if p.unknowns == nil {
		p.unknowns = map[unknownKey]*UnknownElement{}
	}
	p.unknowns[k] = u
	return u
}

// topLevelNames lists the elements allocations may contain, sorted, for
// did-you-means; built on first use.
var topLevelNames = sync.OnceValue(func() []string {
	names := []string{"queue", "user"}
	for n := range topHandlers {
		names = append(names, n)
	}
	slices.Sort(names)
	return names
})
