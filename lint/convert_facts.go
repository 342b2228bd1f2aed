package lint

import (
	"strings"

	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/diag"
	"github.com/fairsched/fairsched/xmlconf"
)

// ConvertFacts are what a conversion could not keep, as the convert
// package computed them while it converted: the arithmetic and the
// choices behind each loss, which the convert rules word. One slice per
// kind of loss, each in the order the conversion met them.
type ConvertFacts struct {
	// AbsoluteMaxima are absolute maxima the target release cannot write
	// beside percentage capacities, converted without --cluster: they are
	// lost (convert-max-dropped).
	AbsoluteMaxima []ConvertMax
	// RootMaxima are maxima of root, which the Capacity Scheduler cannot
	// limit (convert-max-dropped, or convert-approximated when each of
	// root's children is capped at it instead).
	RootMaxima []ConvertRootMax
	// ZeroLimits are maxima that limit some resource types to 0 and
	// others not, whose zero limits one maximum-capacity cannot keep
	// (convert-max-dropped).
	ZeroLimits []ConvertZeroLimit
	// Unassigned are parents whose children's maxima leave part of them
	// unassigned, where the conversion raised some maxima
	// (convert-max-dropped).
	Unassigned []ConvertUnassigned
	// SplitMaxima are maxima that limit each resource type differently,
	// kept as the tightest (convert-approximated).
	SplitMaxima []ConvertSplitMax
	// ClosedOnCluster are percentage maxima the Fair Scheduler truncates
	// to 0 on --cluster, which the percentage written keeps open
	// (convert-approximated).
	ClosedOnCluster []ConvertClosedOnCluster
	// CutCapacities are capacities cut below the queue's steady fair share
	// by its maximum (convert-approximated).
	CutCapacities []ConvertCut
	// Guarantees are, with --cluster, the Capacity Scheduler's guarantee
	// of each queue with a minResources beside its Fair Scheduler min
	// share (convert-min-resources, convert-guarantee-below-min).
	Guarantees []ConvertGuarantee
	// Refusals are the reasons the target release refuses the converted
	// capacity-scheduler.xml, read back (convert-refused).
	Refusals []diag.Finding
	// Placement are the placement rules the target cannot keep as they
	// are (convert-placement).
	Placement []ConvertPlacementLoss
	// LegacyModeOff is the absolute maximum-capacity that made the
	// conversion write legacy-queue-mode.enabled=false, a switch of the
	// whole cluster (convert-cluster-wide); nil when none was written.
	LegacyModeOff *ConvertMax
	// SizeBounds are, without --cluster, the absolute maxima written
	// beside capacities that grow with the cluster, with the sizes above
	// which the guarantee passes the maximum (convert-approximated).
	SizeBounds []ConvertSizeBound
	// CustomCalculator is the maximum limiting a custom resource type that
	// made the conversion write the DominantResourceCalculator
	// (convert-approximated); nil when none did.
	CustomCalculator *ConvertCustomType
	// Replay are the classes of submission that land elsewhere after the
	// move, one per Fair Scheduler rule and change of outcome, with the
	// first example (convert-replay); Replayed is how many submissions
	// were replayed.
	Replay   []*ConvertReplayDiff
	Replayed int
}

// ConvertReplayDiff is a class of submission the converted file places
// elsewhere than the Fair Scheduler did.
type ConvertReplayDiff struct {
	Pos   xmlconf.Pos // the Fair Scheduler rule that placed them
	Rule  string      // its name
	Count int         // submissions of the class
	// The first submission of the class, and where each scheduler put it.
	User           string
	Groups         []string
	Queue          string // asked; "" for none
	Fair, Capacity string
}

// ConvertCustomType is a queue's maximum that limits a custom resource
// type.
type ConvertCustomType struct {
	Queue string
	Pos   xmlconf.Pos
	Type  string
}

// ConvertSizeBound is an absolute maximum beside a capacity of Share of
// the cluster: on a cluster with more than Above of some type, the
// guarantee is above the maximum, and Hadoop 3.4 lowers it.
type ConvertSizeBound struct {
	ConvertMax
	Share float64 // the queue's absolute capacity, a fraction of the cluster
	Above resource.Resource
}

// ConvertMax is a maximum as the allocation file states it.
type ConvertMax struct {
	Queue string
	// Element names where the maximum comes from: "maxResources",
	// "queueMaxResourcesDefault", "maxResources of root", ...
	Element string
	Raw     string // the value as written
	Pos     xmlconf.Pos
}

// said is the maximum as a message quotes it: "maxResources 8192 mb".
func (m ConvertMax) said() string { return m.Element + " " + strings.TrimSpace(m.Raw) }

// ConvertRootMax is a maximum of root.
type ConvertRootMax struct {
	ConvertMax
	// Capped: each of root's children is capped at it; else it is lost
	// (absolute, without --cluster).
	Capped bool
}

// ConvertZeroLimit is a maximum with some resource types at 0.
type ConvertZeroLimit struct {
	ConvertMax
	Types []int // the indexes of the types limited to 0
}

// ConvertUnassigned is a parent whose children's maxima add up to less
// than its capacity.
type ConvertUnassigned struct {
	Queue  string
	Pos    xmlconf.Pos
	Raised []ConvertRaised // the children whose maxima were raised
}

// ConvertRaised is a child whose capacity and maximum-capacity were
// raised, and to what percentage of its parent.
type ConvertRaised struct {
	Name    string
	Percent float64
}

// ConvertSplitMax is a maximum whose resource types have different
// limits.
type ConvertSplitMax struct {
	ConvertMax
	// Fractions are each type's limit as a fraction of the cluster; Kept
	// is the tightest, which the one maximum-capacity keeps.
	Fractions []float64
	Kept      float64
}

// ConvertClosedOnCluster is a percentage maximum that is 0 of a type on
// --cluster.
type ConvertClosedOnCluster struct {
	ConvertMax
	Type int // 0 memory, 1 vcores
}

// ConvertCut is a capacity cut below the queue's steady fair share.
type ConvertCut struct {
	Queue string
	Pos   xmlconf.Pos
	// Percent is the capacity written, Share the steady fair share (of
	// memory), both in percent of the parent.
	Percent, Share float64
	// ClosedBy names the type (memory or vcores) whose maximum of 0 closes
	// the queue, "" when it is open.
	ClosedBy string
}

// ConvertGuarantee is a queue's guarantee beside its min share, on
// --cluster.
type ConvertGuarantee struct {
	Queue        string
	Pos          xmlconf.Pos // the minResources
	MinResources string      // as written
	// Guaranteed is the Capacity Scheduler's guarantee; MinShare the Fair
	// Scheduler's min share, capped at the maxima of the queue and its
	// ancestors; Asked the min share before that cap.
	Guaranteed, MinShare, Asked resource.Resource
	// Short is, per type, how much Guaranteed falls below MinShare beyond
	// the Capacity Scheduler's rounding; 0 where it does not.
	Short resource.Resource
}

// ConvertPlacementKind is why a placement rule is not kept as it is.
type ConvertPlacementKind int

// The placement losses: JSON mapping rules first, then legacy
// queue-mappings.
const (
	// PlacementUnconverted: a rule with no mapping rule.
	PlacementUnconverted ConvertPlacementKind = iota
	// PlacementRootNeedsWeight: a rule creating queues under root outside
	// weight mode.
	PlacementRootNeedsWeight
	// PlacementNestedOrphan: a nestedUserQueue without a parent rule.
	PlacementNestedOrphan
	// PlacementNestedUnconverted: a nestedUserQueue whose parent rule has
	// no mapping rule.
	PlacementNestedUnconverted
	// PlacementCreateMerged: a nestedUserQueue whose create flag differs
	// from its parent rule's.
	PlacementCreateMerged
	// PlacementSpecifiedLate: a specified rule after others, in legacy
	// queue-mappings.
	PlacementSpecifiedLate
	// PlacementLegacyNestedNoCreate: a nestedUserQueue with
	// create="false", in legacy queue-mappings.
	PlacementLegacyNestedNoCreate
	// PlacementLegacyReject: a reject rule, in legacy queue-mappings.
	PlacementLegacyReject
	// PlacementNoLegacy: a rule with no legacy queue-mapping.
	PlacementNoLegacy
	// PlacementLegacyRootCreate: a rule creating queues under root, in
	// legacy queue-mappings.
	PlacementLegacyRootCreate
	// PlacementLegacyNoCreate: a rule with create="false", in legacy
	// queue-mappings.
	PlacementLegacyNoCreate
	// PlacementStaticParent: queues created under a parent with static
	// children, which legacy auto-creation (a managed parent) cannot keep.
	PlacementStaticParent
)

// ConvertPlacementLoss is a placement rule the target cannot keep as it
// is.
type ConvertPlacementLoss struct {
	Kind ConvertPlacementKind
	Pos  xmlconf.Pos // the rule's; zero for a rule derived from yarn-site
	Rule string      // the rule's name
	// Parent is the parent rule's name (PlacementNestedUnconverted).
	Parent string
	// Create and ParentCreate are the create flags of a nestedUserQueue
	// and its parent rule (PlacementCreateMerged).
	Create, ParentCreate bool
	// Mapping is the queue-mapping written (PlacementLegacyNestedNoCreate).
	Mapping string
	// After is how many rules come before the specified rule
	// (PlacementSpecifiedLate).
	After int
	// Queue is the parent the queues are created under
	// (PlacementStaticParent).
	Queue string
}
