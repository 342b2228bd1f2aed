package capacity

import (
	"strings"
	"sync"

	"github.com/fairsched/fairsched/internal/suggest"
)

// PreemptionPrefix starts the preemption monitor's properties, which the
// ProportionalCapacityPreemptionPolicy reads from the Capacity Scheduler's
// configuration.
const PreemptionPrefix = "yarn.resourcemanager.monitor.capacity.preemption."

// preemptionKinds are the monitor's properties and how each is read.
var preemptionKinds = sync.OnceValue(func() map[string]kind {
	return map[string]kind{
		"monitoring_interval": kLong, "max_wait_before_kill": kLong,
		"total_preemption_per_round": kFloat, "max_ignored_over_capacity": kFloat,
		"natural_termination_factor": kFloat, "observe_only": kBool,
		"additional_res_balance_based_on_reserved_containers": kBool,
		"select_based_on_reserved_containers":                 kBool,
		"intra-queue-preemption.enabled":                      kBool, "intra-queue-preemption.minimum-threshold": kFloat,
		"intra-queue-preemption.max-allowable-limit":     kFloat,
		"intra-queue-preemption.preemption-order-policy": kString,
		"conservative-drf": kBool, "intra-queue-preemption.conservative-drf": kBool,
		"preemption-to-balance-queue-after-satisfied.enabled":              kBool,
		"preemption-to-balance-queue-after-satisfied.max-wait-before-kill": kLong,
		"reserved-container-selector.max-reserved-to-preempt":              kInt,
	}
})

// Preemption are the monitor's properties the file sets, by the part after
// PreemptionPrefix.
func (c *Config) Preemption() map[string]Setting { return c.preemption }

// preemption reads the monitor's properties: typed as the policy reads
// them, unknown names warned with the closest known one.
func (r *reader) preemption() {
	known := make([]string, 0, len(preemptionKinds()))
	for k := range preemptionKinds() {
		known = append(known, k)
	}
	r.c.preemption = map[string]Setting{}
	for _, p := range r.props {
		name, ok := strings.CutPrefix(p.Name, PreemptionPrefix)
		if !ok {
			continue
		}
		s, _ := r.value(p.Name)
		k, ok := preemptionKinds()[name]
		if !ok {
			f := Fact{Kind: FactUnknownPreemptionProperty, Key: p.Name, Pos: s.Pos}
			if m := suggest.Closest(name, known); m != "" {
				f.Suggest = PreemptionPrefix + m
			}
			r.c.fact(f)
			continue
		}
		r.c.preemption[name] = s
		r.typed("", p.Name, s, k)
		if name == "intra-queue-preemption.preemption-order-policy" {
			v := strings.ToLower(strings.TrimSpace(s.Raw))
			if v != "userlimit_first" && v != "priority_first" {
				r.c.fact(Fact{Kind: FactUnknownPreemptionOrder, Key: p.Name, Pos: s.Pos, Refuses: true,
					Refusal: "No enum constant org.apache.hadoop.yarn.server.resourcemanager.monitor.capacity.IntraQueuePreemptionOrderPolicy." + strings.ToUpper(v)})
			}
		}
	}
}
