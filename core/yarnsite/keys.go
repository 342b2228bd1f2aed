package yarnsite

import "strings"

// The table of every scheduler-wide key fairsched reads, as Hadoop spells
// them: lint's (Config.Settings) and the simulations' (simsettings.go),
// all read by the one Reader.

// Property names lint reads, as Hadoop spells them.
const (
	KeyAllocationFile         = "yarn.scheduler.fair.allocation.file"
	KeyAllowUndeclaredPools   = "yarn.scheduler.fair.allow-undeclared-pools"
	KeyUserAsDefaultQueue     = "yarn.scheduler.fair.user-as-default-queue"
	KeyPreemption             = "yarn.scheduler.fair.preemption"
	KeyPreemptionThreshold    = "yarn.scheduler.fair.preemption.cluster-utilization-threshold"
	KeyWaitTimeBeforeKill     = "yarn.scheduler.fair.waitTimeBeforeKill"
	KeyAMPreemption           = "yarn.scheduler.fair.am.preemption"
	KeySizeBasedWeight        = "yarn.scheduler.fair.sizebasedweight"
	KeyAssignMultiple         = "yarn.scheduler.fair.assignmultiple"
	KeyDynamicMaxAssign       = "yarn.scheduler.fair.dynamic.max.assign"
	KeyMaxAssign              = "yarn.scheduler.fair.max.assign"
	KeyMinimumAllocationMB    = "yarn.scheduler.minimum-allocation-mb"
	KeyMinimumAllocationVcore = "yarn.scheduler.minimum-allocation-vcores"
	KeyMaximumAllocationMB    = "yarn.scheduler.maximum-allocation-mb"
	KeyMaximumAllocationVcore = "yarn.scheduler.maximum-allocation-vcores"
	KeyIncrementMB            = "yarn.scheduler.increment-allocation-mb"
	KeyIncrementVcores        = "yarn.scheduler.increment-allocation-vcores"
	KeyIncrementMemoryType    = "yarn.resource-types.memory-mb.increment-allocation"
	KeyIncrementVcoresType    = "yarn.resource-types.vcores.increment-allocation"
	// KeyACLEnable turns the ResourceManager's ACL checks on
	// (YarnConfiguration.YARN_ACL_ENABLE, default false).
	KeyACLEnable = "yarn.acl.enable"
)

// Keys the simulations read besides lint.
const (
	KeyHeartbeatInterval   = "yarn.resourcemanager.nodemanagers.heartbeat-interval-ms"
	keyUpdateInterval      = FairPrefix + "update-interval-ms"
	keyStarvationCheck     = FairPrefix + "waitTimeBeforeNextStarvationCheck"
	keyReservableNodes     = FairPrefix + "reservable-nodes"
	keyReservationMultiple = "yarn.scheduler.reservation-threshold.increment-multiple"

	// CapacityPrefix starts the Capacity Scheduler's properties.
	CapacityPrefix = "yarn.scheduler.capacity."
	// KeyResourceCalculator names the Capacity Scheduler's calculator.
	KeyResourceCalculator = CapacityPrefix + "resource-calculator"
	// KeyMonitorEnable and KeyMonitorPolicies turn the scheduling monitor
	// and its policies on.
	KeyMonitorEnable   = "yarn.resourcemanager.scheduler.monitor.enable"
	KeyMonitorPolicies = "yarn.resourcemanager.scheduler.monitor.policies"
	// PreemptionPrefix starts ProportionalCapacityPreemptionPolicy's
	// properties.
	PreemptionPrefix = "yarn.resourcemanager.monitor.capacity.preemption."
	// ProportionalPreemptionClass is the preemption policy's class name.
	ProportionalPreemptionClass = "org.apache.hadoop.yarn.server.resourcemanager.monitor.capacity.ProportionalCapacityPreemptionPolicy"
)

// ResourceTypesPrefix starts the per-type properties
// (YarnConfiguration.RESOURCE_TYPES).
const ResourceTypesPrefix = "yarn.resource-types."

// The suffixes of the per-type allocation keys (ResourceUtils).
const (
	minimumAllocationSuffix = ".minimum-allocation"
	maximumAllocationSuffix = ".maximum-allocation"
)

// AllocationKey is the old-style key of the minimum (min) or maximum
// allocation of type i, memory (0) or vcores (1).
func AllocationKey(i int, min bool) string {
	keys := [2]string{KeyMaximumAllocationMB, KeyMaximumAllocationVcore}
	if min {
		keys = [2]string{KeyMinimumAllocationMB, KeyMinimumAllocationVcore}
	}
	return keys[i]
}

// TypeAllocationKey is the per-type key of the minimum (min) or maximum
// allocation of resource type t, read from 2.10.0 and 3.0.0
// (hadoop.Profile's ResourceTypeAllocation).
func TypeAllocationKey(t string, min bool) string {
	if min {
		return ResourceTypesPrefix + t + minimumAllocationSuffix
	}
	return ResourceTypesPrefix + t + maximumAllocationSuffix
}

// ParseTypeAllocationKey returns the resource type and whether it is the
// minimum of a per-type allocation key (TypeAllocationKey); ok is false
// for any other key.
func ParseTypeAllocationKey(key string) (t string, min, ok bool) {
	rest, ok := strings.CutPrefix(key, ResourceTypesPrefix)
	if !ok {
		return "", false, false
	}
	if t, ok = strings.CutSuffix(rest, minimumAllocationSuffix); ok && t != "" {
		return t, true, true
	}
	if t, ok = strings.CutSuffix(rest, maximumAllocationSuffix); ok && t != "" {
		return t, false, true
	}
	return "", false, false
}

// FairPrefix starts every Fair Scheduler property.
const FairPrefix = "yarn.scheduler.fair."

// amPreemptionQueuePrefix starts the per-queue AM preemption switches
// (YARN-9537), whose suffix is a queue name.
const amPreemptionQueuePrefix = KeyAMPreemption + "."

// fairKeys are the yarn.scheduler.fair.* properties some Hadoop release
// reads (FairSchedulerConfiguration, 2.x to 3.4), for the unknown-key check.
var fairKeys = []string{
	KeyAllocationFile, KeyAllowUndeclaredPools, KeyUserAsDefaultQueue,
	KeyPreemption, KeyPreemptionThreshold, KeyWaitTimeBeforeKill, KeyAMPreemption,
	KeySizeBasedWeight, KeyAssignMultiple, KeyDynamicMaxAssign, KeyMaxAssign,
	keyStarvationCheck,
	FairPrefix + "preemptionInterval",
	FairPrefix + "locality.threshold.node",
	FairPrefix + "locality.threshold.rack",
	FairPrefix + "locality-delay-node-ms",
	FairPrefix + "locality-delay-rack-ms",
	FairPrefix + "continuous-scheduling-enabled",
	FairPrefix + "continuous-scheduling-sleep-ms",
	keyUpdateInterval,
	keyReservableNodes,
	FairPrefix + "event-log-enabled",
	FairPrefix + "migration.mode",
	FairPrefix + "no-terminal-rule.check",
}

// otherKeys are properties outside the fair prefix that a typo in a fair
// key often meant.
var otherKeys = []string{
	KeyMinimumAllocationMB, KeyMinimumAllocationVcore,
	KeyMaximumAllocationMB, KeyMaximumAllocationVcore,
	KeyIncrementMB, KeyIncrementVcores, KeyIncrementMemoryType, KeyIncrementVcoresType,
}
