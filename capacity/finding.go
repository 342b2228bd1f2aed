package capacity

import "github.com/fairsched/fairsched/diag"

// Finding is something the Capacity Scheduler refuses, ignores or reads
// differently in a capacity-scheduler.xml: the one problem type,
// diag.Finding, whose Rule says what kind it is (the Code* constants).
type Finding = diag.Finding

// The kinds of Finding.
const (
	// CodeUnknownProperty: a yarn.scheduler.capacity.* property no release
	// reads; usually a typo. Hadoop ignores it.
	CodeUnknownProperty = "unknown-property"
	// CodeInvalidValue: a value the Capacity Scheduler cannot read; it
	// refuses the file.
	CodeInvalidValue = "invalid-value"
	// CodeNoRootQueues: root has no .queues.
	CodeNoRootQueues = "no-root-queues"
	// CodeChildrenSum: in percentage mode the children's capacities do not
	// add up to 100 within Hadoop's tolerance.
	CodeChildrenSum = "children-sum"
	// CodeAboveMaximum: a queue's capacity is above its maximum-capacity.
	CodeAboveMaximum = "capacity-above-maximum"
	// CodeMixedModes: siblings, or a parent and its children, use forms the
	// release does not allow together.
	CodeMixedModes = "mixed-modes"
	// CodeUnsupportedForm: a weight, absolute or vector value the release
	// does not read.
	CodeUnsupportedForm = "unsupported-form"
	// CodeSameNameLeaves: two leaves share a short name where the release
	// forbids it.
	CodeSameNameLeaves = "same-name-leaves"
	// CodeDuplicateChild: a parent lists the same child twice.
	CodeDuplicateChild = "duplicate-child"
	// CodeUnreadVariable: a ${var} the reader cannot expand.
	CodeUnreadVariable = "unexpanded-variable"
)
