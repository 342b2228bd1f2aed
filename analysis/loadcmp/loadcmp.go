package loadcmp

import (
	"maps"
	"math"
	"slices"

	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/core/load"
	"github.com/fairsched/fairsched/core/simcore"
	"github.com/fairsched/fairsched/xmlconf"
)

// Before and After index a Row's sides: the Fair Scheduler's, then the
// scheduler moved to.
const (
	Before = 0
	After  = 1
)

// Report is the comparison of two simulations of one load.
type Report struct {
	// Schedulers are the two schedulers compared ("fair", "capacity").
	Schedulers [2]string
	// Seconds and Steady say how long each simulation ran and whether it
	// ended with nothing left to change.
	Seconds [2]float64
	Steady  [2]bool
	// Tolerance is how much worse a figure may be before it is a finding
	// (0.1: 10 %).
	Tolerance float64
	Queues    []Row // leaf queues, as the Fair Scheduler names them, sorted
	// AfterQueue maps a row's queue to the queue the second scheduler ran
	// its apps in, where the names differ.
	AfterQueue map[string]string
	Teams      []Row // users, sorted
	// Worse are the facts of the queues that fare worse after the move;
	// lint's load rules word them (lint.CheckLoadComparison).
	Worse *Facts
	// Findings are the facts as worded: the caller sets them.
	Findings []diag.Finding
}

// Row is one queue or user on both sides.
type Row struct {
	Name string
	Side [2]Stats
}

// Stats are the figures of one queue or user under one scheduler. Times
// are seconds from each app's start.
type Stats struct {
	Apps                                 int
	FirstContainer, AMStart, Completion  Percentiles
	Preempted, Rejected, Pending, Killed int
	// Share is the mean fraction of the cluster's memory the queue used
	// over the simulated time (queues only; -1 for users).
	Share float64
}

// Percentiles are the median and 95th percentile of some apps' times,
// nearest rank; N is how many apps had one.
type Percentiles struct {
	N        int
	P50, P95 float64
}

// Input is what Compare reads.
type Input struct {
	Load          *load.Load
	Before, After *simcore.Result
	Tolerance     float64
	File          string // the capacity file, for findings
	// Positions are where the capacity file configures each queue (its
	// capacity), for findings; a queue without one has the zero position.
	Positions  map[string]xmlconf.Pos
	BeforeName string // "Fair Scheduler"
	AfterName  string // "Capacity Scheduler"
}

// Compare builds the report: apps are matched by ID, and each app counts
// in the row of the queue the Fair Scheduler ran it in.
func Compare(in Input) Report {
	rep := Report{Schedulers: [2]string{in.Before.Scheduler, in.After.Scheduler},
		Seconds: [2]float64{in.Before.Seconds, in.After.Seconds}, Steady: [2]bool{in.Before.Steady, in.After.Steady},
		Tolerance: in.Tolerance}
	starts := map[string]float64{}
	for _, a := range in.Load.Apps {
		starts[a.ID] = a.Start
	}
	queueApps, userApps := map[string][2][]simcore.AppResult{}, map[string][2][]simcore.AppResult{}
	afterQueue := map[string]string{} // row → the queue the other scheduler ran its apps in
	for side, r := range []*simcore.Result{in.Before, in.After} {
		for _, a := range r.Apps {
			row := queueOf(in.Before, a.ID, a.Queue)
			q, u := queueApps[row], userApps[a.User]
			q[side], u[side] = append(q[side], a), append(u[side], a)
			queueApps[row], userApps[a.User] = q, u
			if side == After {
				afterQueue[row] = a.Queue
			}
		}
	}
	for _, name := range slices.Sorted(maps.Keys(queueApps)) {
		row := Row{Name: name}
		for side, r := range []*simcore.Result{in.Before, in.After} {
			row.Side[side] = stats(queueApps[name][side], starts)
			q := name
			if side == After {
				q = afterQueue[name]
			}
			row.Side[side].Share = meanShare(r, q, max(in.Before.Seconds, in.After.Seconds))
		}
		rep.Queues = append(rep.Queues, row)
	}
	for _, name := range slices.Sorted(maps.Keys(userApps)) {
		row := Row{Name: name}
		for side := range 2 {
			row.Side[side] = stats(userApps[name][side], starts)
			row.Side[side].Share = -1
		}
		rep.Teams = append(rep.Teams, row)
	}
	rep.AfterQueue = afterQueue
	rep.Worse = worse(rep, in)
	return rep
}

// queueOf is the queue the Fair Scheduler ran the app in, or fallback.
func queueOf(r *simcore.Result, id, fallback string) string {
	for _, a := range r.Apps {
		if a.ID == id {
			return a.Queue
		}
	}
	return fallback
}

// stats computes the figures of some apps.
func stats(apps []simcore.AppResult, starts map[string]float64) Stats {
	var st Stats
	var first, am, done []float64
	for _, a := range apps {
		st.Apps++
		st.Preempted += a.Preempted
		start := starts[a.ID]
		if a.FirstContainerAt != nil {
			first = append(first, *a.FirstContainerAt-start)
		}
		if a.AMStartAt != nil {
			am = append(am, *a.AMStartAt-start)
		}
		switch a.State {
		case simcore.StateFinished:
			if a.EndAt != nil {
				done = append(done, *a.EndAt-start)
			}
		case simcore.StateRejected:
			st.Rejected++
		case simcore.StateKilled:
			st.Killed++
		case simcore.StatePending:
			st.Pending++
		}
	}
	st.FirstContainer, st.AMStart, st.Completion = percentiles(first), percentiles(am), percentiles(done)
	return st
}

// percentiles are nearest-rank: the smallest value with at least p % of
// the values at or below it.
func percentiles(v []float64) Percentiles {
	if len(v) == 0 {
		return Percentiles{}
	}
	slices.Sort(v)
	rank := func(p float64) float64 {
		k := int(math.Ceil(p / 100 * float64(len(v))))
		return v[max(k, 1)-1]
	}
	return Percentiles{N: len(v), P50: rank(50), P95: rank(95)}
}

// meanShare is the queue's mean share of the cluster's memory over the
// longer of the two simulated times (horizon): each sample holds until the
// next, the last until the horizon.
func meanShare(r *simcore.Result, queue string, horizon float64) float64 {
	qi := -1
	for i, q := range r.Queues {
		if q.Name == queue {
			qi = i
		}
	}
	if qi < 0 || len(r.Timeline) == 0 || r.Cluster.Get(0) == 0 {
		return 0
	}
	total, weighted := 0.0, 0.0
	for k, smp := range r.Timeline {
		end := max(r.Seconds, horizon)
		if k+1 < len(r.Timeline) {
			end = r.Timeline[k+1].T
		}
		d := math.Max(end-smp.T, 0)
		if k == len(r.Timeline)-1 && d == 0 {
			d = 1 // a run that ends on its last sample
		}
		total += d
		weighted += d * float64(smp.Usage[qi].Get(0))
	}
	if total == 0 {
		return 0
	}
	return weighted / total / float64(r.Cluster.Get(0))
}

// worse names the queues that fare worse after the move: a time (p50
// or p95) longer by more than the tolerance and by at least a second, a
// share of the cluster smaller by more than the tolerance, more apps
// rejected or left pending, more containers preempted. It gathers them as
// facts, which lint's worse-under-load words.
func worse(rep Report, in Input) *Facts {
	facts := &Facts{File: in.File, BeforeName: in.BeforeName, AfterName: in.AfterName}
	add := func(w Worse) {
		w.Pos = in.Positions[w.Queue]
		facts.Worse = append(facts.Worse, w)
	}
	for _, d := range droppedTypes(in) {
		add(d)
	}
	tol := in.Tolerance
	for _, row := range rep.Queues {
		b, a := row.Side[Before], row.Side[After]
		for _, m := range []struct {
			what   string
			bp, ap Percentiles
			p95    bool
		}{
			{"time to first container", b.FirstContainer, a.FirstContainer, false},
			{"time to first container", b.FirstContainer, a.FirstContainer, true},
			{"time to AM start", b.AMStart, a.AMStart, true},
			{"completion time", b.Completion, a.Completion, false},
			{"completion time", b.Completion, a.Completion, true},
		} {
			if m.bp.N == 0 || m.ap.N == 0 {
				continue
			}
			bv, av, label := m.bp.P50, m.ap.P50, "p50"
			if m.p95 {
				bv, av, label = m.bp.P95, m.ap.P95, "p95"
			}
			if av > bv*(1+tol) && av-bv >= 1 {
				add(Worse{Queue: row.Name, Figure: FigureTime, What: m.what + " " + label, Before: bv, After: av})
			}
		}
		if b.Share > 0 && a.Share < b.Share*(1-tol) {
			add(Worse{Queue: row.Name, Figure: FigureShare, Before: b.Share, After: a.Share})
		}
		if a.Rejected > b.Rejected {
			add(Worse{Queue: row.Name, Figure: FigureRejected, Before: float64(b.Rejected), After: float64(a.Rejected)})
		}
		if a.Pending > b.Pending {
			add(Worse{Queue: row.Name, Figure: FigurePending, Before: float64(b.Pending), After: float64(a.Pending)})
		}
		if a.Preempted > b.Preempted && float64(a.Preempted) > float64(b.Preempted)*(1+tol) {
			add(Worse{Queue: row.Name, Figure: FigurePreempted, Before: float64(b.Preempted), After: float64(a.Preempted)})
		}
	}
	return facts
}

// droppedTypes finds, per queue and custom resource type (yarn.io/gpu),
// the first app whose containers get less of it under the second
// scheduler than under the first: the Capacity Scheduler's
// DefaultResourceCalculator normalizes an ask to its memory and one vcore,
// so a GPU job runs without its GPUs there, and its times are not the
// same job's. (Vcores cut to one are a warning of the simulation: the
// container still runs.)
func droppedTypes(in Input) []Worse {
	before := map[string]simcore.AppResult{}
	for _, a := range in.Before.Apps {
		before[a.ID] = a
	}
	seen := map[string]bool{}
	var out []Worse
	for _, a := range in.After.Apps {
		b, ok := before[a.ID]
		if !ok || a.Container == nil || b.Container == nil {
			continue
		}
		row := queueOf(in.Before, a.ID, a.Queue)
		for i, typ := range in.Before.Types {
			if i < 2 || i >= len(b.Container) { // memory and vcores
				continue
			}
			j := in.After.Types.Index(typ)
			got := int64(0)
			if j >= 0 && j < len(a.Container) {
				got = a.Container[j]
			}
			if want := b.Container[i]; got < want && !seen[row+" "+typ] {
				seen[row+" "+typ] = true
				out = append(out, Worse{Queue: row, Figure: FigureDroppedType, What: typ, App: a.ID, Before: float64(want), After: float64(got)})
			}
		}
	}
	return out
}
