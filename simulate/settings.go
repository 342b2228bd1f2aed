package simulate

import (
	"fmt"
	"github.com/fairsched/fairsched/yarnsite"
	"sort"
	"strconv"
	"strings"

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

// ApplySettings overrides c with yarn-site keys. Unknown keys are ignored
// (yarn-site holds many that do not matter here); a value that does not
// parse is an error naming the key. Keys are applied in sorted order.
func (c *Config) ApplySettings(settings map[string]string, types xmlconf.ResourceTypes) error {
	keys := make([]string, 0, len(settings))
	for k := range settings {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if err := c.apply(k, strings.TrimSpace(settings[k]), types); err != nil {
			return fmt.Errorf("setting %s=%q: %w", k, settings[k], err)
		}
	}
	return nil
}

func (c *Config) apply(k, v string, types xmlconf.ResourceTypes) error {
	if ok, err := c.applyAllocation(k, v, types); ok {
		return err
	}
	if strings.HasPrefix(k, keyAMPreemption+".") {
		var b bool
		err := parseBool(v, &b)
		c.AMPreemptionByQueue[strings.TrimPrefix(k, keyAMPreemption+".")] = b
		return err
	}
	switch k {
	case yarnsite.KeyAssignMultiple:
		return parseBool(v, &c.AssignMultiple)
	case yarnsite.KeyDynamicMaxAssign:
		return parseBool(v, &c.DynamicMaxAssign)
	case yarnsite.KeyMaxAssign:
		return parseInt(v, &c.MaxAssign)
	case yarnsite.KeySizeBasedWeight:
		return parseBool(v, &c.SizeBasedWeight)
	case yarnsite.KeyPreemption:
		return parseBool(v, &c.Preemption)
	case yarnsite.KeyPreemptionThreshold:
		return parseFloat(v, &c.UtilizationThreshold)
	case yarnsite.KeyWaitTimeBeforeKill:
		return parseInt(v, &c.WaitTimeBeforeKillMS)
	case fairPrefix + "waitTimeBeforeNextStarvationCheck":
		return parseInt(v, &c.WaitTimeBeforeNextStarvationCheckMS)
	case keyAMPreemption:
		return parseBool(v, &c.AMPreemption)
	case fairPrefix + "update-interval-ms":
		if err := parseInt(v, &c.UpdateIntervalMS); err != nil {
			return err
		}
		if c.UpdateIntervalMS <= 0 {
			c.UpdateIntervalMS = hadoop.DefaultUpdateIntervalMS // FairScheduler falls back to the default
		}
	case "yarn.resourcemanager.nodemanagers.heartbeat-interval-ms":
		return parsePositive(v, &c.HeartbeatIntervalMS)
	case fairPrefix + "reservable-nodes":
		return parseFloat(v, &c.ReservableNodes)
	case keyPrefix + "reservation-threshold.increment-multiple":
		return parseFloat(v, &c.ReservationThresholdMultiple)
	}
	return nil
}

// applyAllocation handles minimum-, increment- and maximum-allocation keys,
// old style (yarn.scheduler.minimum-allocation-mb) and per resource type
// (yarn.resource-types.<type>.increment-allocation).
func (c *Config) applyAllocation(k, v string, types xmlconf.ResourceTypes) (bool, error) {
	targets := map[string]Resource{"minimum-allocation": c.MinAllocation,
		"increment-allocation": c.IncrementAllocation, "maximum-allocation": c.MaxAllocation}
	for name, r := range targets {
		for suffix, typ := range map[string]int{"-mb": mem, "-vcores": vc} {
			if k == keyPrefix+name+suffix {
				return true, parseInt(v, &r[typ])
			}
		}
		if strings.HasPrefix(k, "yarn.resource-types.") && strings.HasSuffix(k, "."+name) {
			typ := types.Index(strings.TrimSuffix(strings.TrimPrefix(k, "yarn.resource-types."), "."+name))
			if typ < 0 {
				return true, nil
			}
			return true, parseInt(v, &r[typ])
		}
	}
	return false, nil
}

// parseBool reads "true" or "false" in any case, as Configuration.getBoolean
// does; anything else (which Hadoop would silently replace by the default)
// is reported.
func parseBool(v string, dst *bool) error {
	switch {
	case strings.EqualFold(v, "true"):
		*dst = true
	case strings.EqualFold(v, "false"):
		*dst = false
	default:
		return fmt.Errorf("not true or false")
	}
	return nil
}

func parseInt(v string, dst *int64) error {
	n, err := strconv.ParseInt(v, 10, 64)
	if err != nil {
		return fmt.Errorf("not a whole number")
	}
	*dst = n
	return nil
}

func parsePositive(v string, dst *int64) error {
	var n int64
	if err := parseInt(v, &n); err != nil {
		return err
	}
	if n <= 0 {
		return fmt.Errorf("must be positive")
	}
	*dst = n
	return nil
}

func parseFloat(v string, dst *float64) error {
	f, err := strconv.ParseFloat(v, 64)
	if err != nil {
		return fmt.Errorf("not a number")
	}
	*dst = f
	return nil
}
