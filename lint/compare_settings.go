package lint

import (
	"fmt"
	"iter"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/fairsched/fairsched/analysis/compare"
	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/placement"
	"github.com/fairsched/fairsched/xmlconf"
)

const compareSee = `See: Hadoop CapacityScheduler docs, "Queue Properties" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/CapacityScheduler.html).`

// CompareACLWidened reports a queue more users may submit to or
// administer after the move.
var CompareACLWidened = &Rule{
	ID:       "compare-acl-widened",
	Input:    CompareInput,
	Severity: Error,
	Summary:  "a queue open to more users after the move",
	Doc: `Why: both schedulers let a user in when the queue's ACL or any parent's does, and
both give root "*" (everyone) and other queues nobody by default. A capacity file
whose acl_submit_applications or acl_administer_queue, with its parents', lets in
users or groups the allocation file kept out opens the queue to them: root left
at its default "*" lets everyone into every queue. At submission the Fair
Scheduler checks its ACLs whatever yarn.acl.enable says, the Capacity Scheduler
of 2.9.0 and later only when yarn.acl.enable is true (YARN-4522): with it false
every queue is open after the move, whatever the ACLs say.
Fix: set the ACL (and root's, usually " ") as the allocation file does, and
yarn.acl.enable to true in yarn-site.xml.
` + compareSee,
	Check: checkACLWidened,
}

// checkACLWidened reports the ACLs that, with their parents', let in users
// or groups the allocation file's kept out.
func checkACLWidened(pass *Pass) {
	p := pass.Compare
	for r, acl := range p.acls() {
		if more := acl.fair.beyond(acl.cs); more != "" {
			p.Report(p.CapacityFile, acl.pos, r.Queue,
				fmt.Sprintf("%s (with its parents') lets in %s, whom the Fair Scheduler's %s kept out", acl.key, more, acl.element),
				"set yarn.scheduler.capacity."+r.Capacity.Result.Queue.Path+"."+acl.key+" (and its parents') as "+acl.element+" says")
		}
	}
}

// aclPair is who one ACL of a queue lets in, with its parents', under
// each scheduler.
type aclPair struct {
	key, element string // the Capacity Scheduler's property, the Fair Scheduler's element
	fair, cs     access
	pos          xmlconf.Pos
}

// acls yields, for each queue of both files below root that the
// allocation file has, its submit ACL then its administer ACL.
func (p *CompareView) acls() iter.Seq2[compare.Row, aclPair] {
	return func(yield func(compare.Row, aclPair) bool) {
		for r := range p.settable() {
			for _, a := range []struct {
				key, element string
				fair         func(*xmlconf.Queue) string
			}{
				{"acl_submit_applications", "aclSubmitApps", func(x *xmlconf.Queue) string { return x.ACLSubmitApps.Val }},
				{"acl_administer_queue", "aclAdministerApps", func(x *xmlconf.Queue) string { return x.ACLAdministerApps.Val }},
			} {
				pair := aclPair{key: a.key, element: a.element, pos: csSettingPos(r.Capacity.Result.Queue, a.key)}
				for x := r.Fair.Queue; x != nil; x = x.Parent {
					pair.fair.add(placement.ParseACL(a.fair(x)))
				}
				for x := r.Capacity.Result.Queue; x != nil; x = x.Parent {
					pair.cs.add(x.QueueACL(a.key))
				}
				if !yield(r, pair) {
					return
				}
			}
		}
	}
}

// settable yields the queues of both files below root whose allocation
// file queue is known: those whose settings compare.
func (p *CompareView) settable() iter.Seq[compare.Row] {
	return func(yield func(compare.Row) bool) {
		for r := range p.both() {
			if r.Fair.Queue != nil && !yield(r) {
				return
			}
		}
	}
}

// access is who an ACL lets in, with the ACLs of the queue's ancestors:
// both schedulers grant access when the queue's ACL or any ancestor's
// does.
type access struct {
	all           bool
	users, groups []string
}

func (a *access) add(acl placement.ACL) {
	a.all = a.all || acl.All
	a.users = appendNew(a.users, acl.Users)
	a.groups = appendNew(a.groups, acl.Groups)
}

func appendNew(dst, src []string) []string {
	for _, s := range src {
		if !slices.Contains(dst, s) {
			dst = append(dst, s)
		}
	}
	return dst
}

// beyond lists who b lets in that a does not.
func (a access) beyond(b access) string {
	if a.all {
		return ""
	}
	if b.all {
		return "everyone"
	}
	var parts []string
	for _, u := range b.users {
		if !slices.Contains(a.users, u) {
			parts = append(parts, "user "+u)
		}
	}
	for _, g := range b.groups {
		if !slices.Contains(a.groups, g) {
			parts = append(parts, "group "+g)
		}
	}
	return strings.Join(parts, ", ")
}

// CompareACLNarrowed reports a queue fewer users may use after the move.
var CompareACLNarrowed = &Rule{
	ID:       "compare-acl-narrowed",
	Input:    CompareInput,
	Severity: Warning,
	Summary:  "a queue open to fewer users after the move",
	Doc: `Why: the capacity file's ACL, with its parents', keeps out users or groups the
allocation file let in: their submissions are rejected after the move.
Fix: add them to the ACL, if they are meant to keep access.
` + compareSee,
	Check: checkACLNarrowed,
}

// checkACLNarrowed reports the ACLs that, with their parents', keep out
// users or groups the allocation file's let in.
func checkACLNarrowed(pass *Pass) {
	p := pass.Compare
	for r, acl := range p.acls() {
		if fewer := acl.cs.beyond(acl.fair); fewer != "" {
			p.Report(p.CapacityFile, acl.pos, r.Queue,
				fmt.Sprintf("%s (with its parents') keeps out %s, whom the Fair Scheduler's %s let in", acl.key, fewer, acl.element), "")
		}
	}
}

// CompareRunningApps reports a running-application limit that changes.
var CompareRunningApps = &Rule{
	ID:       "compare-running-apps",
	Input:    CompareInput,
	Severity: Error,
	Summary:  "maxRunningApps and max-parallel-apps differ",
	Doc: `Why: maxRunningApps (or queueMaxAppsDefault) caps how many of a queue's applications
run at once; the Capacity Scheduler's counterpart is max-parallel-apps (or the
file-wide max-parallel-apps). An error when the limit disappears or loosens (more
applications run at once, a maxRunningApps 30 that becomes unlimited), a warning
when it tightens.
Fix: set yarn.scheduler.capacity.<queue>.max-parallel-apps to maxRunningApps.
` + compareSee,
	Check:    checkRunningApps,
	ByEffect: true,
}

// checkRunningApps compares maxRunningApps with max-parallel-apps: a limit
// that disappears or loosens is an error, one that tightens a warning.
func checkRunningApps(pass *Pass) {
	p := pass.Compare
	word := func(n int32) string {
		if n < 0 || n == math.MaxInt32 {
			return "no limit"
		}
		return strconv.Itoa(int(n))
	}
	for r := range p.settable() {
		q := r.Capacity.Result.Queue
		fair, cs := r.Fair.MaxRunningApps, p.parallelApps(q)
		pos := csSettingPos(q, "max-parallel-apps")
		switch {
		case fair >= 0 && fair != math.MaxInt32 && (cs < 0 || cs > fair):
			p.ReportAs(Error, p.CapacityFile, pos, r.Queue,
				fmt.Sprintf("max-parallel-apps is %s where maxRunningApps was %d: more applications run at once after the move", word(cs), fair),
				"set yarn.scheduler.capacity."+q.Path+".max-parallel-apps to "+strconv.Itoa(int(fair)))
		case cs >= 0 && (fair < 0 || fair == math.MaxInt32 || cs < fair):
			p.ReportAs(Warning, p.CapacityFile, pos, r.Queue,
				fmt.Sprintf("max-parallel-apps is %d where maxRunningApps was %s: fewer applications run at once after the move", cs, word(fair)), "")
		}
	}
}

// parallelApps is the queue's max-parallel-apps: its own, else the
// file-wide default, else -1 (no limit).
func (p *CompareView) parallelApps(q *capacity.Queue) int32 {
	for _, s := range []capacity.Setting{q.Settings["max-parallel-apps"], p.Capacity.Globals["max-parallel-apps"]} {
		if n, err := strconv.ParseInt(strings.TrimSpace(s.Raw), 10, 32); s.Raw != "" && err == nil {
			return int32(n)
		}
	}
	return -1
}

// CompareAMShare reports a maxAMShare that changes.
var CompareAMShare = &Rule{
	ID:       "compare-am-share",
	Input:    CompareInput,
	Severity: Warning,
	Summary:  "maxAMShare and maximum-am-resource-percent differ",
	Doc: `Why: the share of a leaf queue its application masters may take: the Fair
Scheduler's maxAMShare (default queueMaxAMShareDefault, 0.5; -1 is no limit) and
the Capacity Scheduler's maximum-am-resource-percent (default the file-wide one,
0.1). With less, fewer applications start at once; with more, AMs may crowd out
the work.
Fix: set yarn.scheduler.capacity.<queue>.maximum-am-resource-percent (or the
file-wide one) to the maxAMShare.
` + compareSee,
	Check: checkAMShare,
}

// checkAMShare compares a leaf's maxAMShare with its
// maximum-am-resource-percent (the Fair Scheduler's -1, no limit, is 1.0).
func checkAMShare(pass *Pass) {
	p := pass.Compare
	for r := range p.leaves() {
		fq, q := r.Fair.Queue, r.Capacity.Result.Queue
		if fq == nil {
			continue
		}
		fair := p.Fair.QueueMaxAMShareDefault.Val
		if fq.MaxAMShare.Set {
			fair = fq.MaxAMShare.Val
		}
		if fair < 0 {
			fair = 1
		}
		cs := r.Capacity.Result.AMResourcePercent
		if math.Abs(float64(cs-fair)) < 1e-6 {
			continue
		}
		more := "less"
		if cs > fair {
			more = "more"
		}
		p.Report(p.CapacityFile, csSettingPos(q, "maximum-am-resource-percent"), r.Queue,
			fmt.Sprintf("maximum-am-resource-percent is %s where maxAMShare was %s: application masters may take %s of the queue after the move",
				capacity.JavaFloat(cs), capacity.JavaFloat(fair), more),
			"set yarn.scheduler.capacity."+q.Path+".maximum-am-resource-percent to "+capacity.JavaFloat(fair))
	}
}

// ComparePreemption reports a preemption opt-out that changes.
var ComparePreemption = &Rule{
	ID:       "compare-preemption",
	Input:    CompareInput,
	Severity: Error,
	Summary:  "allowPreemptionFrom and disable_preemption differ",
	Doc: `Why: allowPreemptionFrom false keeps the scheduler from preempting a queue and its
children; disable_preemption true does the same in the Capacity Scheduler
(inherited from the parent too). An error when a protected queue becomes
preemptable, a warning when a queue becomes protected.
Fix: set yarn.scheduler.capacity.<queue>.disable_preemption to true.
` + compareSee,
	Check:    checkPreemption,
	ByEffect: true,
}

// checkPreemption compares allowPreemptionFrom with disable_preemption,
// both inherited from the parent: a queue that becomes preemptable is an
// error, one that becomes protected a warning.
func checkPreemption(pass *Pass) {
	p := pass.Compare
	for r := range p.settable() {
		q := r.Capacity.Result.Queue
		fairProtected := false
		for x := r.Fair.Queue; x != nil; x = x.Parent {
			fairProtected = fairProtected || (x.AllowPreemptionFrom.Set && !x.AllowPreemptionFrom.Val)
		}
		csProtected, pos := false, csQueuePos(q)
		for x := q; x != nil; x = x.Parent {
			if s, ok := x.Settings["disable_preemption"]; ok {
				csProtected = strings.EqualFold(strings.TrimSpace(s.Raw), "true")
				pos = s.Pos
				break
			}
		}
		switch {
		case fairProtected && !csProtected:
			p.ReportAs(Error, p.CapacityFile, pos, r.Queue,
				"the queue may be preempted after the move: allowPreemptionFrom is false for it (or a parent) and disable_preemption is not true",
				"set yarn.scheduler.capacity."+q.Path+".disable_preemption to true")
		case csProtected && !fairProtected:
			p.ReportAs(Warning, p.CapacityFile, pos, r.Queue,
				"disable_preemption protects the queue, which the Fair Scheduler could preempt", "")
		}
	}
}
