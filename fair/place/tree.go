package place

import (
	"fmt"
	"strings"

	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// node is a queue the scheduler has: declared in the file (static) or
// created at submission (dynamic).
type node struct {
	leaf   bool
	static bool
	q      *xmlconf.Queue // the declared queue, nil for a dynamic one
}

// Tree is the scheduler's queues at one moment: the file's queues that the
// ResourceManager creates, plus the dynamic ones submissions created.
// Dynamic queues are kept for the whole replay; the ResourceManager drops
// them again once empty, which fairsched cannot know about.
type Tree struct {
	a       *xmlconf.Allocations
	prof    hadoop.Profile
	queues  map[string]*node
	created []string // dynamic queues, in creation order
}

// NewTree returns the queues the ResourceManager has after loading a.
func NewTree(a *xmlconf.Allocations, prof hadoop.Profile) *Tree {
	t := &Tree{a: a, prof: prof, queues: map[string]*node{}}
	for _, q := range a.Queues() {
		if q.NotCreated != "" {
			continue
		}
		if q.Implicit && q.FullName == hadoop.DefaultQueue {
			// root.default exists from start-up before 3.4.0 (YARN-7769)
			// but is not a configured queue: placement rules with
			// create="false" do not accept it.
			if prof.ImplicitRootDefault {
				t.queues[q.FullName] = &node{leaf: true, q: q}
			}
			continue
		}
		leaf := !q.IsParent && len(q.Children) == 0 && q.Parent != nil
		t.queues[q.FullName] = &node{leaf: leaf, static: true, q: q}
	}
	return t
}

// configured is FSPlacementRule.configuredQueue: the queue exists and is
// declared in the file.
func (t *Tree) configured(name string) bool {
	n := t.queues[name]
	return n != nil && n.static
}

// existingLeaf reports whether name is a queue that exists as a leaf.
func (t *Tree) existingLeaf(name string) bool {
	n := t.queues[name]
	return n != nil && n.leaf
}

// Exists reports whether the scheduler has a queue called name.
func (t *Tree) Exists(name string) bool { return t.queues[name] != nil }

// Created returns the dynamic queues created so far, in order.
func (t *Tree) Created() []string { return append([]string(nil), t.created...) }

// policyOf is AllocationConfiguration.getSchedulingPolicy: the declared
// queue's policy, else defaultQueueSchedulingPolicy.
func (t *Tree) policyOf(name string) xmlconf.Policy {
	if n := t.queues[name]; n != nil && n.q != nil {
		return n.q.Policy
	}
	if q := t.a.Find(name); q != nil && q.SchedulingPolicy.Set {
		return q.Policy
	}
	return t.a.DefaultQueueSchedulingPolicy.Val
}

// admission is what the queue manager does with a placed queue.
type admission struct {
	created []string // queues it creates, parents first
	refusal string   // why it refuses ("" when it accepts)
}

// admit follows QueueManager.getLeafQueue(name, create=true): an existing
// leaf is used; an existing parent is refused; otherwise the missing
// queues are created from the deepest existing ancestor down, which fails
// when that ancestor is a leaf, a part of the name is not valid, a parent's
// policy does not allow its child's (YARN-4212, 2.9.0), or a new parent
// would be fifo.
func (t *Tree) admit(name string) admission {
	if n := t.queues[name]; n != nil {
		if n.leaf {
			return admission{}
		}
		return admission{refusal: fmt.Sprintf("%s is a parent queue; applications can only run in leaf queues (Hadoop: \"%s is not a leaf queue\")", name, name)}
	}
	missing, parent, refusal := t.missingAncestors(name)
	if refusal != "" {
		return admission{refusal: refusal}
	}
	for i, q := range missing {
		child := t.policyOf(q)
		if pp := t.policyOf(parent); t.prof.ChildPolicyRules && !pp.AllowsChild(child) {
			return admission{refusal: fmt.Sprintf("cannot create %s: its policy %s is not allowed under %s's policy %s (YARN-4212)", q, child, parent, pp)}
		}
		if i < len(missing)-1 && child == xmlconf.PolicyFIFO {
			return admission{refusal: fmt.Sprintf("cannot create %s as a parent queue: its policy is fifo, which is only for leaf queues", q)}
		}
		parent = q
	}
	return admission{created: missing}
}

// missingAncestors walks up name to the deepest queue that exists. It
// returns the queues to create (parents first, name last) and that queue.
func (t *Tree) missingAncestors(name string) (missing []string, parent, refusal string) {
	missing = []string{name}
	end := len(name)
	for end > 0 {
		sep := strings.LastIndexByte(name[:end], '.')
		part := name[sep+1 : end]
		if !validNode(part) {
			return nil, "", fmt.Sprintf("the queue name %q has an empty or space-padded part (Hadoop: \"Illegal node name at offset %d for queue name %s\")", name, sep+1, name)
		}
		if sep < 0 {
			break
		}
		cur := name[:sep]
		if n := t.queues[cur]; n != nil {
			if n.leaf {
				return nil, "", fmt.Sprintf("cannot create %s: %s is a leaf queue and cannot have children (Hadoop: \"%s is not a leaf queue\")", name, cur, name)
			}
			return missing, cur, ""
		}
		missing = append([]string{cur}, missing...)
		end = sep
	}
	return nil, "", fmt.Sprintf("cannot create %s: it is not under root", name)
}

// create records the queues an admission creates.
func (t *Tree) create(ad admission) {
	for i, q := range ad.created {
		t.queues[q] = &node{leaf: i == len(ad.created)-1}
		t.created = append(t.created, q)
	}
}
