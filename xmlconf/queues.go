package xmlconf

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/beevik/etree"
	"github.com/fairsched/fairsched/core/javanum"
	"github.com/fairsched/fairsched/hadoop"
)

type queueHandler func(p *parser, el *etree.Element, q *Queue)

// queueHandlers reads each known per-queue element (parsing.md §4.6).
var queueHandlers = map[string]queueHandler{
	"minResources": func(p *parser, el *etree.Element, q *Queue) { q.MinResources = p.resourceField(el, q.FullName, 0) },
	"maxResources": func(p *parser, el *etree.Element, q *Queue) {
		q.MaxResources = p.resourceField(el, q.FullName, hadoop.Unbounded)
	},
	"maxChildResources": func(p *parser, el *etree.Element, q *Queue) {
		p.extras(q).MaxChildResources = p.resourceField(el, q.FullName, hadoop.Unbounded)
	},
	"maxContainerAllocation": func(p *parser, el *etree.Element, q *Queue) {
		p.extras(q).MaxContainerAllocation = p.resourceField(el, q.FullName, hadoop.Unbounded)
	},
	"maxRunningApps": func(p *parser, el *etree.Element, q *Queue) { q.MaxRunningApps = p.intField(el, q.FullName) },
	"maxAMShare":     func(p *parser, el *etree.Element, q *Queue) { q.MaxAMShare = p.floatField(el, q.FullName) },
	"weight":         func(p *parser, el *etree.Element, q *Queue) { q.Weight = p.weightField(el, q.FullName) },
	"minSharePreemptionTimeout": func(p *parser, el *etree.Element, q *Queue) {
		q.MinSharePreemptionTimeout = p.secondsField(el, q.FullName)
	},
	"fairSharePreemptionTimeout": func(p *parser, el *etree.Element, q *Queue) {
		q.FairSharePreemptionTimeout = p.secondsField(el, q.FullName)
	},
	"fairSharePreemptionThreshold": func(p *parser, el *etree.Element, q *Queue) {
		q.FairSharePreemptionThreshold = p.floatField(el, q.FullName)
	},
	"schedulingPolicy":  func(p *parser, el *etree.Element, q *Queue) { q.SchedulingPolicy = p.policyField(el, q.FullName) },
	"schedulingMode":    func(p *parser, el *etree.Element, q *Queue) { q.SchedulingPolicy = p.policyField(el, q.FullName) },
	"aclSubmitApps":     func(p *parser, el *etree.Element, q *Queue) { q.ACLSubmitApps = p.aclField(el, q.FullName) },
	"aclAdministerApps": func(p *parser, el *etree.Element, q *Queue) { q.ACLAdministerApps = p.aclField(el, q.FullName) },
	"aclSubmitReservations": func(p *parser, el *etree.Element, q *Queue) {
		p.extras(q).ACLSubmitReservations = p.aclField(el, q.FullName)
	},
	"aclListReservations": func(p *parser, el *etree.Element, q *Queue) {
		p.extras(q).ACLListReservations = p.aclField(el, q.FullName)
	},
	"aclAdministerReservations": func(p *parser, el *etree.Element, q *Queue) {
		p.extras(q).ACLAdministerReservations = p.aclField(el, q.FullName)
	},
	"allowPreemptionFrom": func(p *parser, el *etree.Element, q *Queue) {
		andBool(&q.AllowPreemptionFrom, p.boolField(el, q.FullName))
	},
	"reservation": func(p *parser, el *etree.Element, q *Queue) {
		p.extras(q).Reservation = fieldAt(true, true, p.source(el, ""))
	},
}

// deprecatedQueue maps deprecated per-queue names to their replacements.
var deprecatedQueue = map[string]string{
	"schedulingMode": "schedulingPolicy",
	"pool":           "queue",
}

// isQueueTag reports whether a child element of a queue declares a child
// queue: "pool", or any tag that "queue" ends with (Hadoop's endsWith bug).
func isQueueTag(tag string) bool {
	return tag == "pool" || tag != "" && strings.HasSuffix("queue", tag)
}

// queueName applies Hadoop's naming checks (parsing.md §4.2) and returns the
// trimmed name, or ok=false after recording the ACE.
func (p *parser) queueName(el *etree.Element, parentFull string) (string, bool) {
	name := p.trimName(attrValue(el, "name"))
	switch {
	case strings.Contains(name, ".") && p.prof.QueueNamePeriodCheck:
		p.fact(Fact{Pos: p.pos(el), Kind: FactInvalidQueueName, Queue: parentFull, Element: tagOf(el), Name: name,
			Outcome: Refused, Releases: queueNamePeriodCheck,
			Refusal: fmt.Sprintf("Bad fair scheduler config file: queue name (%s) shouldn't contain period.", name)})
		return name, false
	case name == "" && p.prof.QueueNameTrim:
		p.fact(Fact{Pos: p.pos(el), Kind: FactInvalidQueueName, Queue: parentFull, Element: tagOf(el),
			Outcome: Refused, Releases: queueNameTrim,
			Refusal: "Bad fair scheduler config file: queue name shouldn't be empty or consist only of whitespace."})
		return name, false
	}
	return name, true
}

// queue reads one queue element and its subtree. parentFull is "" for the
// top-level root element itself. It returns nil when Hadoop would reject the
// queue's name or when a reader limit stops it.
func (p *parser) queue(el *etree.Element, parentFull string) *Queue {
	name, ok := p.queueName(el, parentFull)
	full := name
	if parentFull != "" {
		full = p.names.join(parentFull, name)
	}
	if !p.spendName(el, full) {
		return nil
	}
	q := p.queues.get()
	q.Name, q.FullName, q.Pos, q.Weight.Val = name, full, p.pos(el), 1
	typ, hasType := attrOf(el, "type")
	if hasType {
		q.Type = fieldAt(typ, true, p.source(el, typ))
	}
	p.queueAttrs(el, full)
	hadChild := p.queueChildren(el, q)
	if q.MaxAMShare.Set {
		p.markAMShare(full)
	}
	q.IsParent = hadChild || typ == "parent"
	p.parentChecks(q)
	q.IsParent = q.IsParent || q.Reservation.Set
	q.Decls = p.oneDecl(Decl{Pos: q.Pos, IsParent: q.IsParent, Element: el})
	if !ok {
		return nil
	}
	return q
}

func (p *parser) queueAttrs(el *etree.Element, full string) {
	for _, a := range el.Attr {
		switch k := a.FullKey(); {
		case k == "name" || k == "type" || k == "xmlns" || a.Space == "xmlns":
			continue
		}
		p.fact(Fact{Pos: p.pos(el), Kind: FactUnknownAttribute, Queue: full, Element: tagOf(el), FactDetail: &FactDetail{Attr: a.FullKey()}, Outcome: Ignored})
	}
}

// queueChildren reads the child elements of a queue element and reports
// whether one of them declares a child queue (Hadoop's isLeaf = false, even
// when that child is then rejected).
func (p *parser) queueChildren(el *etree.Element, q *Queue) bool {
	var buf [16]seenEntry // a queue's settings fit; the array stays on the stack
	seen := seenSet(buf[:0])
	hadChild := false
	known := queueElements()
	for _, t := range el.Child { // a plain loop: the iterator's yield was a call per child
		c, ok := t.(*etree.Element)
		if !ok {
			continue
		}
		tag := tagOf(c)
		if isQueueTag(tag) {
			hadChild = true
			p.childQueue(c, q)
			continue
		}
		e, ok := known[tag]
		if !ok {
			p.unknownElement(c, q.FullName, queueElementNames(), false)
			continue
		}
		if e.in != nil && !e.in(p.prof) {
			p.notRead(c, q.FullName, false)
			continue
		}
		seen = p.duplicate(c, canonicalQueue(tag), seen, q.FullName, duplicateOutcome(tag))
		if e.readAs != "" {
			p.deprecatedAs(c, q.FullName, e.readAs)
		}
		e.read(p, c, q)
	}
	return hadChild
}

// queueElement is what the reader knows of one per-queue element, gathered
// from queueHandlers, elementIn and deprecatedQueue so that a setting costs
// one lookup instead of three.
type queueElement struct {
	read   queueHandler
	in     hadoop.Predicate // the releases that read it; nil for all
	readAs string           // the name Hadoop reads a deprecated one as
}

// queueElements are the per-queue elements by tag; built on first use.
var queueElements = sync.OnceValue(func() map[string]queueElement {
	m := make(map[string]queueElement, len(queueHandlers))
	for tag, h := range queueHandlers {
		m[tag] = queueElement{read: h, in: elementIn[tag], readAs: deprecatedQueue[tag]}
	}
	return m
})

// childQueue reads a nested queue element and adds it to q, merging it with
// an earlier sibling of the same name as Hadoop's per-name maps do.
func (p *parser) childQueue(c *etree.Element, q *Queue) {
	p.childQueueTag(c, q.FullName)
	if !p.checkDepth(c, q.FullName) {
		return
	}
	p.depth++
	child := p.queue(c, q.FullName)
	p.depth--
	if child != nil {
		attach(q, child)
	}
}

// canonicalQueue maps schedulingMode to schedulingPolicy: both set the same
// value, so one after the other is a repetition.
func canonicalQueue(tag string) string {
	if tag == "schedulingMode" {
		return "schedulingPolicy"
	}
	return tag
}

// duplicateOutcome says what Hadoop does with a repeated per-queue element.
func duplicateOutcome(tag string) Outcome {
	switch tag {
	case "allowPreemptionFrom":
		return Clamped
	case "reservation":
		return Ignored
	}
	return Kept
}

func (p *parser) childQueueTag(c *etree.Element, parentFull string) {
	tag := tagOf(c)
	if tag == "pool" {
		p.deprecated(c, parentFull)
		return
	}
	if tag != "queue" {
		p.fact(Fact{Pos: p.pos(c), Kind: FactQueueTagQuirk, Queue: parentFull, Element: tag, Outcome: Kept})
	}
}

// markAMShare records that the queue has a maxAMShare in Hadoop's map.
func (p *parser) markAMShare(full string) {
	if p.amShare == nil {
		// Made at its final size: grown, it rehashed 100,000 names
		// again and again (7% of lint's time on the full shape).
		p.amShare = make(map[string]bool, p.amShares)
	}
	p.amShare[full] = true
}

// parentChecks applies the rules for queues that are parents (§4.4). Hadoop
// checks its maxAMShare map, so a maxAMShare given by an earlier declaration
// of the same queue counts too.
func (p *parser) parentChecks(q *Queue) {
	if !q.IsParent {
		return
	}
	if !q.Reservation.Set && !q.MaxAMShare.Set && !p.amShare[q.FullName] {
		return
	}
	prefix := fmt.Sprintf("The configuration settings for %s are invalid. A queue element that contains child queue elements or that has the type='parent' attribute cannot also include ", q.FullName)
	if q.Reservation.Set {
		p.fact(Fact{Pos: q.Reservation.Pos(), Kind: FactReservationOnParent, Queue: q.FullName, Element: "reservation",
			Outcome: Refused, Refusal: prefix + "a reservation element."})
		p.extras(q).Reservation.Set = false
	}
	if q.MaxAMShare.Set || p.amShare[q.FullName] {
		f := Fact{Pos: q.Pos, Kind: FactMaxAMShareOnParent, Queue: q.FullName, Element: "maxAMShare", Inherited: true,
			Outcome: Ignored, Releases: amShareIgnored}
		if q.MaxAMShare.Set {
			f.Pos, f.Inherited = q.MaxAMShare.Pos(), false
		}
		if p.prof.MaxAMShareOnParentRefused {
			f.Outcome, f.Releases, f.Refusal = Refused, amShareRefused, prefix+"a maxAMShare element."
		}
		p.fact(f)
		q.MaxAMShare.Set = false
	}
}

// amShareRefused and amShareIgnored are the releases with and without
// YARN-10528, where <maxAMShare> on a parent fails the load.
func amShareRefused(p hadoop.Profile) bool { return p.MaxAMShareOnParentRefused }
func amShareIgnored(p hadoop.Profile) bool { return !p.MaxAMShareOnParentRefused }

// queueElementNames lists the elements a queue may contain, sorted, for
// did-you-means; built on first use.
var queueElementNames = sync.OnceValue(func() []string {
	names := []string{"queue"}
	for n := range queueHandlers {
		names = append(names, n)
	}
	slices.Sort(names)
	return names
})

// trimName trims a queue name as the release does: Unicode white space
// since 2.9.0, String.trim in 2.8, not at all before (parsing.md §4.2).
func (p *parser) trimName(s string) string {
	switch {
	case p.prof.UnicodeQueueNameTrim:
		return trimQueueName(s)
	case p.prof.QueueNameTrim:
		return javanum.JavaTrim(s)
	}
	return s
}

// trimQueueName strips the whitespace Hadoop's FairSchedulerUtilities.trimQueueName
// strips from both ends of a queue name (parsing.md §4.2).
func trimQueueName(s string) string {
	return strings.TrimFunc(s, IsQueueNameSpace)
}

// IsQueueNameSpace reports whether Hadoop's
// FairSchedulerUtilities.trimQueueName strips r from the ends of a queue
// name: the ASCII controls TAB to CR, space, and the Unicode white space of
// parsing.md §4.2.
func IsQueueNameSpace(r rune) bool {
	switch {
	case r >= 0x09 && r <= 0x0D, r == 0x20, r == 0x85, r == 0xA0, r == 0x1680,
		r >= 0x2000 && r <= 0x200A, r == 0x2028, r == 0x2029, r == 0x202F, r == 0x205F, r == 0x3000:
		return true
	}
	return false
}
