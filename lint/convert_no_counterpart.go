package lint

import (
	"fmt"
	"strings"

	"github.com/fairsched/fairsched/analysis/convert"
	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/xmlconf"
)

// ConvertNoCounterpart reports a setting the Capacity Scheduler has no
// counterpart for.
var ConvertNoCounterpart = &Rule{
	ID:       "convert-no-counterpart",
	Input:    ConvertInput,
	Severity: Error,
	Summary:  "a setting without a Capacity Scheduler counterpart",
	Doc: `Why: per-queue preemption timeouts and thresholds, maxChildResources,
queueMaxResourcesDefault, the reservation system, same-named leaves before
3.4.0, running-application limits (maxRunningApps, queueMaxAppsDefault,
userMaxAppsDefault) before 3.3.0 and some yarn-site settings of the Fair
Scheduler have no counterpart in the Capacity Scheduler. The severity is the effect in this file: an error when a
limit disappears that applies (maxChildResources of a parent queues are created
under, a queue taking reservations), a warning when preemption is on, info when
the setting does nothing here (preemption off, no created queues).
Fix: decide whether the cluster still needs it (Capacity Scheduler preemption is
one cluster-wide policy), then delete the element to acknowledge it.
` + convertSee,
	Check:    checkConvertNoCounterpart,
	ByEffect: true,
}

// checkConvertNoCounterpart reports the settings of the allocation file
// and the yarn-site that the Capacity Scheduler has no counterpart for,
// each with the severity of its effect in this file.
func checkConvertNoCounterpart(pass *Pass) {
	p := pass.Convert
	globalsUnkept(p)
	for _, q := range convertedQueues(p.Fair) {
		if q.MaxAMShare.Set {
			noAMStarts(p, capacity.Prefix+q.FullName+".maximum-am-resource-percent", "maxAMShare", q.FullName, q.MaxAMShare)
		}
		if f := q.MaxContainerAllocation; f.Set && (f.Val.IsPercent() || len(f.Val.Absolute) < 2) {
			p.Report(Warning, f.Pos(), q.FullName, "maxContainerAllocation as a percentage has no Capacity Scheduler counterpart; it is not converted")
		}
		queueUnkept(p, q)
		if strings.ContainsRune(q.Name, ',') || strings.TrimSpace(q.Name) != q.Name {
			p.Report(Error, q.Pos, q.FullName, fmt.Sprintf(
				"the queue name %q cannot be said in the Capacity Scheduler's %s.queues, which splits names at commas and trims them: rename the queue", q.Name, q.Parent.FullName))
		}
	}
	sameNameLeaves(p)
	reportSiteKeys(p, siteNoCounterpart)
	unreadSiteKeys(p)
}

// unkept reports a setting that is set and not kept, with why.
func unkept(p *ConvertView, set bool, at xmlconf.Pos, sev Severity, queue, element, why string) {
	if set {
		p.Report(sev, at, queue, element+" is not kept: "+why)
	}
}

// globalsUnkept reports the top-level elements not kept.
func globalsUnkept(p *ConvertView) {
	a := p.Fair
	noAMStarts(p, capacity.Prefix+"maximum-am-resource-percent", "queueMaxAMShareDefault", "", a.QueueMaxAMShareDefault)
	pre, why := p.preemptionEffect()
	unkept(p, a.DefaultMinSharePreemptionTimeout.Set, a.DefaultMinSharePreemptionTimeout.Pos(), pre, "", "defaultMinSharePreemptionTimeout", why)
	unkept(p, a.DefaultFairSharePreemptionTimeout.Set, a.DefaultFairSharePreemptionTimeout.Pos(), pre, "", "defaultFairSharePreemptionTimeout", why)
	unkept(p, a.FairSharePreemptionTimeout.Set, a.FairSharePreemptionTimeout.Pos(), pre, "", "fairSharePreemptionTimeout", why)
	unkept(p, a.DefaultFairSharePreemptionThreshold.Set, a.DefaultFairSharePreemptionThreshold.Pos(), pre, "", "defaultFairSharePreemptionThreshold", why)
	if len(p.Created) > 0 {
		unkept(p, a.QueueMaxResourcesDefault.Set, a.QueueMaxResourcesDefault.Pos(), Error, "", "queueMaxResourcesDefault",
			"each declared queue without maxResources gets it as its maximum-capacity, but the Capacity Scheduler has no default maximum for the queues created at submission: they may take up to their parent's maximum")
	}
	apps := p.parallelAppsUnread()
	unkept(p, apps != "" && a.QueueMaxAppsDefault.Set, a.QueueMaxAppsDefault.Pos(), Error, "", "queueMaxAppsDefault", apps)
	unkept(p, apps != "" && a.UserMaxAppsDefault.Set, a.UserMaxAppsDefault.Pos(), Error, "", "userMaxAppsDefault", apps)
	for _, u := range a.Users {
		unkept(p, apps != "" && u.MaxRunningApps.Set, u.MaxRunningApps.Pos(), Error, "", fmt.Sprintf("<user name=%q> maxRunningApps", u.Name), apps)
	}
	res := "the reservation system is not converted; no queue takes reservations here"
	unkept(p, a.ReservationAgent.Set, a.ReservationAgent.Pos(), Info, "", "reservation-agent", res)
	unkept(p, a.ReservationPolicy.Set, a.ReservationPolicy.Pos(), Info, "", "reservation-policy", res)
	unkept(p, a.ReservationPlanner.Set, a.ReservationPlanner.Pos(), Info, "", "reservation-planner", res)
}

// queueUnkept reports a queue's elements not kept.
func queueUnkept(p *ConvertView, q *xmlconf.Queue) {
	name := q.FullName
	childSev := Info
	childWhy := "the Capacity Scheduler has no limit for queues created under a parent; no queue is created under this one"
	if p.CreatesUnder(q) {
		childSev, childWhy = Error, "the Capacity Scheduler has no limit for the queues created under a parent: they may take up to the parent's maximum"
	}
	unkept(p, q.MaxChildResources.Set, q.MaxChildResources.Pos(), childSev, name, "maxChildResources", childWhy)
	if apps := p.parallelAppsUnread(); apps != "" {
		unkept(p, q.MaxRunningApps.Set, q.MaxRunningApps.Pos(), Error, name, "maxRunningApps", apps)
	}
	pre, why := p.preemptionEffect()
	unkept(p, q.MinSharePreemptionTimeout.Set, q.MinSharePreemptionTimeout.Pos(), pre, name, "minSharePreemptionTimeout", why)
	unkept(p, q.FairSharePreemptionTimeout.Set, q.FairSharePreemptionTimeout.Pos(), pre, name, "fairSharePreemptionTimeout", why)
	unkept(p, q.FairSharePreemptionThreshold.Set, q.FairSharePreemptionThreshold.Pos(), pre, name, "fairSharePreemptionThreshold", why)
	unkept(p, q.Reservation.Set && q.Reservation.Val, q.Reservation.Pos(), Error, name, "reservation", "the reservation system is not converted: the queue takes no reservations after the move")
	res, resSev := "the reservation system is not converted; the queue takes no reservations (no <reservation/>), so it has no effect here", Info
	if q.Reservation.Val {
		res, resSev = "the reservation system is not converted", Error
	}
	unkept(p, q.ACLSubmitReservations.Set, q.ACLSubmitReservations.Pos(), resSev, name, "aclSubmitReservations", res)
	unkept(p, q.ACLListReservations.Set, q.ACLListReservations.Pos(), resSev, name, "aclListReservations", res)
	unkept(p, q.ACLAdministerReservations.Set, q.ACLAdministerReservations.Pos(), resSev, name, "aclAdministerReservations", res)
}

// parallelAppsUnread says why a running-application limit is not kept for
// a target release whose Capacity Scheduler reads no max-parallel-apps,
// "" when it reads it.
func (p *ConvertView) parallelAppsUnread() string {
	if p.Target.Capacity.MaxParallelApps {
		return ""
	}
	return fmt.Sprintf("the Capacity Scheduler of Hadoop %s has no limit on running applications (it reads max-parallel-apps from 3.3.0, YARN-9930): the limit disappears", p.Target.Version)
}

// noAMStarts reports a maxAMShare (or queueMaxAMShareDefault) that lets no
// ApplicationMaster start in the Fair Scheduler (NaN, or negative other
// than -1, which means no check), which no Capacity Scheduler setting can
// say: its AM limit is at least one container, and key is not written.
func noAMStarts(p *ConvertView, key, element, queue string, f xmlconf.Field[float32]) {
	if v := f.Val; v == -1 || !(v != v || v < 0) {
		return
	}
	p.Report(Warning, f.Pos(), queue, fmt.Sprintf(
		"<%s> %s lets no ApplicationMaster start; the Capacity Scheduler always lets at least one start, so %s is left at its default", element, capacity.JavaFloat(f.Val), key))
}

// sameNameLeaves reports leaves sharing a short name where the target
// release's Capacity Scheduler requires distinct names.
func sameNameLeaves(p *ConvertView) {
	if p.Target.Capacity.SameNameLeaves {
		return
	}
	seen := map[string]*xmlconf.Queue{}
	p.Fair.Root.Walk(func(q *xmlconf.Queue) {
		if q.NotCreated != "" || len(convert.CreatedChildren(q)) > 0 || q.Parent == nil {
			return
		}
		if first, ok := seen[q.Name]; ok {
			p.Report(Error, q.Pos, q.FullName, fmt.Sprintf(
				"leaf queues %s and %s share the name %q: the Capacity Scheduler of Hadoop %s requires distinct leaf names (from 3.3.0 it does not); rename one",
				first.FullName, q.FullName, q.Name, p.Target.Version))
			return
		}
		seen[q.Name] = q
	})
}
