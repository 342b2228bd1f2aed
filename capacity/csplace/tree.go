package csplace

import (
	"strings"

	"github.com/fairsched/fairsched/capacity"
)

// queue is one queue the scheduler has: from the file, or created at
// submission.
type queue struct {
	path, name string
	parent     *queue
	children   int
	// q is the file's queue, nil for a created one.
	q *capacity.Queue
	// managed: a ManagedParentQueue (legacy auto-creation); flexible: a
	// parent eligible for v2 auto-creation (set, or itself dynamic).
	managed, flexible bool
	// parentType: a parent queue even without children (a managed or a
	// flexible parent, or a created parent).
	parentType bool
	dynamic    bool
	// dynamicChildren counts the queues created below it.
	dynamicChildren int
}

// leaf reports whether applications may run in q: a queue with no
// children that is not a parent by type.
func (q *queue) leaf() bool { return q.children == 0 && !q.parentType }

// tree is the scheduler's queues at one moment: CSQueueStore, looked up by
// full path or by a short name that only one queue has; before YARN-9879
// (3.1.0 to 3.2.x) a map by short name only.
type tree struct {
	byPath  map[string]*queue
	byShort map[string][]*queue
	created []string
	// named is the queue manager of a release without CSQueueStore
	// (nil from 3.3.0): one queue per short name, the one
	// CapacitySchedulerQueueManager.parseQueue put last (children before
	// their parent); a full path names nothing.
	named map[string]*queue
}

// newTree returns the queues the scheduler builds from c, with the parent
// kinds c's reader gave them for its release; byName says whether the
// release keeps its queues by short name only (no YARN-9879).
func newTree(c *capacity.Config, byName bool) *tree {
	t := &tree{byPath: map[string]*queue{}, byShort: map[string][]*queue{}}
	for _, cq := range c.Queues {
		q := &queue{path: cq.Path, name: cq.Name, q: cq, children: len(cq.Children),
			managed: cq.AutoCreate == capacity.LegacyAutoCreation, flexible: cq.Flexible}
		q.parentType = q.managed || q.flexible
		if cq.Parent != nil {
			q.parent = t.byPath[cq.Parent.Path]
		}
		t.add(q)
	}
	if byName && c.Root != nil {
		t.named = map[string]*queue{}
		t.putPostOrder(c.Root)
	}
	return t
}

// putPostOrder fills named as parseQueue of 3.1 and 3.2 does: a queue's
// children first, then the queue, each replacing one of its short name.
func (t *tree) putPostOrder(cq *capacity.Queue) {
	for _, ch := range cq.Children {
		t.putPostOrder(ch)
	}
	t.named[cq.Name] = t.byPath[cq.Path]
}

// add files q by its path and, unless it is named root, by its short
// name: CSQueueStore.add and updateGetMapForShortName skip the short name
// root for every queue (root.root and root.users.root included), so
// "root" always names the root queue and is never ambiguous. Before
// YARN-9879 (named) the map by short name takes every queue.
func (t *tree) add(q *queue) {
	t.byPath[q.path] = q
	if q.name != "root" {
		t.byShort[q.name] = append(t.byShort[q.name], q)
	}
	if t.named != nil {
		t.named[q.name] = q
	}
}

// get is CSQueueStore.get: a full path, or a short name no other queue
// has; nil otherwise. Before YARN-9879, the queue manager's map by short
// name.
func (t *tree) get(name string) *queue {
	if t.named != nil {
		return t.named[name]
	}
	if q := t.byPath[name]; q != nil {
		return q
	}
	if qs := t.byShort[name]; len(qs) == 1 {
		return qs[0]
	}
	return nil
}

// ambiguous is CSQueueStore.isAmbiguous: a short name more than one queue
// has (never before YARN-9879, where one of them answers).
func (t *tree) ambiguous(name string) bool { return t.named == nil && len(t.byShort[name]) > 1 }

// create adds the queues of path that do not exist yet, parents first,
// and returns them.
func (t *tree) create(path string) []string {
	parts := strings.Split(path, ".")
	var made []string
	for i := 2; i <= len(parts); i++ {
		p := strings.Join(parts[:i], ".")
		if t.byPath[p] != nil {
			continue
		}
		parent := t.byPath[strings.Join(parts[:i-1], ".")]
		q := &queue{path: p, name: parts[i-1], parent: parent, dynamic: true}
		if i < len(parts) {
			q.parentType, q.flexible = true, true
		}
		parent.children++
		parent.dynamicChildren++
		t.add(q)
		made = append(made, p)
	}
	t.created = append(t.created, made...)
	return made
}
