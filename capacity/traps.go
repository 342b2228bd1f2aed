package capacity

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/hadoop"
)

// The traps: what Hadoop accepts but an admin would not mean. Each check
// returns its findings as facts with Hadoop's figures; the lint rule of
// the same ID (lint.All) reports them with its severity.

// settingPos is where a queue's suffix is set, else where its capacity is,
// else its parent's .queues.
func settingPos(q *Queue, suffix string) (string, Pos) {
	if s, ok := q.Settings.Lookup(suffix); ok {
		return Prefix + q.Path + "." + suffix, s.Pos
	}
	if q.Capacity.Pos.IsValid() {
		return Prefix + q.Path + ".capacity", q.Capacity.Pos
	}
	if q.Parent != nil {
		return Prefix + q.Parent.Path + ".queues", q.Parent.QueuesPos
	}
	return Prefix + "root.queues", q.QueuesPos
}

// UserLimitFactorOne returns the leaves whose maximum is above their
// guarantee and whose user-limit-factor is 1, so no single user can use
// the difference.
func UserLimitFactorOne(c *Config) []diag.Finding {
	var out []diag.Finding
	for _, r := range c.atOnePB() {
		q := r.Queue
		if !q.IsLeaf() || q.Parent == nil || r.UserLimitFactor != 1 || r.Maximum[0] <= r.Guaranteed[0] || r.MaxApplications == 0 {
			continue
		}
		key, pos := settingPos(q, "user-limit-factor")
		out = append(out, diag.Finding{Rule: CodeUserLimitFactorOne, Severity: Info, Queue: q.Path, Key: key, Pos: pos,
			Message: fmt.Sprintf("user-limit-factor is 1, so one user gets at most the guarantee (%s of the cluster), never the maximum-capacity (%s)",
				percent(r.AbsCapacity), percent(r.AbsMaxCapacity)),
			Hint: "set " + Prefix + q.Path + ".user-limit-factor above 1 (e.g. the maximum over the capacity) if one user may use the elasticity"})
	}
	return out
}

// atOnePB is Compute(c, onePB, nil), computed on the first call and kept:
// the traps, lint's rules and every admission check of place read it, and
// a Config does not change once read.
func (c *Config) atOnePB() []Result {
	if c.onePB == nil {
		c.onePB = Compute(c, onePB, nil)
	}
	return c.onePB
}

// stopped: the queue's own state is STOPPED (it takes no applications, so
// its limits do not matter).
func stopped(q *Queue) bool { return ConfiguredState(q) == StateStopped }

// UserLimitFactorUnusable returns the user-limit-factors release p reads
// as a cap of 0: the user limit is capped at
// user-limit-factor × the queue's capacity, so a factor of 0 or below caps
// it at 0; the first container of a user (its AM) still passes the
// "used > limit" test, and nothing after it. -1 means no cap from 3.4
// (YARN-10531).
func UserLimitFactorUnusable(c *Config, p hadoop.Profile) []diag.Finding {
	var out []diag.Finding
	for _, q := range c.Queues {
		s, ok := q.Settings.Lookup("user-limit-factor")
		if !ok || !q.IsLeaf() || q.Parent == nil {
			continue
		}
		f, ok := floatOf(q.Settings.Lookup("user-limit-factor"))
		if !ok || f > 0 || f == -1 && p.Capacity.UnlimitedUserLimitFactor {
			continue
		}
		msg := fmt.Sprintf("user-limit-factor %s caps every user at 0: each user gets one container (its AM) and no more, so applications never run", s.Raw)
		if f == -1 {
			msg += fmt.Sprintf("; -1 means no limit only from Hadoop 3.4 (YARN-10531), not in %s", p.Version)
		}
		out = append(out, diag.Finding{Rule: CodeUserLimitFactorUnusable, Severity: Warning, Queue: q.Path, Key: Prefix + q.Path + ".user-limit-factor", Pos: s.Pos,
			Message: msg, Hint: "set it to 1 or more (the most one user may hold, in multiples of the queue's capacity)"})
	}
	return out
}

// onePB is a large cluster for the checks that compare fractions through
// resources.
var onePB = []int64{1 << 30, 1 << 20}

func percent(f float32) string {
	return strings.TrimSuffix(strings.TrimSuffix(fmt.Sprintf("%.2f", f*100), "0"), ".0") + "%"
}

// ZeroCapacity returns the running leaves with a percentage capacity that
// Hadoop cannot use: an absolute capacity so small that their
// maximum-applications, (int)(maximum-applications × absolute capacity)
// when neither the queue's maximum-applications nor
// global-queue-max-application is set, is 0, so
// LeafQueue#validateSubmitApplication rejects every submission; else a
// capacity 0 with a maximum-capacity 0, which accepts applications that
// never get a container.
func ZeroCapacity(c *Config) []diag.Finding {
	var out []diag.Finding
	for _, r := range c.atOnePB() {
		q := r.Queue
		if !q.IsLeaf() || q.Parent == nil || !percentPath(q) || stopped(q) {
			continue
		}
		switch {
		case takesNoApplication(r):
			key, pos := settingPos(q, "capacity")
			out = append(out, diag.Finding{Rule: CodeZeroCapacity, Severity: Warning, Queue: q.Path, Key: key, Pos: pos,
				Message: fmt.Sprintf("absolute capacity %s makes the queue's maximum applications 0 (maximum-applications × absolute capacity): Hadoop rejects every application submitted to it (\"Queue %s already has 0 applications, cannot accept submission of application\")",
					percent(r.AbsCapacity), q.Path),
				Hint: "give it a capacity, or set " + Prefix + q.Path + ".maximum-applications; set its state to STOPPED if it is meant to be closed"})
		case q.Capacity.Number == 0 && q.MaxCapacity.Kind == Percent && q.MaxCapacity.Number == 0:
			out = append(out, diag.Finding{Rule: CodeZeroCapacity, Severity: Warning, Queue: q.Path, Key: Prefix + q.Path + ".maximum-capacity", Pos: q.MaxCapacity.Pos,
				Message: "capacity 0 and maximum-capacity 0: the queue accepts applications but can never run a container",
				Hint:    "give it a maximum-capacity, or set its state to STOPPED if it is meant to be closed"})
		}
	}
	return out
}

// takesNoApplication: the queue's maximum applications, derived from its
// absolute capacity, is 0.
func takesNoApplication(r Result) bool {
	return r.MaxApplications == 0 && !r.MaxApplicationsSet
}

// TakesNoApplication returns the running leaves (by path) whose maximum
// applications is 0: (int)(maximum-applications × an absolute capacity of
// percentages), neither the queue's maximum-applications nor
// global-queue-max-application being set. LeafQueue#validateSubmitApplication
// rejects every application submitted to them.
func TakesNoApplication(c *Config) map[string]bool {
	out := map[string]bool{}
	for _, r := range c.atOnePB() {
		q := r.Queue
		if q.IsLeaf() && q.Parent != nil && percentPath(q) && takesNoApplication(r) {
			out[q.Path] = true
		}
	}
	return out
}

// percentPath: q and its ancestors below root have percentage capacities
// (or none), so its absolute capacity does not depend on the cluster.
func percentPath(q *Queue) bool {
	for ; q.Parent != nil; q = q.Parent {
		if k := q.Capacity.Kind; k != Percent && k != Unset {
			return false
		}
	}
	return true
}

// aclOpen reports whether q's ACL suffix lets everyone in: "*" as
// written, or root's default.
func aclOpen(q *Queue, acl string) bool {
	return q.QueueACL(acl).All
}

// openAncestor is the nearest queue from q up whose ACL is open.
func openAncestor(q *Queue, acl string) *Queue {
	for ; q != nil; q = q.Parent {
		if aclOpen(q, acl) {
			return q
		}
	}
	return nil
}

// OpenRootACL returns, by open ancestor, the queue ACLs that restricts nobody, because access is
// the union along the path (and administering a queue allows submitting
// to it) and an ancestor's ACL is open — usually root's, "*" by default.
func OpenRootACL(c *Config) []diag.Finding {
	type group struct {
		opener    *Queue
		acl, kind string
		queues    []string
	}
	var groups []*group
	add := func(opener *Queue, acl, kind, queue string) {
		for _, g := range groups {
			if g.opener == opener && g.acl == acl && g.kind == kind {
				g.queues = append(g.queues, queue)
				return
			}
		}
		groups = append(groups, &group{opener, acl, kind, []string{queue}})
	}
	const submit, admin = "acl_submit_applications", "acl_administer_queue"
	for _, q := range c.Queues {
		if q.Parent == nil {
			continue
		}
		if q.Settings.Has(submit) && !aclOpen(q, submit) {
			if o := openAncestor(q.Parent, submit); o != nil {
				add(o, submit, submit, q.Path)
			} else if o := openAncestor(q, admin); o != nil {
				add(o, admin, submit, q.Path)
			}
		}
		if q.Settings.Has(admin) && !aclOpen(q, admin) {
			if o := openAncestor(q.Parent, admin); o != nil {
				add(o, admin, admin, q.Path)
			}
		}
	}
	out := make([]diag.Finding, 0, len(groups))
	for _, g := range groups {
		key, pos := Prefix+g.opener.Path+"."+g.acl, g.opener.Settings.Get(g.acl).Pos
		how := g.acl + " is *"
		if !g.opener.Settings.Has(g.acl) {
			how, key, pos = g.acl+" is not set, so it is * (everyone)", Prefix+"root.queues", g.opener.QueuesPos
		}
		out = append(out, diag.Finding{Rule: CodeOpenRootACL, Severity: Warning, Queue: g.opener.Path, Key: key, Pos: pos,
			Message: fmt.Sprintf("%s's %s: the %s of %s restricts nobody (access is the union along the path)",
				g.opener.Path, how, g.kind, diag.FewAndCount(g.queues, "queues")),
			Hint: "set " + Prefix + g.opener.Path + "." + g.acl + " to a space (nobody) or to the admins"})
	}
	return out
}

// SameNameLeafParent returns the leaves and parents of one short name in
// a release p without YARN-9879: before it the scheduler keeps one queue
// per short name, so a leaf and a parent named alike hide each other.
func SameNameLeafParent(c *Config, p hadoop.Profile) []diag.Finding {
	if p.Capacity.SameNameLeaves {
		return nil
	}
	first := map[string]*Queue{}
	var out []diag.Finding
	for _, q := range c.Queues {
		o := first[q.Name]
		if o == nil {
			first[q.Name] = q
			continue
		}
		if o.IsLeaf() == q.IsLeaf() {
			continue
		}
		key, pos := settingPos(q, "capacity")
		out = append(out, diag.Finding{Rule: CodeSameNameLeafParent, Severity: Warning, Queue: q.Path, Key: key, Pos: pos,
			Message: fmt.Sprintf("%s and %s share the short name %s; Hadoop %s keeps one queue per short name, so submissions and mappings to %q reach only one of them", o.Path, q.Path, q.Name, p.Version, q.Name),
			Hint:    "rename one of them"})
	}
	return out
}

// AMLimitBelowOneAM returns the leaves of shares (Shares on a cluster
// with the minimum allocation minAlloc) whose AM limit holds one AM container at most.
// Hadoop rounds the limit up to the minimum allocation and always starts
// one application ("skipping enforcement to allow at least one application
// to start"), so such a queue runs its applications one at a time.
func AMLimitBelowOneAM(shares []Share, minAlloc resource.Resource) []diag.Finding {
	var out []diag.Finding
	one := minAlloc.Get(0)
	for _, s := range shares {
		q := s.Queue
		if !q.IsLeaf() || q.Parent == nil || s.AMLimit.Get(0) >= 2*one || s.Maximum.Get(0) == 0 || stopped(q) {
			continue
		}
		key, pos := settingPos(q, "maximum-am-resource-percent")
		of := s.amBase.Get(0)
		out = append(out, diag.Finding{Rule: CodeAMLimitBelowOneAM, Severity: Warning, Queue: q.Path, Key: key, Pos: pos,
			Message: fmt.Sprintf("the AM limit is %d MB (maximum-am-resource-percent %s of %d MB, rounded up to the minimum allocation): room for one %d MB AM, so the queue runs its applications one at a time",
				s.AMLimit.Get(0), plain(s.AMResourcePercent), of, one),
			Hint: "raise " + Prefix + q.Path + ".maximum-am-resource-percent or the queue's maximum-capacity"})
	}
	return out
}

// GuaranteeBelowContainer returns the leaves of shares (Shares on a
// cluster with the minimum allocation minAlloc) guaranteed something, but
// less than one container.
func GuaranteeBelowContainer(shares []Share, minAlloc resource.Resource) []diag.Finding {
	below := func(r *Share) bool {
		q, mem := r.Queue, r.Guaranteed.Get(0)
		return q.IsLeaf() && q.Parent != nil && mem != 0 && mem < minAlloc.Get(0) && !stopped(q)
	}
	// Counted first: on a large file nearly every leaf can be below (90,000
	// of the bench's 100,000 queues), and append, growing by a quarter at a
	// time, allocated five times the findings' size.
	n := 0
	for i := range shares {
		if below(&shares[i]) {
			n++
		}
	}
	if n == 0 {
		return nil
	}
	out := make([]diag.Finding, 0, n)
	container := strconv.FormatInt(minAlloc.Get(0), 10) // formatted once, not by fmt for each of n findings
	for i := range shares {
		r := &shares[i]
		if !below(r) {
			continue
		}
		q, mem := r.Queue, r.Guaranteed.Get(0)
		key, pos := settingPos(q, "capacity")
		out = append(out, diag.Finding{Rule: CodeGuaranteeBelowContainer, Severity: Warning, Queue: q.Path, Key: key, Pos: pos,
			Message: "the guarantee is " + strconv.FormatInt(mem, 10) + " MB, less than one container (" + container + " MB): the queue runs only on what its siblings leave",
			Hint:    "raise its capacity, or set it to 0 if it is meant to borrow only"})
	}
	return out
}
