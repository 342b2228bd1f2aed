package compare

import (
	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/xmlconf"
)

// Comparison is what lint's compare rules judge (lint.CheckComparison):
// an allocation file beside a capacity-scheduler.xml, and the figures of
// both schedulers queue by queue, which Run computes.
type Comparison struct {
	// FairFile and CapacityFile are the two files' names as findings
	// give them.
	FairFile, CapacityFile string
	Fair                   *xmlconf.Allocations
	Capacity               *capacity.Config
	// Cluster is the cluster both schedulers divide.
	Cluster resource.Resource
	// Rows are the queues: the allocation file's in its order, then those
	// only the capacity file has.
	Rows []Row
	// Refused: the Capacity Scheduler refuses the capacity file; Rows then
	// have no Capacity side, and only compare-capacity-refused and
	// compare-capacity-ignored report (once each; lint's cs-* findings,
	// which compare reports beside them, give the details).
	Refused bool
}

// Row is one queue of a comparison, on one side or both.
type Row struct {
	Queue    string
	Fair     *Fair     // nil when only the capacity file has the queue
	Capacity *Capacity // nil when only the allocation file has it, or the capacity file is refused
}

// Fair is the Fair Scheduler's side of a queue.
type Fair struct {
	Steady, Max, MinShare resource.Resource
	// Instantaneous is nil without --active.
	Instantaneous resource.Resource
	Active        bool
	// MaxRunningApps is the effective maxRunningApps, -1 when unlimited.
	MaxRunningApps int32
	// Computed says, per resource type, whether the Fair Scheduler computes
	// a steady share of it for this queue (its parent's policy: fair
	// computes memory only, drf every type).
	Computed []bool
	// Queue is the queue of the allocation file.
	Queue *xmlconf.Queue `json:"-"`
}

// Capacity is the Capacity Scheduler's side of a queue.
type Capacity struct {
	Guaranteed, Maximum resource.Resource
	// AbsoluteCapacity and AbsoluteMaximum are fractions of the cluster.
	AbsoluteCapacity, AbsoluteMaximum float32
	// Estimate is nil without --active; see compare.EstimateMethod.
	Estimate                                resource.Resource
	MaxApplications, MaxApplicationsPerUser int32
	UserLimitFactor                         float32
	// Result is the Capacity Scheduler's arithmetic for the queue (its
	// capacity.Queue included).
	Result *capacity.Result `json:"-"`
}

// ComputedSteady is the steady share in the resource types the Fair
// Scheduler computes for the queue, memory first (its parent's policy:
// fair computes memory alone, drf every type); the other types' 0 is no
// share, and compare neither shows nor compares it.
func (f *Fair) ComputedSteady() resource.Resource {
	k := 0
	for k < len(f.Steady) && k < len(f.Computed) && f.Computed[k] {
		k++
	}
	return f.Steady[:k:k]
}
