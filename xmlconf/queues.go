package xmlconf

import (
	"fmt"
	"math"
	"strings"

	"github.com/beevik/etree"
)

type queueHandler func(p *parser, el *etree.Element, q *Queue)

// queueHandlers reads each known per-queue element (parsing.md §4.6).
var queueHandlers = map[string]queueHandler{
	"minResources": func(p *parser, el *etree.Element, q *Queue) { q.MinResources = p.resourceField(el, q.FullName, 0) },
	"maxResources": func(p *parser, el *etree.Element, q *Queue) {
		q.MaxResources = p.resourceField(el, q.FullName, math.MaxInt64)
	},
	"maxChildResources": func(p *parser, el *etree.Element, q *Queue) {
		q.MaxChildResources = p.resourceField(el, q.FullName, math.MaxInt64)
	},
	"maxContainerAllocation": func(p *parser, el *etree.Element, q *Queue) {
		q.MaxContainerAllocation = p.resourceField(el, q.FullName, math.MaxInt64)
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
	"schedulingPolicy":          func(p *parser, el *etree.Element, q *Queue) { q.SchedulingPolicy = p.policyField(el, q.FullName) },
	"schedulingMode":            func(p *parser, el *etree.Element, q *Queue) { q.SchedulingPolicy = p.policyField(el, q.FullName) },
	"aclSubmitApps":             func(p *parser, el *etree.Element, q *Queue) { q.ACLSubmitApps = p.aclField(el, q.FullName) },
	"aclAdministerApps":         func(p *parser, el *etree.Element, q *Queue) { q.ACLAdministerApps = p.aclField(el, q.FullName) },
	"aclSubmitReservations":     func(p *parser, el *etree.Element, q *Queue) { q.ACLSubmitReservations = p.aclField(el, q.FullName) },
	"aclListReservations":       func(p *parser, el *etree.Element, q *Queue) { q.ACLListReservations = p.aclField(el, q.FullName) },
	"aclAdministerReservations": func(p *parser, el *etree.Element, q *Queue) { q.ACLAdministerReservations = p.aclField(el, q.FullName) },
	"allowPreemptionFrom":       func(p *parser, el *etree.Element, q *Queue) { q.AllowPreemptionFrom = p.boolField(el, q.FullName) },
	"reservation": func(p *parser, el *etree.Element, q *Queue) {
		q.Reservation = Field[bool]{Val: true, Pos: p.pos(el), Set: true}
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
	raw := el.SelectAttrValue("name", "")
	name := trimQueueName(raw)
	shown := parentFull
	switch {
	case strings.Contains(name, "."):
		p.is.add(p.pos(el), RuleInvalidQueueName, shown,
			fmt.Sprintf("queue name %q contains a period; Hadoop: \"Bad fair scheduler config file: queue name (%s) shouldn't contain period.\"", name, name),
			"nest <queue> elements instead of writing dotted names")
		return name, false
	case name == "":
		p.is.add(p.pos(el), RuleInvalidQueueName, shown,
			"queue name is empty or only whitespace; Hadoop: \"Bad fair scheduler config file: queue name shouldn't be empty or consist only of whitespace.\"",
			"give the queue a name attribute")
		return name, false
	}
	return name, true
}

// queue reads one queue element and its subtree. parentFull is "" for the
// top-level root element itself.
func (p *parser) queue(el *etree.Element, parentFull string) *Queue {
	name, ok := p.queueName(el, parentFull)
	full := name
	if parentFull != "" {
		full = parentFull + "." + name
	}
	q := &Queue{Name: name, FullName: full, Pos: p.pos(el), Weight: Field[float32]{Val: 1}}
	q.Type = Field[string]{Val: el.SelectAttrValue("type", ""), Pos: q.Pos, Set: el.SelectAttr("type") != nil}
	p.queueAttrs(el, full)
	p.queueChildren(el, q)
	q.IsParent = len(q.Children) > 0 || q.Type.Val == "parent"
	p.parentChecks(q)
	q.IsParent = q.IsParent || q.Reservation.Set
	q.Decls = []Decl{{Pos: q.Pos, Tag: el.Tag, IsParent: q.IsParent, Element: el}}
	if !ok {
		return nil
	}
	return q
}

func (p *parser) queueAttrs(el *etree.Element, full string) {
	for _, a := range el.Attr {
		if a.Key == "name" || a.Key == "type" || a.Space == "xmlns" || a.Key == "xmlns" {
			continue
		}
		p.is.add(p.pos(el), RuleUnknownAttribute, full,
			fmt.Sprintf("attribute %s= on <%s> is ignored by Hadoop", a.FullKey(), el.Tag),
			"settings are child elements, e.g. <weight>2</weight>")
	}
}

func (p *parser) queueChildren(el *etree.Element, q *Queue) {
	seen := map[string]Pos{}
	for _, c := range el.ChildElements() {
		if isQueueTag(c.Tag) {
			p.childQueueTag(c, q.FullName)
			if child := p.queue(c, q.FullName); child != nil {
				q.Children = append(q.Children, child)
			}
			continue
		}
		h := queueHandlers[c.Tag]
		if h == nil {
			p.unknownElement(c, q.FullName, queueElementNames(), "Hadoop ignores it silently")
			continue
		}
		p.duplicate(c, seen, q.FullName, "Hadoop uses the last one")
		p.deprecated(c, q.FullName)
		h(p, c, q)
	}
}

func (p *parser) childQueueTag(c *etree.Element, parentFull string) {
	if c.Tag == "pool" {
		p.deprecated(c, parentFull)
		return
	}
	if c.Tag != "queue" {
		p.is.add(p.pos(c), RuleQueueTagQuirk, parentFull,
			fmt.Sprintf("<%s> declares a child queue because Hadoop tests \"queue\".endsWith(tag)", c.Tag),
			"write <queue> if a child queue is meant, or remove the element")
	}
}

// parentChecks applies the rules for queues that are parents (§4.4).
func (p *parser) parentChecks(q *Queue) {
	if !q.IsParent {
		return
	}
	prefix := fmt.Sprintf("The configuration settings for %s are invalid. A queue element that contains child queue elements or that has the type='parent' attribute cannot also include ", q.FullName)
	if q.Reservation.Set {
		p.is.add(q.Reservation.Pos, RuleReservationOnParent, q.FullName,
			fmt.Sprintf("<reservation> on a parent queue; Hadoop: %q", prefix+"a reservation element."),
			"only leaf queues can be reservable; move <reservation> to a leaf")
		q.Reservation.Set = false
	}
	if q.MaxAMShare.Set {
		p.is.add(q.MaxAMShare.Pos, RuleMaxAMShareOnParent, q.FullName,
			fmt.Sprintf("<maxAMShare> on a parent queue; Hadoop 3.3.1+: %q", prefix+"a maxAMShare element."),
			"set <maxAMShare> on the leaf queues instead")
		q.MaxAMShare.Set = false
	}
}

func queueElementNames() []string {
	names := []string{"queue"}
	for n := range queueHandlers {
		names = append(names, n)
	}
	return names
}

// trimQueueName strips the whitespace Hadoop's FairSchedulerUtilities.trimQueueName
// strips from both ends of a queue name (parsing.md §4.2).
func trimQueueName(s string) string {
	return strings.TrimFunc(s, isQueueNameSpace)
}

func isQueueNameSpace(r rune) bool {
	switch {
	case r >= 0x09 && r <= 0x0D, r == 0x20, r == 0x85, r == 0xA0, r == 0x1680,
		r >= 0x2000 && r <= 0x200A, r == 0x2028, r == 0x2029, r == 0x202F, r == 0x205F, r == 0x3000:
		return true
	}
	return false
}
