package place

import (
	"github.com/fairsched/fairsched/core/placement"
	"github.com/fairsched/fairsched/xmlconf"
)

// The facts the static checks of a placement policy (Static) and the
// checks against a yarn-site find, for lint's rules to word: place finds,
// lint says.

// RefusedDefault is a top-level default rule whose queue the scheduler
// refuses.
type RefusedDefault struct {
	Pos     xmlconf.Pos
	Queue   string // the rule's queue
	Refusal string // why the scheduler refuses it, in Hadoop's terms
}

// MissingTarget is a default rule with create="false" whose queue is not
// declared.
type MissingTarget struct {
	Pos   xmlconf.Pos
	Queue string
	// NestedIn is the kind of the rule it is the parent rule of;
	// RuleUnknown (the zero value) for a top-level rule.
	NestedIn placement.RuleKind
	// Fails: the release fails an application that reaches the rule (the
	// placement code before Hadoop 3.3) instead of passing it on.
	Fails bool
}

// OnlyParents is a rule that can only give declared queues below Under,
// all of which are parent queues.
type OnlyParents struct {
	Pos   xmlconf.Pos
	Kind  placement.RuleKind
	Under string
}

// UnderLeaf is a nested rule whose parent rule can only give a leaf queue.
type UnderLeaf struct {
	Pos        xmlconf.Pos
	Kind       placement.RuleKind // the nested rule's kind
	ParentKind placement.RuleKind
	// Leaf is the leaf queue the parent rule always gives; "" when it is
	// OnlyLeavesBelowRoot instead.
	Leaf string
	// Implicit: Leaf is the root.default Hadoop creates as a leaf.
	Implicit bool
	// OnlyLeavesBelowRoot: the parent rule can only give declared queues
	// directly below root, and all of them are leaves.
	OnlyLeavesBelowRoot bool
}

// SpecifiedLate is a specified rule after a default rule that does not
// always place.
type SpecifiedLate struct {
	Pos          xmlconf.Pos
	Default      int    // the default rule's 1-based index
	DefaultQueue string // its queue
	Declared     bool   // DefaultQueue is declared in the file
}

// UndeclaredCreator is a rule that creates queues although yarn-site sets
// allow-undeclared-pools to false, which Hadoop ignores beside a policy.
type UndeclaredCreator struct {
	Pos     xmlconf.Pos
	Kind    placement.RuleKind
	KeyLine int32 // the yarn-site line of the property
}

// MaxBelowMinimum is a queue whose maximum is below the minimum
// allocation, so no container fits.
type MaxBelowMinimum struct {
	Pos              xmlconf.Pos
	Queue            string
	Setting          string // "<maxResources>" or "<queueMaxResourcesDefault>"
	MB, Vcores       int64  // the maximum
	MinMB, MinVcores int64  // the minimum allocation
}
