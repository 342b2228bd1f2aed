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
	// IncrementAllocationMB and IncrementAllocationVcores are yarn-site's
	// defaults for yarn.scheduler.increment-allocation-mb/-vcores (the Fair
	// Scheduler rounds requests up to multiples of them).
	IncrementAllocationMB     = 1024
	IncrementAllocationVcores = 1
	// DefaultPreemptionUtilizationThreshold is
	// yarn.scheduler.fair.preemption.cluster-utilization-threshold.
	DefaultPreemptionUtilizationThreshold = 0.8
	// DefaultWaitTimeBeforeKillMS is yarn.scheduler.fair.waitTimeBeforeKill.
	DefaultWaitTimeBeforeKillMS = 15000
	// DefaultWaitTimeBeforeNextStarvationCheckMS is
	// yarn.scheduler.fair.waitTimeBeforeNextStarvationCheck.
	DefaultWaitTimeBeforeNextStarvationCheckMS = 10000
	// DefaultUpdateIntervalMS is yarn.scheduler.fair.update-interval-ms, also
	// used when that setting is not positive.
	DefaultUpdateIntervalMS = 500
	// DefaultHeartbeatIntervalMS is
	// yarn.resourcemanager.nodemanagers.heartbeat-interval-ms.
	DefaultHeartbeatIntervalMS = 1000
	// DefaultReservableNodes is yarn.scheduler.fair.reservable-nodes.
	DefaultReservableNodes = 0.05
	// DefaultReservationThresholdMultiple is
	// yarn.scheduler.reservation-threshold.increment-multiple.
	DefaultReservationThresholdMultiple = 2
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
