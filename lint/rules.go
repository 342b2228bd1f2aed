package lint

import (
	"fmt"
	"iter"
	"slices"
	"sync"

	"github.com/fairsched/fairsched/core/javanum"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/xmlconf"
)

// All lists every rule, sorted by ID. The list is written out: no init()
// registration and no code generation.
var All = []*Rule{
	ACLWhitespace,
	CDATASplitValue,
	ClampedValue,
	ClosedQueue,
	ClusterAMShareBelowContainer,
	ClusterMaxRoundsToZero,
	ClusterMinOvercommit,
	ClusterShareBelowContainer,
	ClusterSiblingMinStarves,
	ClusterWideLimit,
	ClusterZeroWeightMinOnly,
	CompareACLNarrowed,
	CompareACLWidened,
	CompareAMShare,
	CompareAppLimit,
	CompareCapacityIgnored,
	CompareCapacityOnly,
	CompareCapacityRefused,
	CompareFairOnly,
	CompareGuaranteeBelowSteady,
	CompareGuaranteeLost,
	CompareMaxLowered,
	CompareMaxRaised,
	ComparePreemption,
	CompareRunningApps,
	CompareUserLimit,
	ConvertApproximated,
	ConvertClusterWide,
	ConvertGuaranteeBelowMin,
	ConvertLocality,
	ConvertMaxDropped,
	ConvertMinResources,
	ConvertNoCounterpart,
	ConvertPlacement,
	ConvertRefused,
	ConvertRenamed,
	ConvertReplay,
	CSAMLimitBelowOneAM,
	CSCapacityAboveMaximum,
	CSChildrenSum,
	CSDuplicateChild,
	CSEmptyFile,
	CSGuaranteeBelowContainer,
	CSGuaranteeLowered,
	CSIgnoredProperty,
	CSInvalidBoolean,
	CSInvalidMapping,
	CSInvalidOrderingPolicy,
	CSInvalidValue,
	CSMalformedXML,
	CSMappingNoAutoCreation,
	CSMappingRuleRefused,
	CSMappingUnknownQueue,
	CSMixedModes,
	CSNoRootQueues,
	CSOpenRootACL,
	CSOrphanProperty,
	CSRefreshAutoCreateConversion,
	CSRefreshDeleteRunning,
	CSRefreshLeafToParent,
	CSRefreshMaxAllocationDecreased,
	CSRefreshMove,
	CSReservableParent,
	CSRunningUnderStopped,
	CSSameNameLeafParent,
	CSSameNameLeaves,
	CSUnexpandedVariable,
	CSUnknownProperty,
	CSUnsupportedForm,
	CSUserLimitFactorOne,
	CSUserLimitFactorUnusable,
	CSZeroCapacity,
	CustomResourcesZeroed,
	CustomSchedulingPolicy,
	DefaultQueueChildren,
	DefaultQueueNotLeaf,
	DefaultQueueParent,
	DefaultQueuePolicyKept,
	DefaultRuleInvalidQueue,
	DeprecatedElement,
	Doctype,
	DRFUnderFair,
	DriftConfDiffers,
	DriftCreated,
	DriftDiffers,
	DriftOnlyInFile,
	DriftOnlyInRM,
	DriftRMQueueNotCreatable,
	DuplicateElement,
	DuplicateQueue,
	DuplicateQueueKind,
	DynamicQueueRefused,
	EmptyPlacementPolicy,
	EmptyValue,
	EndlessFairShare,
	FIFODefaultPolicy,
	FIFOParentQueue,
	IgnoredDeprecatedElement,
	InvalidBoolean,
	InvalidMaxAMShare,
	InvalidNumber,
	InvalidPlacementRule,
	InvalidQueueName,
	InvalidResource,
	InvalidSchedulingPolicy,
	InvalidTypeAttribute,
	InvalidWeight,
	MalformedXML,
	MaxAMShareOnParent,
	MaxWithoutVCores,
	MinExceedsMax,
	MinOverPromised,
	MinimumAllocationAboveMax,
	NonTextValue,
	NonpositiveTimeout,
	OpenRootACL,
	PercentageIgnored,
	PlacementDefaultRefused,
	PlacementMissingTarget,
	PlacementMultipleParentRules,
	PlacementNestedUnderLeaf,
	PlacementNotTerminal,
	PlacementPolicyIgnored,
	PlacementSpecifiedAfterDefault,
	PlacementVersionHazard,
	PlacementYieldsParent,
	QueueNameSpecialChars,
	QueueNameWhitespace,
	QueueTagQuirk,
	ReaderLimit,
	ReservationOnParent,
	ResourceMisread,
	RootNameCase,
	RootWithSiblings,
	SparkAllocationFile,
	SuppressionWithoutReason,
	ThousandsSeparator,
	UnknownAttribute,
	UnknownElement,
	UnreachablePlacementRule,
	UnusedSuppression,
	UpgradeIgnored,
	UpgradePlacementChanges,
	UpgradeRefused,
	UpgradeShareChanges,
	WorseUnderLoad,
	WrongRootElement,
	YarnSiteAllocationKeyIgnored,
	YarnSiteFinalOverride,
	YarnSiteInclude,
	YarnSiteInvalidBoolean,
	YarnSiteInvalidValue,
	YarnSiteUndeclaredPoolsIgnored,
	YarnSiteUnexpandedVariable,
	YarnSiteUnknownKey,
	ZeroMaxResources,
	ZeroMaxRunningApps,
	ZeroWeight,
}

// ByID returns the rule with the given ID or alias, from Registry, or nil.
func ByID(id string) *Rule {
	for _, r := range Registry() {
		if r.ID == id || slices.Contains(r.Aliases, id) {
			return r
		}
	}
	return nil
}

// CanonicalID returns the ID of the rule that id names (id itself, or the
// rule it is an alias of); an unknown id is returned as it is. It is cheap
// enough to call per finding.
func CanonicalID(id string) string {
	if c, ok := aliases()[id]; ok {
		return c
	}
	return id
}

// aliases maps every alias of a registered rule to the rule's ID, built
// once.
var aliases = sync.OnceValue(func() map[string]string {
	m := map[string]string{}
	for _, r := range Registry() {
		for _, a := range r.Aliases {
			m[a] = r.ID
		}
	}
	return m
})

// Registry returns every rule (All): the one registry that rules,
// explain, docs/rules.md, suppressions and settings files read.
func Registry() []*Rule { return All }

// FileRules are the rules Run runs on an allocation file (Input
// FileInput), sorted by ID.
var FileRules = rulesOf(FileInput)

// rulesOf returns the rules of All that judge input, in order.
func rulesOf(input Input) []*Rule {
	var out []*Rule
	for _, r := range All {
		if r.Input == input {
			out = append(out, r)
		}
	}
	return out
}

// The helpers below are shared by the rules' Check functions.

// firstValid returns the first valid position of ps, or line 1 column 1 so
// that no finding is ever reported without a position.
func firstValid(ps ...xmlconf.Pos) xmlconf.Pos {
	for _, p := range ps {
		if p.IsValid() {
			return p
		}
	}
	return xmlconf.Pos{Line: 1, Col: 1}
}

// allocationsPos returns the position of the document element (normally
// <allocations>), or the zero Pos when the file has none.
func allocationsPos(p *Pass) xmlconf.Pos {
	if p.Config == nil || p.Config.Doc == nil || p.Config.Doc.Root() == nil {
		return xmlconf.Pos{}
	}
	return p.Config.Span(p.Config.Doc.Root()).Start
}

// queuePos returns where to report a finding about q: its first
// declaration, else that of its nearest declared ancestor (implicit queues
// such as root.default have no position), else the <allocations> element,
// else 1:1.
func queuePos(p *Pass, q *xmlconf.Queue) xmlconf.Pos {
	for a := q; a != nil; a = a.Parent {
		if a.Pos.IsValid() {
			return a.Pos
		}
	}
	return firstValid(allocationsPos(p))
}

// settingPos returns the position of a setting of q (when known), else
// queuePos. q may be nil for top-level settings.
func settingPos(p *Pass, at xmlconf.Pos, q *xmlconf.Queue) xmlconf.Pos {
	if at.IsValid() {
		return at
	}
	if q == nil {
		return firstValid(allocationsPos(p))
	}
	return queuePos(p, q)
}

// written returns the text of a setting as Hadoop read it, trimmed the way
// Java's String.trim trims it.
func written[T any](f xmlconf.Field[T]) string { return javanum.JavaTrim(f.Raw()) }

// fullName returns the full name of q, or "" for nil (top-level settings).
func fullName(q *xmlconf.Queue) string {
	if q == nil {
		return ""
	}
	return q.FullName
}

// resourceSetting is one resource string of the file: a queue's
// minResources, maxResources, maxChildResources or maxContainerAllocation,
// or the top-level queueMaxResourcesDefault (Queue nil).
type resourceSetting struct {
	Elem  string
	Queue *xmlconf.Queue
	Field *xmlconf.Field[xmlconf.ConfigurableResource]
}

// resourceSettings lists every resource string that Hadoop accepted: from
// the run's compact list when it has one (several rules go through it, and
// a walk of the tree touches every queue each time), else read from the
// tree.
func resourceSettings(p *Pass) iter.Seq[resourceSetting] {
	if p.shared == nil || p.shared.resources == nil {
		return setResources(p.Config)
	}
	refs, qs := p.shared.resources(), p.Config.Queues()
	return func(yield func(resourceSetting) bool) {
		for _, r := range refs {
			s := resourceSetting{Elem: "queueMaxResourcesDefault", Field: &p.Config.QueueMaxResourcesDefault}
			if r.queue >= 0 {
				q := qs[r.queue]
				s = resourceSetting{Elem: queueResourceElems[r.field], Queue: q, Field: queueResourceFields(q)[r.field]}
			}
			if !yield(s) {
				return
			}
		}
	}
}

// resourceRef is a resourceSetting in 8 bytes instead of 32, for the run's
// list of them: the queue's index in Allocations.Queues (-1 for the
// top-level default) and which of its queueResourceFields it is.
type resourceRef struct {
	queue int32
	field uint8
}

// resourceRefsOnce returns a function that lists a's resource strings as
// setResources yields them, on its first call, and returns that list on
// every call, from any goroutine.
func resourceRefsOnce(a *xmlconf.Allocations) func() []resourceRef {
	return sync.OnceValue(func() []resourceRef {
		n := 0
		for range setResources(a) {
			n++
		}
		refs := make([]resourceRef, 0, n) // its exact size: no growth to pay
		if a.QueueMaxResourcesDefault.Set {
			refs = append(refs, resourceRef{queue: -1})
		}
		for i, q := range a.Queues() {
			for f, field := range queueResourceFields(q) {
				if field.Set {
					refs = append(refs, resourceRef{queue: int32(i), field: uint8(f)})
				}
			}
		}
		return refs
	})
}

// setResources yields a's resource strings that Hadoop accepted, the
// top-level default first, then the queues' in tree order.
func setResources(a *xmlconf.Allocations) iter.Seq[resourceSetting] {
	return func(yield func(resourceSetting) bool) {
		if f := &a.QueueMaxResourcesDefault; f.Set && !yield(resourceSetting{Elem: "queueMaxResourcesDefault", Field: f}) {
			return
		}
		for _, q := range a.Queues() {
			fields := queueResourceFields(q)
			for i, f := range fields {
				if f.Set && !yield(resourceSetting{Elem: queueResourceElems[i], Queue: q, Field: f}) {
					return
				}
			}
		}
	}
}

// queueResourceElems names the elements of queueResourceFields.
var queueResourceElems = [4]string{"minResources", "maxResources", "maxChildResources", "maxContainerAllocation"}

// queueResourceFields points at a queue's four resource elements (no copies:
// the rules look at every queue of files with 100,000 of them).
func queueResourceFields(q *xmlconf.Queue) [4]*xmlconf.Field[xmlconf.ConfigurableResource] {
	return [4]*xmlconf.Field[xmlconf.ConfigurableResource]{&q.MinResources, &q.MaxResources, &q.MaxChildResources, &q.MaxContainerAllocation}
}

// report records a finding about the resource setting s.
func (s resourceSetting) report(p *Pass, msg, hint string) {
	p.Report(settingPos(p, s.Field.Pos(), s.Queue), fullName(s.Queue), msg, hint)
}

// subject is the "<elem> "value"" prefix of messages about s.
func (s resourceSetting) subject() string {
	return fmt.Sprintf("<%s> %q", s.Elem, written(*s.Field))
}

// readAs formats the value Hadoop read from a resource string.
func readAs(c xmlconf.ConfigurableResource, types resource.ResourceTypes) string {
	if c.IsPercent() {
		return c.Format(types)
	}
	return c.Absolute.Format(types)
}
