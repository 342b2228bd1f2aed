package hadoop

import "math"

// Constants the Fair Scheduler uses, declared once.
const (
	// DefaultMaxAMShare is the maxAMShare a leaf gets when neither it nor
	// queueMaxAMShareDefault sets one (FairSchedulerConfiguration).
	DefaultMaxAMShare float32 = 0.5
	// DefaultWeight is a queue's weight when none is written.
	DefaultWeight float32 = 1
	// Disabled is the value Hadoop uses for "not set" in maxAMShare checks,
	// preemption thresholds and timeouts: -1.
	Disabled = -1
	// MaxAMShareOff is the maxAMShare that turns the AM share check off.
	MaxAMShareOff float32 = Disabled
	// MaxAMShareOffTolerance is how close to -1 a maxAMShare must be to
	// count as -1: FSLeafQueue compares Math.abs(maxAMShare - -1.0f) <
	// 0.0001 in float.
	MaxAMShareOffTolerance float32 = 0.0001
	// DynamicMaxAssignFraction is the share of a node's unallocated
	// resources one heartbeat may assign with
	// yarn.scheduler.fair.dynamic.max.assign (FairScheduler: half).
	DynamicMaxAssignFraction = 0.5
	// UnlimitedApps is maxRunningApps and userMaxAppsDefault when not set
	// (Integer.MAX_VALUE).
	UnlimitedApps = math.MaxInt32
	// Unbounded is an unset maximum resource value (Long.MAX_VALUE).
	Unbounded int64 = math.MaxInt64
	// DefaultFairSharePreemptionThreshold is 0.5 (YARN-3319).
	DefaultFairSharePreemptionThreshold float32 = 0.5
	// RootName is the name of the root queue; DefaultQueue the queue
	// placement falls back to.
	RootName     = "root"
	DefaultQueue = "root.default"
	// MinimumAllocationMB and MinimumAllocationVcores are yarn-site's
	// defaults for yarn.scheduler.minimum-allocation-mb/-vcores.
	MinimumAllocationMB     = 1024
	MinimumAllocationVcores = 1
	// MaximumAllocationMB and MaximumAllocationVcores are yarn-site's
	// defaults for yarn.scheduler.maximum-allocation-mb/-vcores.
	MaximumAllocationMB     = 8192
	MaximumAllocationVcores = 4
)

// AMShareOff reports whether Hadoop reads maxAMShare v as -1, "no AM share
// check", using FSLeafQueue's float comparison.
func AMShareOff(v float32) bool {
	d := v - MaxAMShareOff
	if d < 0 {
		d = -d
	}
	return d < MaxAMShareOffTolerance
}
