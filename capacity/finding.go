package capacity

// The IDs of the rules that word the reader's kinds of Fact (the checks'
// follow).
const (
	// CodeUnknownProperty: a yarn.scheduler.capacity.* property no release
	// reads; usually a typo. Hadoop ignores it.
	CodeUnknownProperty = "cs-unknown-property"
	// CodeOrphanProperty: a property of a queue no parent lists in its
	// .queues; Hadoop ignores it.
	CodeOrphanProperty = "cs-orphan-property"
	// CodeIgnoredProperty: a property Hadoop reads nowhere in this place
	// (root.capacity, root's node labels, a leaf's .queues of a reservable
	// queue) or reads differently than written (a value out of its range
	// that Hadoop clamps or skips).
	CodeIgnoredProperty = "cs-ignored-property"
	// CodeInvalidBoolean: a boolean other than true or false; Hadoop uses
	// the default.
	CodeInvalidBoolean = "cs-invalid-boolean"
	// CodeInvalidValue: a value the Capacity Scheduler cannot read; it
	// refuses the file.
	CodeInvalidValue = "cs-invalid-value"
	// CodeNoRootQueues: root has no .queues.
	CodeNoRootQueues = "cs-no-root-queues"
	// CodeChildrenSum: in percentage mode the children's capacities do not
	// add up to 100 within Hadoop's tolerance.
	CodeChildrenSum = "cs-children-sum"
	// CodeAboveMaximum: a queue's capacity is above its maximum-capacity.
	CodeAboveMaximum = "cs-capacity-above-maximum"
	// CodeMixedModes: siblings, or a parent and its children, use forms the
	// release does not allow together.
	CodeMixedModes = "cs-mixed-modes"
	// CodeUnsupportedForm: a weight, absolute or vector value the release
	// does not read.
	CodeUnsupportedForm = "cs-unsupported-form"
	// CodeSameNameLeaves: two leaves share a short name where the release
	// forbids it.
	CodeSameNameLeaves = "cs-same-name-leaves"
	// CodeDuplicateChild: a parent lists the same child twice.
	CodeDuplicateChild = "cs-duplicate-child"
	// CodeUnreadVariable: a ${var} the reader cannot expand.
	CodeUnreadVariable = "cs-unexpanded-variable"
	// CodeOrderingPolicy: an ordering-policy Hadoop cannot construct.
	CodeOrderingPolicy = "cs-invalid-ordering-policy"
	// CodeInvalidMapping: a queue mapping or mapping rule Hadoop refuses.
	CodeInvalidMapping = "cs-invalid-mapping"
	// CodeReservableParent: reservable=true on a queue with children.
	CodeReservableParent = "cs-reservable-parent"
	// CodeRunningUnderStopped: a queue set RUNNING under a parent that is
	// not.
	CodeRunningUnderStopped = "cs-running-under-stopped"
)

// The kinds of a file Read cannot read at all (its error): lint words them.
const (
	// CodeEmptyFile: the file holds no XML element (empty, or only
	// whitespace and comments).
	CodeEmptyFile = "cs-empty-file"
	// CodeMalformedXML: the file is not well-formed XML, or its root is
	// not <configuration>.
	CodeMalformedXML = "cs-malformed-xml"
)

// ReaderCodes are the reader's kinds of Finding: what reading the file
// finds, as tree and shares show it.
var ReaderCodes = []string{
	CodeUnknownProperty, CodeOrphanProperty, CodeIgnoredProperty, CodeInvalidBoolean, CodeInvalidValue,
	CodeNoRootQueues, CodeChildrenSum, CodeAboveMaximum, CodeMixedModes, CodeUnsupportedForm,
	CodeSameNameLeaves, CodeDuplicateChild, CodeUnreadVariable, CodeOrderingPolicy, CodeInvalidMapping,
	CodeReservableParent, CodeRunningUnderStopped,
}

// The IDs of the rules that word the checks' kinds of Fact (traps.go,
// mapping_checks.go, refusals_on.go): what Hadoop takes but an admin would
// not mean, and mappings it cannot follow.
const (
	// CodeUserLimitFactorOne: user-limit-factor 1 below a higher maximum.
	CodeUserLimitFactorOne = "cs-user-limit-factor-one"
	// CodeUserLimitFactorUnusable: a user-limit-factor that caps users at 0.
	CodeUserLimitFactorUnusable = "cs-user-limit-factor-unusable"
	// CodeZeroCapacity: a leaf at capacity 0 that takes no application
	// (maximum applications 0) or runs none (maximum-capacity 0).
	CodeZeroCapacity = "cs-zero-capacity"
	// CodeOpenRootACL: a queue ACL under an open ancestor's.
	CodeOpenRootACL = "cs-open-root-acl"
	// CodeMappingUnknownQueue: a mapping to no leaf.
	CodeMappingUnknownQueue = "cs-mapping-unknown-queue"
	// CodeMappingNoAutoCreation: a mapping creating queues under a parent
	// without auto-creation.
	CodeMappingNoAutoCreation = "cs-mapping-no-auto-creation"
	// CodeSameNameLeafParent: a leaf and a parent with one short name.
	CodeSameNameLeafParent = "cs-same-name-leaf-parent"
	// CodeAMLimitBelowOneAM: an AM limit of one AM container (on a cluster).
	CodeAMLimitBelowOneAM = "cs-am-limit-below-one-am"
	// CodeGuaranteeBelowContainer: a guarantee below one container (on a
	// cluster).
	CodeGuaranteeBelowContainer = "cs-guarantee-below-container"
	// CodeGuaranteeLowered: a guarantee above the maximum on a cluster,
	// which the release lowers to the maximum (3.4).
	CodeGuaranteeLowered = "cs-guarantee-lowered"
)
