package xmlconf

import (
	"fmt"

	"github.com/beevik/etree"
	"github.com/fairsched/fairsched/hadoop"
)

// buildTree turns the top-level queue elements into the tree the
// ResourceManager builds: root (declared or implicit), merged duplicates,
// root.default (created at start-up before 3.4.0); settle then works out
// the effective policies, the queues Hadoop will not create and the defaults.
func (p *parser) buildTree(top []*etree.Element) *Queue {
	root := &Queue{Name: hadoop.RootName, FullName: hadoop.RootName, Implicit: true, IsParent: true, Weight: Field[float32]{Val: hadoop.DefaultWeight}, QueueExtras: &noExtras, QueueStatus: &created}
	for _, el := range top {
		raw := attrValue(el, "name")
		if !javaEqualFold(raw, "root") {
			if q := p.queue(el, "root"); q != nil {
				attach(root, q)
			}
			continue
		}
		if len(top) > 1 {
			p.fact(Fact{Pos: p.pos(el), Kind: FactRootWithSiblings, Queue: hadoop.RootName, Element: tagOf(el), Outcome: Refused,
				Refusal: "If configuring root queue, no other queues can be placed alongside it."})
		}
		root = p.rootElement(el, raw, root)
	}
	if root.childNamed("default") == nil && p.prof.ImplicitRootDefault {
		attach(root, &Queue{Name: "default", FullName: hadoop.DefaultQueue, Implicit: true, Weight: Field[float32]{Val: hadoop.DefaultWeight}, QueueExtras: &noExtras, QueueStatus: &created})
	}
	return root
}

// rootElement handles a top-level queue named root in any case; cur is the
// root built so far (implicit, or an earlier <queue name="root">).
func (p *parser) rootElement(el *etree.Element, raw string, cur *Queue) *Queue {
	q := p.queue(el, "")
	if q == nil {
		return cur
	}
	if raw == "root" {
		q.IsParent = true
		if !cur.Implicit {
			merge(cur, q)
			return cur
		}
		own := q.Children
		q.Children, q.kids = nil, nil
		for _, c := range append(cur.Children, own...) {
			attach(q, c) // queues declared before root first: document order
		}
		return q
	}
	p.fact(Fact{Pos: q.Pos, Kind: FactRootNameCase, Queue: "root." + q.Name, Element: tagOf(el), Name: raw, Outcome: Kept})
	attach(cur, bare(q, "root"))
	return cur
}

// bare returns a copy of q's subtree, renamed below parentFull, with every
// setting at its default: what Hadoop builds for a mis-cased root element.
// Like attach, it sets each copied child's Parent: no walk after the build
// has to.
func bare(q *Queue, parentFull string) *Queue {
	full := parentFull + "." + q.Name
	b := &Queue{Name: q.Name, FullName: full, Pos: q.Pos, Decls: q.Decls, IsParent: q.IsParent, Weight: Field[float32]{Val: 1}, QueueExtras: &noExtras, QueueStatus: &created}
	for _, c := range q.Children {
		bc := bare(c, full)
		bc.Parent = b
		b.Children = append(b.Children, bc)
	}
	return b
}

// settle is the one walk over the built tree, parents before children: it
// gives each queue its effective policy, whether Hadoop creates it and the
// defaults of what it does not set, and lists it for Queues and Find (one
// walk instead of three: each visit of a half-kilobyte Queue is a cache
// miss on a large file). hint is about how many queues there are. It runs
// once the top-level defaults are known.
func (a *Allocations) settle(hint int) {
	def := PolicyFair
	if a.DefaultQueueSchedulingPolicy.Set {
		def = a.DefaultQueueSchedulingPolicy.Val
	}
	a.index(hint, func(q *Queue) {
		resolvePolicy(q, a, def)
		fillDefaults(q, a)
	})
}

// resolvePolicy sets q's effective policy (def when it sets none) and
// whether Hadoop creates it; q's parent is resolved already.
func resolvePolicy(q *Queue, a *Allocations, def Policy) {
	q.Policy = def
	if q.SchedulingPolicy.Set {
		q.Policy = q.SchedulingPolicy.Val
	}
	if q.Parent == nil {
		if q.Policy == PolicyFIFO {
			q.Policy = PolicyFair // Hadoop cannot apply FIFO to root; it keeps fair
		}
		return
	}
	if !a.Hadoop.ChildPolicyRules && q.Policy == PolicyFIFO && (q.IsParent || len(q.Children) > 0) {
		q.Policy = PolicyFair // before 2.9.0 FIFO cannot apply to a parent; it keeps fair (WARN only)
	}
	cause, why := notCreatedReason(q, a.Hadoop)
	if cause == CausePolicyNotAllowed && q.FullName == "root.default" && a.Hadoop.ImplicitRootDefault {
		// root.default exists from start-up: the refused policy is not
		// applied and the queue stays as it was (fair), not removed.
		cause, why = Created, ""
		ownStatus(q).RefusedPolicy, q.Policy = q.Policy, PolicyFair
	}
	if cause != q.NotCreatedCause || why != q.NotCreated {
		s := ownStatus(q)
		s.NotCreatedCause, s.NotCreated = cause, why
	}
}

// NotCreatedCause classifies why the ResourceManager will not create a queue.
type NotCreatedCause int

// The causes, in the order Hadoop's queue manager meets them.
const (
	Created               NotCreatedCause = iota
	CauseAncestor                         // an ancestor is not created
	CauseUnderDefault                     // below root.default, which is a leaf at start-up
	CauseFIFOParent                       // a parent queue with the FIFO policy
	CausePolicyNotAllowed                 // the parent's policy does not allow the child's (drf under fair)
)

// notCreatedReason says why the queue manager of release prof will not
// create q (parsing.md §6.3 and §7), or "". Before 3.4.0 root.default is a
// leaf from start-up, so nothing below it is created (YARN-7769 lifted
// this); before 2.9.0 there are no parent/child policy rules (YARN-4212).
func notCreatedReason(q *Queue, prof hadoop.Profile) (NotCreatedCause, string) {
	par := q.Parent
	switch {
	case par.NotCreated != "":
		return CauseAncestor, fmt.Sprintf("its parent %s is not created", par.FullName)
	case par.FullName == "root.default" && prof.ImplicitRootDefault:
		return CauseUnderDefault, "nothing can be created below root.default: it is a leaf when the ResourceManager starts"
	case !prof.ChildPolicyRules:
		return Created, ""
	case (q.IsParent || len(q.Children) > 0) && q.Policy == PolicyFIFO:
		return CauseFIFOParent, fmt.Sprintf("Hadoop: \"Can't create queue '%s', since FIFO is only for leaf queues.\"", q.FullName)
	case !par.Policy.AllowsChild(q.Policy):
		return CausePolicyNotAllowed, fmt.Sprintf("Hadoop: \"Can't create queue '%s',the child scheduling policy is not allowed by parent queue!\" (%s under %s)", q.FullName, q.Policy, par.Policy)
	}
	return Created, ""
}

// fillDefaults gives every setting q does not set the value Hadoop
// uses (parsing.md §4.6): root's ACLs are "*" and every other queue's " ";
// maxRunningApps and maxAMShare come from the top-level defaults; the
// preemption timeouts and threshold are inherited from the parent (filled
// already), root taking the top-level defaults.
func fillDefaults(q *Queue, a *Allocations) {
	acl := " "
	if q.Parent == nil {
		acl = "*"
	}
	defaultString(&q.ACLSubmitApps, acl)
	defaultString(&q.ACLAdministerApps, acl)
	if !q.AllowPreemptionFrom.Set {
		q.AllowPreemptionFrom.Val = true
	}
	if !q.MaxRunningApps.Set {
		q.MaxRunningApps.Val = a.QueueMaxAppsDefault.Val
	}
	defaultFloat(&q.MaxAMShare, a.QueueMaxAMShareDefault.Val)
	defaultFloat(&q.Weight, hadoop.DefaultWeight)
	if !q.SchedulingPolicy.Set {
		q.SchedulingPolicy.Val = a.DefaultQueueSchedulingPolicy.Val
	}
	minTimeout, fairTimeout, threshold := a.DefaultMinSharePreemptionTimeout.Val, a.RootFairSharePreemptionTimeout().Val, a.DefaultFairSharePreemptionThreshold.Val
	if par := q.Parent; par != nil {
		minTimeout, fairTimeout, threshold = par.MinSharePreemptionTimeout.Val, par.FairSharePreemptionTimeout.Val, par.FairSharePreemptionThreshold.Val
	}
	defaultInt64(&q.MinSharePreemptionTimeout, minTimeout)
	defaultInt64(&q.FairSharePreemptionTimeout, fairTimeout)
	defaultFloat(&q.FairSharePreemptionThreshold, threshold)
}

func defaultInt64(f *Field[int64], v int64) {
	if !f.Set {
		f.Val = v
	}
}
