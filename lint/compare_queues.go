package lint

import "github.com/fairsched/fairsched/xmlconf"

// CompareFairOnly reports a Fair Scheduler queue the capacity file lacks.
var CompareFairOnly = &Rule{
	ID:       "compare-fair-only",
	Input:    CompareInput,
	Severity: Error,
	Summary:  "a queue of the allocation file has no capacity queue",
	Doc: `Why: after the move, applications submitted to this queue are rejected (or
placed elsewhere by the mapping rules): the Capacity Scheduler has no queue at
this path. This includes root.default, which the Fair Scheduler has without
declaring it (before 3.4.0) and where it puts what no rule places elsewhere.
Fix: add the queue to its parent's .queues in capacity-scheduler.xml.
See: docs/migration.md.`,
	Check: checkFairOnly,
}

// checkFairOnly reports the queues of the allocation file the capacity file
// lacks, root.default included (the Fair Scheduler has it, declared or
// not, where the release creates it).
func checkFairOnly(pass *Pass) {
	p := pass.Compare
	for r := range p.fairOnly() {
		q := r.Fair.Queue
		if q == nil {
			continue
		}
		switch {
		case q.Implicit && q.Parent != nil:
			p.Report(p.CapacityFile, xmlconf.Pos{}, r.Queue,
				"the capacity file has no queue "+r.Queue+", which the Fair Scheduler has without declaring it: applications submitted to default, or placed there by no rule, are rejected after the move",
				"add default to yarn.scheduler.capacity.root.queues in "+p.CapacityFile)
		default:
			p.Report(p.FairFile, q.Pos, r.Queue,
				"the capacity file has no queue "+r.Queue+"; applications submitted to it are rejected after the move",
				"add "+q.Name+" to the .queues of its parent in "+p.CapacityFile)
		}
	}
}

// CompareCapacityOnly reports a capacity queue the allocation file lacks.
var CompareCapacityOnly = &Rule{
	ID:       "compare-capacity-only",
	Input:    CompareInput,
	Severity: Info,
	Summary:  "a capacity queue the allocation file does not have",
	Doc: `Why: the capacity file adds a queue; its guarantee comes out of its siblings'.
Fix: nothing, if the queue is meant; else remove it and give its capacity back.
See: docs/migration.md.`,
	Check: checkCapacityOnly,
}

// checkCapacityOnly reports the queues the capacity file adds.
func checkCapacityOnly(pass *Pass) {
	p := pass.Compare
	for r := range p.capacityOnly() {
		p.Report(p.CapacityFile, csQueuePos(r.Capacity.Result.Queue), r.Queue,
			"the allocation file has no queue "+r.Queue+"; the capacity file adds it", "")
	}
}
