package compare

import (
	"fmt"
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
			rule = lint.CompareCapacityRefused
		}
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
	f := &finder{in: in, types: in.Fair.Types}
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
}

func (f *finder) add(rule *lint.Rule, file string, pos xmlconf.Pos, queue, msg, hint string) {
	f.out = append(f.out, lint.Diagnostic{File: file, Pos: orFirst(pos), Rule: rule.ID, Severity: rule.Severity, Queue: queue, Message: msg, Hint: hint})
}

// fairOnly: a queue of the allocation file without a capacity queue. An
// implicit root.default the file never declared is not reported.
func (f *finder) fairOnly(r Row) {
	q := r.Fair.queue
	if q == nil || q.Implicit {
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
	if d := above(cs.Maximum, fs.Max, f.types); d != "" {
		f.add(lint.CompareMaxRaised, f.in.CapacityFile, maxPos(q), r.Queue,
			fmt.Sprintf("the capacity maximum %s is above the fair maximum %s by %s", format(cs.Maximum, f.types), format(fs.Max, f.types), d),
			"set maximum-capacity so that the maximum is "+format(fs.Max, f.types))
	} else if d := above(fs.Max, cs.Maximum, f.types); d != "" {
		f.add(lint.CompareMaxLowered, f.in.CapacityFile, maxPos(q), r.Queue,
			fmt.Sprintf("the capacity maximum %s is below the fair maximum %s by %s", format(cs.Maximum, f.types), format(fs.Max, f.types), d), "")
	}
	if d := above(fs.MinShare, cs.Guaranteed, f.types); d != "" {
		f.add(lint.CompareGuaranteeLost, f.in.CapacityFile, queuePos(q), r.Queue,
			fmt.Sprintf("the capacity guarantee %s is below the fair min share %s by %s", format(cs.Guaranteed, f.types), format(fs.MinShare, f.types), d),
			"raise the capacity of "+r.Queue)
	} else if d := above(fs.Steady, cs.Guaranteed, f.types); d != "" {
		f.add(lint.CompareGuaranteeBelowSteady, f.in.CapacityFile, queuePos(q), r.Queue,
			fmt.Sprintf("the capacity guarantee %s is below the steady fair share %s by %s", format(cs.Guaranteed, f.types), format(fs.Steady, f.types), d), "")
	}
	if q.IsLeaf() {
		f.leafLimits(r, q)
	}
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
	if cs.UserLimitFactor == 1 && above(cs.Maximum, cs.Guaranteed, f.types) != "" {
		f.add(lint.CompareUserLimit, f.in.CapacityFile, queuePos(q), r.Queue,
			fmt.Sprintf("user-limit-factor 1: one user gets at most the guarantee %s, not the maximum %s", format(cs.Guaranteed, f.types), format(cs.Maximum, f.types)),
			"set yarn.scheduler.capacity."+r.Queue+".user-limit-factor")
	}
}

// above formats by how much a exceeds b per type, or "" when it does not.
func above(a, b xmlconf.Resource, types xmlconf.ResourceTypes) string {
	d := make(xmlconf.Resource, len(a))
	over := false
	for i := range a {
		if a[i] > b.Get(i) {
			d[i], over = a[i]-b.Get(i), true
		}
	}
	if !over {
		return ""
	}
	return formatNonZero(d, types)
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
