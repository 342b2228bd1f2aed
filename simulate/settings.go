package simulate

import (
	"errors"
	"fmt"
	"math"
	"strings"

	"github.com/fairsched/fairsched/yarnsite"

	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// Config is the yarn-site part of a simulation: Hadoop's defaults, then
// whatever the settings map overrides.
type Config struct {
	// MinAllocation, IncrementAllocation and MaxAllocation normalize every
	// request (per resource type).
	MinAllocation, IncrementAllocation, MaxAllocation Resource
	AssignMultiple, DynamicMaxAssign                  bool
	MaxAssign                                         int64
	SizeBasedWeight                                   bool
	Preemption                                        bool
	UtilizationThreshold                              float64
	WaitTimeBeforeKillMS                              int64
	WaitTimeBeforeNextStarvationCheckMS               int64
	AMPreemption                                      bool
	UpdateIntervalMS, HeartbeatIntervalMS             int64
	ReservableNodes                                   float64
	ReservationThresholdMultiple                      float64
	// Profile is the target Hadoop release's behaviour.
	Profile hadoop.Profile
	// AMPreemptionByQueue holds yarn.scheduler.fair.am.preemption.<queue>.
	AMPreemptionByQueue map[string]bool
	// Warnings are settings Hadoop would read as their default (a boolean
	// that is not true or false).
	Warnings []string
	// direct: apps ask the scheduler directly, as Hadoop's scheduler tests
	// do, so the ResourceManager's validation (asks over the maximum
	// allocation rejected) does not apply.
	direct bool
}

// Key names, as in yarn-site.xml.
const (
	keyPrefix       = "yarn.scheduler."
	fairPrefix      = "yarn.scheduler.fair."
	keyAMPreemption = yarnsite.KeyAMPreemption
)

// DefaultConfig is Hadoop's defaults for the given resource types.
func DefaultConfig(types xmlconf.ResourceTypes) Config {
	n := len(types)
	c := Config{MinAllocation: make(Resource, n), IncrementAllocation: xmlconf.NewResource(n, 1),
		MaxAllocation: xmlconf.Unbounded(n), DynamicMaxAssign: true, MaxAssign: hadoop.Disabled,
		UtilizationThreshold:                hadoop.DefaultPreemptionUtilizationThreshold,
		WaitTimeBeforeKillMS:                hadoop.DefaultWaitTimeBeforeKillMS,
		WaitTimeBeforeNextStarvationCheckMS: hadoop.DefaultWaitTimeBeforeNextStarvationCheckMS,
		AMPreemption:                        true, UpdateIntervalMS: hadoop.DefaultUpdateIntervalMS,
		HeartbeatIntervalMS: hadoop.DefaultHeartbeatIntervalMS, ReservableNodes: hadoop.DefaultReservableNodes,
		ReservationThresholdMultiple: hadoop.DefaultReservationThresholdMultiple,
		Profile:                      hadoop.DefaultProfile(), AMPreemptionByQueue: map[string]bool{}}
	c.MinAllocation[mem], c.MinAllocation[vc] = hadoop.MinimumAllocationMB, hadoop.MinimumAllocationVcores
	c.MaxAllocation[mem], c.MaxAllocation[vc] = hadoop.MaximumAllocationMB, hadoop.MaximumAllocationVcores
	c.IncrementAllocation[mem], c.IncrementAllocation[vc] = hadoop.IncrementAllocationMB, hadoop.IncrementAllocationVcores
	return c
}

// ApplySettings overrides c with yarn-site keys, read through yarnsite's
// typed getters as the ResourceManager's Configuration reads them (Java's
// number and boolean rules). Keys that do not matter here are ignored. A
// value Hadoop cannot read is an error naming the key, except a boolean,
// for which Hadoop keeps the default: that is a warning in c.Warnings.
func (c *Config) ApplySettings(settings map[string]string, types xmlconf.ResourceTypes) error {
	r := &settingsReader{y: yarnsite.FromMap("settings", settings)}
	r.boolean(yarnsite.KeyAssignMultiple, &c.AssignMultiple)
	r.boolean(yarnsite.KeyDynamicMaxAssign, &c.DynamicMaxAssign)
	r.integer(yarnsite.KeyMaxAssign, &c.MaxAssign)
	r.boolean(yarnsite.KeySizeBasedWeight, &c.SizeBasedWeight)
	r.boolean(yarnsite.KeyPreemption, &c.Preemption)
	r.float(yarnsite.KeyPreemptionThreshold, &c.UtilizationThreshold)
	r.long(yarnsite.KeyWaitTimeBeforeKill, &c.WaitTimeBeforeKillMS)
	r.long(fairPrefix+"waitTimeBeforeNextStarvationCheck", &c.WaitTimeBeforeNextStarvationCheckMS)
	r.boolean(keyAMPreemption, &c.AMPreemption)
	if r.long(fairPrefix+"update-interval-ms", &c.UpdateIntervalMS) && c.UpdateIntervalMS <= 0 {
		c.UpdateIntervalMS = hadoop.DefaultUpdateIntervalMS // FairScheduler falls back to the default
	}
	if r.long(keyHeartbeatInterval, &c.HeartbeatIntervalMS) && c.HeartbeatIntervalMS <= 0 {
		r.fail(keyHeartbeatInterval, "must be positive")
	}
	r.float(fairPrefix+"reservable-nodes", &c.ReservableNodes)
	r.float(keyPrefix+"reservation-threshold.increment-multiple", &c.ReservationThresholdMultiple)
	for _, p := range r.y.Properties() {
		if q, ok := strings.CutPrefix(p.Name, keyAMPreemption+"."); ok {
			b := c.AMPreemption
			if r.boolean(p.Name, &b) {
				c.AMPreemptionByQueue[q] = b
			}
		}
	}
	r.allocation(c, types)
	r.increments(c, types)
	c.Warnings = append(c.Warnings, r.warnings...)
	return r.err
}

// keyHeartbeatInterval is how often every NodeManager heartbeats.
const keyHeartbeatInterval = "yarn.resourcemanager.nodemanagers.heartbeat-interval-ms"

// settingsReader reads typed settings, keeping the first error and the
// warnings.
type settingsReader struct {
	y        *yarnsite.Config
	err      error
	warnings []string
}

// keep records what reading key said; it reports whether the value was
// read and set.
func (r *settingsReader) keep(key string, set bool, err error) bool {
	var ve *yarnsite.ValueError
	switch {
	case err == nil:
		return set
	case errors.As(err, &ve) && !ve.Fatal:
		r.warnings = append(r.warnings, "setting "+key+": "+ve.Msg)
	case r.err == nil:
		r.err = fmt.Errorf("setting %w", err)
	}
	return false
}

func (r *settingsReader) fail(key, msg string) {
	if r.err == nil {
		r.err = fmt.Errorf("setting %s: %s", key, msg)
	}
}

func (r *settingsReader) boolean(key string, dst *bool) bool {
	v, err := r.y.Bool(key, *dst)
	if ok := r.keep(key, v.Set, err); ok {
		*dst = v.Val
		return true
	}
	return false
}

func (r *settingsReader) integer(key string, dst *int64) bool {
	v, err := r.y.Int(key, int32(min(max(*dst, math.MinInt32), math.MaxInt32)))
	if ok := r.keep(key, v.Set, err); ok {
		*dst = int64(v.Val)
		return true
	}
	return false
}

func (r *settingsReader) long(key string, dst *int64) bool {
	v, err := r.y.Long(key, *dst)
	if ok := r.keep(key, v.Set, err); ok {
		*dst = v.Val
		return true
	}
	return false
}

func (r *settingsReader) float(key string, dst *float64) bool {
	v, err := r.y.Float(key, float32(*dst))
	if ok := r.keep(key, v.Set, err); ok {
		*dst = float64(v.Val)
		return true
	}
	return false
}

// allocation reads the minimum- and maximum-allocation keys: old style
// (yarn.scheduler.minimum-allocation-mb) and per resource type
// (yarn.resource-types.<type>.minimum-allocation), the per-type key
// winning for memory and vcores as in ResourceUtils. Increments are read
// by increments.
func (r *settingsReader) allocation(c *Config, types xmlconf.ResourceTypes) {
	for name, res := range map[string]Resource{"minimum-allocation": c.MinAllocation, "maximum-allocation": c.MaxAllocation} {
		r.long(keyPrefix+name+"-mb", &res[mem])
		r.long(keyPrefix+name+"-vcores", &res[vc])
		for i, t := range types {
			v := int64(-1) // ResourceUtils#getAllocation: -1 falls back to the old-style key
			if r.long("yarn.resource-types."+t+"."+name, &v) && (v != -1 || i > vc) {
				res[i] = v
			}
		}
	}
}

// increments reads every type's increment with yarnsite's
// IncrementAllocation: "value [unit]" per type, which for memory and
// vcores wins over the deprecated yarn.scheduler.increment-allocation-*.
func (r *settingsReader) increments(c *Config, types xmlconf.ResourceTypes) {
	for i, t := range types {
		unit := ""
		if i == mem {
			unit = "Mi"
		}
		v, err := r.y.IncrementAllocation(t, unit, c.IncrementAllocation[i])
		if r.keep(v.Key, v.Set, err) {
			c.IncrementAllocation[i] = v.Val
		}
	}
}
