package hadoop

// Profile is what one Hadoop release does where releases differ. The zero
// value is not useful; get one from For.
type Profile struct {
	// Version is the release this profile describes.
	Version Version

	// ImplicitRootDefault: the queue manager creates root.default at start-up
	// whether or not the file declares it. YARN-7769 removed this in 3.4.0.
	ImplicitRootDefault bool

	// MaxAMShareOnParentRefused: <maxAMShare> on a parent queue fails the
	// load (YARN-10528: 3.3.1, 3.2.3).
	MaxAMShareOnParentRefused bool

	// NewStyleResources: "memory-mb=1024, vcores=2" resource strings
	// (YARN-7556, 3.2.0).
	NewStyleResources bool

	// StrictResources: negative values rejected and the anchored resource
	// grammar of YARN-8738 and YARN-7291 (3.3.0). Before it, 3.2 and 2.x
	// search for numbers anywhere in the string.
	StrictResources bool

	// Percentages: "50%" resource values (YARN-2162, 2.9.0).
	Percentages bool

	// DecimalMBFixed: old-style "5120.3 mb" reads as 5120 MB, not 3 MB
	// (YARN-4256, 2.8.0).
	DecimalMBFixed bool

	// PlacementRewrite: the placement rules of YARN-8967 (3.3.0): a <rule>
	// tag, parent rules for any rule, terminality of default and
	// nestedUserQueue decided by create, 1-based rule numbers.
	PlacementRewrite bool

	// UnicodeNameTrim: user and group names used as queue names are trimmed
	// of Unicode white space (YARN-5272, 2.9.0).
	UnicodeNameTrim bool

	// ChildPolicyRules: a parent's policy restricts its children's
	// (YARN-4212, 2.9.0), and the default policy cannot be fifo.
	ChildPolicyRules bool

	// MaxChildResources: <maxChildResources> and <allowPreemptionFrom>
	// exist (2.9.0).
	MaxChildResources bool

	// QueueMaxResourcesDefault: <queueMaxResourcesDefault> exists (2.8.0).
	QueueMaxResourcesDefault bool

	// QueueNamePeriodCheck: a queue name containing a period fails the load
	// (2.7.0). Before, the dotted name is taken as a path.
	QueueNamePeriodCheck bool
	// QueueNameTrim: queue names are trimmed and an empty name fails the
	// load (2.8.0, String.trim). UnicodeQueueNameTrim: the trim also strips
	// Unicode white space (YARN-5272, 2.9.0).
	QueueNameTrim, UnicodeQueueNameTrim bool
	// Reservations: per-queue <reservation> and the top-level
	// reservation-agent, -policy and -planner elements (YARN-1051, 2.6.0
	// reservation system; read from the allocation file since 2.7.0).
	Reservations bool
	// ReservationACLs: <aclSubmitReservations>, <aclListReservations> and
	// <aclAdministerReservations> (YARN-4340, 2.8.0).
	ReservationACLs bool
	// MaxContainerAllocation: per-queue <maxContainerAllocation>
	// (YARN-8468, 3.1.2 and 3.2.0).
	MaxContainerAllocation bool

	// ReservableNotLeaf: a reservable queue is no longer also a leaf
	// (YARN-8268, 3.2.0).
	ReservableNotLeaf bool

	// DRFNeedinessFixed: the DRF comparator judges the second queue's
	// neediness by its own dominant resource (YARN-11482, 3.3.6 and 3.4.0).
	DRFNeedinessFixed bool

	// LongShareArithmetic: ComputeFairShares computes shares as long with
	// saturating sums (YARN-8833 and YARN-9173: 3.1.2, 3.2.1, 3.3.0). Earlier
	// releases cast shares to int; the results differ only beyond 2^31 MB.
	LongShareArithmetic bool

	// EndlessShareLoop: ComputeFairShares adds the shares up in a Java int
	// that wraps past 2^31-1, so its doubling of the ratio R can loop
	// forever and hang the scheduler (YARN-8833, fixed in 2.10.0, 3.1.2,
	// 3.2.1 and 3.3.0; 2.10 got it without YARN-9173, so it is not
	// LongShareArithmetic).
	EndlessShareLoop bool

	// EnvVariables: Configuration.substituteVars expands ${env.NAME} (and
	// ${env.NAME:-default}, ${env.NAME-default}) from the daemon's
	// environment (HADOOP-9642, 3.0.0). Before it ${env.NAME} is looked up
	// as a system property or a property of the file, and left as written.
	EnvVariables bool

	// ResourceTypeAllocation: the schedulers take their minimum and maximum
	// allocation from ResourceUtils, where
	// yarn.resource-types.<type>.minimum-allocation and -maximum-allocation
	// win over yarn.scheduler.minimum-allocation-mb and the like, and custom
	// types have bounds at all (YARN-5587 with the resource types of
	// YARN-3926: 3.0.0, and 2.10.0 through YARN-8200). Before it the
	// schedulers read only the yarn.scheduler.*-allocation-* keys.
	ResourceTypeAllocation bool

	// HardenedXML: HADOOP-18469 (3.3.5, 3.4.0) moved Hadoop's XML parsing
	// to a hardened factory that refuses DOCTYPE declarations. Whether the
	// allocation file loader is among its users is not confirmed, so
	// messages say "may refuse".
	HardenedXML bool

	// Capacity is what this release's Capacity Scheduler accepts, for the
	// move from the Fair Scheduler (convert, compare).
	Capacity CapacityFeatures
}

// For returns the profile of release v.
func For(v Version) Profile {
	return Profile{
		Version:                   v,
		ImplicitRootDefault:       v.Less(V(3, 4, 0)),
		MaxAMShareOnParentRefused: v.AtLeast(V(3, 3, 1)) || v.in(V(3, 2, 3), V(3, 3, 0)),
		NewStyleResources:         v.AtLeast(V(3, 2, 0)),
		StrictResources:           v.AtLeast(V(3, 3, 0)),
		Percentages:               v.AtLeast(V(2, 9, 0)),
		DecimalMBFixed:            v.AtLeast(V(2, 8, 0)),
		PlacementRewrite:          v.AtLeast(V(3, 3, 0)),
		UnicodeNameTrim:           v.AtLeast(V(2, 9, 0)),
		ChildPolicyRules:          v.AtLeast(V(2, 9, 0)),
		MaxChildResources:         v.AtLeast(V(2, 9, 0)),
		QueueMaxResourcesDefault:  v.AtLeast(V(2, 8, 0)),
		QueueNamePeriodCheck:      v.AtLeast(V(2, 7, 0)),
		QueueNameTrim:             v.AtLeast(V(2, 8, 0)),
		UnicodeQueueNameTrim:      v.AtLeast(V(2, 9, 0)),
		Reservations:              v.AtLeast(V(2, 7, 0)),
		ReservationACLs:           v.AtLeast(V(2, 8, 0)),
		MaxContainerAllocation:    v.AtLeast(V(3, 1, 2)),
		ReservableNotLeaf:         v.AtLeast(V(3, 2, 0)),
		DRFNeedinessFixed:         v.AtLeast(V(3, 3, 6)),
		LongShareArithmetic:       v.AtLeast(V(3, 2, 1)) || v.in(V(3, 1, 2), V(3, 2, 0)),
		EndlessShareLoop:          !v.AtLeast(V(3, 2, 1)) && !v.in(V(3, 1, 2), V(3, 2, 0)) && !v.in(V(2, 10, 0), V(2, 11, 0)),
		HardenedXML:               v.AtLeast(V(3, 3, 5)),
		ResourceTypeAllocation:    v.AtLeast(V(2, 10, 0)),
		EnvVariables:              v.AtLeast(V(3, 0, 0)),
		Capacity:                  capacityFeatures(v),
	}
}

// DefaultProfile is the profile of Default.
func DefaultProfile() Profile { return For(Default) }
