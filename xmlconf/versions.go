package xmlconf

import (
	"github.com/beevik/etree"
	"github.com/fairsched/fairsched/hadoop"
)

// elementIn lists the elements that not every release reads, with the
// profile predicate of the releases that do (parsing.md §13). An element
// a release does not know is ignored silently inside a queue and with a
// "Bad element" warning at the top level.
var elementIn = map[string]hadoop.Predicate{
	"maxContainerAllocation":    func(p hadoop.Profile) bool { return p.MaxContainerAllocation },
	"maxChildResources":         func(p hadoop.Profile) bool { return p.MaxChildResources },
	"allowPreemptionFrom":       func(p hadoop.Profile) bool { return p.MaxChildResources },
	"queueMaxResourcesDefault":  func(p hadoop.Profile) bool { return p.QueueMaxResourcesDefault },
	"aclSubmitReservations":     func(p hadoop.Profile) bool { return p.ReservationACLs },
	"aclListReservations":       func(p hadoop.Profile) bool { return p.ReservationACLs },
	"aclAdministerReservations": func(p hadoop.Profile) bool { return p.ReservationACLs },
	"reservation":               func(p hadoop.Profile) bool { return p.Reservations },
	"reservation-agent":         func(p hadoop.Profile) bool { return p.Reservations },
	"reservation-policy":        func(p hadoop.Profile) bool { return p.Reservations },
	"reservation-planner":       func(p hadoop.Profile) bool { return p.Reservations },
}

// reads reports whether the release being reproduced reads the element.
func (p *parser) reads(tag string) bool {
	in, gated := elementIn[tag]
	return !gated || in(p.prof)
}

// notRead reports an element that exists in other releases but not in the
// one being reproduced; outcome says what that release does with it.
func (p *parser) notRead(el *etree.Element, queue string, logged bool) {
	tag := tagOf(el)
	p.fact(Fact{Pos: p.pos(el), Kind: FactUnknownElement, Queue: queue, Element: tag, Outcome: Ignored,
		Releases: func(h hadoop.Profile) bool { return !elementIn[tag](h) },
		Unknown:  &UnknownElement{Logged: logged, ReadIn: elementIn[tag]}})
}
