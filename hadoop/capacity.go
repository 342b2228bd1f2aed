package hadoop

// CapacityFeatures is what one release's Capacity Scheduler accepts where
// releases differ: the target of `fairsched convert` and the reader of
// `fairsched compare`. Every flag names the JIRA that introduced it.
type CapacityFeatures struct {
	// WeightMode: a queue's capacity may be a weight, written "2.0w"
	// (YARN-10169 and YARN-10504).
	WeightMode bool

	// AbsoluteResources: capacity and maximum-capacity may be absolute
	// resources, written "[memory=10240,vcores=10]" (YARN-5881).
	AbsoluteResources bool

	// CapacityVectors: the universal capacity vector, mixing percentages,
	// weights and absolute values per resource type (umbrella YARN-10888,
	// fixed for 3.4.0; the calculators of YARN-11000). Mixed forms among
	// siblings are accepted only with
	// yarn.scheduler.capacity.legacy-queue-mode.enabled=false; the default
	// (true) keeps the old checks.
	CapacityVectors bool

	// UnlimitedUserLimitFactor: user-limit-factor -1 means no per-user
	// limit (YARN-10531, a sub-task of the weight-mode work, in 3.4.0;
	// fs2cs's emitDefaultUserLimitFactor writes it).
	UnlimitedUserLimitFactor bool

	// JSONMappingRules: placement as JSON mapping rules with
	// yarn.scheduler.capacity.mapping-rule-format=json (YARN-10370,
	// YARN-10425). Before it, only the legacy queue-mappings.
	JSONMappingRules bool

	// CSMappingPlacementRule: placement runs one CSMappingPlacementRule
	// for both "user-group" and "app-name" of
	// yarn.scheduler.queue-placement-rules, legacy mappings converted to
	// mapping rules (MappingRule.createLegacyRule: create, fallback to
	// root.default), user/group rules before app-name rules (YARN-10370,
	// the engine replaced in CapacityScheduler by YARN-10425; 3.4.0).
	// Before it, UserGroupMappingPlacementRule and
	// AppNameMappingPlacementRule run as two engines in the listed order
	// (their forms per release: LegacyGroupMappings,
	// LegacyQueueCheck). No 3.3.x release has CSMappingPlacementRule:
	// YARN-10425 is fixed in 3.4.0 only, and the UserGroupMappingPlacementRule
	// of the 3.3.1+ line (shaded Guava, HADOOP-17288) is still the
	// user-group engine there.
	CSMappingPlacementRule bool

	// LegacyGroupMappings: the group forms of the legacy queue-mappings
	// (3.3.0): %secondary_group (YARN-9840, YARN-9912), a group as parent
	// in u:%user:%primary_group.%user and u:%user:%secondary_group.%user
	// (YARN-9841, YARN-9865, the group queue must exist and hold the
	// user's leaf), u:NAME:%primary_group (YARN-9866), and u:%user:
	// %primary_group looked up as root.<group> (YARN-9868). Before it
	// (3.1.0 to 3.2.x) UserGroupMappingPlacementRule.getPlacementForUser
	// replaces only %user, and %primary_group as the whole target of
	// u:%user; every other target is handed on literally, and a group
	// lookup happens only for g: mappings and u:%user:%primary_group.
	LegacyGroupMappings bool

	// LegacyQueueCheck: the legacy user-group engine answers only with a
	// queue that exists, or with a leaf below an existing managed parent;
	// otherwise it gives nothing and the next engine or the named queue
	// decides (YARN-10254, with YARN-10281 and YARN-10279: on branch-3.3
	// after the 3.3.0 tag, so 3.3.1 to 3.3.6). The parent it hands on is
	// the parent's full path, a %primary_group target is the bare group
	// name, and a group parent of a group mapping is found by short name.
	// In 3.3.0 the answer goes to the scheduler unverified.
	LegacyQueueCheck bool

	// SameNameLeaves: two leaf queues may share a short name under
	// different parents (YARN-9879, 3.3.0: CapacitySchedulerQueueManager
	// keeps its queues in a CSQueueStore, and a short name two queues share
	// finds none). Before it (3.1.0 to 3.2.x) the queue manager keeps one
	// queue per short name and refuses a second leaf ("Two leaf queues
	// were named ..."); only leaf names had to be distinct (MAPREDUCE-3147),
	// parents may repeat names.
	SameNameLeaves bool

	// MappingLeafByShortName: before 3.3.0, UserGroupMappingPlacementRule's
	// initialize looks a static mapping's queue up by the name it gives and
	// then by its last part alone, so u:bob:users.bob loads when a leaf
	// named bob exists, whatever its parent; the parent is checked only when
	// no queue has that name (the 3.1 and 3.2 source). 3.3.0 looks up the
	// whole name the mapping gives.
	MappingLeafByShortName bool

	// RefreshByPath: a refresh finds each running queue in the new
	// configuration by its full path (CSQueueStore, YARN-9879, 3.3.0:
	// CapacitySchedulerConfigValidator.validateQueueHierarchy looks up
	// getQueuePath()), so a queue moved under another parent is deleted
	// and added, and "is moved from" can no longer happen. Before it
	// (3.1.0 to 3.2.x), by short name: a move is refused whatever the
	// queue's state.
	RefreshByPath bool

	// RefreshStoppedInNew: a refresh deletes a queue, or turns a leaf into
	// a parent, when the new configuration itself sets it STOPPED, and words
	// the deletion refusal "cannot be deleted from the capacity scheduler
	// configuration" (validateQueueHierarchy moved to
	// CapacitySchedulerConfigValidator, 3.3.0). Before it only the running
	// state counts, and the refusal reads "is deleted from the new capacity
	// scheduler configuration".
	RefreshStoppedInNew bool

	// InheritedMaxAllocation: a queue without a maximum allocation of its
	// own takes its parent's, and maximum-allocation may name every
	// resource type (YARN-9116, 3.3.0). Before it, the scheduler's.
	InheritedMaxAllocation bool

	// SchedConfValidate: POST /ws/v1/cluster/scheduler-conf/validate checks a
	// mutation without applying it (YARN-10022, 3.3.0).
	SchedConfValidate bool

	// MaxParallelApps: max-parallel-apps for queues, users and their
	// defaults (YARN-9930, 3.3.0). Before it the properties are ignored.
	MaxParallelApps bool

	// FlexibleAutoCreation: auto-queue-creation-v2.* ("flexible" auto
	// queue creation, umbrella YARN-10496, 3.4.0), with
	// allow-zero-capacity-sum and dynamic parents.
	FlexibleAutoCreation bool

	// LowersToMaximum: once the cluster size is known, an effective
	// minimum above the queue's effective maximum is lowered to it, type
	// by type, with a warning (QUEUE_EXCEEDS_MAX_RESOURCE of the
	// calculators of YARN-11000, 3.4.0) instead of refusing the file.
	LowersToMaximum bool

	// GlobalQueueMaxApplication: global-queue-max-application, a
	// file-wide maximum-applications for every queue that sets none
	// (CapacitySchedulerConfiguration.QUEUE_GLOBAL_MAX_APPLICATION, read
	// by LeafQueue.setupQueueConfigs). It is in Hadoop's source before the
	// 3.1.0 release (the trunk that added min-resource/max-resource,
	// YARN-5881, already reads it) and in the 3.1.2 release; no source of
	// the 3.0 line at hand has it, so 3.0 (CDH 6) reads maxApplications
	// from maximum-applications × absolute capacity alone. Its JIRA is not
	// in the sources at hand.
	GlobalQueueMaxApplication bool

	// SchedulerConfREST: GET ws/v1/cluster/scheduler-conf serves the
	// configuration of a mutable store (YARN-8559, 3.2.0).
	SchedulerConfREST bool

	// CustomTypeAmounts: absolute resources ("[memory=10240,vcores=10]")
	// read as CapacitySchedulerConfiguration.updateResourceValuesFromConfig
	// does after YARN-10503: the type name is trimmed, a declared custom
	// type (yarn.io/gpu) counts, converted to Mi like memory, and an amount
	// with a unit UnitsConversionUtil does not know is skipped. Before it
	// (3.1.0 to 3.3.0 and branch-3.3 of March 2021, read in Hadoop's
	// source) only "memory" and "vcores" written exactly so count (" vcores"
	// and "gpu" are skipped), and an unknown unit refuses the file
	// (UnitsConversionUtil.convert: "Unknown unit"). YARN-10503 is in trunk
	// (3.4.0); its backports to branch-3.2 and branch-3.3 are of December
	// 2021 (apache/hadoop pull 3814), so 3.2.3 and 3.3.2 are the first
	// maintenance releases with it. No release trims the amount after "=".
	CustomTypeAmounts bool

	// SubmitACLsNeedACLEnable: the queue ACLs are checked at submission
	// only when yarn.acl.enable is true (YARN-4522, 2.9.0 and 3.0.0: the
	// check moved from LeafQueue.submitApplication, which made it whatever
	// yarn.acl.enable said, to RMAppManager.createAndPopulateNewRMApp
	// behind YarnConfiguration.isAclEnabled). The Fair Scheduler has no
	// such switch: FairScheduler.addApplication checks the ACLs in every
	// release.
	SubmitACLsNeedACLEnable bool
}

// capacityFeatures returns the Capacity Scheduler features of release v.
func capacityFeatures(v Version) CapacityFeatures {
	return CapacityFeatures{
		WeightMode:                v.AtLeast(V(3, 4, 0)),
		AbsoluteResources:         v.AtLeast(V(3, 1, 0)),
		CapacityVectors:           v.AtLeast(V(3, 4, 0)),
		UnlimitedUserLimitFactor:  v.AtLeast(V(3, 4, 0)),
		JSONMappingRules:          v.AtLeast(V(3, 4, 0)),
		CSMappingPlacementRule:    v.AtLeast(V(3, 4, 0)),
		LegacyGroupMappings:       v.AtLeast(V(3, 3, 0)),
		LegacyQueueCheck:          v.AtLeast(V(3, 3, 1)),
		SameNameLeaves:            v.AtLeast(V(3, 3, 0)),
		MappingLeafByShortName:    !v.AtLeast(V(3, 3, 0)),
		RefreshByPath:             v.AtLeast(V(3, 3, 0)),
		RefreshStoppedInNew:       v.AtLeast(V(3, 3, 0)),
		InheritedMaxAllocation:    v.AtLeast(V(3, 3, 0)),
		SchedConfValidate:         v.AtLeast(V(3, 3, 0)),
		MaxParallelApps:           v.AtLeast(V(3, 3, 0)),
		FlexibleAutoCreation:      v.AtLeast(V(3, 4, 0)),
		LowersToMaximum:           v.AtLeast(V(3, 4, 0)),
		GlobalQueueMaxApplication: v.AtLeast(V(3, 1, 0)),
		SchedulerConfREST:         v.AtLeast(V(3, 2, 0)),
		CustomTypeAmounts:         v.AtLeast(V(3, 3, 2)) || v.AtLeast(V(3, 2, 3)) && !v.AtLeast(V(3, 3, 0)),
		SubmitACLsNeedACLEnable:   v.AtLeast(V(2, 9, 0)),
	}
}

// The Capacity Scheduler's tolerances: ParentQueue's PRECISION, how far the
// children's capacities may add up from 100 percent, and CSQueueUtils'
// EPSILON, how far a capacity may exceed its maximum-capacity.
const (
	CapacityChildrenSumPrecision float32 = 0.0005
	CapacityAboveMaxEpsilon      float32 = 0.0001
)

// CapacityNormalizeUpOffset is what the resource calculators'
// multiplyAndNormalizeUp add to amount × factor before truncating it to a
// long and rounding it up to the step: (long) (r × by + 0.5).
const CapacityNormalizeUpOffset = 0.5
