package capsim

import (
	"fmt"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/yarnsite"
)

// Scheduler names which ResourceManager scheduler a simulation replays.
type Scheduler string

// The schedulers capsim replays.
const (
	SchedulerCapacity Scheduler = "capacity"
	SchedulerFIFO     Scheduler = "fifo"
)

// settings reads the per-queue properties, with the types the queue
// fields have, through yarnsite's Reader (which keeps the first error and
// the warnings).
type settings struct{ *yarnsite.Reader }

func (s settings) boolean(key string, def bool) bool {
	s.Bool(key, &def)
	return def
}

func (s settings) integer(key string, def int32) int32 {
	v := int64(def)
	s.Int(key, &v)
	return int32(v)
}

func (s settings) long(key string, def int64) int64 {
	s.Long(key, &def)
	return def
}

func (s settings) float(key string, def float32) float32 {
	v := float64(def)
	s.Float(key, &v)
	return float32(v)
}

func (s settings) str(key, def string) string {
	s.String(key, &def)
	return def
}

// unsimulated are the boolean settings that change the Capacity
// Scheduler's behaviour in ways the simulation does not follow, when true.
var unsimulated = []struct{ key, what string }{
	{capacity.Prefix + "schedule-asynchronously.enable", "asynchronous scheduling is simulated as node heartbeats"},
	{capacity.Prefix + "lazy-preemption-enabled", "lazy preemption is simulated as immediate kills"},
	{yarnsite.PreemptionPrefix + "intra-queue-preemption.enabled", "intra-queue preemption is not simulated"},
	{yarnsite.PreemptionPrefix + "select_based_on_reserved_containers", "the reserved-container preemption selector is not simulated"},
	{yarnsite.PreemptionPrefix + "preemption-to-balance-queue-after-satisfied.enabled", "balancing preemption after every queue is satisfied is not simulated"},
	{capacity.Prefix + "ordering-policy.priority-utilization.underutilized-preemption.enabled", "queue-priority preemption is not simulated"},
	{capacity.Prefix + "multi-node-placement-enabled", "multi-node placement is simulated as node heartbeats"},
}

// unsimulatedWarnings names the settings turned on that the simulation
// does not follow.
func unsimulatedWarnings(s settings) []string {
	var out []string
	for _, u := range unsimulated {
		if s.boolean(u.key, false) {
			out = append(out, fmt.Sprintf("%s is true: %s", u.key, u.what))
		}
	}
	return out
}
