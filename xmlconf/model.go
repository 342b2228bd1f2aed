package xmlconf

import (
	"math"
	"slices"
	"sync"

	"github.com/beevik/etree"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/hadoop"
)

// Allocations is an allocation file as Hadoop 3.3 reads it: the top-level
// settings, the queue tree the ResourceManager builds from it, and the
// editable etree document the values were read from.
//
// Every Field holds the value as written (after Java parsing, before any
// clamping Hadoop applies later); Set is false when the element is absent or
// its value could not be read, and Val then holds Hadoop's default.
type Allocations struct {
	Types resource.ResourceTypes
	// Hadoop is the release the file was read as.
	Hadoop hadoop.Profile
	// Root is the root queue, always present. root.default is one of its
	// children when the file declares it or the release creates it at
	// start-up (before 3.4.0, YARN-7769).
	Root *Queue

	UserMaxAppsDefault                  Field[int32]
	QueueMaxAppsDefault                 Field[int32]
	QueueMaxResourcesDefault            Field[ConfigurableResource]
	QueueMaxAMShareDefault              Field[float32]
	DefaultQueueSchedulingPolicy        Field[Policy]
	DefaultMinSharePreemptionTimeout    Field[int64] // milliseconds
	DefaultFairSharePreemptionTimeout   Field[int64] // milliseconds
	FairSharePreemptionTimeout          Field[int64] // deprecated top-level alias, milliseconds
	DefaultFairSharePreemptionThreshold Field[float32]
	ReservationAgent                    Field[string]
	ReservationPolicy                   Field[string]
	ReservationPlanner                  Field[string]

	Users []*User
	// Placement is the queuePlacementPolicy element that Hadoop uses (the last
	// one), or nil when the file has none.
	Placement *PlacementPolicy

	// Doc is the etree document the file was read into. Element positions
	// are available through Span. Whitespace-only text directly inside
	// <allocations> and queue elements, which Hadoop skips, is left out
	// (written out, the document loses that indentation).
	Doc *etree.Document
	// Comments lists every XML comment in document order.
	Comments []Comment
	// Facts are what Hadoop does with the elements the reader had to
	// decide on (see Fact), in the order found.
	Facts []Fact
	// Doctype is the position of a DOCTYPE declaration, zero when there is none.
	Doctype Pos
	// AfterRoot is where content after the root element's end tag starts
	// when Hadoop's parser refuses the file there (a stray "</xml>", a
	// second root element); zero when there is none. Its
	// FactNotWellFormed (MalformedTrailing) stands at this position, and the tree was read completely.
	AfterRoot Pos

	spans   *spanTable
	ordered []*Queue // every queue in Walk order, built by Parse
	// byName is every queue of ordered by full name, built at the first
	// Find: shares and tree never ask, and on 100,000 queues it is 5 MB.
	byName     map[string]*Queue
	byNameOnce sync.Once
}

// The defaults Hadoop 3.3 uses for the reservation class names.
const (
	DefaultReservationAgent   = "org.apache.hadoop.yarn.server.resourcemanager.reservation.planning.AlignedPlannerWithGreedy"
	DefaultReservationPolicy  = "org.apache.hadoop.yarn.server.resourcemanager.reservation.CapacityOverTimePolicy"
	DefaultReservationPlanner = "org.apache.hadoop.yarn.server.resourcemanager.reservation.planning.SimpleCapacityReplanner"
)

// newAllocations returns an Allocations whose top-level fields hold
// Hadoop's defaults (parsing.md §3), all unset.
func newAllocations(types resource.ResourceTypes) *Allocations {
	return &Allocations{Types: types}
}

// fillTopDefaults gives every top-level field that is not set Hadoop's
// default value, keeping its position and raw text.
func fillTopDefaults(a *Allocations) {
	def := func(f *Field[int32], v int32) {
		if !f.Set {
			f.Val = v
		}
	}
	def(&a.UserMaxAppsDefault, hadoop.UnlimitedApps)
	def(&a.QueueMaxAppsDefault, hadoop.UnlimitedApps)
	if !a.QueueMaxResourcesDefault.Set {
		a.QueueMaxResourcesDefault.Val = ConfigurableResource{Absolute: resource.Unbounded(len(a.Types))}
	}
	defaultFloat(&a.QueueMaxAMShareDefault, hadoop.DefaultMaxAMShare)
	defaultFloat(&a.DefaultFairSharePreemptionThreshold, hadoop.DefaultFairSharePreemptionThreshold)
	if !a.DefaultQueueSchedulingPolicy.Set {
		a.DefaultQueueSchedulingPolicy.Val = PolicyFair
	}
	for _, f := range []*Field[int64]{&a.DefaultMinSharePreemptionTimeout, &a.DefaultFairSharePreemptionTimeout, &a.FairSharePreemptionTimeout} {
		if !f.Set {
			f.Val = hadoop.Unbounded
		}
	}
	defaultString(&a.ReservationAgent, DefaultReservationAgent)
	defaultString(&a.ReservationPolicy, DefaultReservationPolicy)
	defaultString(&a.ReservationPlanner, DefaultReservationPlanner)
	for _, u := range a.Users {
		def(&u.MaxRunningApps, a.UserMaxAppsDefault.Val)
	}
}

func defaultFloat(f *Field[float32], v float32) {
	if !f.Set {
		f.Val = v
	}
}

func defaultString(f *Field[string], v string) {
	if !f.Set {
		f.Val = v
	}
}

// RootFairSharePreemptionTimeout returns the top-level element Hadoop takes
// root's fair-share preemption timeout from when root sets none:
// defaultFairSharePreemptionTimeout when it is present, else the deprecated
// top-level fairSharePreemptionTimeout when that is present, else the
// (unset) defaultFairSharePreemptionTimeout holding Long.MAX_VALUE.
func (a *Allocations) RootFairSharePreemptionTimeout() Field[int64] {
	if !a.DefaultFairSharePreemptionTimeout.Pos().IsValid() && a.FairSharePreemptionTimeout.Pos().IsValid() {
		return a.FairSharePreemptionTimeout
	}
	return a.DefaultFairSharePreemptionTimeout
}

// Span returns the source extent of an element of Doc.
func (a *Allocations) Span(el *etree.Element) Span { return a.spans.span(el) }

// User is a <user> element: only its maxRunningApps is read by Hadoop.
type User struct {
	Pos            Pos
	Name           string // the raw name attribute (Hadoop does not trim it)
	MaxRunningApps Field[int32]
}

// Queue is a queue of the tree the ResourceManager builds. Several <queue>
// elements with the same full name are merged into one Queue, property by
// property, later values winning, as Hadoop's maps do (Decls lists them all);
// allowPreemptionFrom is the exception: once false, always false.
//
// A setting that is not Set holds the value Hadoop uses instead: "*" (root)
// or " " for the two application ACLs, queueMaxAppsDefault and
// queueMaxAMShareDefault, defaultQueueSchedulingPolicy, weight 1,
// allowPreemptionFrom true, and for the preemption timeouts and threshold
// the parent's value (root's comes from the top-level defaults). The
// resource settings and the reservation ACLs have no such value.
type Queue struct {
	Name     string // last component of the full name, after Hadoop's trimming
	FullName string // "root.eng.adhoc"
	Pos      Pos    // first declaration; zero for an implicit queue
	Decls    []Decl
	Parent   *Queue
	Children []*Queue
	// Implicit is true for a queue the file does not declare (root, root.default).
	Implicit bool
	// IsParent is true when Hadoop records the queue as a configured parent:
	// it has child queue elements, type="parent", or <reservation>.
	IsParent bool

	Type                         Field[string]
	MinResources                 Field[ConfigurableResource]
	MaxResources                 Field[ConfigurableResource]
	MaxRunningApps               Field[int32]
	MaxAMShare                   Field[float32]
	Weight                       Field[float32]
	MinSharePreemptionTimeout    Field[int64] // milliseconds
	FairSharePreemptionTimeout   Field[int64] // milliseconds
	FairSharePreemptionThreshold Field[float32]
	SchedulingPolicy             Field[Policy]
	ACLSubmitApps                Field[string]
	ACLAdministerApps            Field[string]
	AllowPreemptionFrom          Field[bool]
	// QueueExtras holds the settings few queues set. It is never nil in a
	// queue the reader built: every queue that sets none of them shares one
	// value, so it is read-only; a Queue made elsewhere sets its own
	// (QueueExtras: new(xmlconf.QueueExtras)).
	*QueueExtras
	// QueueStatus says why the ResourceManager does not create the queue
	// or apply its policy. Like QueueExtras, it is never nil in a queue the
	// reader built, and shared (read-only) by every queue it creates as
	// written.
	*QueueStatus

	// Policy is the policy the queue really runs with: its own
	// schedulingPolicy, else defaultQueueSchedulingPolicy, else fair (never
	// the parent's). For root, a policy Hadoop cannot apply leaves fair.
	Policy Policy

	kids map[string]*Queue // children by name while the tree is built
}

// QueueExtras are the settings of a Queue that few queues set (the
// resource settings and the reservation ACLs have no default value), kept
// apart so that a Queue stays small: on 100,000 queues they were 35 MB of
// zeros.
type QueueExtras struct {
	MaxChildResources         Field[ConfigurableResource]
	MaxContainerAllocation    Field[ConfigurableResource]
	ACLSubmitReservations     Field[string]
	ACLListReservations       Field[string]
	ACLAdministerReservations Field[string]
	Reservation               Field[bool]
}

// noExtras is the QueueExtras of every queue that sets none of them.
var noExtras QueueExtras

// QueueStatus is what keeps the ResourceManager from creating a Queue or
// applying its policy, apart from the Queue because few queues have it.
type QueueStatus struct {
	// NotCreated is empty when the ResourceManager creates the queue, else
	// the reason it will not (the queue and its subtree are then absent).
	NotCreated string
	// NotCreatedCause classifies NotCreated.
	NotCreatedCause NotCreatedCause
	// RefusedPolicy is the configured policy Hadoop refused to apply to a
	// queue that exists from start-up (root.default under a parent whose
	// policy does not allow it): the queue keeps fair and Hadoop logs
	// "Setting scheduling policies for existing queues failed!". Empty
	// otherwise.
	RefusedPolicy Policy
}

// created is the QueueStatus of every queue created as written.
var created QueueStatus

// ownStatus returns q's own QueueStatus, for something to be written in.
func ownStatus(q *Queue) *QueueStatus {
	if q.QueueStatus == nil || q.QueueStatus == &created {
		q.QueueStatus = new(QueueStatus)
	}
	return q.QueueStatus
}

// newQueue returns a Queue that sets no extra setting.
func newQueue() *Queue { return &Queue{QueueExtras: &noExtras, QueueStatus: &created} }

// Decl is one <queue> (or <pool>) element that declares a Queue.
type Decl struct {
	Pos      Pos
	IsParent bool
	Element  *etree.Element
}

// Tag is the element's tag as written.
func (d Decl) Tag() string { return tagOf(d.Element) }

// IsLeaf reports whether the queue is a leaf of the tree (no child queues
// and not configured as a parent).
func (q *Queue) IsLeaf() bool { return !q.IsParent && len(q.Children) == 0 }

// Child returns the direct child with the given last name component.
func (q *Queue) Child(name string) *Queue {
	for _, c := range q.Children {
		if c.Name == name {
			return c
		}
	}
	return nil
}

// Walk calls fn for q and every descendant, parents before children, in
// document order. It does not recurse, so trees of any depth are safe.
func (q *Queue) Walk(fn func(*Queue)) {
	var buf [64]*Queue // the pending queues; most trees fit, off the heap
	stack := append(buf[:0], q)
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		fn(n)
		for i := len(n.Children) - 1; i >= 0; i-- {
			stack = append(stack, n.Children[i])
		}
	}
}

// Find returns the queue with the given full name, or nil. For a model
// returned by Parse it is a map lookup (the map made at the first call),
// safe for concurrent use.
func (a *Allocations) Find(fullName string) *Queue {
	if a.ordered != nil {
		a.byNameOnce.Do(a.indexNames)
		return a.byName[fullName]
	}
	var found *Queue
	a.Root.Walk(func(q *Queue) {
		if found == nil && q.FullName == fullName {
			found = q
		}
	})
	return found
}

// index lists every queue in Walk order for Queues and Find and drops the
// build-time child indexes, calling each (when not nil) on every queue
// first; hint is about how many queues there are.
func (a *Allocations) index(hint int, each func(*Queue)) {
	a.ordered = slices.Grow(a.ordered[:0], hint)
	a.Root.Walk(func(q *Queue) {
		if each != nil {
			each(q)
		}
		q.kids = nil
		a.ordered = append(a.ordered, q)
	})
}

// indexNames makes Find's map of the queues listed by index.
func (a *Allocations) indexNames() {
	// Made at its final size, and filled last to first so that the first of
	// two queues of one name wins without a lookup before each insert: on
	// 100,000 queues the growing map moved its entries again and again.
	a.byName = make(map[string]*Queue, len(a.ordered))
	for i := len(a.ordered) - 1; i >= 0; i-- {
		a.byName[a.ordered[i].FullName] = a.ordered[i]
	}
}

// Queues returns every queue of the tree, parents before children, in the
// order of Walk. For a model returned by Parse the list is made once, by
// Parse; the caller must not modify it.
func (a *Allocations) Queues() []*Queue {
	if a.ordered != nil {
		return a.ordered
	}
	var all []*Queue
	a.Root.Walk(func(q *Queue) { all = append(all, q) })
	return all
}

// EffectiveMaxApps returns the maxRunningApps Hadoop applies to q: its own,
// else queueMaxAppsDefault, else Integer.MAX_VALUE.
func (a *Allocations) EffectiveMaxApps(q *Queue) int32 {
	if q.MaxRunningApps.Set {
		return q.MaxRunningApps.Val
	}
	if a.QueueMaxAppsDefault.Set {
		return a.QueueMaxAppsDefault.Val
	}
	return math.MaxInt32
}

// EffectiveWeight returns the weight Hadoop uses for q (1.0 by default).
func (q *Queue) EffectiveWeight() float32 {
	if q.Weight.Set {
		return q.Weight.Val
	}
	return 1
}

// PlacementPolicy is a <queuePlacementPolicy> element.
type PlacementPolicy struct {
	Pos Pos
	// Rules are the rules that could be created, in order; a rule Hadoop
	// cannot create (no or unknown name) is left out, so Rules may be empty.
	Rules []*PlacementRule
}

// PlacementRule is a <rule> element of a placement policy, with its optional
// nested parent rule.
type PlacementRule struct {
	Pos      Pos
	Name     string        // raw name attribute
	Create   Field[bool]   // create attribute: missing means true; empty means true from 3.3.0, false before
	Queue    Field[string] // queue attribute (default rule only)
	Parent   *PlacementRule
	Terminal bool
}
