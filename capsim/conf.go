package capsim

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/yarnsite"
)

// Scheduler names which ResourceManager scheduler a simulation replays.
type Scheduler string

// The schedulers capsim replays.
const (
	SchedulerCapacity Scheduler = "capacity"
	SchedulerFIFO     Scheduler = "fifo"
)

// Property names the simulation reads besides the per-queue ones, as
// CapacitySchedulerConfiguration and ProportionalCapacityPreemptionPolicy
// name them.
const (
	keyMonitorEnable   = "yarn.resourcemanager.scheduler.monitor.enable"
	keyMonitorPolicies = "yarn.resourcemanager.scheduler.monitor.policies"
	preemptPrefix      = "yarn.resourcemanager.monitor.capacity.preemption."
	pcppClass          = "org.apache.hadoop.yarn.server.resourcemanager.monitor.capacity.ProportionalCapacityPreemptionPolicy"
	drcClass           = "org.apache.hadoop.yarn.util.resource.DominantResourceCalculator"
)

// globalConf is the file-wide behaviour of one simulation.
type globalConf struct {
	multipleAssignments bool
	maxAssignments      int64 // per heartbeat; -1 unlimited
	maxOffSwitch        int64 // off-switch containers per heartbeat
	continueLooking     bool  // reservations-continue-look-all-nodes
	userMaxParallel     map[string]int32
	userMaxParallelDef  int32
	preempt             preemptConf
	maxAppPriority      int32 // yarn.cluster.max-application-priority
	maxSystemApps       int32 // maximum-applications, for the whole scheduler
}

// preemptConf is ProportionalCapacityPreemptionPolicy's properties.
type preemptConf struct {
	on                 bool
	observeOnly        bool
	intervalMS         int64
	maxWaitMS          int64
	perRound           float32
	maxIgnoredOver     float64
	naturalTermination float64
}

// settings reads typed values from the merged properties: the
// capacity-scheduler.xml's own, then yarn-site, the load and --set.
type settings struct {
	y        *yarnsite.Config
	err      error
	warnings []string
}

func newSettings(m map[string]string) *settings {
	return &settings{y: yarnsite.FromMap("settings", m)}
}

func (s *settings) keep(key string, err error) {
	if err == nil {
		return
	}
	var ve *yarnsite.ValueError
	if errors.As(err, &ve) && !ve.Fatal {
		s.warnings = append(s.warnings, "setting "+key+": "+ve.Msg)
		return
	}
	if s.err == nil {
		s.err = fmt.Errorf("setting %w", err)
	}
}

func (s *settings) boolean(key string, def bool) bool {
	v, err := s.y.Bool(key, def)
	s.keep(key, err)
	if err != nil {
		return def
	}
	return v.Val
}

func (s *settings) integer(key string, def int32) int32 {
	v, err := s.y.Int(key, def)
	s.keep(key, err)
	if err != nil {
		return def
	}
	return v.Val
}

func (s *settings) long(key string, def int64) int64 {
	v, err := s.y.Long(key, def)
	s.keep(key, err)
	if err != nil {
		return def
	}
	return v.Val
}

func (s *settings) float(key string, def float32) float32 {
	v, err := s.y.Float(key, def)
	s.keep(key, err)
	if err != nil {
		return def
	}
	return v.Val
}

// double reads a Configuration#getDouble value.
func (s *settings) double(key string, def float64) float64 {
	raw := s.str(key, "")
	if raw == "" {
		return def
	}
	f, err := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSuffix(raw, "d"), "D"), 64)
	if err != nil {
		s.keep(key, fmt.Errorf("%s: %q is not a number", key, raw))
		return def
	}
	return f
}

func (s *settings) str(key, def string) string {
	v, err := s.y.String(key, def)
	s.keep(key, err)
	if err != nil || !v.Set {
		return def
	}
	return strings.TrimSpace(v.Val)
}

// readGlobals reads the scheduler-wide settings.
func readGlobals(s *settings, p hadoop.Profile) globalConf {
	g := globalConf{userMaxParallel: map[string]int32{}}
	cs := capacity.Prefix
	g.multipleAssignments = s.boolean(cs+"per-node-heartbeat.multiple-assignments-enabled", true)
	g.maxAssignments = int64(s.integer(cs+"per-node-heartbeat.maximum-container-assignments", hadoop.DefaultMaxContainerAssignments(p.Version)))
	g.maxOffSwitch = int64(s.integer(cs+"per-node-heartbeat.maximum-offswitch-assignments", 1))
	if g.maxOffSwitch < 1 {
		g.maxOffSwitch = 1 // CapacitySchedulerConfiguration warns and uses 1
	}
	g.continueLooking = s.boolean(cs+"reservations-continue-look-all-nodes", true)
	g.userMaxParallelDef = s.integer(cs+"user.max-parallel-apps", math.MaxInt32)
	for _, prop := range s.y.Properties() {
		name, ok := strings.CutPrefix(prop.Name, cs+"user.")
		if !ok {
			continue
		}
		if user, ok := strings.CutSuffix(name, ".max-parallel-apps"); ok && user != "" {
			g.userMaxParallel[user] = s.integer(prop.Name, g.userMaxParallelDef)
		}
	}
	g.preempt = readPreemption(s)
	g.maxAppPriority = s.integer("yarn.cluster.max-application-priority", 0)
	g.maxSystemApps = s.integer(cs+"maximum-applications", capacity.DefaultMaxApplications)
	return g
}

// readPreemption reads whether the monitor runs the policy and its
// properties, with Hadoop's defaults.
func readPreemption(s *settings) preemptConf {
	c := preemptConf{}
	policies := s.str(keyMonitorPolicies, pcppClass)
	c.on = s.boolean(keyMonitorEnable, false) && strings.Contains(policies, pcppClass)
	c.observeOnly = s.boolean(preemptPrefix+"observe_only", false)
	c.intervalMS = s.long(preemptPrefix+"monitoring_interval", 3000)
	if c.intervalMS <= 0 {
		c.intervalMS = 3000
	}
	c.maxWaitMS = s.long(preemptPrefix+"max_wait_before_kill", 15000)
	c.perRound = s.float(preemptPrefix+"total_preemption_per_round", 0.1)
	c.maxIgnoredOver = s.double(preemptPrefix+"max_ignored_over_capacity", 0.1)
	c.naturalTermination = s.double(preemptPrefix+"natural_termination_factor", 0.2)
	return c
}

// unsimulated are the boolean settings that change the Capacity
// Scheduler's behaviour in ways the simulation does not follow, when true.
var unsimulated = []struct{ key, what string }{
	{capacity.Prefix + "schedule-asynchronously.enable", "asynchronous scheduling is simulated as node heartbeats"},
	{capacity.Prefix + "lazy-preemption-enabled", "lazy preemption is simulated as immediate kills"},
	{preemptPrefix + "intra-queue-preemption.enabled", "intra-queue preemption is not simulated"},
	{preemptPrefix + "select_based_on_reserved_containers", "the reserved-container preemption selector is not simulated"},
	{preemptPrefix + "preemption-to-balance-queue-after-satisfied.enabled", "balancing preemption after every queue is satisfied is not simulated"},
	{capacity.Prefix + "ordering-policy.priority-utilization.underutilized-preemption.enabled", "queue-priority preemption is not simulated"},
	{capacity.Prefix + "multi-node-placement-enabled", "multi-node placement is simulated as node heartbeats"},
}

// unsimulatedWarnings names the settings turned on that the simulation
// does not follow.
func unsimulatedWarnings(s *settings) []string {
	var out []string
	for _, u := range unsimulated {
		if s.boolean(u.key, false) {
			out = append(out, fmt.Sprintf("%s is true: %s", u.key, u.what))
		}
	}
	return out
}
