package lint

import (
	"github.com/fairsched/fairsched/analysis/drift"
	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// CheckCapacityDrift is CheckDrift for a capacity-scheduler.xml (c, named
// file, read as prof's release) beside a Capacity Scheduler RM: the same
// drift rules word the facts; a finding about a queue points at where the
// file sets its capacity, else at its parent's .queues, else line 1.
func CheckCapacityDrift(file string, c *capacity.Config, prof hadoop.Profile, facts *drift.Facts, o Options) []diag.Finding {
	out := runEach(DriftRules, o, Pass{File: file, Hadoop: prof, Drift: &DriftView{Facts: facts, capacity: c}}, false)
	return sortDrift(out, facts)
}

// capacityQueuePos is where a drift finding about the queue at path points
// in the capacity-scheduler.xml.
func capacityQueuePos(c *capacity.Config, path string) xmlconf.Pos {
	for q := c.Queue(path); q != nil; q = q.Parent {
		if q.Capacity.Pos.IsValid() {
			return q.Capacity.Pos
		}
		if q.Parent != nil && q.Parent.QueuesPos.IsValid() {
			return q.Parent.QueuesPos
		}
	}
	return xmlconf.Pos{Line: 1, Col: 1}
}
