package yarnsite

import (
	"math"
	"sort"
	"strings"

	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/hadoop"
)

// The scheduler-wide settings a simulation reads, each scheduler its own:
// Allocation for both, FairScheduling for the Fair Scheduler alone,
// CapacityScheduling for the Capacity Scheduler alone. A simulation reads
// only its own scheduler's keys, as its ResourceManager would: a Fair
// Scheduler key Hadoop cannot read does not stop a Capacity Scheduler.

// Allocation is what both schedulers read: the smallest and largest
// container (per resource type) and how often every NodeManager
// heartbeats.
type Allocation struct {
	MinAllocation, MaxAllocation resource.Resource
	// MinKeys and MaxKeys name, by type, the key each value was read
	// from: "" where it is Hadoop's default.
	MinKeys, MaxKeys    []string
	HeartbeatIntervalMS int64
}

// DefaultAllocation is Hadoop's defaults for the resource types.
func DefaultAllocation(types resource.ResourceTypes) Allocation {
	n := len(types)
	a := Allocation{MinAllocation: make(resource.Resource, n), MaxAllocation: resource.Unbounded(n),
		MinKeys: make([]string, n), MaxKeys: make([]string, n), HeartbeatIntervalMS: hadoop.DefaultHeartbeatIntervalMS}
	a.MinAllocation[0], a.MinAllocation[1] = hadoop.MinimumAllocationMB, hadoop.MinimumAllocationVcores
	a.MaxAllocation[0], a.MaxAllocation[1] = hadoop.MaximumAllocationMB, hadoop.MaximumAllocationVcores
	return a
}

// ReadAllocation reads the minimum- and maximum-allocation keys as release
// p's schedulers do: old style (yarn.scheduler.minimum-allocation-mb) and,
// where p has ResourceTypeAllocation, per resource type
// (yarn.resource-types.<type>.minimum-allocation, which wins for memory
// and vcores as in ResourceUtils); and the heartbeat interval, which must
// be positive. MinKeys and MaxKeys name the key each value came from.
func (r *Reader) ReadAllocation(a *Allocation, types resource.ResourceTypes, p hadoop.Profile) {
	for _, m := range []struct {
		min  bool
		res  resource.Resource
		keys []string
	}{{true, a.MinAllocation, a.MinKeys}, {false, a.MaxAllocation, a.MaxKeys}} {
		for i := range min(2, len(types)) {
			if k := AllocationKey(i, m.min); r.Long(k, &m.res[i]) {
				m.keys[i] = k
			}
		}
		for i, t := range types {
			if !p.ResourceTypeAllocation {
				break // 2.9 and earlier: no resource types, the per-type keys are not read
			}
			v, k := int64(-1), TypeAllocationKey(t, m.min) // ResourceUtils: -1 falls back to the old-style key
			if r.Long(k, &v) && (v != -1 || i > 1) {
				m.res[i], m.keys[i] = v, k
			}
		}
	}
	if r.Long(KeyHeartbeatInterval, &a.HeartbeatIntervalMS) && a.HeartbeatIntervalMS <= 0 {
		r.fail(&ValueError{Key: KeyHeartbeatInterval, Kind: NotPositive, Int: a.HeartbeatIntervalMS, Fatal: true})
	}
}

// UnreadTypeAllocations returns a FactUnreadTypeAllocation for every
// per-type allocation property release p does not read (every one before
// 2.10.0 and 3.0.0, where ReadAllocation skips them), in file order.
func (c *Config) UnreadTypeAllocations(p hadoop.Profile) []Fact {
	if p.ResourceTypeAllocation {
		return nil
	}
	var out []Fact
	for _, prop := range c.Properties() {
		if _, _, ok := ParseTypeAllocationKey(prop.Name); ok {
			out = append(out, Fact{Kind: FactUnreadTypeAllocation, Pos: prop.Pos, Key: prop.Name, Value: prop.Raw})
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return posLess(out[i].Pos, out[j].Pos) })
	return out
}

// TypeAllocationErrors are the per-type allocation values of memory-mb
// and vcores that release p reads and cannot (ResourceUtils' getLong
// throws, and the ResourceManager fails to start), sorted by position;
// none before 2.10.0 and 3.0.0, which ignore the properties. (A custom
// type's are read only when yarn.resource-types declares it.)
func (c *Config) TypeAllocationErrors(p hadoop.Profile) []*ValueError {
	if !p.ResourceTypeAllocation {
		return nil
	}
	r := c.Reader()
	for _, t := range resource.DefaultResourceTypes {
		for _, isMin := range []bool{true, false} {
			v := int64(-1)
			r.Long(TypeAllocationKey(t, isMin), &v)
		}
	}
	sort.SliceStable(r.Unread, func(i, j int) bool { return posLess(r.Unread[i].Pos, r.Unread[j].Pos) })
	return r.Unread
}

// Allocation is the smallest and largest container release p's schedulers
// read from c for types (ReadAllocation over Hadoop's defaults): the one
// reading lint, shares and the simulations share. What cannot be read
// keeps its default; Read reports it.
func (c *Config) Allocation(types resource.ResourceTypes, p hadoop.Profile) Allocation {
	a := DefaultAllocation(types)
	c.Reader().ReadAllocation(&a, types, p)
	return a
}

// ReadIncrements reads every type's increment (the Fair Scheduler's
// alone): "value [unit]" per type, which for memory and vcores wins over
// the deprecated yarn.scheduler.increment-allocation-*.
func (r *Reader) ReadIncrements(inc resource.Resource, types resource.ResourceTypes) {
	for i, t := range types {
		unit := ""
		if i == 0 {
			unit = "Mi"
		}
		r.Increment(t, unit, &inc[i])
	}
}

// FairScheduling is the Fair Scheduler's scheduler-wide settings.
type FairScheduling struct {
	AssignMultiple, DynamicMaxAssign    bool
	MaxAssign                           int64
	SizeBasedWeight                     bool
	Preemption                          bool
	UtilizationThreshold                float64
	WaitTimeBeforeKillMS                int64
	WaitTimeBeforeNextStarvationCheckMS int64
	AMPreemption                        bool
	UpdateIntervalMS                    int64
	ReservableNodes                     float64
	ReservationThresholdMultiple        float64
	// AMPreemptionByQueue holds yarn.scheduler.fair.am.preemption.<queue>.
	AMPreemptionByQueue map[string]bool
}

// DefaultFairScheduling is Hadoop's defaults.
func DefaultFairScheduling() FairScheduling {
	return FairScheduling{DynamicMaxAssign: true, MaxAssign: hadoop.Disabled,
		UtilizationThreshold:                hadoop.DefaultPreemptionUtilizationThreshold,
		WaitTimeBeforeKillMS:                hadoop.DefaultWaitTimeBeforeKillMS,
		WaitTimeBeforeNextStarvationCheckMS: hadoop.DefaultWaitTimeBeforeNextStarvationCheckMS,
		AMPreemption:                        true, UpdateIntervalMS: hadoop.DefaultUpdateIntervalMS,
		ReservableNodes:              hadoop.DefaultReservableNodes,
		ReservationThresholdMultiple: hadoop.DefaultReservationThresholdMultiple,
		AMPreemptionByQueue:          map[string]bool{}}
}

// ReadFairScheduling reads the Fair Scheduler's keys over f.
func (r *Reader) ReadFairScheduling(f *FairScheduling) {
	r.Bool(KeyAssignMultiple, &f.AssignMultiple)
	r.Bool(KeyDynamicMaxAssign, &f.DynamicMaxAssign)
	r.Int(KeyMaxAssign, &f.MaxAssign)
	r.Bool(KeySizeBasedWeight, &f.SizeBasedWeight)
	r.Bool(KeyPreemption, &f.Preemption)
	r.Float(KeyPreemptionThreshold, &f.UtilizationThreshold)
	r.Int(KeyWaitTimeBeforeKill, &f.WaitTimeBeforeKillMS) // getInt, as lint's Settings reads it
	r.Long(keyStarvationCheck, &f.WaitTimeBeforeNextStarvationCheckMS)
	r.Bool(KeyAMPreemption, &f.AMPreemption)
	if r.Long(keyUpdateInterval, &f.UpdateIntervalMS) && f.UpdateIntervalMS <= 0 {
		f.UpdateIntervalMS = hadoop.DefaultUpdateIntervalMS // FairScheduler falls back to the default
	}
	r.Float(keyReservableNodes, &f.ReservableNodes)
	r.Float(keyReservationMultiple, &f.ReservationThresholdMultiple)
	for _, p := range r.Properties() {
		if q, ok := strings.CutPrefix(p.Name, amPreemptionQueuePrefix); ok {
			b := f.AMPreemption
			if r.Bool(p.Name, &b) {
				f.AMPreemptionByQueue[q] = b
			}
		}
	}
}

// CapacityScheduling is the Capacity Scheduler's scheduler-wide settings
// (CapacitySchedulerConfiguration's global ones).
type CapacityScheduling struct {
	MultipleAssignments bool
	MaxAssignments      int64 // per heartbeat; -1 unlimited
	MaxOffSwitch        int64 // off-switch containers per heartbeat
	ContinueLooking     bool  // reservations-continue-look-all-nodes
	UserMaxParallel     map[string]int64
	UserMaxParallelDef  int64
	MaxAppPriority      int64 // yarn.cluster.max-application-priority
	MaxSystemApps       int64 // maximum-applications, for the whole scheduler
	// DominantCalculator: resource-calculator names the
	// DominantResourceCalculator.
	DominantCalculator bool
	Preemption         CapacityPreemption
}

// CapacityPreemption is ProportionalCapacityPreemptionPolicy's settings.
type CapacityPreemption struct {
	On                 bool // the monitor runs the policy
	ObserveOnly        bool
	IntervalMS         int64
	MaxWaitMS          int64
	PerRound           float64
	MaxIgnoredOver     float64
	NaturalTermination float64
}

// DominantCalculatorClass is the DominantResourceCalculator's class name.
const DominantCalculatorClass = "org.apache.hadoop.yarn.util.resource.DominantResourceCalculator"

// DefaultCapacityScheduling is release p's defaults.
func DefaultCapacityScheduling(p hadoop.Profile) CapacityScheduling {
	return CapacityScheduling{MultipleAssignments: true, MaxAssignments: int64(hadoop.DefaultMaxContainerAssignments(p.Version)),
		MaxOffSwitch: 1, ContinueLooking: true, UserMaxParallel: map[string]int64{}, UserMaxParallelDef: math.MaxInt32,
		MaxSystemApps: hadoop.DefaultMaximumApplications,
		// total_preemption_per_round is a getFloat (0.1f), the others getDouble
		Preemption: CapacityPreemption{IntervalMS: 3000, MaxWaitMS: 15000, PerRound: float64(float32(0.1)), MaxIgnoredOver: 0.1, NaturalTermination: 0.2}}
}

// ReadCapacityScheduling reads the Capacity Scheduler's global keys with
// release p's defaults.
func (r *Reader) ReadCapacityScheduling(p hadoop.Profile) CapacityScheduling {
	cs := CapacityPrefix
	g := DefaultCapacityScheduling(p)
	r.Bool(cs+"per-node-heartbeat.multiple-assignments-enabled", &g.MultipleAssignments)
	r.Int(cs+"per-node-heartbeat.maximum-container-assignments", &g.MaxAssignments)
	r.Int(cs+"per-node-heartbeat.maximum-offswitch-assignments", &g.MaxOffSwitch)
	g.MaxOffSwitch = max(g.MaxOffSwitch, 1) // CapacitySchedulerConfiguration warns and uses 1
	r.Bool(cs+"reservations-continue-look-all-nodes", &g.ContinueLooking)
	r.Int(cs+"user.max-parallel-apps", &g.UserMaxParallelDef)
	for _, prop := range r.Properties() {
		name, ok := strings.CutPrefix(prop.Name, cs+"user.")
		if !ok {
			continue
		}
		if user, ok := strings.CutSuffix(name, ".max-parallel-apps"); ok && user != "" {
			v := g.UserMaxParallelDef
			r.Int(prop.Name, &v)
			g.UserMaxParallel[user] = v
		}
	}
	r.readCapacityPreemption(&g.Preemption)
	r.Int("yarn.cluster.max-application-priority", &g.MaxAppPriority)
	r.Int(cs+"maximum-applications", &g.MaxSystemApps)
	calc := ""
	r.String(KeyResourceCalculator, &calc)
	g.DominantCalculator = calc == DominantCalculatorClass
	return g
}

// readCapacityPreemption reads whether the monitor runs the policy and its
// properties over c.
func (r *Reader) readCapacityPreemption(c *CapacityPreemption) {
	policies := ProportionalPreemptionClass
	r.String(KeyMonitorPolicies, &policies)
	r.Bool(KeyMonitorEnable, &c.On)
	c.On = c.On && strings.Contains(policies, ProportionalPreemptionClass)
	r.Bool(PreemptionPrefix+"observe_only", &c.ObserveOnly)
	r.Long(PreemptionPrefix+"monitoring_interval", &c.IntervalMS)
	if c.IntervalMS <= 0 {
		c.IntervalMS = 3000
	}
	r.Long(PreemptionPrefix+"max_wait_before_kill", &c.MaxWaitMS)
	r.Float(PreemptionPrefix+"total_preemption_per_round", &c.PerRound)
	r.Double(PreemptionPrefix+"max_ignored_over_capacity", &c.MaxIgnoredOver)
	r.Double(PreemptionPrefix+"natural_termination_factor", &c.NaturalTermination)
}
