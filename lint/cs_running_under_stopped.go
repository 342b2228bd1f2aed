package lint

import "github.com/fairsched/fairsched/capacity"

// CSRunningUnderStopped: a queue set RUNNING under a STOPPED parent; the
// Capacity Scheduler refuses the file.
var CSRunningUnderStopped = &Rule{
	ID:       capacity.CodeRunningUnderStopped,
	Input:    CapacityInput,
	Severity: Error,
	Summary:  "a queue set RUNNING under a STOPPED parent",
	Doc: `Why: a queue whose own state is RUNNING under a parent that is STOPPED (set so,
or inheriting it) stops the ResourceManager at start-up and fails a refresh
or a scheduler-conf mutation ("The parent queue:... state is STOPPED, child
queue:... state cannot be RUNNING"): a queue cannot take applications its
parent refuses. A queue without a state takes its parent's, so stopping a
parent stops its subtree only when the children do not say RUNNING.
Fix: remove the child's state, or set it STOPPED too; to stop a subtree, stop
the parent and drop its children's RUNNING.
See: ` + refreshCSDocs + `; ` + refreshSeeAlso + `.`,
	Check: wordCapacityFacts,
}

// wordRunningUnderStopped words the fact of a queue set RUNNING under a
// parent that is not.
func wordRunningUnderStopped(f *capacity.Fact) (msg, hint string) {
	return f.Refusal, "remove the state of " + f.Queue + " (it then takes its parent's), or set " + capacity.Prefix + f.Other + ".state to RUNNING"
}
