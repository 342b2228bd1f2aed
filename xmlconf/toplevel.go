package xmlconf

import (
	"fmt"
	"math"
	"strings"

	"github.com/beevik/etree"
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
func (p *parser) topLevel(root *etree.Element, a *Allocations) []*etree.Element {
	if root == nil {
		return nil
	}
	if root.Tag != "allocations" {
		p.is.add(p.pos(root), RuleWrongRootElement, "",
			fmt.Sprintf("the top-level element is <%s>; Hadoop: \"Bad fair scheduler config file: top-level element not <allocations>\"", root.Tag),
			"wrap the configuration in <allocations>")
		return nil
	}
	var queues []*etree.Element
	seen := map[string]Pos{}
	for _, el := range root.ChildElements() {
		switch {
		case el.Tag == "queue" || el.Tag == "pool":
			p.deprecated(el, "")
			queues = append(queues, el)
		case el.Tag == "user":
			p.user(el, a)
		case topHandlers[el.Tag] != nil:
			p.duplicate(el, seen, "", "the last one is used")
			p.deprecated(el, "")
			topHandlers[el.Tag](p, el, a)
		default:
			p.unknownElement(el, "", topLevelNames(), "Hadoop logs \"Bad element in allocations file: %s\" and ignores it")
		}
	}
	return queues
}

// defaultPolicy reads defaultQueueSchedulingPolicy; FIFO is refused by name.
func (p *parser) defaultPolicy(el *etree.Element, a *Allocations) {
	f := p.policyField(el, "")
	if f.Set && equalFoldASCII(JavaTrim(f.Raw), "fifo") {
		p.is.add(f.Pos, RuleFIFODefaultPolicy, "",
			fmt.Sprintf("<%s> is fifo; Hadoop: \"Bad fair scheduler config file: defaultQueueSchedulingPolicy or defaultQueueSchedulingMode can't be FIFO.\"", el.Tag),
			"use fair or drf as the default and set fifo on individual leaf queues")
		f.Set, f.Val = false, PolicyFair
	}
	a.DefaultQueueSchedulingPolicy = f
}

func (p *parser) user(el *etree.Element, a *Allocations) {
	u := &User{Pos: p.pos(el), Name: el.SelectAttrValue("name", "")}
	for _, c := range el.ChildElements() {
		if c.Tag != "maxRunningApps" {
			p.unknownElement(c, "", []string{"maxRunningApps"}, "Hadoop ignores it silently")
			continue
		}
		u.MaxRunningApps = p.intField(c, "")
	}
	for _, prev := range a.Users {
		if prev.Name == u.Name {
			p.is.add(u.Pos, RuleDuplicateElement, "",
				fmt.Sprintf("<user name=%q> is defined twice (first at line %d); Hadoop uses the last one", u.Name, prev.Pos.Line),
				"merge the two <user> elements")
		}
	}
	a.Users = append(a.Users, u)
}

// duplicate reports a repeated element among its siblings.
func (p *parser) duplicate(el *etree.Element, seen map[string]Pos, queue, outcome string) {
	if first, ok := seen[el.Tag]; ok {
		p.is.add(p.pos(el), RuleDuplicateElement, queue,
			fmt.Sprintf("<%s> is given more than once (first at line %d); %s", el.Tag, first.Line, outcome),
			fmt.Sprintf("keep one <%s>", el.Tag))
		return
	}
	seen[el.Tag] = p.pos(el)
}

func (p *parser) deprecated(el *etree.Element, queue string) {
	repl, ok := deprecatedTop[el.Tag]
	if q, qok := deprecatedQueue[el.Tag]; queue != "" && qok {
		repl, ok = q, true
	}
	if !ok {
		return
	}
	p.is.add(p.pos(el), RuleDeprecatedElement, queue,
		fmt.Sprintf("<%s> is a deprecated name; Hadoop still reads it as <%s>", el.Tag, repl),
		fmt.Sprintf("rename it to <%s>", repl))
}

// unknownElement reports an element Hadoop does not read; outcome says what
// Hadoop does with it and may contain one %s for the tag.
func (p *parser) unknownElement(el *etree.Element, queue string, known []string, outcome string) {
	if strings.Contains(outcome, "%s") {
		outcome = fmt.Sprintf(outcome, el.Tag)
	}
	msg := fmt.Sprintf("unknown element <%s>; %s", el.Tag, outcome)
	hint := "remove it"
	if s := suggest(el.Tag, known); s != "" {
		msg = fmt.Sprintf("unknown element <%s>; did you mean <%s>? %s", el.Tag, s, outcome)
		hint = fmt.Sprintf("rename it to <%s>", s)
	}
	p.is.add(p.pos(el), RuleUnknownElement, queue, msg, hint)
}

func topLevelNames() []string {
	names := []string{"queue", "user"}
	for n := range topHandlers {
		names = append(names, n)
	}
	return names
}

func equalFoldASCII(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		x, y := a[i]|0x20, b[i]|0x20
		if x != y {
			return false
		}
	}
	return true
}
