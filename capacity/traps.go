package capacity

import (
	"iter"

	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/hadoop"
)

// The traps: what Hadoop accepts but an admin would not mean. Each check
// yields its Facts, with Hadoop's figures and no wording, one at a time
// (a large file can have one on nearly every queue, and lint words each
// as it comes); the lint rule of the same ID (lint.All) words them and
// gives them its severity.

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

// UserLimitFactorOne yields the leaves whose maximum is above their
// guarantee and whose user-limit-factor is 1, so no single user can use
// the difference (FactUserLimitFactorOne).
func UserLimitFactorOne(c *Config) iter.Seq[Fact] {
	return func(yield func(Fact) bool) {
		for _, r := range c.atOnePB() {
			q := r.Queue
			if !q.IsLeaf() || q.Parent == nil || r.UserLimitFactor != 1 || r.Maximum[0] <= r.Guaranteed[0] || r.MaxApplications == 0 {
				continue
			}
			key, pos := settingPos(q, "user-limit-factor")
			if !yield(Fact{Kind: FactUserLimitFactorOne, Queue: q.Path, Key: key, Pos: pos, AbsCapacity: r.AbsCapacity, AbsMaxCapacity: r.AbsMaxCapacity}) {
				return
			}
		}
	}
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

// UserLimitFactorUnusable yields the user-limit-factors release p reads
// as a cap of 0 (FactUserLimitFactorUnusable): the user limit is capped at
// user-limit-factor × the queue's capacity, so a factor of 0 or below caps
// it at 0; the first container of a user (its AM) still passes the
// "used > limit" test, and nothing after it. -1 means no cap from 3.4
// (YARN-10531).
func UserLimitFactorUnusable(c *Config, p hadoop.Profile) iter.Seq[Fact] {
	return func(yield func(Fact) bool) {
		for _, q := range c.Queues {
			s, ok := q.Settings.Lookup("user-limit-factor")
			if !ok || !q.IsLeaf() || q.Parent == nil {
				continue
			}
			f, ok := floatOf(s, true)
			if !ok || f > 0 || f == -1 && p.Capacity.UnlimitedUserLimitFactor {
				continue
			}
			if !yield(Fact{Kind: FactUserLimitFactorUnusable, Queue: q.Path, Key: Prefix + q.Path + ".user-limit-factor", Pos: s.Pos,
				Raw: s.Raw, Float: f, Release: p.Version}) {
				return
			}
		}
	}
}

// onePB is a large cluster for the checks that compare fractions through
// resources.
var onePB = []int64{1 << 30, 1 << 20}

// ZeroCapacity yields the running leaves with a percentage capacity that
// Hadoop cannot use: an absolute capacity so small that their
// maximum-applications, (int)(maximum-applications × absolute capacity)
// when neither the queue's maximum-applications nor
// global-queue-max-application is set, is 0, so
// LeafQueue#validateSubmitApplication rejects every submission
// (FactNoApplications); else a capacity 0 with a maximum-capacity 0, which
// accepts applications that never get a container (FactNoContainers).
func ZeroCapacity(c *Config) iter.Seq[Fact] {
	return func(yield func(Fact) bool) {
		for _, r := range c.atOnePB() {
			q := r.Queue
			if !q.IsLeaf() || q.Parent == nil || !percentPath(q) || stopped(q) {
				continue
			}
			f := Fact{Queue: q.Path}
			switch {
			case takesNoApplication(r):
				f.Kind, f.AbsCapacity = FactNoApplications, r.AbsCapacity
				f.Key, f.Pos = settingPos(q, "capacity")
			case q.Capacity.Number == 0 && q.MaxCapacity.Kind == Percent && q.MaxCapacity.Number == 0:
				f.Kind, f.Key, f.Pos = FactNoContainers, Prefix+q.Path+".maximum-capacity", q.MaxCapacity.Pos
			default:
				continue
			}
			if !yield(f) {
				return
			}
		}
	}
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

// OpenRootACL yields, by open ancestor, the queue ACLs that restrict
// nobody (FactOpenSubmitACL, FactOpenAdminACL), because access is the
// union along the path (and administering a queue allows submitting to
// it) and an ancestor's ACL is open — usually root's, "*" by default.
func OpenRootACL(c *Config) iter.Seq[Fact] {
	return func(yield func(Fact) bool) {
		for _, g := range openACLGroups(c) {
			f := Fact{Kind: FactOpenAdminACL, Queue: g.opener.Path, Name: g.acl, Queues: g.queues,
				Key: Prefix + g.opener.Path + "." + g.acl, Pos: g.opener.Settings.Get(g.acl).Pos}
			if g.kind == aclSubmit {
				f.Kind = FactOpenSubmitACL
			}
			if !g.opener.Settings.Has(g.acl) {
				f.Default, f.Key, f.Pos = true, Prefix+"root.queues", g.opener.QueuesPos
			}
			if !yield(f) {
				return
			}
		}
	}
}

// The queue ACLs.
const aclSubmit, aclAdmin = "acl_submit_applications", "acl_administer_queue"

// openACLGroup is the queues whose ACL kind restricts nobody because
// opener's acl is open.
type openACLGroup struct {
	opener    *Queue
	acl, kind string
	queues    []string
}

// openACLGroups returns c's restrictive ACLs under an open ancestor, by
// ancestor, ACL and kind, in the order the first of each was met.
func openACLGroups(c *Config) []*openACLGroup {
	var groups []*openACLGroup
	add := func(opener *Queue, acl, kind, queue string) {
		for _, g := range groups {
			if g.opener == opener && g.acl == acl && g.kind == kind {
				g.queues = append(g.queues, queue)
				return
			}
		}
		groups = append(groups, &openACLGroup{opener, acl, kind, []string{queue}})
	}
	for _, q := range c.Queues {
		if q.Parent == nil {
			continue
		}
		if q.Settings.Has(aclSubmit) && !aclOpen(q, aclSubmit) {
			if o := openAncestor(q.Parent, aclSubmit); o != nil {
				add(o, aclSubmit, aclSubmit, q.Path)
			} else if o := openAncestor(q, aclAdmin); o != nil {
				add(o, aclAdmin, aclSubmit, q.Path)
			}
		}
		if q.Settings.Has(aclAdmin) && !aclOpen(q, aclAdmin) {
			if o := openAncestor(q.Parent, aclAdmin); o != nil {
				add(o, aclAdmin, aclAdmin, q.Path)
			}
		}
	}
	return groups
}

// SameNameLeafParent yields the leaves and parents of one short name in
// a release p without YARN-9879 (FactSameNameLeafParent): before it the
// scheduler keeps one queue per short name, so a leaf and a parent named
// alike hide each other.
func SameNameLeafParent(c *Config, p hadoop.Profile) iter.Seq[Fact] {
	return func(yield func(Fact) bool) {
		if p.Capacity.SameNameLeaves {
			return
		}
		first := map[string]*Queue{}
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
			if !yield(Fact{Kind: FactSameNameLeafParent, Queue: q.Path, Key: key, Pos: pos, Other: o.Path, Name: q.Name, Release: p.Version}) {
				return
			}
		}
	}
}

// AMLimitBelowOneAM yields the leaves of shares (Shares on a cluster with
// the minimum allocation minAlloc) whose AM limit holds one AM container
// at most (FactAMLimitOneAM). Hadoop rounds the limit up to the minimum
// allocation and always starts one application ("skipping enforcement to
// allow at least one application to start"), so such a queue runs its
// applications one at a time.
func AMLimitBelowOneAM(shares []Share, minAlloc resource.Resource) iter.Seq[Fact] {
	return func(yield func(Fact) bool) {
		one := minAlloc.Get(0)
		for i := range shares {
			s := &shares[i]
			q := s.Queue
			if !q.IsLeaf() || q.Parent == nil || s.AMLimit.Get(0) >= 2*one || s.Maximum.Get(0) == 0 || stopped(q) {
				continue
			}
			key, pos := settingPos(q, "maximum-am-resource-percent")
			if !yield(Fact{Kind: FactAMLimitOneAM, Queue: q.Path, Key: key, Pos: pos,
				Int: s.AMLimit.Get(0), Float: s.AMResourcePercent, AMBase: s.amBase.Get(0), Container: one}) {
				return
			}
		}
	}
}

// GuaranteeBelowContainer yields the leaves of shares (Shares on a
// cluster with the minimum allocation minAlloc) guaranteed something, but
// less than one container (FactGuaranteeBelowContainer).
func GuaranteeBelowContainer(shares []Share, minAlloc resource.Resource) iter.Seq[Fact] {
	return func(yield func(Fact) bool) {
		container := minAlloc.Get(0)
		for i := range shares {
			r := &shares[i]
			q, mem := r.Queue, r.Guaranteed.Get(0)
			if !q.IsLeaf() || q.Parent == nil || mem == 0 || mem >= container || stopped(q) {
				continue
			}
			key, pos := settingPos(q, "capacity")
			if !yield(Fact{Kind: FactGuaranteeBelowContainer, Queue: q.Path, Key: key, Pos: pos, Guaranteed: r.Guaranteed, Container: container}) {
				return
			}
		}
	}
}
