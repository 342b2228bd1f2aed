package diff

import (
	"fmt"
	"math"
	"strconv"

	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/xmlconf"
)

// queueSetting is one setting of a queue as Hadoop holds it: value gives
// the effective value ("" and false when it does not apply to the queue),
// own whether and where the queue writes it, and def where the top-level
// default it falls back to is written (the zero Pos when none).
type queueSetting struct {
	name  string
	value func(a *xmlconf.Allocations, q *xmlconf.Queue) (string, bool)
	own   func(q *xmlconf.Queue) (bool, xmlconf.Pos)
	def   func(a *xmlconf.Allocations) xmlconf.Pos
}

func ownOf[T any](get func(q *xmlconf.Queue) xmlconf.Field[T]) func(*xmlconf.Queue) (bool, xmlconf.Pos) {
	return func(q *xmlconf.Queue) (bool, xmlconf.Pos) { f := get(q); return f.Set, f.Pos() }
}

func topOf[T any](get func(a *xmlconf.Allocations) xmlconf.Field[T]) func(*xmlconf.Allocations) xmlconf.Pos {
	return func(a *xmlconf.Allocations) xmlconf.Pos {
		if f := get(a); f.Set {
			return f.Pos()
		}
		return xmlconf.Pos{}
	}
}

// queueSettings are compared for every queue, in this order.
var queueSettings = []queueSetting{
	{name: "type", value: kind, own: ownOf(func(q *xmlconf.Queue) xmlconf.Field[string] { return q.Type })},
	{name: "weight", value: func(_ *xmlconf.Allocations, q *xmlconf.Queue) (string, bool) {
		return formatFloat32(q.EffectiveWeight()), true
	}, own: ownOf(func(q *xmlconf.Queue) xmlconf.Field[float32] { return q.Weight })},
	{name: "schedulingPolicy", value: func(_ *xmlconf.Allocations, q *xmlconf.Queue) (string, bool) {
		return string(q.Policy), true
	}, own: ownOf(func(q *xmlconf.Queue) xmlconf.Field[xmlconf.Policy] { return q.SchedulingPolicy }),
		def: topOf(func(a *xmlconf.Allocations) xmlconf.Field[xmlconf.Policy] { return a.DefaultQueueSchedulingPolicy })},
	{name: "minResources", value: func(a *xmlconf.Allocations, q *xmlconf.Queue) (string, bool) {
		return resourceSetting(q.MinResources, a.Types, "none"), true
	}, own: ownOf(func(q *xmlconf.Queue) xmlconf.Field[xmlconf.ConfigurableResource] { return q.MinResources })},
	{name: "maxResources", value: maxResources,
		own: ownOf(func(q *xmlconf.Queue) xmlconf.Field[xmlconf.ConfigurableResource] { return q.MaxResources }),
		def: topOf(func(a *xmlconf.Allocations) xmlconf.Field[xmlconf.ConfigurableResource] {
			return a.QueueMaxResourcesDefault
		})},
	{name: "maxChildResources", value: func(a *xmlconf.Allocations, q *xmlconf.Queue) (string, bool) {
		return resourceSetting(q.MaxChildResources, a.Types, "unlimited"), !q.IsLeaf()
	}, own: ownOf(func(q *xmlconf.Queue) xmlconf.Field[xmlconf.ConfigurableResource] { return q.MaxChildResources })},
	{name: "maxContainerAllocation", value: func(a *xmlconf.Allocations, q *xmlconf.Queue) (string, bool) {
		return resourceSetting(q.MaxContainerAllocation, a.Types, "the scheduler's maximum"), true
	}, own: ownOf(func(q *xmlconf.Queue) xmlconf.Field[xmlconf.ConfigurableResource] { return q.MaxContainerAllocation })},
	{name: "maxRunningApps", value: func(a *xmlconf.Allocations, q *xmlconf.Queue) (string, bool) {
		return formatLimit(int64(a.EffectiveMaxApps(q)), math.MaxInt32), true
	}, own: ownOf(func(q *xmlconf.Queue) xmlconf.Field[int32] { return q.MaxRunningApps }),
		def: topOf(func(a *xmlconf.Allocations) xmlconf.Field[int32] { return a.QueueMaxAppsDefault })},
	{name: "maxAMShare", value: func(a *xmlconf.Allocations, q *xmlconf.Queue) (string, bool) {
		return formatFloat32(a.EffectiveMaxAMShare(q)), q.IsLeaf()
	}, own: ownOf(func(q *xmlconf.Queue) xmlconf.Field[float32] { return q.MaxAMShare }),
		def: topOf(func(a *xmlconf.Allocations) xmlconf.Field[float32] { return a.QueueMaxAMShareDefault })},
	{name: "minSharePreemptionTimeout", value: func(_ *xmlconf.Allocations, q *xmlconf.Queue) (string, bool) {
		return formatTimeout(q.MinSharePreemptionTimeout.Val), true
	}, own: inherited(func(q *xmlconf.Queue) xmlconf.Field[int64] { return q.MinSharePreemptionTimeout }),
		def: topOf(func(a *xmlconf.Allocations) xmlconf.Field[int64] { return a.DefaultMinSharePreemptionTimeout })},
	{name: "fairSharePreemptionTimeout", value: func(_ *xmlconf.Allocations, q *xmlconf.Queue) (string, bool) {
		return formatTimeout(q.FairSharePreemptionTimeout.Val), true
	}, own: inherited(func(q *xmlconf.Queue) xmlconf.Field[int64] { return q.FairSharePreemptionTimeout }),
		def: topOf(func(a *xmlconf.Allocations) xmlconf.Field[int64] { return a.RootFairSharePreemptionTimeout() })},
	{name: "fairSharePreemptionThreshold", value: func(_ *xmlconf.Allocations, q *xmlconf.Queue) (string, bool) {
		return formatFloat32(q.FairSharePreemptionThreshold.Val), true
	}, own: inherited(func(q *xmlconf.Queue) xmlconf.Field[float32] { return q.FairSharePreemptionThreshold }),
		def: topOf(func(a *xmlconf.Allocations) xmlconf.Field[float32] { return a.DefaultFairSharePreemptionThreshold })},
	acl("aclSubmitApps", func(q *xmlconf.Queue) xmlconf.Field[string] { return q.ACLSubmitApps }, true),
	acl("aclAdministerApps", func(q *xmlconf.Queue) xmlconf.Field[string] { return q.ACLAdministerApps }, true),
	acl("aclSubmitReservations", func(q *xmlconf.Queue) xmlconf.Field[string] { return q.ACLSubmitReservations }, false),
	acl("aclListReservations", func(q *xmlconf.Queue) xmlconf.Field[string] { return q.ACLListReservations }, false),
	acl("aclAdministerReservations", func(q *xmlconf.Queue) xmlconf.Field[string] { return q.ACLAdministerReservations }, false),
	{name: "allowPreemptionFrom", value: func(_ *xmlconf.Allocations, q *xmlconf.Queue) (string, bool) {
		return strconv.FormatBool(q.AllowPreemptionFrom.Val), true
	}, own: ownOf(func(q *xmlconf.Queue) xmlconf.Field[bool] { return q.AllowPreemptionFrom })},
	{name: "reservation", value: func(_ *xmlconf.Allocations, q *xmlconf.Queue) (string, bool) {
		return strconv.FormatBool(q.Reservation.Set), true
	}, own: ownOf(func(q *xmlconf.Queue) xmlconf.Field[bool] { return q.Reservation })},
}

// inherited finds the nearest of q and its ancestors that writes the
// setting: Hadoop's preemption settings are inherited from the parent.
func inherited[T any](get func(q *xmlconf.Queue) xmlconf.Field[T]) func(*xmlconf.Queue) (bool, xmlconf.Pos) {
	return func(q *xmlconf.Queue) (bool, xmlconf.Pos) {
		for p := q; p != nil; p = p.Parent {
			if f := get(p); f.Set {
				return true, f.Pos()
			}
		}
		return false, xmlconf.Pos{}
	}
}

// acl is an ACL setting; always says whether it applies when not written
// (the application ACLs have defaults, the reservation ACLs do not).
func acl(name string, get func(q *xmlconf.Queue) xmlconf.Field[string], always bool) queueSetting {
	return queueSetting{name: name, value: func(_ *xmlconf.Allocations, q *xmlconf.Queue) (string, bool) {
		f := get(q)
		return strconv.Quote(f.Val), always || f.Set
	}, own: ownOf(get)}
}

func kind(_ *xmlconf.Allocations, q *xmlconf.Queue) (string, bool) {
	if q.IsLeaf() {
		return "leaf", true
	}
	return "parent", true
}

func maxResources(a *xmlconf.Allocations, q *xmlconf.Queue) (string, bool) {
	c, _, ok := a.ConfiguredMax(q)
	if !ok {
		return "unlimited", true
	}
	return c.Format(a.Types), true
}

// resourceSetting formats a resource setting, or unset when it is not
// written.
func resourceSetting(f xmlconf.Field[xmlconf.ConfigurableResource], types resource.ResourceTypes, unset string) string {
	if !f.Set {
		return unset
	}
	return f.Val.Format(types)
}

func formatFloat32(v float32) string { return strconv.FormatFloat(float64(v), 'g', -1, 32) }

// formatLimit writes v, or "unlimited" for the Java maximum.
func formatLimit(v, unlimited int64) string {
	if v == unlimited {
		return "unlimited"
	}
	return strconv.FormatInt(v, 10)
}

// formatTimeout writes a timeout held in milliseconds in the seconds the
// file uses; Long.MAX_VALUE is "never".
func formatTimeout(ms int64) string {
	if ms == math.MaxInt64 {
		return "never"
	}
	if ms%1000 == 0 {
		return fmt.Sprintf("%ds", ms/1000)
	}
	return fmt.Sprintf("%dms", ms)
}

// source returns where q's value of s comes from: the queue's own element,
// else the top-level default it falls back to, else the queue itself.
func (s queueSetting) source(a *xmlconf.Allocations, q *xmlconf.Queue) xmlconf.Pos {
	if set, p := s.own(q); set && p.IsValid() {
		return p
	}
	if s.def != nil {
		if p := s.def(a); p.IsValid() {
			return p
		}
	}
	return q.Pos
}

// settingValue is one side's value of a setting, nil when it does not
// apply.
func settingValue(s queueSetting, a *xmlconf.Allocations, q *xmlconf.Queue) (*string, xmlconf.Pos) {
	if q == nil {
		return nil, xmlconf.Pos{}
	}
	v, ok := s.value(a, q)
	if !ok {
		return nil, xmlconf.Pos{}
	}
	return &v, s.source(a, q)
}

// changedSettings compares every setting of a queue present on both sides,
// but its type (a change of kind is the Queue's Kind). A setting that
// applies on one side only (maxAMShare of a leaf that became a parent) is
// listed when that side writes it.
func changedSettings(oa, na *xmlconf.Allocations, oq, nq *xmlconf.Queue) []Setting {
	var out []Setting
	for _, s := range queueSettings[1:] {
		if same := sameTests[s.name]; same != nil && same(oa, na, oq, nq) {
			continue
		}
		ov, op := settingValue(s, oa, oq)
		nv, np := settingValue(s, na, nq)
		if sameValue(ov, nv) || ov == nil && !written(s, nq) || nv == nil && !written(s, oq) {
			continue // the same, or a default that only applies on one side
		}
		out = append(out, Setting{Name: s.name, Old: ov, New: nv, OldPos: op, NewPos: np})
	}
	return out
}

// writtenSettings lists the settings a queue present on one side only
// writes itself, plus its type; onOld says which side it is on.
func writtenSettings(a *xmlconf.Allocations, q *xmlconf.Queue, onOld bool) []Setting {
	var out []Setting
	for i, s := range queueSettings {
		v, p := settingValue(s, a, q)
		if set, _ := s.own(q); v == nil || (i > 0 && !set) {
			continue
		}
		st := Setting{Name: s.name, New: v, NewPos: p}
		if onOld {
			st = Setting{Name: s.name, Old: v, OldPos: p}
		}
		out = append(out, st)
	}
	return out
}

// written reports whether q writes setting s itself (or inherits it from
// an ancestor that does).
func written(s queueSetting, q *xmlconf.Queue) bool {
	set, _ := s.own(q)
	return set
}

func sameValue(a, b *string) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	return *a == *b
}
