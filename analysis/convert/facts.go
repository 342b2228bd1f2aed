package convert

import (
	"strings"

	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/xmlconf"
)

// Facts are what a conversion could not keep, as the convert
// package computed them while it converted: the arithmetic and the
// choices behind each loss, which the convert rules word. One slice per
// kind of loss, each in the order the conversion met them.
type Facts struct {
	// AbsoluteMaxima are absolute maxima the target release cannot write
	// beside percentage capacities, converted without --cluster: they are
	// lost (convert-max-dropped).
	AbsoluteMaxima []Max
	// RootMaxima are maxima of root, which the Capacity Scheduler cannot
	// limit (convert-max-dropped, or convert-approximated when each of
	// root's children is capped at it instead).
	RootMaxima []RootMax
	// ZeroLimits are maxima that limit some resource types to 0 and
	// others not, whose zero limits one maximum-capacity cannot keep
	// (convert-max-dropped).
	ZeroLimits []ZeroLimit
	// Unassigned are parents whose children's maxima leave part of them
	// unassigned, where the conversion raised some maxima
	// (convert-max-dropped).
	Unassigned []Unassigned
	// SplitMaxima are maxima that limit each resource type differently,
	// kept as the tightest (convert-approximated).
	SplitMaxima []SplitMax
	// ClosedOnCluster are percentage maxima the Fair Scheduler truncates
	// to 0 on --cluster, which the percentage written keeps open
	// (convert-approximated).
	ClosedOnCluster []ClosedOnCluster
	// CutCapacities are capacities cut below the queue's steady fair share
	// by its maximum (convert-approximated).
	CutCapacities []Cut
	// Guarantees are, with --cluster, the Capacity Scheduler's guarantee
	// of each queue with a minResources beside its Fair Scheduler min
	// share (convert-min-resources, convert-guarantee-below-min).
	Guarantees []Guarantee
	// Refusals are the reasons the target release refuses the converted
	// capacity-scheduler.xml, read back (convert-refused).
	Refusals []diag.Finding
	// Placement are the placement rules the target cannot keep as they
	// are (convert-placement).
	Placement []PlacementLoss
	// LegacyModeOff is the absolute maximum-capacity that made the
	// conversion write legacy-queue-mode.enabled=false, a switch of the
	// whole cluster (convert-cluster-wide); nil when none was written.
	LegacyModeOff *Max
	// SizeBounds are, without --cluster, the absolute maxima written
	// beside capacities that grow with the cluster, with the sizes above
	// which the guarantee passes the maximum (convert-approximated).
	SizeBounds []SizeBound
	// CustomCalculator is the maximum limiting a custom resource type that
	// made the conversion write the DominantResourceCalculator
	// (convert-approximated); nil when none did.
	CustomCalculator *CustomType
	// Replay are the classes of submission that land elsewhere after the
	// move, one per Fair Scheduler rule and change of outcome, with the
	// first example (convert-replay); Replayed is how many submissions
	// were replayed.
	Replay   []*ReplayDiff
	Replayed int
}

// ReplayDiff is a class of submission the converted file places
// elsewhere than the Fair Scheduler did.
type ReplayDiff struct {
	Pos   xmlconf.Pos // the Fair Scheduler rule that placed them
	Rule  string      // its name
	Count int         // submissions of the class
	// The first submission of the class, and where each scheduler put it.
	User           string
	Groups         []string
	Queue          string // asked; "" for none
	Fair, Capacity string
}

// CustomType is a queue's maximum that limits a custom resource
// type.
type CustomType struct {
	Queue string
	Pos   xmlconf.Pos
	Type  string
}

// SizeBound is an absolute maximum beside a capacity of Share of
// the cluster: on a cluster with more than Above of some type, the
// guarantee is above the maximum, and Hadoop 3.4 lowers it.
type SizeBound struct {
	Max
	Share float64 // the queue's absolute capacity, a fraction of the cluster
	Above resource.Resource
}

// Max is a maximum as the allocation file states it.
type Max struct {
	Queue string
	// Element names where the maximum comes from: "maxResources",
	// "queueMaxResourcesDefault", "maxResources of root", ...
	Element string
	Raw     string // the value as written
	Pos     xmlconf.Pos
}

// said is the maximum as a message quotes it: "maxResources 8192 mb".
func (m Max) Said() string { return m.Element + " " + strings.TrimSpace(m.Raw) }

// RootMax is a maximum of root.
type RootMax struct {
	Max
	// Capped: each of root's children is capped at it; else it is lost
	// (absolute, without --cluster).
	Capped bool
}

// ZeroLimit is a maximum with some resource types at 0.
type ZeroLimit struct {
	Max
	Types []int // the indexes of the types limited to 0
}

// Unassigned is a parent whose children's maxima add up to less
// than its capacity.
type Unassigned struct {
	Queue  string
	Pos    xmlconf.Pos
	Raised []Raised // the children whose maxima were raised
}

// Raised is a child whose capacity and maximum-capacity were
// raised, and to what percentage of its parent.
type Raised struct {
	Name    string
	Percent float64
}

// SplitMax is a maximum whose resource types have different
// limits.
type SplitMax struct {
	Max
	// Fractions are each type's limit as a fraction of the cluster; Kept
	// is the tightest, which the one maximum-capacity keeps.
	Fractions []float64
	Kept      float64
}

// ClosedOnCluster is a percentage maximum that is 0 of a type on
// --cluster.
type ClosedOnCluster struct {
	Max
	Type int // 0 memory, 1 vcores
}

// Cut is a capacity cut below the queue's steady fair share.
type Cut struct {
	Queue string
	Pos   xmlconf.Pos
	// Percent is the capacity written, Share the steady fair share (of
	// memory), both in percent of the parent.
	Percent, Share float64
	// ClosedBy names the type (memory or vcores) whose maximum of 0 closes
	// the queue, "" when it is open.
	ClosedBy string
}

// Guarantee is a queue's guarantee beside its min share, on
// --cluster.
type Guarantee struct {
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

// PlacementKind is why a placement rule is not kept as it is.
type PlacementKind int

// The placement losses: JSON mapping rules first, then legacy
// queue-mappings.
const (
	// PlacementUnconverted: a rule with no mapping rule.
	PlacementUnconverted PlacementKind = iota
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

// PlacementLoss is a placement rule the target cannot keep as it
// is.
type PlacementLoss struct {
	Kind PlacementKind
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
