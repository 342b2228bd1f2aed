package simulate

import (
	"fmt"
	"math"
	"sort"

	"github.com/fairsched/fairsched/core/load"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/core/simcore"
	"github.com/fairsched/fairsched/xmlconf"
)

// Sim is one simulation: the queue tree of an allocation file, the nodes
// and apps of a load, and the scheduler's state.
type Sim struct {
	types      resource.ResourceTypes
	cfg        Config
	st         *shareTree
	queues     []*queue
	apps       []*app
	nodes      []*node
	containers []container
	cluster    Resource
	allocated  Resource
	drf        drf
	nanWeights bool
	now        int64    // ms
	threshold  Resource // reservation threshold
	users      map[string]int
	userMax    func(user string) int32
	alloc      *xmlconf.Allocations

	heartbeats, placed int
	// grantCount is how many preemption grants the nodes hold (grants.go).
	grantCount  int
	trace       *simcore.Trace
	warnings    []string
	dirty       bool // an update must run before the next heartbeat
	preemptions []simcore.Preemption
	events      simcore.Events
	timeline    simcore.Timeline
	lastApp     *app           // the app the last assignApp reached, for the trace
	reached     []*float64     // per queue: first second at min(fair share, demand)
	budget      simcore.Budget // the containers the run may still place
}

// New builds a simulation of load on the queues of a (parsed with the
// load's Types). It fails when an app names a queue that does not exist or
// is not a leaf, when the nodes add up to nothing, or when the load is past
// the bounds (load.CheckBounds).
func New(a *xmlconf.Allocations, l *Load, cfg Config) (*Sim, error) {
	if msgs := l.CheckBounds(); len(msgs) > 0 {
		return nil, fmt.Errorf("%s", msgs[0])
	}
	types := a.Types
	s := &Sim{types: types, cfg: cfg, alloc: a, users: map[string]int{}, warnings: append([]string(nil), cfg.Warnings...)}
	s.allocated = make(Resource, len(types))
	s.addNodes(l)
	if !anyPositive(s.cluster) {
		return nil, fmt.Errorf("the nodes add up to no resources at all")
	}
	s.drf = drf{cluster: s.cluster, needinessFixed: cfg.Profile.DRFNeedinessFixed}
	s.threshold = make(Resource, len(types))
	for k, v := range cfg.IncrementAllocation {
		s.threshold[k] = int64(float64(v) * cfg.ReservationThresholdMultiple)
	}
	s.st = newShareTree(a, s.cluster, cfg.Created)
	s.queues = s.st.queues()
	s.setupQueues()
	s.userMax = userLimits(a)
	if err := s.addApps(l); err != nil {
		return nil, err
	}
	// room for the containers the apps ask for when a run may place them
	// all; asks past what a run may place are a demand, not a size
	asks := 0
	for _, a := range s.apps {
		asks = min(asks+max(a.asks, 0), load.MaxPlaced+1)
	}
	if asks > load.MaxPlaced {
		asks = 1 << 16
	}
	s.containers = make([]container, 0, asks)
	s.budget = simcore.NewBudget(simcore.RunOptions{})
	s.dirty = true
	return s, nil
}

func (s *Sim) addNodes(l *Load) {
	s.cluster = simcore.Nodes(l, s.types, func(name string, size Resource) {
		s.nodes = append(s.nodes, &node{name: name, total: size, free: size.Clone()})
	})
}

// setupQueues fills the per-queue settings the walk and preemption read.
func (s *Sim) setupQueues() {
	n := len(s.types)
	for _, q := range s.queues {
		q.usage, q.demand, q.amUsage, q.peak = make(Resource, n), make(Resource, n), make(Resource, n), make(Resource, n)
		q.peakAt = -1
		q.maxApps = s.alloc.EffectiveMaxApps(q.cfg)
		q.maxAMShare = s.alloc.EffectiveMaxAMShare(q.cfg)
		if q.cannotRun != "" {
			q.maxApps = 0
		}
	}
	s.setupPreemption()
}

// userLimits returns each user's maxRunningApps: its <user> element, else
// userMaxAppsDefault, else unlimited.
func userLimits(a *xmlconf.Allocations) func(string) int32 {
	byName := map[string]int32{}
	for _, u := range a.Users {
		if u.MaxRunningApps.Set {
			byName[u.Name] = u.MaxRunningApps.Val
		}
	}
	return func(user string) int32 {
		if v, ok := byName[user]; ok {
			return v
		}
		if a.UserMaxAppsDefault.Set {
			return a.UserMaxAppsDefault.Val
		}
		return math.MaxInt32
	}
}

// leafByName finds the leaf an app names: a full name or one relative to
// root.
func (s *Sim) leafByName(name string) (int, error) {
	for _, full := range []string{name, "root." + name} {
		for i, q := range s.queues {
			if q.name != full {
				continue
			}
			if !q.isLeaf() {
				return -1, fmt.Errorf("queue %s is a parent queue; apps run in leaf queues only", full)
			}
			return i, nil
		}
	}
	if err := unknownQueue(s.alloc, name); err != nil {
		return -1, err
	}
	return -1, fmt.Errorf("unknown queue %q", name)
}

// addApps creates the apps in arrival order (start time, then load order).
func (s *Sim) addApps(l *Load) error {
	idx := make([]int, len(l.Apps))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(i, j int) bool { return l.Apps[idx[i]].Start < l.Apps[idx[j]].Start })
	allowed := simcore.MaxAllowed(s.cfg.MaxAllocation, l.Nodes, s.types)
	for _, i := range idx {
		la := l.Apps[i]
		leaf, err := s.leafByName(la.Queue)
		if err != nil {
			return fmt.Errorf("apps.%d (%s): %w", i, la.ID, err)
		}
		a := s.newApp(la, leaf, len(s.apps))
		s.admit(a, la, allowed)
		s.apps = append(s.apps, a)
	}
	return nil
}

func (s *Sim) newApp(la App, leaf, index int) *app {
	n := len(s.types)
	a := &app{sched: sched{name: la.ID, start: simcore.MS(la.Start), weight: 1,
		demand: make(Resource, n), usage: make(Resource, n), minShare: make(Resource, n), owner: index},
		user: la.User, leaf: leaf, runtimeMS: simcore.MS(la.RuntimeSeconds),
		fair: make(Resource, n), fsStarvation: make(Resource, n), msStarvation: make(Resource, n), marked: make(Resource, n)}
	a.size = s.cfg.normalize(simcore.ResourceOf(la.Container, s.types))
	a.amSize = a.size
	a.asks = la.Containers
	if la.AM != nil {
		a.amSize = s.cfg.normalize(simcore.ResourceOf(la.AM, s.types))
		a.asks++
		a.separateAM = true
	}
	a.asked = a.asks
	a.tooLarge = !s.fitsSomeNode(a.size) || !s.fitsSomeNode(a.amSize)
	if a.tooLarge {
		s.warnings = append(s.warnings, fmt.Sprintf("app %s: its container %s fits on no node; it gets nothing",
			la.ID, biggest(a.size, a.amSize).Format(s.types)))
	}
	a.initRunning = la.Running
	// an unmanaged AM runs outside the cluster: as if it were running, no
	// container is an AM and the AM limit is never checked
	a.unmanaged, a.amRunning = la.UnmanagedAM, la.UnmanagedAM
	return a
}

// biggest returns whichever of two sizes has more memory.
func biggest(x, y Resource) Resource {
	if y[mem] > x[mem] {
		return y
	}
	return x
}

// fitsSomeNode reports whether a container of this size fits in the total
// capability of at least one node.
func (s *Sim) fitsSomeNode(size Resource) bool {
	for _, n := range s.nodes {
		if fitsIn(size, n.total) {
			return true
		}
	}
	return false
}
