package csplace

import (
	"fmt"
	"strings"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/placement"
)

// admit is what the ResourceManager does with the engines' answer
// (RMAppManager and CapacityScheduler.addApplication): the queue placed in
// (target, a full path, or before 3.4 a leaf name below parent), else the
// queue the application names, must exist or be created below a parent
// that creates queues, be a leaf and not STOPPED, and let the user in.
func (e *Engine) admit(res *placement.Result, target, parent string) {
	if parent != "" {
		e.admitLegacy(res, target, parent)
		return
	}
	name := target
	if name == "" {
		name = res.Submission.Queue
		res.Trace = append(res.Trace, placement.Step{Outcome: placement.OutcomePassed, Name: "no rule",
			Reason: fmt.Sprintf("no mapping placed the application; it stays in the queue it names, %q", name)})
	}
	q := e.t.get(name)
	switch {
	case q == nil && !e.CSMappingEngine() && target == "":
		// before 3.4 only a placement context with a parent creates queues;
		// from 3.3.0 (YARN-9879) a short name two queues share is refused
		// as ambiguous, not unknown
		res.Queue = name
		res.Refused, res.Reason = true, fmt.Sprintf("queue %s does not exist (Hadoop: \"Application submitted by user %s to unknown queue: %s\")", name, res.Submission.User, name)
		if e.prof.Capacity.SameNameLeaves && e.t.ambiguous(name) {
			res.Reason = ambiguousReason(name, res.Submission.User)
		}
		return
	case q == nil:
		e.createOrRefuse(res, name)
		return
	}
	res.Queue = q.path
	e.checkQueue(res, q)
}

// checkQueue checks an existing queue: the ACLs, a leaf, not STOPPED, a
// maximum applications above 0.
func (e *Engine) checkQueue(res *placement.Result, q *queue) {
	res.Access = e.access(q.path, res.Submission)
	u := res.Submission.User
	switch {
	case !q.leaf():
		res.Refused, res.Reason = true, fmt.Sprintf("%s is a parent queue (Hadoop: \"Application submitted by user %s to non-leaf queue: %s\")", q.path, u, q.path)
	case q.q != nil && q.q.Stopped():
		res.Refused, res.Reason = true, fmt.Sprintf("%s is STOPPED (Hadoop: \"Queue %s is STOPPED. Cannot accept submission of application\")", q.path, q.path)
	case q.q != nil && capacity.TakesNoApplication(e.c)[q.path]:
		res.Refused, res.Reason = true, fmt.Sprintf("%s may hold 0 applications (maximum-applications × its absolute capacity) (Hadoop: \"Queue %s already has 0 applications, cannot accept submission of application\")", q.path, q.path)
	}
}

// createOrRefuse handles a queue that does not exist: refused when the
// name is an ambiguous short name or nothing may create it, else created
// (with its parent under a flexible grandparent).
func (e *Engine) createOrRefuse(res *placement.Result, name string) {
	u := res.Submission.User
	res.Queue = name
	if e.t.ambiguous(name) {
		res.Refused, res.Reason = true, ambiguousReason(name, u)
		return
	}
	if a := e.nearestAncestor(name); a != nil && a.q != nil && a.q.Stopped() {
		res.Refused, res.Reason = true, fmt.Sprintf("queue %s would be created below %s, which is STOPPED, so it does not accept the application", name, a.path)
		return
	}
	if why := e.creatable(name); why != "" {
		res.Refused, res.Reason = true, fmt.Sprintf("queue %s does not exist and is not created: %s (Hadoop: \"Application submitted by user %s to unknown queue: %s\")", name, why, u, name)
		return
	}
	res.Created = true
	res.Access = e.access(name, res.Submission)
	res.CreatedQueues = e.t.create(name)
}

// ambiguousReason is CapacityScheduler.addApplication's refusal of a short
// name more than one queue has (CSQueueStore.isAmbiguous, YARN-9879).
func ambiguousReason(name, user string) string {
	return fmt.Sprintf("%q names more than one queue (Hadoop: \"Application submitted by user %s to ambiguous queue: %s please use full queue path instead.\")", name, user, name)
}

// creatable says why the scheduler does not create name at submission,
// "" when it does: below a managed parent (legacy auto-creation), or, in
// releases with flexible auto-creation, below a flexible parent, up to
// two levels below a flexible grandparent, within max-queues, and in the
// legacy queue mode only when the parent's children all use weights.
func (e *Engine) creatable(name string) string {
	dot := strings.LastIndexByte(name, '.')
	if dot < 0 {
		return "it is not a full path"
	}
	parent := e.t.byPath[name[:dot]]
	switch {
	case parent != nil && parent.managed:
		return ""
	case parent != nil && !parent.flexible:
		return fmt.Sprintf("its parent %s does not create queues at submission", parent.path)
	case parent == nil:
		gdot := strings.LastIndexByte(name[:dot], '.')
		if gdot < 0 {
			return fmt.Sprintf("its parent %s does not exist", name[:dot])
		}
		gp := e.t.byPath[name[:gdot]]
		if gp == nil || !gp.flexible {
			return fmt.Sprintf("its parent %s does not exist, and its grandparent does not create queues at submission", name[:dot])
		}
		return e.flexibleLimits(gp, name[:dot])
	}
	return e.flexibleLimits(parent, name)
}

// flexibleLimits is AbstractParentQueue.addDynamicChildQueue's checks for
// a queue created below p: p's children (static and created) stay below
// auto-queue-creation-v2.max-queues (1000 unless set), and in the legacy
// queue mode they must use weights (no children counts as weights; a mix
// of forms does not).
func (e *Engine) flexibleLimits(p *queue, child string) string {
	max := 1000
	if p.q != nil {
		if s, ok := p.q.Settings.Lookup("auto-queue-creation-v2.max-queues"); ok {
			fmt.Sscan(s.Raw, &max)
		}
	}
	if p.children >= max {
		return fmt.Sprintf("Cannot auto create queue %s. Max Child Queue limit exceeded which is configured as: %d and number of child queues is: %d", child, max, p.children)
	}
	if e.c.LegacyQueueMode() && p.q != nil && !weightChildren(p) {
		return fmt.Sprintf("Trying to create new queue=%s but not all the queues under parent=%s are using weight-based capacity. Failed to created queue", child, p.path)
	}
	return ""
}

// weightChildren is getCapacityConfigurationTypeForQueues(...) == WEIGHT
// for p's children: some use a weight and no other form is set (a
// percentage counts only above 0), or p has none; created children use
// weights.
func weightChildren(p *queue) bool {
	weight := p.dynamicChildren > 0
	pct, abs := false, false
	for _, c := range p.q.Children {
		switch c.Capacity.Kind {
		case capacity.Weight:
			weight = true
		case capacity.Percent:
			pct = pct || c.Capacity.Number > 0
		case capacity.Absolute, capacity.Vector:
			abs = true
		}
	}
	forms := 0
	for _, b := range []bool{weight, pct, abs} {
		if b {
			forms++
		}
	}
	return forms <= 1 && (weight || p.children == 0)
}

// admitLegacy is the scheduler before 3.4 with a placement context of a
// leaf and a parent: the leaf is looked up by its name (a short name or a
// path); a missing one is created only below a managed parent.
func (e *Engine) admitLegacy(res *placement.Result, leaf, parent string) {
	if q := e.t.get(leaf); q != nil {
		res.Queue = q.path
		e.checkQueue(res, q)
		return
	}
	p := e.t.get(parent)
	if p == nil || !p.managed {
		res.Queue = parent + "." + leaf
		res.Refused, res.Reason = true, fmt.Sprintf("queue %s does not exist and %s creates no queues (Hadoop: \"Application submitted by user %s to unknown queue: %s\")", leaf, parent, res.Submission.User, leaf)
		return
	}
	e.createOrRefuse(res, p.path+"."+leaf)
}

// nearestAncestor is the closest queue above name that exists, nil when
// none does.
func (e *Engine) nearestAncestor(name string) *queue {
	for _, p := range placement.Ancestry(name)[1:] {
		if q := e.t.byPath[p]; q != nil {
			return q
		}
	}
	return nil
}
