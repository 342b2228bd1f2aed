package compare

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/xmlconf"
	"github.com/fairsched/fairsched/yarnsite"
)

// settings compares what the two schedulers let a queue's users do beside
// its resources: who may submit and administer, how many applications
// run, how much of the queue AMs may take, whether it may be preempted.
func (f *finder) settings(r Row, q *capacity.Queue) {
	fq := r.Fair.queue
	if fq == nil {
		return
	}
	f.acl(r, q, "acl_submit_applications", "aclSubmitApps", func(x *xmlconf.Queue) string { return x.ACLSubmitApps.Val })
	f.acl(r, q, "acl_administer_queue", "aclAdministerApps", func(x *xmlconf.Queue) string { return x.ACLAdministerApps.Val })
	f.runningApps(r, q)
	if q.IsLeaf() && !createsQueues(q) {
		f.amShare(r, q)
	}
	f.preemption(r, q)
}

// access is who an ACL lets in, with the ACLs of the queue's ancestors:
// both schedulers grant access when the queue's ACL or any ancestor's
// does.
type access struct {
	all           bool
	users, groups []string
}

func (a *access) add(acl xmlconf.ACL) {
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

// acl compares the access one ACL gives along the queue's path.
func (f *finder) acl(r Row, q *capacity.Queue, csKey, fsElement string, fsACL func(*xmlconf.Queue) string) {
	var fair, cs access
	for x := r.Fair.queue; x != nil; x = x.Parent {
		fair.add(xmlconf.ParseACL(fsACL(x)))
	}
	for x := q; x != nil; x = x.Parent {
		cs.add(xmlconf.ParseACL(f.csACL(x, csKey)))
	}
	pos := settingPos(q, csKey)
	if more := fair.beyond(cs); more != "" {
		f.add(lint.CompareACLWidened, f.in.CapacityFile, pos, r.Queue,
			fmt.Sprintf("%s (with its parents') lets in %s, whom the Fair Scheduler's %s kept out", csKey, more, fsElement),
			"set yarn.scheduler.capacity."+q.Path+"."+csKey+" (and its parents') as "+fsElement+" says")
	}
	if fewer := cs.beyond(fair); fewer != "" {
		f.add(lint.CompareACLNarrowed, f.in.CapacityFile, pos, r.Queue,
			fmt.Sprintf("%s (with its parents') keeps out %s, whom the Fair Scheduler's %s let in", csKey, fewer, fsElement), "")
	}
}

// csACL is a capacity queue's ACL: its own, as written, else "*" for root
// and " " (nobody) for the others, as CapacitySchedulerConfiguration.getAcl
// reads it.
func (f *finder) csACL(q *capacity.Queue, key string) string {
	if raw, ok := f.in.CapacityRaw[capacity.Prefix+q.Path+"."+key]; ok {
		return raw
	}
	if s, ok := q.Settings[key]; ok {
		return s.Raw
	}
	if q.Parent == nil {
		return "*"
	}
	return " "
}

func settingPos(q *capacity.Queue, key string) xmlconf.Pos {
	if s, ok := q.Settings[key]; ok && s.Pos.IsValid() {
		return s.Pos
	}
	return queuePos(q)
}

// runningApps compares maxRunningApps with max-parallel-apps: a limit
// that disappears or loosens is an error, one that tightens a warning.
func (f *finder) runningApps(r Row, q *capacity.Queue) {
	fair := r.Fair.MaxRunningApps
	cs := f.parallelApps(q)
	pos := settingPos(q, "max-parallel-apps")
	word := func(n int32) string {
		if n < 0 || n == math.MaxInt32 {
			return "no limit"
		}
		return strconv.Itoa(int(n))
	}
	switch {
	case fair >= 0 && fair != math.MaxInt32 && (cs < 0 || cs > fair):
		f.addSev(lint.CompareRunningApps, lint.Error, f.in.CapacityFile, pos, r.Queue,
			fmt.Sprintf("max-parallel-apps is %s where maxRunningApps was %d: more applications run at once after the move", word(cs), fair),
			"set yarn.scheduler.capacity."+q.Path+".max-parallel-apps to "+strconv.Itoa(int(fair)))
	case cs >= 0 && (fair < 0 || fair == math.MaxInt32 || cs < fair):
		f.addSev(lint.CompareRunningApps, lint.Warning, f.in.CapacityFile, pos, r.Queue,
			fmt.Sprintf("max-parallel-apps is %d where maxRunningApps was %s: fewer applications run at once after the move", cs, word(fair)), "")
	}
}

// parallelApps is the queue's max-parallel-apps: its own, else the
// file-wide default, else -1 (no limit).
func (f *finder) parallelApps(q *capacity.Queue) int32 {
	for _, s := range []capacity.Setting{q.Settings["max-parallel-apps"], f.in.Capacity.Globals["max-parallel-apps"]} {
		if n, err := strconv.ParseInt(strings.TrimSpace(s.Raw), 10, 32); s.Raw != "" && err == nil {
			return int32(n)
		}
	}
	return -1
}

// amShare compares a leaf's maxAMShare with its
// maximum-am-resource-percent (the Fair Scheduler's -1, no limit, is 1.0).
func (f *finder) amShare(r Row, q *capacity.Queue) {
	fq := r.Fair.queue
	fair := f.in.Fair.QueueMaxAMShareDefault.Val
	if fq.MaxAMShare.Set {
		fair = fq.MaxAMShare.Val
	}
	if fair < 0 {
		fair = 1
	}
	cs := r.Capacity.result.AMResourcePercent
	if math.Abs(float64(cs-fair)) < 1e-6 {
		return
	}
	more := "less"
	if cs > fair {
		more = "more"
	}
	f.add(lint.CompareAMShare, f.in.CapacityFile, settingPos(q, "maximum-am-resource-percent"), r.Queue,
		fmt.Sprintf("maximum-am-resource-percent is %s where maxAMShare was %s: application masters may take %s of the queue after the move",
			capacity.JavaFloat(cs), capacity.JavaFloat(fair), more),
		"set yarn.scheduler.capacity."+q.Path+".maximum-am-resource-percent to "+capacity.JavaFloat(fair))
}

// preemption compares allowPreemptionFrom with disable_preemption, both
// inherited from the parent: a queue that becomes preemptable is an
// error, one that becomes protected a warning.
func (f *finder) preemption(r Row, q *capacity.Queue) {
	fairProtected := false
	for x := r.Fair.queue; x != nil; x = x.Parent {
		fairProtected = fairProtected || (x.AllowPreemptionFrom.Set && !x.AllowPreemptionFrom.Val)
	}
	csProtected, pos := false, queuePos(q)
	for x := q; x != nil; x = x.Parent {
		if s, ok := x.Settings["disable_preemption"]; ok {
			csProtected = strings.EqualFold(strings.TrimSpace(s.Raw), "true")
			pos = s.Pos
			break
		}
	}
	switch {
	case fairProtected && !csProtected:
		f.addSev(lint.ComparePreemption, lint.Error, f.in.CapacityFile, pos, r.Queue,
			"the queue may be preempted after the move: allowPreemptionFrom is false for it (or a parent) and disable_preemption is not true",
			"set yarn.scheduler.capacity."+q.Path+".disable_preemption to true")
	case csProtected && !fairProtected:
		f.addSev(lint.ComparePreemption, lint.Warning, f.in.CapacityFile, pos, r.Queue,
			"disable_preemption protects the queue, which the Fair Scheduler could preempt", "")
	}
}

// RawValues maps each property of a Configuration file to its value as
// written; nil when data is not one.
func RawValues(data []byte) map[string]string {
	yc, err := yarnsite.Parse("", data)
	if err != nil {
		return nil
	}
	out := map[string]string{}
	for _, p := range yc.Properties() {
		out[p.Name] = p.Raw
	}
	return out
}
