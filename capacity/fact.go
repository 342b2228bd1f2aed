package capacity

import (
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/hadoop"
)

// Fact records what the Capacity Scheduler does with one property where
// the reader had to decide it: it ignores the property, or reads a value
// other than the one written; or what one of the checks (the traps, the
// legacy mappings) finds. The reader records its facts in Config.Facts and
// the checks yield theirs, all without wording them; lint's cs-* rules word
// each kind (lint.CapacityReaderFindings for the reader's).
type Fact struct {
	Kind FactKind
	Pos  Pos
	// Queue is the path of the queue the property is about, "" when none.
	Queue string
	// Key is the property as written.
	Key string
	// Raw is its value as written (FactInvalidBoolean).
	Raw string
	// Name is the variable left unexpanded (FactUnexpandedVariable), or
	// the property a template sets (FactUnknownTemplateProperty).
	Name string
	// Suggest is the known property closest to Key (a full name), or the
	// queue closest to an orphan's (FactOrphanProperty); "" when none is
	// close.
	Suggest string
	// Warning is the line Hadoop logs about the property, when it logs
	// one.
	Warning string
	// Since is the change that brought the property (FactNotInRelease),
	// which Release, the release read, does not have.
	Since   string
	Release hadoop.Version
	// Float and Int are the numbers Hadoop reads from the value: the
	// maximum-capacity above 100, the NaN or negative percentage or
	// fraction (Float); the negative maximum-applications, the vcores
	// Hadoop keeps from an amount beyond 32 bits (Int).
	Float float32
	Int   int64
	// Max says the value is a maximum-capacity (FactNoMemory).
	Max bool
	// Unit is the unit Hadoop does not know (FactUnknownUnit).
	Unit string
	// Refuses says the Capacity Scheduler refuses the file for the fact;
	// Refusal is the message of Hadoop's exception, when the fact quotes
	// it.
	Refuses bool
	Refusal string
	// Other is the other queue of the fact: the first leaf of the same
	// name (FactSameNameLeaves), the stopped parent (FactRunningUnderStopped).
	Other string
	// Guaranteed and Maximum are a queue's guarantee and maximum on the
	// cluster, of the resource Types (FactGuaranteeAboveMaximum).
	Guaranteed, Maximum resource.Resource
	Types               resource.ResourceTypes
	// Queues are the queues of a fact about several (FactOpenSubmitACL,
	// FactOpenAdminACL), in file order.
	Queues []string
	// Default says the property is not set, so Hadoop's default applies
	// (FactOpenSubmitACL, FactOpenAdminACL: root's ACL is then "*").
	Default bool
	// AbsCapacity and AbsMaxCapacity are a queue's absolute capacity and
	// maximum-capacity, fractions of the cluster (FactUserLimitFactorOne,
	// FactNoApplications).
	AbsCapacity, AbsMaxCapacity float32
	// AMBase is the memory (MB) a queue's AM limit is a share of, and
	// Container the memory (MB) of the cluster's smallest container
	// (FactAMLimitOneAM, FactGuaranteeBelowContainer).
	AMBase, Container int64
}

// FactKind says what a Fact is about.
type FactKind string

// The kinds of Fact the reader records.
const (
	// FactUnknownProperty: a yarn.scheduler.capacity.* property outside
	// any queue that no release reads; Hadoop ignores it.
	FactUnknownProperty FactKind = "unknown property"
	// FactUnknownQueueProperty: a property of a queue that is no queue
	// property; Hadoop ignores it.
	FactUnknownQueueProperty FactKind = "unknown queue property"
	// FactUnknownPreemptionProperty: a preemption monitor property that
	// is none; Hadoop ignores it.
	FactUnknownPreemptionProperty FactKind = "unknown preemption property"
	// FactUnknownTemplateProperty: an auto-created queue template setting
	// a property (Name) that is no queue property; no queue gets it.
	FactUnknownTemplateProperty FactKind = "unknown template property"
	// FactOrphanProperty: a property of a queue no parent lists in its
	// .queues; Hadoop ignores it.
	FactOrphanProperty FactKind = "orphan property"
	// FactInvalidBoolean: a boolean other than true or false (Raw);
	// Hadoop's getBoolean uses the default.
	FactInvalidBoolean FactKind = "invalid boolean"
	// FactUnexpandedVariable: a ${Name} not defined in the file nor the
	// environment; Hadoop reads the value as written.
	FactUnexpandedVariable FactKind = "unexpanded variable"

	// The kinds of a property Hadoop ignores where it is, in the release
	// read, or reads otherwise than written (cs-ignored-property).

	// FactRootCapacity: root.capacity set; root's is always 100.
	FactRootCapacity FactKind = "root capacity"
	// FactRootLabels: root's accessible-node-labels set other than "*";
	// Hadoop logs Warning and uses "*".
	FactRootLabels FactKind = "root node labels"
	// FactLeafOnlyOnParent: a leaf-only property (Name) on a parent or
	// root; Hadoop ignores it there and its children do not inherit it.
	FactLeafOnlyOnParent FactKind = "leaf-only property on a parent"
	// FactNotInRelease: a property Release does not read (Since brought
	// it).
	FactNotInRelease FactKind = "property not in the release"
	// FactMaxCapacityAbove100: a maximum-capacity above 100 (Float), which
	// Hadoop takes as written.
	FactMaxCapacityAbove100 FactKind = "maximum-capacity above 100"
	// FactNoMemory: an absolute resource (Raw) without memory, which
	// Hadoop takes as not set (a capacity of 0, a maximum of 100% when
	// Max).
	FactNoMemory FactKind = "resource without memory"
	// FactVcoresOverflow: a vcores amount (Name=Raw) beyond 32 bits, of
	// which Hadoop keeps the low 32 bits (Int).
	FactVcoresOverflow FactKind = "vcores beyond 32 bits"
	// FactNegativeAmount: a negative amount (Name=Raw), which Hadoop takes
	// as written.
	FactNegativeAmount FactKind = "negative amount"
	// FactEntryWithoutEquals: a pair of a resource (Raw) without "=",
	// which Hadoop skips.
	FactEntryWithoutEquals FactKind = "resource pair without ="
	// FactUnknownUnit: an amount (Name=Raw) with a Unit Hadoop does not
	// know, which it skips.
	FactUnknownUnit FactKind = "unknown unit"
	// FactSpacedType: a resource type (Name) with spaces around it, which
	// Hadoop before YARN-10503 looks up as written and skips.
	FactSpacedType FactKind = "resource type with spaces"
	// FactTypeBeforeCustomAmounts: a resource type (Name) other than
	// memory and vcores, which Hadoop before YARN-10503 skips.
	FactTypeBeforeCustomAmounts FactKind = "resource type before YARN-10503"
	// FactNaNCapacity: a capacity of NaN, which passes every check and
	// works out to 0.
	FactNaNCapacity FactKind = "NaN capacity"
	// FactUnrangedQueueSetting: a queue's minimum-user-limit-percent or
	// maximum-am-resource-percent (Name) of Raw, NaN or below 0 (Float).
	FactUnrangedQueueSetting FactKind = "queue setting out of range"
	// FactNegativeMaxApplications: the file-wide maximum-applications
	// below 0 (Int).
	FactNegativeMaxApplications FactKind = "negative maximum-applications"
	// FactUnrangedAMPercent: the file-wide maximum-am-resource-percent of
	// Raw, NaN or below 0 (Float).
	FactUnrangedAMPercent FactKind = "maximum-am-resource-percent out of range"

	// The kinds of a value the Capacity Scheduler cannot read, for which
	// it refuses the file (cs-invalid-value).

	// FactNotANumber: a value (Raw, as Java's parser reads it) that is no
	// number; Name is the form the property takes: "weight",
	// "percentage", "label percentage" or "number".
	FactNotANumber FactKind = "not a number"
	// FactNotALabelWeight: a labeled weight (Raw) that is no number.
	FactNotALabelWeight FactKind = "label weight not a number"
	// The kinds below quote Hadoop's exception (Refusal).

	// FactIllegalWeight: a weight outside [0, 10000].
	FactIllegalWeight FactKind = "illegal weight"
	// FactIllegalCapacity: a capacity outside [0, 100].
	FactIllegalCapacity FactKind = "illegal capacity"
	// FactIllegalLabelCapacity: a labeled capacity outside [0, 100].
	FactIllegalLabelCapacity FactKind = "illegal label capacity"
	// FactNotAResource: a bracketed value (Raw) with nothing between its
	// brackets, or no closing one.
	FactNotAResource FactKind = "not a resource"
	// FactOutsideResourcePattern: a bracketed value (Raw) with a
	// character (Name) no resource allows, which Hadoop reads as a
	// percentage.
	FactOutsideResourcePattern FactKind = "outside the resource pattern"
	// FactBadResourceEntry: a pair of a bracketed value (Raw) Hadoop
	// cannot read; Refusal is why.
	FactBadResourceEntry FactKind = "unreadable resource pair"
	// FactWeightMaximum: a maximum-capacity vector with a weight.
	FactWeightMaximum FactKind = "weight maximum capacity"
	// FactUnknownState: a queue state other than RUNNING and STOPPED.
	FactUnknownState FactKind = "unknown state"
	// FactUnknownCalculator: a resource-calculator class Hadoop cannot
	// find; Suggest is the known one of the same simple name.
	FactUnknownCalculator FactKind = "unknown resource calculator"
	// FactUnknownPreemptionOrder: an intra-queue preemption order policy
	// that is none.
	FactUnknownPreemptionOrder FactKind = "unknown preemption order"
	// FactUnreadableValue: a value the settings reader cannot read.
	FactUnreadableValue FactKind = "unreadable value"

	// The kinds of a tree the Capacity Scheduler refuses (Refuses).

	// FactNoRootQueues: root lists no children. Int is the number of
	// Hadoop 1 (MR1) properties in the file, Pos the first of them's.
	FactNoRootQueues FactKind = "no root queues"
	// FactDuplicateChild: a parent (Queue) lists the child Name twice.
	FactDuplicateChild FactKind = "child listed twice"
	// FactReservableParent: reservable=true on a parent (Queue).
	FactReservableParent FactKind = "reservable parent"
	// FactRunningUnderStopped: a queue (Queue) set RUNNING under a
	// parent (Other) that is not.
	FactRunningUnderStopped FactKind = "running under stopped"
	// FactSameNameLeaves: two leaves, Other and Queue, share the short
	// name Name, which Release forbids.
	FactSameNameLeaves FactKind = "leaves of the same name"
	// The kinds of a form of value (Raw) that Release does not read
	// (cs-unsupported-form).

	// FactWeightUnread: a weight ("2w"), which came with 3.4.
	FactWeightUnread FactKind = "weight before 3.4"
	// FactAbsoluteUnread: an absolute resource, which came with 3.1.
	FactAbsoluteUnread FactKind = "absolute resource before 3.1"
	// FactVectorUnread: a capacity vector, which came with 3.4.
	FactVectorUnread FactKind = "capacity vector before 3.4"

	// FactLeafOrderingPolicy: a leaf's ordering-policy that names no
	// application policy (AppPolicies) nor a class (cs-invalid-ordering-policy).
	FactLeafOrderingPolicy FactKind = "leaf ordering policy"
	// FactParentOrderingPolicy: a parent's ordering-policy that names no
	// queue policy (QueuePolicies).
	FactParentOrderingPolicy FactKind = "parent ordering policy"

	// The kinds of a queue mapping or mapping rule (cs-invalid-mapping);
	// all but FactNoJSONRules refuse the file.

	// FactUserGroupMapping: a queue-mappings entry Hadoop refuses.
	FactUserGroupMapping FactKind = "user or group mapping"
	// FactAppNameMapping: an app-name mapping entry Hadoop refuses.
	FactAppNameMapping FactKind = "application name mapping"
	// FactMappingFormat: a mapping-rule-format other than legacy or json.
	FactMappingFormat FactKind = "mapping rule format"
	// FactMappingJSONSyntax: JSON mapping rules Jackson cannot read.
	FactMappingJSONSyntax FactKind = "mapping rules not JSON"
	// FactMappingJSONRule: the JSON mapping rule number Int, which
	// MappingRuleCreator refuses.
	FactMappingJSONRule FactKind = "JSON mapping rule"
	// FactMappingFileUnread: the JSON mapping rules file, which cannot be
	// read (Refusal is the error reading it).
	FactMappingFileUnread FactKind = "mapping rules file unread"
	// FactNoJSONRules: JSON mapping rules chosen, none given; Hadoop logs
	// Warning and starts with none.
	FactNoJSONRules FactKind = "no JSON mapping rules"

	// FactChildrenSum: children's percentages that add up to Float (a
	// fraction) where Hadoop wants 1 (or 0).
	FactChildrenSum FactKind = "children's capacities off"
	// FactLabelChildrenSum: the same for the node label Name.
	FactLabelChildrenSum FactKind = "children's label capacities off"
	// FactMinimumSum: children's absolute minimums above their parent's.
	FactMinimumSum FactKind = "children's minimums above the parent's"
	// FactAbsoluteChildOfPercent: an absolute child of a parent (Queue)
	// with a percentage above 0 (3.1–3.3).
	FactAbsoluteChildOfPercent FactKind = "absolute child of a percentage"
	// FactMixedChildModes: the children of Queue in more than one form
	// (3.4).
	FactMixedChildModes FactKind = "children in mixed forms"
	// FactAbsoluteMismatch: a parent (Queue) and its children not all
	// absolute, or all but the parent (3.4).
	FactAbsoluteMismatch FactKind = "absolute parent and children mismatch"

	// The kinds of a capacity above a maximum, which the Capacity
	// Scheduler refuses (cs-capacity-above-maximum); the first three
	// quote Hadoop's exception (Refusal).

	// FactAbsCapacityAboveMaximum: a queue's absolute capacity above its
	// absolute maximum on the partition Name (CSQueueUtils).
	FactAbsCapacityAboveMaximum FactKind = "absolute capacity above the maximum"
	// FactMinAboveMaximum: an absolute minimum resource above the
	// queue's absolute maximum.
	FactMinAboveMaximum FactKind = "minimum resource above the maximum"
	// FactMaxAboveParentMaximum: an absolute maximum above the one of
	// its nearest ancestor with one (Other).
	FactMaxAboveParentMaximum FactKind = "maximum above the parent's"
	// FactGuaranteeAboveMaximum: on a cluster, a queue's guarantee above
	// its absolute maximum (Guaranteed, Maximum), which only the cluster
	// shows (Config.RefusalsOn).
	FactGuaranteeAboveMaximum FactKind = "guarantee above the maximum on the cluster"

	// The kinds of the checks (traps.go, mapping_checks.go,
	// refusals_on.go): what Hadoop takes but an admin would not mean, and
	// mappings the scheduler cannot follow. Each has its own rule.

	// FactUserLimitFactorOne: a leaf whose maximum (AbsMaxCapacity) is
	// above its guarantee (AbsCapacity) and whose user-limit-factor is 1,
	// so no single user can use the difference.
	FactUserLimitFactorOne FactKind = "user-limit-factor 1 below the maximum"
	// FactUserLimitFactorUnusable: a leaf's user-limit-factor (Raw, read
	// as Float) that caps every user at 0 in Release: 0 or below, or -1
	// before 3.4 (YARN-10531).
	FactUserLimitFactorUnusable FactKind = "user-limit-factor capping users at 0"
	// FactNoApplications: a running leaf whose absolute capacity
	// (AbsCapacity) makes its maximum applications 0, so Hadoop rejects
	// every submission.
	FactNoApplications FactKind = "maximum applications 0"
	// FactNoContainers: a running leaf of capacity 0 and maximum-capacity
	// 0, which accepts applications that never get a container.
	FactNoContainers FactKind = "capacity and maximum-capacity 0"
	// FactOpenSubmitACL: the acl_submit_applications of Queues restrict
	// nobody, because the ACL Name of their ancestor Queue is open ("*",
	// or not set on root when Default).
	FactOpenSubmitACL FactKind = "submit ACL under an open ACL"
	// FactOpenAdminACL: the same for the acl_administer_queue of Queues.
	FactOpenAdminACL FactKind = "administer ACL under an open ACL"
	// FactSameNameLeafParent: a queue (Queue) of the short name Name that
	// an earlier queue (Other) has, one a leaf and the other a parent,
	// where Release keeps one queue per short name.
	FactSameNameLeafParent FactKind = "leaf and parent of the same name"
	// FactAMLimitOneAM: a leaf whose AM limit (Int, MB: Float, its
	// maximum-am-resource-percent, of AMBase MB, rounded up to the
	// smallest container of Container MB) holds one AM at most.
	FactAMLimitOneAM FactKind = "AM limit of one AM"
	// FactGuaranteeBelowContainer: a leaf guaranteed (Guaranteed)
	// some memory, but less than one container (Container MB).
	FactGuaranteeBelowContainer FactKind = "guarantee below one container"
	// FactGuaranteeLowered: a queue whose guarantee on the cluster
	// (Guaranteed, of the resource Types) is above its maximum (Maximum),
	// which the release lowers to the maximum.
	FactGuaranteeLowered FactKind = "guarantee lowered to the maximum"
	// FactMappingUnknownQueue: a mapping (Raw, the entry) to a queue that
	// does not exist, is not a leaf, or whose short name is ambiguous; it
	// quotes Hadoop's exception (Refusal) and refuses the file.
	FactMappingUnknownQueue FactKind = "mapping to no leaf"
	// FactMappingNoAutoCreation: a mapping (Raw) that would create a queue
	// under a parent without auto-creation; as FactMappingUnknownQueue.
	FactMappingNoAutoCreation FactKind = "mapping under a parent without auto-creation"
)

// FactKinds are every kind of Fact, the reader's and the checks', in the
// order they are declared: each has a rule in lint that words it.
var FactKinds = []FactKind{
	FactUnknownProperty, FactUnknownQueueProperty, FactUnknownPreemptionProperty, FactUnknownTemplateProperty,
	FactOrphanProperty, FactInvalidBoolean, FactUnexpandedVariable, FactRootCapacity, FactRootLabels,
	FactLeafOnlyOnParent, FactNotInRelease, FactMaxCapacityAbove100, FactNoMemory, FactVcoresOverflow,
	FactNegativeAmount, FactEntryWithoutEquals, FactUnknownUnit, FactSpacedType, FactTypeBeforeCustomAmounts,
	FactNaNCapacity, FactUnrangedQueueSetting, FactNegativeMaxApplications, FactUnrangedAMPercent,
	FactNotANumber, FactNotALabelWeight, FactIllegalWeight, FactIllegalCapacity, FactIllegalLabelCapacity,
	FactNotAResource, FactOutsideResourcePattern, FactBadResourceEntry, FactWeightMaximum, FactUnknownState,
	FactUnknownCalculator, FactUnknownPreemptionOrder, FactUnreadableValue, FactNoRootQueues,
	FactDuplicateChild, FactReservableParent, FactRunningUnderStopped, FactSameNameLeaves, FactWeightUnread,
	FactAbsoluteUnread, FactVectorUnread, FactLeafOrderingPolicy, FactParentOrderingPolicy,
	FactUserGroupMapping, FactAppNameMapping, FactMappingFormat, FactMappingJSONSyntax, FactMappingJSONRule,
	FactMappingFileUnread, FactNoJSONRules, FactChildrenSum, FactLabelChildrenSum, FactMinimumSum,
	FactAbsoluteChildOfPercent, FactMixedChildModes, FactAbsoluteMismatch, FactAbsCapacityAboveMaximum,
	FactMinAboveMaximum, FactMaxAboveParentMaximum, FactGuaranteeAboveMaximum, FactUserLimitFactorOne,
	FactUserLimitFactorUnusable, FactNoApplications, FactNoContainers, FactOpenSubmitACL, FactOpenAdminACL,
	FactSameNameLeafParent, FactAMLimitOneAM, FactGuaranteeBelowContainer, FactGuaranteeLowered,
	FactMappingUnknownQueue, FactMappingNoAutoCreation,
}

// isAboveMaximum reports whether k is a capacity above a maximum.
func isAboveMaximum(k FactKind) bool {
	switch k {
	case FactAbsCapacityAboveMaximum, FactMinAboveMaximum, FactMaxAboveParentMaximum, FactGuaranteeAboveMaximum:
		return true
	}
	return false
}

// HasRefusingFact reports whether c has a fact for which the Capacity
// Scheduler refuses it.
func (c *Config) HasRefusingFact() bool {
	for _, f := range c.Facts {
		if f.Refuses {
			return true
		}
	}
	return false
}

// fact records a Fact.
func (c *Config) fact(f Fact) {
	c.Facts = append(c.Facts, f)
}
