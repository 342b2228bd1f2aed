package compare

import (
	"strings"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/compute"
	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/xmlconf"
)

// Input is what Run compares.
type Input struct {
	FairFile, CapacityFile string
	Fair                   *xmlconf.Allocations
	Capacity               *capacity.Config
	Cluster                resource.Resource
	// Active are the Fair Scheduler queues with running apps (--active);
	// nil without --active, when neither instantaneous shares nor
	// estimates are computed.
	Active map[*xmlconf.Queue]bool
	// CapacityShares are the capacity file's figures on Cluster as lint's
	// pass computed them for its rules (lint.Job.Shares), so that they are
	// computed once; nil: Run computes them.
	CapacityShares []capacity.Share
}

// Report is the comparison.
type Report struct {
	Queues []Row
	// Comparison are the facts lint's compare rules word
	// (lint.CheckComparison).
	Comparison *Comparison
	// Findings are set by the caller: lint's findings on the capacity file
	// and its compare rules' words for Comparison.
	Findings []diag.Finding
	// Refused: the Capacity Scheduler refuses the capacity file; Queues
	// then have no Capacity side and Findings hold the reasons.
	Refused bool
	// Estimated: Rows carry estimates for the active queues (EstimateMethod
	// says how they were made).
	Estimated bool
}

// EstimateMethod says how Capacity.Estimate is computed.
const EstimateMethod = "estimate: each active queue gets its guaranteed capacity, and what idle queues leave is lent to active siblings in proportion to their capacity, up to each maximum; the real split depends on demand, allocation order and user limits"

// Run compares in.
func Run(in Input) Report {
	rep := Report{Refused: in.Capacity.RefusedOn(in.Cluster, in.Fair.Types), Estimated: in.Active != nil}
	fair := fairSide(in)
	var cs map[string]*Capacity
	if !rep.Refused {
		cs = capacitySide(in, fair)
	}
	rep.Queues = rows(in, fair, cs)
	rep.Comparison = &Comparison{FairFile: in.FairFile, CapacityFile: in.CapacityFile, Fair: in.Fair, Capacity: in.Capacity,
		Cluster: in.Cluster, Rows: rep.Queues, Refused: rep.Refused}
	return rep
}

// fairSide computes every Fair Scheduler queue's shares as `shares` does.
func fairSide(in Input) map[string]*Fair {
	a := in.Fair
	isActive := func(*xmlconf.Queue) bool { return true }
	if in.Active != nil {
		isActive = func(q *xmlconf.Queue) bool { return in.Active[q] }
	}
	t := compute.NewTree(a, in.Cluster, isActive)
	s := t.Compute(in.Cluster)
	out := make(map[string]*Fair, len(t.Nodes))
	for i, n := range t.Nodes {
		f := &Fair{
			Steady:   s.SteadyOf(i).Clone(),
			Max:      closedAtZero(capAt(t.MaxOf(i), in.Cluster)),
			MinShare: t.MinOf(i).Clone(),
			Queue:    n.Queue,
		}
		if in.Active != nil {
			f.Instantaneous = s.InstantaneousOf(i).Clone()
			f.Active = s.Active[i]
		}
		f.Computed = make([]bool, len(in.Cluster))
		for typ := range f.Computed {
			f.Computed[typ] = i == 0 || s.SteadyBinding(i, typ) != compute.BindingNotComputed
		}
		f.MaxRunningApps = maxRunningApps(a, n.Queue)
		if i := strings.LastIndexByte(n.Name, '.'); i > 0 {
			if p := out[n.Name[:i]]; p != nil {
				f.Max = capAt(f.Max, p.Max)
			}
		}
		out[n.Name] = f
	}
	return out
}

// closedAtZero is a maximum as it acts: one with no memory or no vcores
// lets no container in (every container asks for some of both, and the
// Fair Scheduler assigns none that does not fit in the maximum:
// FSAppAttempt's fitsInMaxShare), so it is 0 in every type, as the
// Capacity Scheduler's maximum-capacity 0 is.
func closedAtZero(r resource.Resource) resource.Resource {
	if len(r) < 2 || r[0] > 0 && r[1] > 0 {
		return r
	}
	return make(resource.Resource, len(r))
}

// capAt is the componentwise min of r and limit.
func capAt(r, limit resource.Resource) resource.Resource {
	out := make(resource.Resource, len(limit))
	for i := range out {
		out[i] = min(r.Get(i), limit[i])
	}
	return out
}

// maxRunningApps is the queue's effective maxRunningApps: its own, else
// queueMaxAppsDefault (AllocationConfiguration.getQueueMaxApps), else -1
// (unlimited).
func maxRunningApps(a *xmlconf.Allocations, q *xmlconf.Queue) int32 {
	switch {
	case q == nil:
		return -1
	case q.MaxRunningApps.Set:
		return q.MaxRunningApps.Val
	case a.QueueMaxAppsDefault.Set:
		return a.QueueMaxAppsDefault.Val
	}
	return -1
}

func capacitySide(in Input, fair map[string]*Fair) map[string]*Capacity {
	res := capacityFigures(in)
	out := make(map[string]*Capacity, len(res))
	for i := range res {
		r := &res[i]
		maximum := r.Maximum
		if p := r.Queue.Parent; p != nil && out[p.Path] != nil {
			// An absolute maximum above the parent's is cut to it: a queue
			// never gets more than its parent may.
			maximum = capAt(maximum, out[p.Path].Maximum)
		}
		out[r.Queue.Path] = &Capacity{
			Guaranteed: r.Guaranteed, Maximum: maximum,
			AbsoluteCapacity: r.AbsCapacity, AbsoluteMaximum: r.AbsMaxCapacity,
			MaxApplications: r.MaxApplications, MaxApplicationsPerUser: r.MaxApplicationsPerUser,
			UserLimitFactor: r.UserLimitFactor, Result: r,
		}
	}
	if in.Active != nil {
		estimate(in, res, out, fair)
	}
	return out
}

// capacityFigures are the capacity file's figures on the cluster: those of
// in.CapacityShares, else computed here.
func capacityFigures(in Input) []capacity.Result {
	if in.CapacityShares == nil {
		return capacity.Compute(in.Capacity, in.Cluster, in.Fair.Types)
	}
	res := make([]capacity.Result, len(in.CapacityShares))
	for i := range in.CapacityShares {
		res[i] = in.CapacityShares[i].Result
	}
	return res
}

// rows lists the queues of the allocation file in its order, then those
// only the capacity file has, in its order.
func rows(in Input, fair map[string]*Fair, cs map[string]*Capacity) []Row {
	var out []Row
	seen := map[string]bool{}
	in.Fair.Root.Walk(func(q *xmlconf.Queue) {
		f := fair[q.FullName]
		if f == nil || seen[q.FullName] {
			return
		}
		seen[q.FullName] = true
		out = append(out, Row{Queue: q.FullName, Fair: f, Capacity: cs[q.FullName]})
	})
	if cs == nil {
		return out
	}
	for _, q := range in.Capacity.Queues {
		if !seen[q.Path] {
			out = append(out, Row{Queue: q.Path, Capacity: cs[q.Path]})
		}
	}
	return out
}
