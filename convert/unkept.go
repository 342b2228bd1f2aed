package convert

import (
	"fmt"
	"strings"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/xmlconf"
)

// unkept reports the queue's elements the Capacity Scheduler has no
// counterpart for, each with the severity of its effect in this file.
func (c *conv) unkept(q *xmlconf.Queue) {
	c.minResources(q)
	gone := func(set bool, pos xmlconf.Pos, sev lint.Severity, element, what string) {
		if set {
			c.find(lint.ConvertNoCounterpart, sev, pos, q.FullName, element+" is not kept: "+what)
		}
	}
	childSev := lint.Info
	childWhat := "the Capacity Scheduler has no limit for queues created under a parent; no queue is created under this one"
	if _, ok := c.dynamic[q]; ok {
		childSev, childWhat = lint.Error, "the Capacity Scheduler has no limit for the queues created under a parent: they may take up to the parent's maximum"
	}
	gone(q.MaxChildResources.Set, q.MaxChildResources.Pos, childSev, "maxChildResources", childWhat)
	pre, preWhat := c.preemptionEffect()
	gone(q.MinSharePreemptionTimeout.Set, q.MinSharePreemptionTimeout.Pos, pre, "minSharePreemptionTimeout", preWhat)
	gone(q.FairSharePreemptionTimeout.Set, q.FairSharePreemptionTimeout.Pos, pre, "fairSharePreemptionTimeout", preWhat)
	gone(q.FairSharePreemptionThreshold.Set, q.FairSharePreemptionThreshold.Pos, pre, "fairSharePreemptionThreshold", preWhat)
	gone(q.Reservation.Set && q.Reservation.Val, q.Reservation.Pos, lint.Error, "reservation", "the reservation system is not converted: the queue takes no reservations after the move")
	res := "the reservation system is not converted; the queue takes no reservations (no <reservation/>), so it has no effect here"
	resSev := lint.Info
	if q.Reservation.Val {
		res, resSev = "the reservation system is not converted", lint.Error
	}
	gone(q.ACLSubmitReservations.Set, q.ACLSubmitReservations.Pos, resSev, "aclSubmitReservations", res)
	gone(q.ACLListReservations.Set, q.ACLListReservations.Pos, resSev, "aclListReservations", res)
	gone(q.ACLAdministerReservations.Set, q.ACLAdministerReservations.Pos, resSev, "aclAdministerReservations", res)
}

// preemptionEffect is the severity of a lost preemption setting: none
// while the Fair Scheduler does not preempt (yarn.scheduler.fair.preemption
// false, Hadoop's default).
func (c *conv) preemptionEffect() (lint.Severity, string) {
	if !c.fsSite.Preemption.Val {
		return lint.Info, "Capacity Scheduler preemption is one cluster-wide policy; the Fair Scheduler does not preempt here (yarn.scheduler.fair.preemption is false), so it has no effect"
	}
	return lint.Warning, "Capacity Scheduler preemption is one cluster-wide policy, which the converted yarn-site.xml turns on; this queue's own timing is not kept"
}

// minResources says what becomes of a minResources: kept by the capacity
// when the steady fair share (which covers it) is the capacity; a
// guarantee that does not hold without --cluster; nothing for an only
// child, which gets all its parent has anyway.
func (c *conv) minResources(q *xmlconf.Queue) {
	f := q.MinResources
	if !f.Set {
		return
	}
	raw := strings.TrimSpace(f.Raw)
	switch {
	case c.steady != nil:
		// guarantees() compares the capacity with the min share on --cluster.
	case q.Parent != nil && len(created(q.Parent)) == 1:
		c.find(lint.ConvertMinResources, lint.Info, f.Pos, q.FullName, fmt.Sprintf(
			"minResources %s has no Capacity Scheduler counterpart, and needs none here: the queue is its parent's only child and gets all of it", raw))
	default:
		c.find(lint.ConvertMinResources, lint.Warning, f.Pos, q.FullName, fmt.Sprintf(
			"minResources %s has no Capacity Scheduler counterpart: the capacity comes from the weight alone; pass --cluster to derive capacities from the steady fair shares, which cover the minimum", raw))
	}
}

// globals converts the top-level elements.
func (c *conv) globals() {
	a := c.in.Fair
	c.amShare(capacity.Prefix+"maximum-am-resource-percent", "queueMaxAMShareDefault", "", a.QueueMaxAMShareDefault)
	if a.QueueMaxAppsDefault.Set {
		c.cs(capacity.Prefix+"max-parallel-apps", fmt.Sprint(a.QueueMaxAppsDefault.Val), c.from("queueMaxAppsDefault", a.QueueMaxAppsDefault.Pos))
	}
	if drfUsed(a) {
		c.cs(capacity.Prefix+"resource-calculator", "org.apache.hadoop.yarn.util.resource.DominantResourceCalculator", c.from("schedulingPolicy drf", a.DefaultQueueSchedulingPolicy.Pos))
	}
	gone := func(set bool, pos xmlconf.Pos, sev lint.Severity, element, what string) {
		if set {
			c.find(lint.ConvertNoCounterpart, sev, pos, "", element+" is not kept: "+what)
		}
	}
	pre, preWhat := c.preemptionEffect()
	gone(a.DefaultMinSharePreemptionTimeout.Set, a.DefaultMinSharePreemptionTimeout.Pos, pre, "defaultMinSharePreemptionTimeout", preWhat)
	gone(a.DefaultFairSharePreemptionTimeout.Set, a.DefaultFairSharePreemptionTimeout.Pos, pre, "defaultFairSharePreemptionTimeout", preWhat)
	gone(a.FairSharePreemptionTimeout.Set, a.FairSharePreemptionTimeout.Pos, pre, "fairSharePreemptionTimeout", preWhat)
	gone(a.DefaultFairSharePreemptionThreshold.Set, a.DefaultFairSharePreemptionThreshold.Pos, pre, "defaultFairSharePreemptionThreshold", preWhat)
	if len(c.dynamic) > 0 {
		gone(a.QueueMaxResourcesDefault.Set, a.QueueMaxResourcesDefault.Pos, lint.Error, "queueMaxResourcesDefault",
			"each declared queue without maxResources gets it as its maximum-capacity, but the Capacity Scheduler has no default maximum for the queues created at submission: they may take up to their parent's maximum")
	}
	res := "the reservation system is not converted; no queue takes reservations here"
	gone(a.ReservationAgent.Set, a.ReservationAgent.Pos, lint.Info, "reservation-agent", res)
	gone(a.ReservationPolicy.Set, a.ReservationPolicy.Pos, lint.Info, "reservation-policy", res)
	gone(a.ReservationPlanner.Set, a.ReservationPlanner.Pos, lint.Info, "reservation-planner", res)
}

// drfUsed reports whether any queue runs drf.
func drfUsed(a *xmlconf.Allocations) bool {
	found := false
	a.Root.Walk(func(q *xmlconf.Queue) {
		found = found || (q.NotCreated == "" && q.Policy == xmlconf.PolicyDRF)
	})
	return found
}

// users keeps the per-user running-application limits as the Capacity
// Scheduler's max-parallel-apps for users, as fs2cs does.
func (c *conv) users() {
	a := c.in.Fair
	if a.UserMaxAppsDefault.Set {
		c.cs(capacity.Prefix+"user.max-parallel-apps", fmt.Sprint(a.UserMaxAppsDefault.Val), c.from("userMaxAppsDefault", a.UserMaxAppsDefault.Pos))
	}
	for _, u := range a.Users {
		if u.MaxRunningApps.Set {
			c.cs(capacity.Prefix+"user."+u.Name+".max-parallel-apps", fmt.Sprint(u.MaxRunningApps.Val), c.from(fmt.Sprintf("<user name=%q> maxRunningApps", u.Name), u.MaxRunningApps.Pos))
		}
	}
}

// amShare writes a maxAMShare (or queueMaxAMShareDefault) as the
// Capacity Scheduler's maximum-am-resource-percent, as the Fair Scheduler
// uses it: -1 (no check) is 1.0, a share above 1 is clamped to 1.0. A
// NaN or another negative share lets no ApplicationMaster start in the
// Fair Scheduler, which no Capacity Scheduler setting can say (its AM
// limit is at least one container): that is a finding, and key is not
// written.
func (c *conv) amShare(key, element, queue string, f xmlconf.Field[float32]) {
	v := f.Val
	switch {
	case v == -1 || v > 1:
		v = 1
	case v != v || v < 0:
		c.find(lint.ConvertNoCounterpart, lint.Warning, f.Pos, queue, fmt.Sprintf(
			"<%s> %s lets no ApplicationMaster start; the Capacity Scheduler always lets at least one start, so %s is left at its default", element, capacity.JavaFloat(v), key))
		return
	}
	c.cs(key, capacity.JavaFloat(v), c.from(element+" "+capacity.JavaFloat(f.Val), f.Pos))
}
