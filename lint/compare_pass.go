package lint

import (
	"iter"
	"math"
	"strings"

	"github.com/fairsched/fairsched/analysis/compare"
	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/xmlconf"
)

// CompareView is the input of a compare rule (Pass.Compare): the
// compare.Comparison and the cluster's resource types, and the way to
// report through its Pass.
type CompareView struct {
	*compare.Comparison
	// Types are the cluster's resource types (the allocation file's).
	Types resource.ResourceTypes

	pass *Pass // the pass of the rule that runs, which reports
	// over is, by parent, how much more its children's steady shares add
	// up to than its own (the Fair Scheduler rounds each share to a whole
	// unit), per type; worked out once for every rule.
	over map[string]resource.Resource
}

// CheckComparison is the driver of the compare rules (CompareRules): it
// runs every one that o enables on c, gives each finding its rule's
// severity (or, for a ByEffect rule, the one its check chose with
// ReportAs; a user's severity for the rule wins), and sorts the findings.
func CheckComparison(c *compare.Comparison, o Options) []diag.Finding {
	in := &CompareView{Comparison: c, Types: c.Fair.Types, over: overAllocated(c.Rows)}
	return Sort(runEach(CompareRules, o, Pass{File: c.FairFile, Hadoop: releaseOf(c.Fair), Compare: in}, false))
}

// Report records a finding of the current rule about queue, at pos in file
// (line 1 when pos is not valid), at the rule's severity.
func (p *CompareView) Report(file string, pos xmlconf.Pos, queue, msg, hint string) {
	p.ReportAs(SeverityInvalid, file, pos, queue, msg, hint)
}

// ReportAs is Report at severity sev instead of the rule's, for the
// ByEffect rules, whose findings differ in how bad they are (a limit that
// loosens is an error, one that tightens a warning); a user's severity for
// the rule still wins.
func (p *CompareView) ReportAs(sev Severity, file string, pos xmlconf.Pos, queue, msg, hint string) {
	p.pass.add(diag.Finding{File: file, Pos: firstValid(pos), Severity: sev, Queue: queue, Message: msg, Hint: hint})
}

// fairOnly yields the queues only the allocation file has; none when the
// capacity file is refused.
func (p *CompareView) fairOnly() iter.Seq[compare.Row] {
	return p.rows(func(r compare.Row) bool { return r.Capacity == nil })
}

// capacityOnly yields the queues only the capacity file has.
func (p *CompareView) capacityOnly() iter.Seq[compare.Row] {
	return p.rows(func(r compare.Row) bool { return r.Capacity != nil && r.Fair == nil })
}

// both yields the queues below root that both files have.
func (p *CompareView) both() iter.Seq[compare.Row] {
	return p.rows(func(r compare.Row) bool {
		return r.Capacity != nil && r.Fair != nil && r.Capacity.Result.Queue.Parent != nil
	})
}

// leaves yields the queues of both that are leaves of the Capacity
// Scheduler and create no queues at submission: those its leaf limits
// (applications, users, AM share) apply to.
func (p *CompareView) leaves() iter.Seq[compare.Row] {
	return func(yield func(compare.Row) bool) {
		for r := range p.both() {
			if q := r.Capacity.Result.Queue; q.IsLeaf() && !createsQueues(q) && !yield(r) {
				return
			}
		}
	}
}

// rows yields the rows that keep holds for; none when the capacity file
// is refused.
func (p *CompareView) rows(keep func(compare.Row) bool) iter.Seq[compare.Row] {
	return func(yield func(compare.Row) bool) {
		if p.Refused {
			return
		}
		for _, r := range p.Rows {
			if keep(r) && !yield(r) {
				return
			}
		}
	}
}

// overAllocated sums each parent's children's steady shares and keeps
// what exceeds the parent's.
func overAllocated(rows []compare.Row) map[string]resource.Resource {
	steady := map[string]resource.Resource{}
	sums := map[string]resource.Resource{}
	for _, r := range rows {
		if r.Fair == nil {
			continue
		}
		steady[r.Queue] = r.Fair.Steady
		if i := strings.LastIndexByte(r.Queue, '.'); i > 0 {
			p := r.Queue[:i]
			if sums[p] == nil {
				sums[p] = make(resource.Resource, len(r.Fair.Steady))
			}
			for t, v := range r.Fair.Steady {
				sums[p][t] += v
			}
		}
	}
	out := map[string]resource.Resource{}
	for p, sum := range sums {
		over := make(resource.Resource, len(sum))
		for t := range sum {
			over[t] = max(0, sum[t]-steady[p].Get(t))
		}
		out[p] = over
	}
	return out
}

// createsQueues reports a queue that creates queues at submission (a
// managed parent or a flexible auto-creation parent): a parent, whatever
// static children it has, whose leaf settings are in its template.
func createsQueues(q *capacity.Queue) bool {
	for _, k := range []string{"auto-create-child-queue.enabled", "auto-queue-creation-v2.enabled"} {
		if strings.EqualFold(strings.TrimSpace(q.Settings.Get(k).Raw), "true") {
			return true
		}
	}
	return false
}

// csQueuePos is where a capacity queue is set up: its capacity, else its
// parent's .queues.
func csQueuePos(q *capacity.Queue) xmlconf.Pos {
	if q.Capacity.Pos.IsValid() {
		return q.Capacity.Pos
	}
	if q.Parent != nil {
		return q.Parent.QueuesPos
	}
	return q.QueuesPos
}

// csSettingPos is where the queue's setting key is written, else csQueuePos.
func csSettingPos(q *capacity.Queue, key string) xmlconf.Pos {
	if s, ok := q.Settings.Lookup(key); ok && s.Pos.IsValid() {
		return s.Pos
	}
	return csQueuePos(q)
}

// ComparePrecision is the share of the cluster by which a Capacity
// Scheduler amount may miss a Fair Scheduler one only because of how
// precisely a capacity is written, for a queue depth levels below root: a
// capacity written to a thousandth of a percent of its parent is off by at
// most half of one at each level.
func ComparePrecision(depth int) float64 { return float64(depth) * 5e-6 }

// rounding is, per type, by how much a Capacity Scheduler amount from a
// percentage or weight may exceed the amount it was written for:
// ComparePrecision of the cluster, plus one unit. An absolute value has
// none.
func (p *CompareView) rounding(q *capacity.Queue, kind capacity.Kind) resource.Resource {
	out := make(resource.Resource, len(p.Cluster))
	if kind == capacity.Absolute || kind == capacity.Vector {
		return out
	}
	eps := ComparePrecision(strings.Count(q.Path, "."))
	for i, v := range p.Cluster {
		out[i] = int64(math.Floor(float64(v)*eps)) + 1
	}
	return out
}

// slack is, per type, how far below a Fair Scheduler amount the Capacity
// Scheduler's amount (got, from the absolute fraction abs of a percentage
// or weight capacity) may be and still be only rounding: up to what the
// fraction raised by ComparePrecision would give, plus one unit per level
// for the Fair Scheduler's own rounding (its shares are whole units at
// each level). An absolute capacity has none.
func (p *CompareView) slack(got resource.Resource, abs float32, q *capacity.Queue, kind capacity.Kind) resource.Resource {
	out := make(resource.Resource, len(got))
	if kind == capacity.Absolute || kind == capacity.Vector {
		return out
	}
	depth := strings.Count(q.Path, ".")
	eps := ComparePrecision(depth)
	for i := range out {
		reach := int64(math.Floor(float64(p.Cluster.Get(i))*(float64(abs)+eps) + 1e-9))
		out[i] = max(0, reach-got[i]) + int64(depth)
	}
	return out
}

// above formats by how much a exceeds b per type, or "" when it does not
// by more than tol in any type.
func above(a, b resource.Resource, types resource.ResourceTypes, tol resource.Resource) string {
	d := make(resource.Resource, len(a))
	over := false
	for i := range a {
		if a[i] > b.Get(i) && a[i]-b.Get(i) > tol.Get(i) {
			d[i], over = a[i]-b.Get(i), true
		}
	}
	if !over {
		return ""
	}
	return d.FormatNonZero(types)
}
