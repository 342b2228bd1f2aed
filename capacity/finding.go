package capacity

// Finding is something about a capacity-scheduler.xml: a reason the Capacity
// Scheduler refuses it (Refuses), or a property it ignores or reads
// differently than it looks.
type Finding struct {
	// Code says what kind of finding it is (the Code* constants).
	Code  string
	Queue string // full path, "" when not about one queue
	Key   string // the property name, "" when not about one property
	File  string
	Pos   Pos
	Msg   string
	Hint  string
	// Refuses: the ResourceManager fails to start (or to refresh its
	// queues) with this file.
	Refuses bool
}

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
