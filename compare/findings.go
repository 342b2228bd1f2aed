package compare

import (
	"fmt"
	"math"
	"strings"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/xmlconf"
)

// capacityFindings turns the capacity reader's findings into
// compare-capacity-refused and compare-capacity-ignored.
func capacityFindings(in Input) []lint.Diagnostic {
	var out []lint.Diagnostic
	for _, f := range in.Capacity.Findings {
		rule := lint.CompareCapacityIgnored
		if f.Refuses {
			continue
		}
		out = append(out, lint.Diagnostic{File: in.CapacityFile, Pos: orFirst(f.Pos), Rule: rule.ID, Severity: rule.Severity,
			Queue: f.Queue, Message: f.Message, Hint: f.Hint})
	}
	for _, f := range in.Capacity.RefusalsOn(in.Cluster, in.Fair.Types) {
		rule := lint.CompareCapacityRefused
		out = append(out, lint.Diagnostic{File: in.CapacityFile, Pos: orFirst(f.Pos), Rule: rule.ID, Severity: rule.Severity,
			Queue: f.Queue, Message: f.Message, Hint: f.Hint})
	}
	return out
}

func orFirst(p xmlconf.Pos) xmlconf.Pos {
	if p.IsValid() {
		return p
	}
	return xmlconf.Pos{Line: 1, Col: 1}
}

// queueFindings compares each queue's two sides.
func queueFindings(in Input, rows []Row) []lint.Diagnostic {
	f := &finder{in: in, types: in.Fair.Types, over: overAllocated(rows)}
	for _, r := range rows {
		switch {
		case r.Capacity == nil:
			f.fairOnly(r)
		case r.Fair == nil:
			f.capacityOnly(r)
		default:
			f.both(r)
		}
	}
	return f.out
}

type finder struct {
	in    Input
	types xmlconf.ResourceTypes
	out   []lint.Diagnostic
	// over is, by parent, how much more its children's steady shares add
	// up to than its own (the Fair Scheduler rounds each share to a whole
	// unit), per type.
	over map[string]xmlconf.Resource
}

// overAllocated sums each parent's children's steady shares and keeps
// what exceeds the parent's.
func overAllocated(rows []Row) map[string]xmlconf.Resource {
	steady := map[string]xmlconf.Resource{}
	sums := map[string]xmlconf.Resource{}
	for _, r := range rows {
		if r.Fair == nil {
			continue
		}
		steady[r.Queue] = r.Fair.Steady
		if i := strings.LastIndexByte(r.Queue, '.'); i > 0 {
			p := r.Queue[:i]
			if sums[p] == nil {
				sums[p] = make(xmlconf.Resource, len(r.Fair.Steady))
			}
			for t, v := range r.Fair.Steady {
				sums[p][t] += v
			}
		}
	}
	out := map[string]xmlconf.Resource{}
	for p, sum := range sums {
		over := make(xmlconf.Resource, len(sum))
		for t := range sum {
			over[t] = max(0, sum[t]-steady[p].Get(t))
		}
		out[p] = over
	}
	return out
}

func (f *finder) add(rule *lint.Rule, file string, pos xmlconf.Pos, queue, msg, hint string) {
	f.addSev(rule, rule.Severity, file, pos, queue, msg, hint)
}

func (f *finder) addSev(rule *lint.Rule, sev lint.Severity, file string, pos xmlconf.Pos, queue, msg, hint string) {
	f.out = append(f.out, lint.Diagnostic{File: file, Pos: orFirst(pos), Rule: rule.ID, Severity: sev, Queue: queue, Message: msg, Hint: hint})
}

// fairOnly: a queue of the allocation file without a capacity queue,
// root.default included (the Fair Scheduler has it, declared or not,
// where the release creates it).
func (f *finder) fairOnly(r Row) {
	q := r.Fair.queue
	if q == nil {
		return
	}
	if q.Implicit && q.Parent != nil {
		f.add(lint.CompareFairOnly, f.in.CapacityFile, xmlconf.Pos{}, r.Queue,
			"the capacity file has no queue "+r.Queue+", which the Fair Scheduler has without declaring it: applications submitted to default, or placed there by no rule, are rejected after the move",
			"add default to yarn.scheduler.capacity.root.queues in "+f.in.CapacityFile)
		return
	}
	f.add(lint.CompareFairOnly, f.in.FairFile, q.Pos, r.Queue,
		"the capacity file has no queue "+r.Queue+"; applications submitted to it are rejected after the move",
		"add "+q.Name+" to the .queues of its parent in "+f.in.CapacityFile)
}

func (f *finder) capacityOnly(r Row) {
	q := r.Capacity.result.Queue
	f.add(lint.CompareCapacityOnly, f.in.CapacityFile, queuePos(q), r.Queue,
		"the allocation file has no queue "+r.Queue+"; the capacity file adds it", "")
}

// queuePos is where a capacity queue is set up: its capacity, else its
// parent's .queues.
func queuePos(q *capacity.Queue) xmlconf.Pos {
	if q.Capacity.Pos.IsValid() {
		return q.Capacity.Pos
	}
	if q.Parent != nil {
		return q.Parent.QueuesPos
	}
	return q.QueuesPos
}

func maxPos(q *capacity.Queue) xmlconf.Pos {
	if q.MaxCapacity.Pos.IsValid() {
		return q.MaxCapacity.Pos
	}
	return queuePos(q)
}

func (f *finder) both(r Row) {
	fs, cs := r.Fair, r.Capacity
	q := cs.result.Queue
	if q.Parent == nil {
		return
	}
	tolMax := f.slack(cs.Maximum, cs.AbsoluteMaximum, q, q.MaxCapacity.Kind)
	tolGuar := f.slack(cs.Guaranteed, cs.AbsoluteCapacity, q, q.Capacity.Kind)
	tolSteady := tolGuar.Clone()
	for t, v := range f.over[q.Parent.Path] {
		if t < len(tolSteady) && v <= int64(len(q.Parent.Children)) { // rounding, not minimums over-promising
			tolSteady[t] += v
		}
	}
	if d := above(cs.Maximum, fs.Max, f.types, f.rounding(q, q.MaxCapacity.Kind), nil); d != "" {
		f.add(lint.CompareMaxRaised, f.in.CapacityFile, maxPos(q), r.Queue,
			fmt.Sprintf("the capacity maximum %s is above the fair maximum %s by %s", format(cs.Maximum, f.types), format(fs.Max, f.types), d),
			"set maximum-capacity so that the maximum is "+format(fs.Max, f.types))
	} else if d := above(fs.Max, cs.Maximum, f.types, tolMax, nil); d != "" {
		f.add(lint.CompareMaxLowered, f.in.CapacityFile, maxPos(q), r.Queue,
			fmt.Sprintf("the capacity maximum %s is below the fair maximum %s by %s", format(cs.Maximum, f.types), format(fs.Max, f.types), d), "")
	}
	if d := above(fs.MinShare, cs.Guaranteed, f.types, tolGuar, nil); d != "" {
		f.add(lint.CompareGuaranteeLost, f.in.CapacityFile, queuePos(q), r.Queue,
			fmt.Sprintf("the capacity guarantee %s is below the fair min share %s by %s", format(cs.Guaranteed, f.types), format(fs.MinShare, f.types), d),
			"raise the capacity of "+r.Queue)
	} else if steady := fs.ComputedSteady(); len(steady) > 0 {
		if d := above(steady, cs.Guaranteed, f.types, tolSteady, nil); d != "" {
			guar := cs.Guaranteed[:min(len(cs.Guaranteed), len(steady))] // the same types
			f.add(lint.CompareGuaranteeBelowSteady, f.in.CapacityFile, queuePos(q), r.Queue,
				fmt.Sprintf("the capacity guarantee %s is below the steady fair share %s by %s%s",
					format(guar, f.types), format(steady, f.types), d, notComputed(len(steady), len(fs.Steady))), "")
		}
	}
	f.settings(r, q)
	if q.IsLeaf() && !createsQueues(q) {
		f.leafLimits(r, q)
	}
}

// createsQueues reports a queue that creates queues at submission (a
// managed parent or a flexible auto-creation parent): a parent, whatever
// static children it has, whose leaf settings are in its template.
func createsQueues(q *capacity.Queue) bool {
	for _, k := range []string{"auto-create-child-queue.enabled", "auto-queue-creation-v2.enabled"} {
		if strings.EqualFold(strings.TrimSpace(q.Settings[k].Raw), "true") {
			return true
		}
	}
	return false
}

// Precision is the share of the cluster by which a Capacity Scheduler
// amount may miss a Fair Scheduler one only because of how precisely a
// capacity is written, for a queue depth levels below root: a capacity
// written to a thousandth of a percent of its parent is off by at most
// half of one at each level.
func Precision(depth int) float64 { return float64(depth) * 5e-6 }

// rounding is, per type, by how much a Capacity Scheduler amount from a
// percentage or weight may exceed the amount it was written for: Precision
// of the cluster, plus one unit. An absolute value has none.
func (f *finder) rounding(q *capacity.Queue, kind capacity.Kind) xmlconf.Resource {
	out := make(xmlconf.Resource, len(f.in.Cluster))
	if kind == capacity.Absolute || kind == capacity.Vector {
		return out
	}
	eps := Precision(strings.Count(q.Path, "."))
	for i, v := range f.in.Cluster {
		out[i] = int64(math.Floor(float64(v)*eps)) + 1
	}
	return out
}

// slack is, per type, how far below a Fair Scheduler amount the Capacity
// Scheduler's amount (got, from the absolute fraction abs of a percentage
// or weight capacity) may be and still be only rounding: up to what the
// fraction raised by Precision would give, plus one unit per level for the
// Fair Scheduler's own rounding (its shares are whole units at each level).
// Against a steady share, a parent's children's shares may also add up to
// a few units more than the parent's (one per child at most); that much is
// rounding too. An absolute capacity has none.
func (f *finder) slack(got xmlconf.Resource, abs float32, q *capacity.Queue, kind capacity.Kind) xmlconf.Resource {
	out := make(xmlconf.Resource, len(got))
	if kind == capacity.Absolute || kind == capacity.Vector {
		return out
	}
	depth := strings.Count(q.Path, ".")
	eps := Precision(depth)
	for i := range out {
		reach := int64(math.Floor(float64(f.in.Cluster.Get(i))*(float64(abs)+eps) + 1e-9))
		out[i] = max(0, reach-got[i]) + int64(depth)
	}
	return out
}

// leafLimits: applications the capacity queue rejects, and one user capped
// at the capacity.
func (f *finder) leafLimits(r Row, q *capacity.Queue) {
	fs, cs := r.Fair, r.Capacity
	if !cs.result.MaxApplicationsSet && (fs.MaxRunningApps < 0 || fs.MaxRunningApps > cs.MaxApplications) {
		old := "no limit"
		if fs.MaxRunningApps >= 0 {
			old = fmt.Sprintf("maxRunningApps %d (more are queued, not rejected)", fs.MaxRunningApps)
		}
		f.add(lint.CompareAppLimit, f.in.CapacityFile, queuePos(q), r.Queue,
			fmt.Sprintf("the capacity queue rejects submissions beyond %d pending and running applications (maximum-applications × absolute capacity %s); the fair queue had %s",
				cs.MaxApplications, capacity.JavaFloat(cs.AbsoluteCapacity), old),
			"set yarn.scheduler.capacity."+r.Queue+".maximum-applications")
	}
	if cs.UserLimitFactor == 1 && above(cs.Maximum, cs.Guaranteed, f.types, nil, nil) != "" {
		f.add(lint.CompareUserLimit, f.in.CapacityFile, queuePos(q), r.Queue,
			fmt.Sprintf("user-limit-factor 1: one user gets at most the guarantee %s, not the maximum %s", format(cs.Guaranteed, f.types), format(cs.Maximum, f.types)),
			"set yarn.scheduler.capacity."+r.Queue+".user-limit-factor")
	}
}

// above formats by how much a exceeds b per type, or "" when it does not
// by more than tol in any type that counts (only, when not nil).
func above(a, b xmlconf.Resource, types xmlconf.ResourceTypes, tol xmlconf.Resource, only []bool) string {
	d := make(xmlconf.Resource, len(a))
	over := false
	for i := range a {
		if only != nil && (i >= len(only) || !only[i]) {
			continue
		}
		if a[i] > b.Get(i) && a[i]-b.Get(i) > tol.Get(i) {
			d[i], over = a[i]-b.Get(i), true
		}
	}
	if !over {
		return ""
	}
	return formatNonZero(d, types)
}

// notComputed says which types a steady share of k types out of n leaves
// out: under fair the Fair Scheduler computes memory alone.
func notComputed(k, n int) string {
	if k != 1 || n == 1 {
		return ""
	}
	return " (the Fair Scheduler computes a share of memory alone under fair)"
}

// format writes r as "8192 mb, 8 vcores[, type=n]".
func format(r xmlconf.Resource, types xmlconf.ResourceTypes) string {
	parts := make([]string, len(r))
	for i, v := range r {
		parts[i] = item(i, v, types)
	}
	return strings.Join(parts, ", ")
}

func formatNonZero(r xmlconf.Resource, types xmlconf.ResourceTypes) string {
	var parts []string
	for i, v := range r {
		if v != 0 {
			parts = append(parts, item(i, v, types))
		}
	}
	return strings.Join(parts, ", ")
}

func item(i int, v int64, types xmlconf.ResourceTypes) string {
	switch i {
	case 0:
		return fmt.Sprintf("%d mb", v)
	case 1:
		return fmt.Sprintf("%d vcores", v)
	}
	name := fmt.Sprint(i)
	if i < len(types) {
		name = types[i]
	}
	return fmt.Sprintf("%s=%d", name, v)
}
