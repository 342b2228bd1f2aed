package drift

import (
	"fmt"

	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/rm/rmrest"
	"github.com/fairsched/fairsched/xmlconf"
)

// Values are one side's figures for a queue, as the ResourceManager's
// REST API exports them (FairSchedulerQueueInfo): the RM's own, or those
// the allocation file gives on the RM's cluster with its active queues.
// The drift package fills them; the drift rules compare them.
type Values struct {
	// SteadyFairShare is nil where the side does not report one (an RM
	// before Hadoop 2.6 has no steadyFairResources).
	SteadyFairShare *rmrest.Resource `json:"steadyFairShare"`
	FairShare       rmrest.Resource  `json:"fairShare"`
	MinResources    rmrest.Resource  `json:"minResources"`
	MaxResources    rmrest.Resource  `json:"maxResources"`
	// MaxApps is nil where the side does not report it.
	MaxApps          *int64 `json:"maxApps"`
	SchedulingPolicy string `json:"schedulingPolicy"`
	// Capacity holds the values of a Capacity Scheduler queue instead of
	// the Fair Scheduler's above (which are then zero and not written).
	Capacity *CapacityValues `json:"-"`
}

// Queue is one queue of either side of a drift comparison: the facts
// the drift rules word. File or RM is nil for a queue only in the other.
// Its JSON form is a queue of `fairsched drift --format json`.
type Queue struct {
	Name string `json:"queue"`
	// Drift is set from the findings: a finding about the queue at
	// warning or above makes it drift.
	Drift bool    `json:"drift"`
	File  *Values `json:"file"`
	RM    *Values `json:"rm"`
	// Queue is the file's queue (declared, or created at submission as the
	// file's placement allows); nil for a queue only in the RM.
	Queue *xmlconf.Queue `json:"-"`
	// Created: the file does not declare the queue; Hadoop creates it at
	// submission for the apps the RM runs in it.
	Created bool `json:"-"`
	// NotCreatable, for a queue only in the RM that runs apps, says why
	// the file's placement would not create it; "" otherwise.
	NotCreatable string `json:"-"`
}

// Facts are what the drift package found: every queue of either
// side, the file's tree parents first then the RM's other queues in the
// RM's order, and the leaves taken as busy for their pending apps alone.
type Facts struct {
	Queues []Queue
	// PendingOnly are the RM's leaves counted as active although none of
	// their apps has its ApplicationMaster running: the response does not
	// say whether their pending apps are runnable.
	PendingOnly []string
	// Conf are the properties whose value in the RM's scheduler-conf is
	// not the capacity-scheduler.xml's (Capacity Scheduler RMs with a
	// mutable store); nil when the RM's configuration was not read.
	Conf []ConfDifference
}

// Field is one value a drift comparison compares, as both sides
// give it ("81920 mb, 0 vcores", "10", "fair").
type Field struct {
	Name     string // the RM's name of the value, e.g. "steadyFairShare"
	File, RM string
	// Compared is false where one side does not report the value (its
	// File and RM are then "").
	Compared bool
}

// Fields returns q's values in the order the RM's response lists them,
// or nil for a queue on one side only. A value the RM's response does not
// carry (steadyFairResources before Hadoop 2.6, maxApps when absent) is
// not compared.
func (q *Queue) Fields() []Field {
	f, r := q.File, q.RM
	if f == nil || r == nil {
		return nil
	}
	if f.Capacity != nil && r.Capacity != nil {
		return capacityFields(f.Capacity, r.Capacity)
	}
	steady := Field{Name: "steadyFairShare", Compared: f.SteadyFairShare != nil && r.SteadyFairShare != nil}
	if steady.Compared {
		steady.File, steady.RM = driftAmount(*f.SteadyFairShare), driftAmount(*r.SteadyFairShare)
	}
	apps := Field{Name: "maxApps", Compared: f.MaxApps != nil && r.MaxApps != nil}
	if apps.Compared {
		apps.File, apps.RM = fmt.Sprint(*f.MaxApps), fmt.Sprint(*r.MaxApps)
	}
	return []Field{
		steady,
		{"fairShare", driftAmount(f.FairShare), driftAmount(r.FairShare), true},
		{"minResources", driftAmount(f.MinResources), driftAmount(r.MinResources), true},
		{"maxResources", driftAmount(f.MaxResources), driftAmount(r.MaxResources), true},
		apps,
		{"schedulingPolicy", f.SchedulingPolicy, r.SchedulingPolicy, true},
	}
}

// Field returns q's value called name (a Fields name) on both sides;
// ok is false for a name q does not compare.
func (q *Queue) Field(name string) (f Field, ok bool) {
	for _, f := range q.Fields() {
		if f.Name == name {
			return f, f.Compared
		}
	}
	return Field{}, false
}

// driftAmount is a resource as the drift findings word it, in the RM's
// units: "81920 mb, 0 vcores".
func driftAmount(r rmrest.Resource) string {
	return resource.Resource{r.Memory, r.VCores}.Format(nil)
}
