package lint

import (
	"fmt"

	"github.com/fairsched/fairsched/analysis/compare"
	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/xmlconf"
)

// CompareMaxRaised reports a maximum the move loosens.
var CompareMaxRaised = &Rule{
	ID:       "compare-max-raised",
	Input:    CompareInput,
	Severity: Error,
	Summary:  "the capacity maximum is above the fair maxResources",
	Doc: `Why: the queue may take more after the move than maxResources lets it take
today: fs2cs writes maximum-capacity 100 for every queue and drops maxResources.
Fix: set maximum-capacity (a percentage of the parent's maximum) or an absolute
maximum to the old limit.
See: Hadoop CapacityScheduler docs, "maximum-capacity" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/CapacityScheduler.html).`,
	Check: checkMaxRaised,
}

// checkMaxRaised reports the capacity maxima above the fair maximum by more
// than the Capacity Scheduler's rounding.
func checkMaxRaised(pass *Pass) {
	p := pass.Compare
	for r := range p.both() {
		if d := p.maxRaised(r); d != "" {
			fs, cs := r.Fair, r.Capacity
			p.Report(p.CapacityFile, csMaxPos(cs.Result.Queue), r.Queue,
				fmt.Sprintf("the capacity maximum %s is above the fair maximum %s by %s", cs.Maximum.Format(p.Types), fs.Max.Format(p.Types), d),
				"set maximum-capacity so that the maximum is "+fs.Max.Format(p.Types))
		}
	}
}

// maxRaised formats by how much r's capacity maximum is above its fair
// maximum, beyond what a percentage or weight rounds to; "" when it is not.
func (p *CompareView) maxRaised(r compare.Row) string {
	q := r.Capacity.Result.Queue
	return above(r.Capacity.Maximum, r.Fair.Max, p.Types, p.rounding(q, q.MaxCapacity.Kind))
}

// csMaxPos is where a capacity queue's maximum is written, else csQueuePos.
func csMaxPos(q *capacity.Queue) xmlconf.Pos {
	if q.MaxCapacity.Pos.IsValid() {
		return q.MaxCapacity.Pos
	}
	return csQueuePos(q)
}

// CompareMaxLowered reports a maximum the move tightens.
var CompareMaxLowered = &Rule{
	ID:       "compare-max-lowered",
	Input:    CompareInput,
	Severity: Warning,
	Summary:  "the capacity maximum is below the fair maxResources",
	Doc: `Why: the queue can take less after the move than it may take today.
Fix: raise maximum-capacity, if the old limit is meant.
See: Hadoop CapacityScheduler docs, "maximum-capacity" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/CapacityScheduler.html).`,
	Check: checkMaxLowered,
}

// checkMaxLowered reports the capacity maxima below the fair maximum by
// more than rounding (a maximum raised in one type is compare-max-raised
// only).
func checkMaxLowered(pass *Pass) {
	p := pass.Compare
	for r := range p.both() {
		fs, cs := r.Fair, r.Capacity
		q := cs.Result.Queue
		if p.maxRaised(r) != "" {
			continue
		}
		if d := above(fs.Max, cs.Maximum, p.Types, p.slack(cs.Maximum, cs.AbsoluteMaximum, q, q.MaxCapacity.Kind)); d != "" {
			p.Report(p.CapacityFile, csMaxPos(q), r.Queue,
				fmt.Sprintf("the capacity maximum %s is below the fair maximum %s by %s", cs.Maximum.Format(p.Types), fs.Max.Format(p.Types), d), "")
		}
	}
}

// CompareGuaranteeLost reports a guarantee below the fair minResources.
var CompareGuaranteeLost = &Rule{
	ID:       "compare-guarantee-lost",
	Input:    CompareInput,
	Severity: Error,
	Summary:  "the capacity guarantee is below the fair min share",
	Doc: `Why: minResources is a guarantee the Fair Scheduler meets before weights; the
Capacity Scheduler guarantees only the queue's capacity, which fs2cs derives from
the weight alone.
Fix: raise the queue's capacity (or give it an absolute capacity) to at least the
old minimum.
See: Hadoop CapacityScheduler docs, "capacity" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/CapacityScheduler.html).`,
	Check: checkGuaranteeLost,
}

// checkGuaranteeLost reports the capacity guarantees below the fair min
// share by more than rounding.
func checkGuaranteeLost(pass *Pass) {
	p := pass.Compare
	for r := range p.both() {
		if d := p.guaranteeLost(r); d != "" {
			fs, cs := r.Fair, r.Capacity
			p.Report(p.CapacityFile, csQueuePos(cs.Result.Queue), r.Queue,
				fmt.Sprintf("the capacity guarantee %s is below the fair min share %s by %s", cs.Guaranteed.Format(p.Types), fs.MinShare.Format(p.Types), d),
				"raise the capacity of "+r.Queue)
		}
	}
}

// guaranteeLost formats by how much r's capacity guarantee is below its
// fair min share, beyond rounding (guaranteeSlack); "" when it is not.
func (p *CompareView) guaranteeLost(r compare.Row) string {
	return above(r.Fair.MinShare, r.Capacity.Guaranteed, p.Types, p.guaranteeSlack(r))
}

// guaranteeSlack is how far below a Fair Scheduler amount r's capacity
// guarantee may be and still be only rounding (slack).
func (p *CompareView) guaranteeSlack(r compare.Row) resource.Resource {
	cs := r.Capacity
	q := cs.Result.Queue
	return p.slack(cs.Guaranteed, cs.AbsoluteCapacity, q, q.Capacity.Kind)
}

// CompareGuaranteeBelowSteady reports a guarantee below the steady fair
// share.
var CompareGuaranteeBelowSteady = &Rule{
	ID:       "compare-guarantee-below-steady",
	Input:    CompareInput,
	Severity: Warning,
	Summary:  "the capacity guarantee is below the steady fair share",
	Doc: `Why: when every queue is busy the queue gets less after the move than its
steady fair share today. Differences within the Capacity Scheduler's rounding (a
capacity written to a thousandth of a percent at each level, the truncation to
whole units, and the Fair Scheduler's own rounding) are not reported, and only
the resource types the Fair Scheduler computes a steady share of are compared
(memory under fair; every type under drf).
Fix: raise the queue's capacity, if its old share is meant (fairsched convert
--cluster derives capacities from the steady shares).
See: Hadoop CapacityScheduler docs, "capacity" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/CapacityScheduler.html).`,
	Check: checkGuaranteeBelowSteady,
}

// checkGuaranteeBelowSteady reports the capacity guarantees below the
// steady fair share, in the types the Fair Scheduler computes it for, by
// more than rounding (a guarantee below the min share is
// compare-guarantee-lost only).
func checkGuaranteeBelowSteady(pass *Pass) {
	p := pass.Compare
	for r := range p.both() {
		fs, cs := r.Fair, r.Capacity
		steady := fs.ComputedSteady()
		if len(steady) == 0 || p.guaranteeLost(r) != "" {
			continue
		}
		if d := above(steady, cs.Guaranteed, p.Types, p.steadySlack(r)); d != "" {
			guar := cs.Guaranteed[:min(len(cs.Guaranteed), len(steady))] // the same types
			p.Report(p.CapacityFile, csQueuePos(cs.Result.Queue), r.Queue,
				fmt.Sprintf("the capacity guarantee %s is below the steady fair share %s by %s%s",
					guar.Format(p.Types), steady.Format(p.Types), d, notComputed(len(steady), len(fs.Steady))), "")
		}
	}
}

// steadySlack is guaranteeSlack against a steady share: a parent's
// children's shares may also add up to a few units more than the parent's
// (one per child at most); that much is rounding too.
func (p *CompareView) steadySlack(r compare.Row) resource.Resource {
	tol := p.guaranteeSlack(r)
	parent := r.Capacity.Result.Queue.Parent
	for t, v := range p.over[parent.Path] {
		if t < len(tol) && v <= int64(len(parent.Children)) { // rounding, not minimums over-promising
			tol[t] += v
		}
	}
	return tol
}

// notComputed says which types a steady share of k types out of n leaves
// out: under fair the Fair Scheduler computes memory alone.
func notComputed(k, n int) string {
	if k != 1 || n == 1 {
		return ""
	}
	return " (the Fair Scheduler computes a share of memory alone under fair)"
}

// CompareAppLimit reports a per-queue application limit that rejects
// submissions the Fair Scheduler accepted.
var CompareAppLimit = &Rule{
	ID:       "compare-app-limit",
	Input:    CompareInput,
	Severity: Warning,
	Summary:  "the capacity queue rejects apps the fair queue accepts",
	Doc: `Why: unless maximum-applications is set for the queue, the Capacity Scheduler
accepts at most maximum-applications (10000) × the queue's absolute capacity
pending and running applications and rejects the next submission; the Fair
Scheduler queued them.
Fix: set yarn.scheduler.capacity.<queue>.maximum-applications.
See: Hadoop CapacityScheduler docs, "Running and Pending Application Limits" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/CapacityScheduler.html).`,
	Check: checkAppLimit,
}

// checkAppLimit reports the leaves whose maximum-applications, set
// neither for the queue nor for every queue (global-queue-max-application),
// is below what the fair queue accepted.
func checkAppLimit(pass *Pass) {
	p := pass.Compare
	_, global := p.Capacity.GlobalQueueMaxApplications()
	for r := range p.leaves() {
		fs, cs := r.Fair, r.Capacity
		if cs.Result.MaxApplicationsSet || global || (fs.MaxRunningApps >= 0 && fs.MaxRunningApps <= cs.MaxApplications) {
			continue
		}
		old := "no limit"
		if fs.MaxRunningApps >= 0 {
			old = fmt.Sprintf("maxRunningApps %d (more are queued, not rejected)", fs.MaxRunningApps)
		}
		p.Report(p.CapacityFile, csQueuePos(cs.Result.Queue), r.Queue,
			fmt.Sprintf("the capacity queue rejects submissions beyond %d pending and running applications (maximum-applications × absolute capacity %s); the fair queue had %s",
				cs.MaxApplications, capacity.JavaFloat(cs.AbsoluteCapacity), old),
			"set yarn.scheduler.capacity."+r.Queue+".maximum-applications")
	}
}

// CompareUserLimit reports user-limit-factor capping one user at the
// queue's capacity.
var CompareUserLimit = &Rule{
	ID:       "compare-user-limit",
	Input:    CompareInput,
	Severity: Warning,
	Summary:  "user-limit-factor 1 caps one user at the capacity",
	Doc: `Why: with the default user-limit-factor 1 a single user cannot take more than
the queue's guaranteed capacity, even when the cluster is idle; the Fair
Scheduler let one user use the whole queue up to maxResources.
Fix: set yarn.scheduler.capacity.<queue>.user-limit-factor to maximum / capacity
(or -1 where the release reads it, YARN-10531).
See: Hadoop CapacityScheduler docs, "user-limit-factor" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/CapacityScheduler.html).`,
	Check: checkUserLimit,
}

// checkUserLimit reports the leaves where user-limit-factor 1 keeps one
// user below the queue's maximum.
func checkUserLimit(pass *Pass) {
	p := pass.Compare
	for r := range p.leaves() {
		cs := r.Capacity
		if cs.UserLimitFactor == 1 && above(cs.Maximum, cs.Guaranteed, p.Types, nil) != "" {
			p.Report(p.CapacityFile, csQueuePos(cs.Result.Queue), r.Queue,
				fmt.Sprintf("user-limit-factor 1: one user gets at most the guarantee %s, not the maximum %s", cs.Guaranteed.Format(p.Types), cs.Maximum.Format(p.Types)),
				"set yarn.scheduler.capacity."+r.Queue+".user-limit-factor")
		}
	}
}
