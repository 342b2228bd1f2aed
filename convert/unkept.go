package convert

import (
	"fmt"
	"strings"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/xmlconf"
)

// unkept reports the queue's elements the Capacity Scheduler has no
// counterpart for.
func (c *conv) unkept(q *xmlconf.Queue) {
	if f := q.MinResources; f.Set {
		c.find(lint.ConvertMinResources, f.Pos, q.FullName, fmt.Sprintf(
			"minResources %s is not kept: the Capacity Scheduler guarantees the capacity its weight gives, and no minimum before weights", strings.TrimSpace(f.Raw)))
	}
	gone := func(set bool, pos xmlconf.Pos, element, what string) {
		if set {
			c.find(lint.ConvertNoCounterpart, pos, q.FullName, element+" is not kept: "+what)
		}
	}
	gone(q.MaxChildResources.Set, q.MaxChildResources.Pos, "maxChildResources", "the Capacity Scheduler has no limit for queues created under a parent")
	gone(q.MinSharePreemptionTimeout.Set, q.MinSharePreemptionTimeout.Pos, "minSharePreemptionTimeout", "Capacity Scheduler preemption is one cluster-wide policy")
	gone(q.FairSharePreemptionTimeout.Set, q.FairSharePreemptionTimeout.Pos, "fairSharePreemptionTimeout", "Capacity Scheduler preemption is one cluster-wide policy")
	gone(q.FairSharePreemptionThreshold.Set, q.FairSharePreemptionThreshold.Pos, "fairSharePreemptionThreshold", "Capacity Scheduler preemption is one cluster-wide policy")
	gone(q.Reservation.Set && q.Reservation.Val, q.Reservation.Pos, "reservation", "the reservation system is not converted")
	gone(q.ACLSubmitReservations.Set, q.ACLSubmitReservations.Pos, "aclSubmitReservations", "the reservation system is not converted")
	gone(q.ACLListReservations.Set, q.ACLListReservations.Pos, "aclListReservations", "the reservation system is not converted")
	gone(q.ACLAdministerReservations.Set, q.ACLAdministerReservations.Pos, "aclAdministerReservations", "the reservation system is not converted")
}

// globals converts the top-level elements.
func (c *conv) globals() {
	a := c.in.Fair
	am := a.QueueMaxAMShareDefault.Val
	if am < 0 {
		am = 1
	}
	c.cs(capacity.Prefix+"maximum-am-resource-percent", capacity.JavaFloat(am), c.from("queueMaxAMShareDefault "+capacity.JavaFloat(a.QueueMaxAMShareDefault.Val), a.QueueMaxAMShareDefault.Pos))
	if a.QueueMaxAppsDefault.Set {
		c.cs(capacity.Prefix+"max-parallel-apps", fmt.Sprint(a.QueueMaxAppsDefault.Val), c.from("queueMaxAppsDefault", a.QueueMaxAppsDefault.Pos))
	}
	if drfUsed(a) {
		c.cs(capacity.Prefix+"resource-calculator", "org.apache.hadoop.yarn.util.resource.DominantResourceCalculator", c.from("schedulingPolicy drf", a.DefaultQueueSchedulingPolicy.Pos))
	}
	gone := func(set bool, pos xmlconf.Pos, element, what string) {
		if set {
			c.find(lint.ConvertNoCounterpart, pos, "", element+" is not kept: "+what)
		}
	}
	pre := "Capacity Scheduler preemption is one cluster-wide policy"
	gone(a.DefaultMinSharePreemptionTimeout.Set, a.DefaultMinSharePreemptionTimeout.Pos, "defaultMinSharePreemptionTimeout", pre)
	gone(a.DefaultFairSharePreemptionTimeout.Set, a.DefaultFairSharePreemptionTimeout.Pos, "defaultFairSharePreemptionTimeout", pre)
	gone(a.FairSharePreemptionTimeout.Set, a.FairSharePreemptionTimeout.Pos, "fairSharePreemptionTimeout", pre)
	gone(a.DefaultFairSharePreemptionThreshold.Set, a.DefaultFairSharePreemptionThreshold.Pos, "defaultFairSharePreemptionThreshold", pre)
	gone(a.QueueMaxResourcesDefault.Set, a.QueueMaxResourcesDefault.Pos, "queueMaxResourcesDefault", "the Capacity Scheduler has no default maximum for created queues")
	gone(a.UserMaxAppsDefault.Set, a.UserMaxAppsDefault.Pos, "userMaxAppsDefault", "the Capacity Scheduler limits users through user-limit-factor and maximum-applications, not a running count")
	gone(a.ReservationAgent.Set, a.ReservationAgent.Pos, "reservation-agent", "the reservation system is not converted")
	gone(a.ReservationPolicy.Set, a.ReservationPolicy.Pos, "reservation-policy", "the reservation system is not converted")
	gone(a.ReservationPlanner.Set, a.ReservationPlanner.Pos, "reservation-planner", "the reservation system is not converted")
}

// drfUsed reports whether any queue runs drf.
func drfUsed(a *xmlconf.Allocations) bool {
	found := false
	a.Root.Walk(func(q *xmlconf.Queue) {
		found = found || (q.NotCreated == "" && q.Policy == xmlconf.PolicyDRF)
	})
	return found
}

// users reports the per-user limits.
func (c *conv) users() {
	for _, u := range c.in.Fair.Users {
		if u.MaxRunningApps.Set {
			c.find(lint.ConvertNoCounterpart, u.MaxRunningApps.Pos, "", fmt.Sprintf(
				"user %q maxRunningApps is not kept: the Capacity Scheduler has no per-user running-application count", u.Name))
		}
	}
}
