package compute

import (
	"fmt"
	"sort"
	"strings"

	"github.com/fairsched/fairsched/internal/suggest"
	"github.com/fairsched/fairsched/xmlconf"
)

// UnknownQueueError says that a queue named as active does not exist.
type UnknownQueueError struct {
	Name    string
	Similar []string // the closest existing full names, best first
}

// Error names the queue and the closest existing names.
func (e *UnknownQueueError) Error() string {
	msg := "unknown queue " + quote(e.Name)
	if len(e.Similar) > 0 {
		msg += "; did you mean " + strings.Join(quoteAll(e.Similar), " or ") + "?"
	}
	return msg
}

// similar returns up to three full names the user may have meant by n:
// those ending in n (the last part(s) of a deeper queue's name), then the
// closest by internal/suggest, comparing n with each full name, the name
// relative to root and the last part, ignoring case.
func similar(byName map[string]*xmlconf.Queue, n string) []string {
	var suffix []string
	cands := make([]suggest.Candidate, 0, len(byName))
	for full := range byName {
		if strings.HasSuffix(full, "."+n) {
			suffix = append(suffix, full)
			continue
		}
		rel := strings.TrimPrefix(full, "root.")
		cands = append(cands, suggest.Candidate{Name: full, Keys: []string{full, rel, full[strings.LastIndex(full, ".")+1:]}})
	}
	sort.Strings(suffix)
	out := append(suffix, suggest.Rank(n, cands, 3)...)
	return out[:min(3, len(out))]
}

func quote(s string) string { return `"` + s + `"` }

func quoteAll(ss []string) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = quote(s)
	}
	return out
}

// NotCreatableError says why Hadoop would not create a queue the file does
// not declare when an app is submitted to it.
type NotCreatableError struct {
	Name   string // as the user wrote it
	Full   string // the full name Hadoop would give it
	Reason string
}

// Error names the queue and the reason.
func (e *NotCreatableError) Error() string {
	return fmt.Sprintf("Hadoop will not create queue %s when an app is submitted to %s: %s", e.Full, quote(e.Name), e.Reason)
}

// Dynamic adds to a's tree the queue Hadoop's queue manager creates when an
// app is submitted to name (full, or relative to root) and the file does not
// declare it, and returns it. Missing queues on the way are created as
// parents, the last one as a leaf, each with the defaults Hadoop gives a
// dynamic queue: weight 1, defaultQueueSchedulingPolicy, no min,
// queueMaxAppsDefault, and as max the direct parent's maxChildResources
// when it has one (else queueMaxResourcesDefault, as for any queue). New
// queues are Implicit.
//
// Hadoop creates it only when a placement rule can (placementCreates): the
// policy creates queues by name (a specified rule with create="true", or no
// policy: yarn-site's default rules); or the one missing queue is a child
// of a type="parent" queue (where nested rules put user queues); or the
// name has the shape a user or group rule with create="true" makes below
// root: root.<name>, or root.<group>.<user> for a rule whose parent rule
// creates too. It never creates a queue below a leaf (root.default included),
// below a queue it does not create, with a malformed name, or when the
// default policy is not allowed under the parent's (drf under fair).
func Dynamic(a *xmlconf.Allocations, name string) (*xmlconf.Queue, error) {
	full := name
	if full != "root" && !strings.HasPrefix(full, "root.") {
		full = "root." + full
	}
	parts := strings.Split(full, ".")
	fail := func(why string, args ...any) (*xmlconf.Queue, error) {
		return nil, &NotCreatableError{Name: name, Full: full, Reason: fmt.Sprintf(why, args...)}
	}
	if bad := badNode(parts); bad != "" {
		return fail("%s (Hadoop: \"Illegal node name\")", bad)
	}
	anc, i := a.Root, 1
	for ; i < len(parts); i++ {
		c := anc.Child(parts[i])
		if c == nil {
			break
		}
		anc = c
	}
	switch {
	case anc.NotCreated != "":
		return fail("%s is not created (%s)", anc.FullName, anc.NotCreated)
	case anc.IsLeaf():
		return fail("%s is a leaf queue, and Hadoop creates no queue below a leaf", anc.FullName)
	case !placementCreates(a, anc, len(parts)-i):
		return fail("%s", noRuleCreates(anc))
	}
	policy := defaultPolicy(a)
	if !anc.Policy.AllowsChild(policy) {
		return fail("its policy would be %s (defaultQueueSchedulingPolicy), which %s's %s policy does not allow (Hadoop: \"the child scheduling policy is not allowed by parent queue!\")", policy, anc.FullName, anc.Policy)
	}
	for ; i < len(parts); i++ {
		anc = addDynamic(a, anc, parts[i], policy, i < len(parts)-1)
	}
	return anc, nil
}

// badNode describes the first empty or untrimmed part of a queue name, or
// returns "".
func badNode(parts []string) string {
	for i, p := range parts {
		if p == "" || strings.TrimSpace(p) != p {
			return fmt.Sprintf("part %d of the name is %s", i+1, quote(p))
		}
	}
	return ""
}

// createsByName reports whether the placement policy creates a queue named
// at submission: a specified rule with create="true", or no policy at all
// (yarn-site's default rules start with specified, create=true).
func createsByName(a *xmlconf.Allocations) bool {
	if a.Placement == nil {
		return true
	}
	for _, r := range a.Placement.Rules {
		if r.Name == "specified" && r.Create.Val {
			return true
		}
	}
	return false
}

// placementCreates reports whether a placement rule can create the missing
// queues below anc, missing of them (see Dynamic).
func placementCreates(a *xmlconf.Allocations, anc *xmlconf.Queue, missing int) bool {
	switch {
	case createsByName(a):
		return true
	case missing == 1 && anc.Type.Val == "parent":
		return true
	case anc.Parent != nil || a.Placement == nil:
		return false
	}
	for _, r := range a.Placement.Rules {
		if !r.Create.Val || !namesQueue(r.Name) {
			continue
		}
		if missing == 1 && r.Parent == nil || missing == 2 && r.Parent != nil && r.Parent.Create.Val && namesQueue(r.Parent.Name) {
			return true
		}
	}
	return false
}

// noRuleCreates explains why no placement rule creates a queue below anc.
func noRuleCreates(anc *xmlconf.Queue) string {
	if anc.Type.Val == "parent" {
		return fmt.Sprintf("no placement rule creates it: no specified rule has create=\"true\", and the rules that use the type=\"parent\" queue %s create queues only directly below it", anc.FullName)
	}
	return fmt.Sprintf("no placement rule creates it: %s is not declared type=\"parent\", no specified rule has create=\"true\", and no user or group rule with create=\"true\" makes a queue of this shape", anc.FullName)
}

// namesQueue reports whether a rule makes the queue name from the user or
// a group, so that any name may come out of it.
func namesQueue(rule string) bool {
	return rule == "user" || rule == "nestedUserQueue" || rule == "primaryGroup"
}

func defaultPolicy(a *xmlconf.Allocations) xmlconf.Policy {
	if a.DefaultQueueSchedulingPolicy.Set {
		return a.DefaultQueueSchedulingPolicy.Val
	}
	return xmlconf.PolicyFair
}

// addDynamic appends a dynamic queue to parent with Hadoop's defaults.
func addDynamic(a *xmlconf.Allocations, parent *xmlconf.Queue, name string, policy xmlconf.Policy, isParent bool) *xmlconf.Queue {
	q := &xmlconf.Queue{Name: name, FullName: parent.FullName + "." + name, Parent: parent, Implicit: true, IsParent: isParent, Policy: policy}
	q.Weight.Val = 1
	q.SchedulingPolicy.Val = policy
	q.MaxRunningApps.Val = a.QueueMaxAppsDefault.Val
	q.MaxAMShare.Val = a.QueueMaxAMShareDefault.Val
	q.AllowPreemptionFrom.Val = true
	q.ACLSubmitApps.Val, q.ACLAdministerApps.Val = " ", " "
	if parent.MaxChildResources.Set {
		q.MaxResources = parent.MaxChildResources
	}
	parent.Children = append(parent.Children, q)
	return q
}
