package capacity

import (
	"fmt"
	"strings"
)

// trapRules are what Hadoop accepts but an admin would not mean.
func trapRules() []Rule {
	return []Rule{
		{ID: "cs-user-limit-factor-one", Severity: Info, Check: checkUserLimitFactorOne,
			Summary: "user-limit-factor 1 (the default) caps each user at the queue's guarantee, below its maximum-capacity"},
		{ID: "cs-user-limit-factor-unusable", Severity: Warning, Check: checkUserLimitFactorUnusable,
			Summary: "a user-limit-factor of 0 or below (or -1 before 3.4) lets each user hold one container, its AM, and no more"},
		{ID: "cs-zero-capacity", Severity: Warning, Check: checkZeroCapacity,
			Summary: "a leaf with capacity 0 and maximum-capacity 0 can never run an application"},
		{ID: "cs-open-root-acl", Severity: Warning, Check: checkOpenRootACL,
			Summary: "a queue's ACL restricts nobody because an ancestor's is open (root's is * by default)"},
		{ID: "cs-mapping-unknown-queue", Severity: Error, Check: checkMappingTargets,
			Summary: "a queue mapping to a queue that does not exist, is not a leaf, or whose short name is ambiguous"},
		{ID: "cs-mapping-no-auto-creation", Severity: Error, Check: checkMappingCreation,
			Summary: "a queue mapping that would create a queue under a parent without auto-creation"},
		{ID: "cs-same-name-leaf-parent", Severity: Warning, Check: checkSameNameLeafParent,
			Summary: "a leaf and a parent share a short name where the release keeps one queue per short name"},
		{ID: "cs-am-limit-below-one-am", Severity: Warning, NeedsCluster: true, Check: checkAMLimit,
			Summary: "a queue's AM limit holds one AM container at most: its applications run one at a time"},
		{ID: "cs-guarantee-below-container", Severity: Warning, NeedsCluster: true, Check: checkGuaranteeBelowContainer,
			Summary: "a queue's guarantee is smaller than one container"},
	}
}

// settingPos is where a queue's suffix is set, else where its capacity is,
// else its parent's .queues.
func settingPos(q *Queue, suffix string) (string, Pos) {
	if s, ok := q.Settings[suffix]; ok {
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

// checkUserLimitFactorOne: a leaf whose maximum is above its guarantee and
// whose user-limit-factor is 1, so no single user can use the difference.
func checkUserLimitFactorOne(c *Config, _ *Env) []Finding {
	var out []Finding
	for _, r := range Compute(c, onePB, nil) {
		q := r.Queue
		if !q.IsLeaf() || q.Parent == nil || r.UserLimitFactor != 1 || r.Maximum[0] <= r.Guaranteed[0] {
			continue
		}
		key, pos := settingPos(q, "user-limit-factor")
		out = append(out, Finding{Rule: "cs-user-limit-factor-one", Severity: Info, Queue: q.Path, Key: key, Pos: pos,
			Message: fmt.Sprintf("user-limit-factor is 1, so one user gets at most the guarantee (%s of the cluster), never the maximum-capacity (%s)",
				percent(r.AbsCapacity), percent(r.AbsMaxCapacity)),
			Hint: "set " + Prefix + q.Path + ".user-limit-factor above 1 (e.g. the maximum over the capacity) if one user may use the elasticity"})
	}
	return out
}

// stopped: the queue's state is STOPPED (it takes no applications, so its
// limits do not matter).
func stopped(q *Queue) bool {
	return strings.EqualFold(strings.TrimSpace(q.Settings["state"].Raw), "STOPPED")
}

// checkUserLimitFactorUnusable: the user limit is capped at
// user-limit-factor × the queue's capacity, so a factor of 0 or below caps
// it at 0; the first container of a user (its AM) still passes the
// "used > limit" test, and nothing after it. -1 means no cap from 3.4
// (YARN-10531).
func checkUserLimitFactorUnusable(c *Config, env *Env) []Finding {
	var out []Finding
	for _, q := range c.Queues {
		s, ok := q.Settings["user-limit-factor"]
		if !ok || !q.IsLeaf() || q.Parent == nil {
			continue
		}
		f, ok := floatSetting(q.Settings, "user-limit-factor")
		if !ok || f > 0 || f == -1 && env.Profile.Capacity.UnlimitedUserLimitFactor {
			continue
		}
		msg := fmt.Sprintf("user-limit-factor %s caps every user at 0: each user gets one container (its AM) and no more, so applications never run", s.Raw)
		if f == -1 {
			msg += fmt.Sprintf("; -1 means no limit only from Hadoop 3.4 (YARN-10531), not in %s", env.Profile.Version)
		}
		out = append(out, Finding{Rule: "cs-user-limit-factor-unusable", Severity: Warning, Queue: q.Path, Key: Prefix + q.Path + ".user-limit-factor", Pos: s.Pos,
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

// checkZeroCapacity: capacity 0 (or unset) and maximum-capacity 0.
func checkZeroCapacity(c *Config, _ *Env) []Finding {
	var out []Finding
	for _, q := range c.Queues {
		if !q.IsLeaf() || q.Parent == nil || q.managed() || q.Capacity.Kind == Weight || q.Capacity.Kind == Absolute || q.Capacity.Kind == Vector || stopped(q) {
			continue
		}
		if q.Capacity.Number == 0 && q.MaxCapacity.Kind == Percent && q.MaxCapacity.Number == 0 {
			out = append(out, Finding{Rule: "cs-zero-capacity", Severity: Warning, Queue: q.Path, Key: Prefix + q.Path + ".maximum-capacity", Pos: q.MaxCapacity.Pos,
				Message: "capacity 0 and maximum-capacity 0: the queue accepts applications but can never run a container",
				Hint:    "give it a maximum-capacity, or set its state to STOPPED if it is meant to be closed"})
		}
	}
	return out
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

// checkOpenRootACL: a queue ACL that restricts nobody, because access is
// the union along the path (and administering a queue allows submitting
// to it) and an ancestor's ACL is open — usually root's, "*" by default.
func checkOpenRootACL(c *Config, _ *Env) []Finding {
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
		if _, set := q.Settings[submit]; set && !aclOpen(q, submit) {
			if o := openAncestor(q.Parent, submit); o != nil {
				add(o, submit, submit, q.Path)
			} else if o := openAncestor(q, admin); o != nil {
				add(o, admin, submit, q.Path)
			}
		}
		if _, set := q.Settings[admin]; set && !aclOpen(q, admin) {
			if o := openAncestor(q.Parent, admin); o != nil {
				add(o, admin, admin, q.Path)
			}
		}
	}
	out := make([]Finding, 0, len(groups))
	for _, g := range groups {
		key, pos := Prefix+g.opener.Path+"."+g.acl, g.opener.Settings[g.acl].Pos
		how := g.acl + " is *"
		if _, set := g.opener.Settings[g.acl]; !set {
			how, key, pos = g.acl+" is not set, so it is * (everyone)", Prefix+"root.queues", g.opener.QueuesPos
		}
		out = append(out, Finding{Rule: "cs-open-root-acl", Severity: Warning, Queue: g.opener.Path, Key: key, Pos: pos,
			Message: fmt.Sprintf("%s's %s: the %s of %s restricts nobody (access is the union along the path)",
				g.opener.Path, how, g.kind, strings.Join(g.queues, ", ")),
			Hint: "set " + Prefix + g.opener.Path + "." + g.acl + " to a space (nobody) or to the admins"})
	}
	return out
}

// checkSameNameLeafParent: before YARN-9879 the scheduler keeps one queue
// per short name, so a leaf and a parent named alike hide each other.
func checkSameNameLeafParent(c *Config, env *Env) []Finding {
	if env.Profile.Capacity.SameNameLeaves {
		return nil
	}
	first := map[string]*Queue{}
	var out []Finding
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
		out = append(out, Finding{Rule: "cs-same-name-leaf-parent", Severity: Warning, Queue: q.Path, Key: key, Pos: pos,
			Message: fmt.Sprintf("%s and %s share the short name %s; Hadoop %s keeps one queue per short name, so submissions and mappings to %q reach only one of them", o.Path, q.Path, q.Name, env.Profile.Version, q.Name),
			Hint:    "rename one of them"})
	}
	return out
}

// checkAMLimit: a leaf whose AM limit holds one AM container at most.
// Hadoop rounds the limit up to the minimum allocation and always starts
// one application ("skipping enforcement to allow at least one application
// to start"), so such a queue runs its applications one at a time.
func checkAMLimit(c *Config, env *Env) []Finding {
	var out []Finding
	one := env.MinAllocation.Get(0)
	for _, s := range env.sharesOf(c) {
		q := s.Queue
		if !q.IsLeaf() || q.Parent == nil || s.AMLimit.Get(0) >= 2*one || s.Maximum.Get(0) == 0 || stopped(q) {
			continue
		}
		key, pos := settingPos(q, "maximum-am-resource-percent")
		of := s.amBase.Get(0)
		out = append(out, Finding{Rule: "cs-am-limit-below-one-am", Severity: Warning, Queue: q.Path, Key: key, Pos: pos,
			Message: fmt.Sprintf("the AM limit is %d MB (maximum-am-resource-percent %s of %d MB, rounded up to the minimum allocation): room for one %d MB AM, so the queue runs its applications one at a time",
				s.AMLimit.Get(0), plain(s.AMResourcePercent), of, one),
			Hint: "raise " + Prefix + q.Path + ".maximum-am-resource-percent or the queue's maximum-capacity"})
	}
	return out
}

// checkGuaranteeBelowContainer: a leaf guaranteed something, but less than
// one container.
func checkGuaranteeBelowContainer(c *Config, env *Env) []Finding {
	var out []Finding
	for _, r := range env.sharesOf(c) {
		q := r.Queue
		mem := r.Guaranteed.Get(0)
		if !q.IsLeaf() || q.Parent == nil || mem == 0 || mem >= env.MinAllocation.Get(0) || stopped(q) {
			continue
		}
		key, pos := settingPos(q, "capacity")
		out = append(out, Finding{Rule: "cs-guarantee-below-container", Severity: Warning, Queue: q.Path, Key: key, Pos: pos,
			Message: fmt.Sprintf("the guarantee is %d MB, less than one container (%d MB): the queue runs only on what its siblings leave", mem, env.MinAllocation.Get(0)),
			Hint:    "raise its capacity, or set it to 0 if it is meant to borrow only"})
	}
	return out
}
