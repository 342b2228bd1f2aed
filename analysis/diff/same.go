package diff

import (
	"slices"

	"github.com/fairsched/fairsched/xmlconf"
)

// sameTest is a cheap test that a setting has the same value on both
// sides (true implies equal value strings): it spares formatting the values
// of the many queues a change does not touch.
type sameTest func(oa, na *xmlconf.Allocations, oq, nq *xmlconf.Queue) bool

// sameTests holds the sameTest of the queueSettings that have one, by name.
var sameTests = map[string]sameTest{
	"weight":                       sameWeight,
	"schedulingPolicy":             samePolicy,
	"minResources":                 sameResourceField(func(q *xmlconf.Queue) xmlconf.Field[xmlconf.ConfigurableResource] { return q.MinResources }, false),
	"maxResources":                 sameMax,
	"maxChildResources":            sameResourceField(func(q *xmlconf.Queue) xmlconf.Field[xmlconf.ConfigurableResource] { return q.MaxChildResources }, true),
	"maxContainerAllocation":       sameResourceField(func(q *xmlconf.Queue) xmlconf.Field[xmlconf.ConfigurableResource] { return q.MaxContainerAllocation }, false),
	"maxRunningApps":               sameApps,
	"maxAMShare":                   sameAM,
	"minSharePreemptionTimeout":    sameVal(func(q *xmlconf.Queue) int64 { return q.MinSharePreemptionTimeout.Val }),
	"fairSharePreemptionTimeout":   sameVal(func(q *xmlconf.Queue) int64 { return q.FairSharePreemptionTimeout.Val }),
	"fairSharePreemptionThreshold": sameVal(func(q *xmlconf.Queue) float32 { return q.FairSharePreemptionThreshold.Val }),
	"aclSubmitApps":                sameField(func(q *xmlconf.Queue) xmlconf.Field[string] { return q.ACLSubmitApps }),
	"aclAdministerApps":            sameField(func(q *xmlconf.Queue) xmlconf.Field[string] { return q.ACLAdministerApps }),
	"aclSubmitReservations":        sameField(func(q *xmlconf.Queue) xmlconf.Field[string] { return q.ACLSubmitReservations }),
	"aclListReservations":          sameField(func(q *xmlconf.Queue) xmlconf.Field[string] { return q.ACLListReservations }),
	"aclAdministerReservations":    sameField(func(q *xmlconf.Queue) xmlconf.Field[string] { return q.ACLAdministerReservations }),
	"allowPreemptionFrom":          sameVal(func(q *xmlconf.Queue) bool { return q.AllowPreemptionFrom.Val }),
	"reservation":                  sameVal(func(q *xmlconf.Queue) bool { return q.Reservation.Set }),
}

// sameBy compares a comparable value and whether the setting applies.
func sameBy[T comparable](get func(a *xmlconf.Allocations, q *xmlconf.Queue) (T, bool)) sameTest {
	return func(oa, na *xmlconf.Allocations, oq, nq *xmlconf.Queue) bool {
		ov, oapply := get(oa, oq)
		nv, napply := get(na, nq)
		return ov == nv && oapply == napply
	}
}

// sameResourceField compares a resource setting of both queues.
func sameResourceField(get func(q *xmlconf.Queue) xmlconf.Field[xmlconf.ConfigurableResource], leafMatters bool) sameTest {
	return func(_, _ *xmlconf.Allocations, oq, nq *xmlconf.Queue) bool {
		o, n := get(oq), get(nq)
		return o.Set == n.Set && (!o.Set || sameResource(o.Val, n.Val)) && (!leafMatters || oq.IsLeaf() == nq.IsLeaf())
	}
}

// sameMax compares the configured max of both queues, defaults included.
func sameMax(oa, na *xmlconf.Allocations, oq, nq *xmlconf.Queue) bool {
	oc, _, ook := oa.ConfiguredMax(oq)
	nc, _, nok := na.ConfiguredMax(nq)
	return ook == nok && (!ook || sameResource(oc, nc))
}

func sameResource(a, b xmlconf.ConfigurableResource) bool {
	return a.IsPercent() == b.IsPercent() && slices.Equal(a.Absolute, b.Absolute) && slices.Equal(a.Percent, b.Percent)
}

var (
	sameWeight = sameBy(func(_ *xmlconf.Allocations, q *xmlconf.Queue) (float32, bool) { return q.EffectiveWeight(), true })
	samePolicy = sameBy(func(_ *xmlconf.Allocations, q *xmlconf.Queue) (xmlconf.Policy, bool) { return q.Policy, true })
	sameApps   = sameBy(func(a *xmlconf.Allocations, q *xmlconf.Queue) (int32, bool) { return a.EffectiveMaxApps(q), true })
	sameAM     = sameBy(func(a *xmlconf.Allocations, q *xmlconf.Queue) (float32, bool) {
		return a.EffectiveMaxAMShare(q), q.IsLeaf()
	})
)

// sameField compares one field's value of both queues.
func sameField[T comparable](get func(q *xmlconf.Queue) xmlconf.Field[T]) sameTest {
	return func(_, _ *xmlconf.Allocations, oq, nq *xmlconf.Queue) bool {
		o, n := get(oq), get(nq)
		return o.Val == n.Val && o.Set == n.Set
	}
}

// sameVal compares a plain value of both queues that always applies.
func sameVal[T comparable](get func(q *xmlconf.Queue) T) sameTest {
	return func(_, _ *xmlconf.Allocations, oq, nq *xmlconf.Queue) bool { return get(oq) == get(nq) }
}
