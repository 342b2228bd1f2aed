package place

import (
	"fmt"
	"strings"

	"github.com/fairsched/fairsched/core/placement"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// NotCreatableError says why the ResourceManager never runs an application
// in a queue the file does not declare.
type NotCreatableError struct {
	Name   string // as the user wrote it
	Full   string // the full name
	Reason string
}

// Error names the queue and the reason.
func (e *NotCreatableError) Error() string {
	return fmt.Sprintf("Hadoop will not create queue %s for an application: %s", e.Full, e.Reason)
}

// CreatedAtSubmission works out, for each name (full, or relative to root)
// of a queue the scheduler does not have, the queues the ResourceManager
// creates so that an application runs there, as FairScheduler.assignToQueue
// does: the placement policy (the file's, else the one Hadoop derives from
// d, where allow-undeclared-pools decides whether the rules create queues)
// must put some submission in that queue, and the queue manager
// (QueueManager.getLeafQueue with create) must accept it. The submissions
// tried request the queue by name, or request none, from a user named like
// the queue's last part whose primary group is that part or the one above
// it. The names are taken in order on one queue tree, so a later one may
// use the queues an earlier one created.
//
// It returns the created queues, parents first, as queues apart from a's
// tree (a is not changed): each has Parent set (a queue of a's tree, or an
// earlier returned queue, whose Children list it only in the latter case),
// Implicit set and the settings Hadoop gives a dynamic queue. A name Hadoop
// does not create is a *NotCreatableError saying why.
func CreatedAtSubmission(a *xmlconf.Allocations, prof hadoop.Profile, d Defaults, names []string) ([]*xmlconf.Queue, error) {
	e := NewEngine(a, prof, d)
	made := map[string]*xmlconf.Queue{}
	var out []*xmlconf.Queue
	for _, n := range names {
		full := assureRoot(strings.TrimSpace(n))
		if e.Tree.Exists(full) {
			continue
		}
		res, err := e.submitTo(n, full)
		if err != nil {
			return nil, err
		}
		for _, c := range res.CreatedQueues {
			q := newDynamicQueue(a, e.Tree, made, c, c != full)
			made[c] = q
			out = append(out, q)
		}
	}
	return out, nil
}

// submitTo finds a submission that runs in full and places it, creating
// its queues in the engine's tree.
func (e *Engine) submitTo(name, full string) (placement.Result, error) {
	var first, refused *placement.Result
	for _, s := range submissionsFor(full) {
		res := e.place(s, false)
		if res.Queue == full && !res.Rejected && !res.Refused {
			return e.Place(s), nil
		}
		switch {
		case first == nil:
			first = &res
		case refused == nil && res.Queue == full:
			refused = &res
		}
	}
	if refused != nil {
		first = refused
	}
	return placement.Result{}, &NotCreatableError{Name: name, Full: full, Reason: e.whyNot(*first, full)}
}

// submissionsFor returns the submissions that may land in full: the queue
// requested by name, then none requested, each from a user named like the
// last part (a "_dot_" in it read back as the '.' Hadoop replaced) with
// that part or, below a parent, the parent's part as primary group, or the
// parent's part as a secondary group.
func submissionsFor(full string) []placement.Submission {
	parts := strings.Split(full, ".")
	last := parts[len(parts)-1]
	user := strings.ReplaceAll(last, dotReplacement, ".")
	groups := [][]string{{user}}
	if len(parts) > 2 {
		up := strings.ReplaceAll(parts[len(parts)-2], dotReplacement, ".")
		groups = append(groups, []string{up}, []string{user, up})
	}
	var out []placement.Submission
	for _, q := range []string{full, "default"} {
		for _, g := range groups {
			out = append(out, placement.Submission{User: user, Groups: g, Queue: q})
		}
	}
	return out
}

// whyNot explains, from the result of the submission that requested full
// (or one the queue manager refused there), why no application runs in it.
func (e *Engine) whyNot(res placement.Result, full string) string {
	switch {
	case res.Queue == full && res.Refused:
		return res.Reason
	case res.Rejected:
		return fmt.Sprintf("an application submitted to it is rejected: %s", res.Reason)
	}
	why := fmt.Sprintf("no placement rule puts an application in it: one submitted to it goes to %s", res.Queue)
	if res.Rule != nil {
		why += fmt.Sprintf(" (rule %d, %s", res.Rule.Index, res.Rule.Kind)
		if r := res.Rule.Reason; r != "" && !strings.HasPrefix(r, "gives ") {
			why += ": " + res.Rule.Reason
		}
		why += ")"
	}
	if e.Policy.Source == placement.SourceYarnSite && !e.hasCreatingRule() {
		why += "; the file has no placement policy and yarn.scheduler.fair.allow-undeclared-pools is false, so Hadoop creates no queue the file does not declare"
	}
	return why
}

// hasCreatingRule reports whether a rule of the policy may create queues
// other than the default rule's one.
func (e *Engine) hasCreatingRule() bool {
	for _, r := range e.Policy.Rules {
		if r.Create && r.Kind != placement.RuleDefault {
			return true
		}
	}
	return false
}

// newDynamicQueue returns the queue the ResourceManager creates as name,
// apart from a's tree, with the settings Hadoop gives a queue the file
// does not declare: weight 1 and the other per-queue defaults (left unset,
// so that the Allocations' Effective methods give them), the policy
// AllocationConfiguration gives it, and as maximum its parent's
// maxChildResources when the parent is declared with one (QueueManager's
// setChildResourceLimits).
func newDynamicQueue(a *xmlconf.Allocations, t *Tree, made map[string]*xmlconf.Queue, name string, isParent bool) *xmlconf.Queue {
	dot := strings.LastIndexByte(name, '.')
	parent := made[name[:dot]]
	if parent == nil {
		parent = t.declared(name[:dot])
	}
	policy := t.policyOf(name)
	q := &xmlconf.Queue{Name: name[dot+1:], FullName: name, Parent: parent, Implicit: true, IsParent: isParent, Policy: policy, QueueExtras: new(xmlconf.QueueExtras), QueueStatus: new(xmlconf.QueueStatus)}
	q.Weight.Val = 1
	q.SchedulingPolicy.Val = policy
	q.AllowPreemptionFrom.Val = true
	q.ACLSubmitApps.Val, q.ACLAdministerApps.Val = " ", " "
	switch {
	case made[name[:dot]] != nil:
		parent.Children = append(parent.Children, q)
	case parent != nil && parent.MaxChildResources.Set:
		q.MaxResources = parent.MaxChildResources
	}
	return q
}

// declared returns the declared queue called name that the scheduler has,
// or nil.
func (t *Tree) declared(name string) *xmlconf.Queue {
	if n := t.queues[name]; n != nil {
		return n.q
	}
	return nil
}
