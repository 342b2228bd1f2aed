package capsim

import (
	"fmt"
	"sort"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/load"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/core/simcore"
	"github.com/fairsched/fairsched/core/yarnsite"
	"github.com/fairsched/fairsched/hadoop"
)

// Options choose what a simulation replays.
type Options struct {
	// Scheduler is SchedulerCapacity (the default) or SchedulerFIFO.
	Scheduler Scheduler
	// Profile is the Hadoop release whose behaviour is replayed.
	Profile hadoop.Profile
	// Settings are the properties in force: the capacity-scheduler.xml's
	// own under yarn-site's, the load's and --set's (later layers win).
	Settings map[string]string
	// WordMisread words a setting Hadoop reads as its default, for the
	// warnings: cmd gives lint.SettingProblem, as engines do not word the
	// settings reader's errors; nil: such settings are not warned of.
	WordMisread func(*yarnsite.ValueError) string
}

// Sim is one simulation of the Capacity Scheduler or FifoScheduler.
type Sim struct {
	sched      Scheduler
	set        settings
	profile    hadoop.Profile
	types      resource.ResourceTypes
	cfg        yarnsite.Allocation
	g          yarnsite.CapacityScheduling
	rc         calculator // yarn.scheduler.capacity.resource-calculator
	none       Resource   // Resources.none(): read only, never written
	version    uint64     // bumped whenever a usage or a user's asking changes: user limits are cached per version
	minAlloc   Resource
	maxAlloc   Resource // yarn.scheduler.maximum-allocation-*
	queues     []*queue
	apps       []*app // in submission order (start time, then load order)
	nodes      []*node
	containers []container
	cluster    Resource
	used       Resource // allocated and reserved on every node
	events     simcore.Events
	now        int64
	warnings   []string
	userRun    map[string]int // runnable apps per user, every queue (max-parallel-apps)

	heartbeats, placed int
	reservations       int  // nodes reserved
	preempting         bool // the last preemption round selected containers
	preemptions        []simcore.Preemption
	timeline           simcore.Timeline
	trace              *simcore.Trace
	selected           map[int32]int64 // preemption candidates: container → first selected (ms)
	selRecord          map[int32]int   // container → its selection's index in preemptions
	budget             simcore.Budget  // the containers the run may still place
}

// New builds a simulation of load l on the queues of cs. The load's
// resources must be resolved to types. It fails when an app names a queue
// that does not exist or is not a leaf, when the nodes add up to nothing,
// or on a setting Hadoop cannot read (a *yarnsite.ValueError, which lint
// words).
func New(cs *capacity.Config, l *load.Load, types resource.ResourceTypes, o Options) (*Sim, error) {
	if o.Scheduler == "" {
		o.Scheduler = SchedulerCapacity
	}
	if msgs := l.CheckBounds(); len(msgs) > 0 {
		return nil, fmt.Errorf("%s", msgs[0])
	}
	set := settings{yarnsite.NewReader(o.Settings)}
	s := &Sim{sched: o.Scheduler, set: set, profile: o.Profile, types: types, userRun: map[string]int{}, selected: map[int32]int64{},
		selRecord: map[int32]int{}}
	// the Capacity Scheduler's own keys and those both schedulers read:
	// never the Fair Scheduler's, which its ResourceManager does not read
	s.cfg = yarnsite.DefaultAllocation(types)
	set.ReadAllocation(&s.cfg, types, o.Profile)
	if set.Err != nil {
		return nil, set.Err // a *yarnsite.ValueError, which lint words
	}
	s.minAlloc, s.maxAlloc = s.cfg.MinAllocation, s.cfg.MaxAllocation
	if s.minAlloc[mem] <= 0 {
		return nil, fmt.Errorf("setting yarn.scheduler.minimum-allocation-mb: must be positive for the Capacity Scheduler")
	}
	s.g = yarnsite.DefaultCapacityScheduling(o.Profile)
	if o.Scheduler == SchedulerCapacity { // the FifoScheduler reads none of the Capacity Scheduler's keys
		s.g = set.ReadCapacityScheduling(o.Profile)
	}
	s.none, s.version = make(Resource, len(types)), 1
	s.rc = memOnly{n: len(types)}
	if o.Scheduler == SchedulerCapacity && s.g.DominantCalculator {
		s.rc = dominantCalc{}
	}
	s.addNodes(l)
	if s.cluster[mem] <= 0 {
		return nil, fmt.Errorf("the nodes add up to no memory at all")
	}
	if o.Scheduler == SchedulerFIFO {
		s.fifoQueues()
		s.g.Preemption.On = false
	} else {
		s.buildQueues(cs, set)
		s.warnings = append(s.warnings, unsimulatedWarnings(set)...)
	}
	if set.Err != nil {
		return nil, set.Err
	}
	if o.WordMisread != nil {
		for _, ve := range set.Misread() {
			s.warnings = append(s.warnings, o.WordMisread(ve))
		}
	}
	s.addApps(l)
	if !s.rc.dominant() {
		s.warnMemoryOnly(l)
	}
	return s, nil
}

func (s *Sim) addNodes(l *load.Load) {
	s.used = make(Resource, len(s.types))
	s.cluster = simcore.Nodes(l, s.types, func(name string, size Resource) {
		s.nodes = append(s.nodes, &node{name: name, index: len(s.nodes), total: size, free: size.Clone()})
	})
}

// addApps creates the apps in submission order: start time, then load
// order. An app naming no leaf is rejected at its submission, as the
// Capacity Scheduler rejects it.
func (s *Sim) addApps(l *load.Load) {
	idx := make([]int, len(l.Apps))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(i, j int) bool { return l.Apps[idx[i]].Start < l.Apps[idx[j]].Start })
	for _, i := range idx {
		la := l.Apps[i]
		leaf, why := s.leafByName(la.Queue)
		allowed := simcore.MaxAllowed(s.maxAlloc, l.Nodes, s.types)
		if leaf >= 0 {
			allowed = simcore.MaxAllowed(s.queues[leaf].maxAlloc, l.Nodes, s.types)
		}
		a := s.newApp(la, i, max(leaf, 0), allowed)
		a.priority = s.appPriority(la, s.queues[max(leaf, 0)])
		if leaf < 0 { // CapacityScheduler#addApplication rejects it
			a.reason, a.queueName = fmt.Sprintf(why, la.ID, a.user, la.Queue), la.Queue
		}
		a.seq = len(s.apps)
		s.apps = append(s.apps, a)
	}
}

func (s *Sim) newApp(la load.App, index, leaf int, allowed Resource) *app {
	a := &app{id: la.ID, user: la.User, index: index, leaf: leaf, startMS: simcore.MS(la.Start), runtimeMS: simcore.MS(la.RuntimeSeconds),
		killAtMS: -1, asks: la.Containers, unmanaged: la.UnmanagedAM, amRunning: la.UnmanagedAM,
		used: make(Resource, len(s.types)), initRunning: la.Running, firstMS: -1, amMS: -1, endMS: -1}
	if a.user == "" {
		a.user = "nobody"
	}
	if la.KillAt != nil {
		a.killAtMS = simcore.MS(*la.KillAt)
	}
	raw := simcore.ResourceOf(la.Container, s.types)
	rawAM := raw
	if la.AM != nil {
		rawAM = simcore.ResourceOf(la.AM, s.types)
	}
	for _, r := range []Resource{rawAM, raw} {
		if msg, bad := simcore.TooLarge(r, allowed, s.maxAlloc, s.types, s.profile); bad && a.reason == "" {
			a.reason = msg
		}
	}
	a.size = s.normalize(raw, allowed)
	a.amSize = s.normalize(rawAM, allowed)
	switch {
	case a.unmanaged:
		a.amSize = make(Resource, len(s.types))
	case la.AM != nil:
		a.asks++ // the AM comes on top of the containers
		if a.initRunning > 0 {
			a.initRunning++ // and runs with them
		}
	}
	a.asked = a.asks
	return a
}

// normalize is the calculator's normalize with the minimum allocation as
// the step (SchedulerUtils#normalizeRequest for the Capacity Scheduler):
// at least the minimum, rounded up to a multiple of it, at most the
// maximum. The DefaultResourceCalculator keeps memory and one vcore (none
// for no memory); the DominantResourceCalculator every type.
func (s *Sim) normalize(r, maxAlloc Resource) Resource {
	return s.rc.normalize(r, s.minAlloc, maxAlloc, s.minAlloc)
}

// memResource is Resources.createResource(memory): one vcore when there
// is memory.
func memResource(m int64, n int) Resource {
	r := make(Resource, n)
	r[mem] = m
	if m > 0 && n > 1 {
		r[1] = 1
	}
	return r
}

// warnMemoryOnly says, once per resource type, that asks for more than
// memory are scheduled as memory alone: the DefaultResourceCalculator
// normalizes every ask to its memory and one vcore, so a container asking
// for a custom type (yarn.io/gpu) gets none of it and runs on any node.
// Custom types come first: they change most.
func (s *Sim) warnMemoryOnly(l *load.Load) {
	seen := map[string]bool{}
	var custom, vcores []string
	for _, la := range l.Apps {
		for _, m := range []map[string]int64{la.Container, la.AM} {
			for _, typ := range sortedKeys(m) {
				v := m[typ]
				switch {
				case seen[typ] || typ == "memory-mb" || v <= 0 || typ == "vcores" && v <= 1:
				case typ == "vcores":
					vcores = append(vcores, fmt.Sprintf("app %s asks for %d vcores: the Capacity Scheduler's DefaultResourceCalculator schedules memory only and gives every container 1 vcore (set yarn.scheduler.capacity.resource-calculator to %s to schedule vcores)", la.ID, v, yarnsite.DominantCalculatorClass))
				default:
					custom = append(custom, fmt.Sprintf("app %s asks for %s=%d: the Capacity Scheduler's DefaultResourceCalculator drops it, so its containers get no %s and run on any node (set yarn.scheduler.capacity.resource-calculator to %s to schedule %s)", la.ID, typ, v, typ, yarnsite.DominantCalculatorClass, typ))
				}
				seen[typ] = seen[typ] || typ != "memory-mb" && (typ != "vcores" && v > 0 || v > 1)
			}
		}
	}
	s.warnings = append(s.warnings, custom...)
	s.warnings = append(s.warnings, vcores...)
}

func sortedKeys(m map[string]int64) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// appPriority is CapacityScheduler#checkAndGetApplicationPriority: the
// app's priority, else its queue's default-application-priority, at most
// yarn.cluster.max-application-priority. The FifoScheduler has none.
func (s *Sim) appPriority(la load.App, q *queue) int32 {
	if s.sched == SchedulerFIFO {
		return 0 // the FifoScheduler orders by application ID alone
	}
	p := q.defaultPriority
	if la.Priority != nil {
		p = *la.Priority
	}
	return int32(min(int64(p), s.g.MaxAppPriority))
}
