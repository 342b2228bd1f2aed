package hadoop

// DefaultMaxContainerAssignments is the default of
// yarn.scheduler.capacity.per-node-heartbeat.maximum-container-assignments
// in release v: 100 since YARN-8513 (3.1.2, 3.2.0), -1 (unlimited) before.
func DefaultMaxContainerAssignments(v Version) int32 {
	if v.AtLeast(V(3, 1, 2)) {
		return 100
	}
	return -1
}

// DefaultMaximumApplications is yarn.scheduler.capacity.maximum-applications'
// default (CapacitySchedulerConfiguration.DEFAULT_MAXIMUM_SYSTEM_APPLICATIIONS).
const DefaultMaximumApplications = 10000

// InvalidRequestMessageReworded reports whether release v words an ask over
// the maximum allocation as "Invalid resource request! Cannot allocate
// containers as requested resource is greater than maximum allowed
// allocation. Requested resource type=[...]" (3.3), not "Invalid resource
// request, requested resource type=[...] < 0 or greater than maximum
// allowed allocation" (3.1, 3.2).
func InvalidRequestMessageReworded(v Version) bool { return v.AtLeast(V(3, 3, 0)) }

// RoundHalfUp is the half Hadoop's resource calculators add before a
// (long) cast to round a non-negative product to the nearest integer
// (DefaultResourceCalculator#multiplyAndNormalizeUp).
const RoundHalfUp = 0.5
