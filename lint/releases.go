package lint

import "github.com/fairsched/fairsched/hadoop"

// The release predicates that rules name in Versions, messages and docs,
// each written once.
var (
	placementRewrite  hadoop.Predicate = func(h hadoop.Profile) bool { return h.PlacementRewrite }
	legacyPlacement   hadoop.Predicate = func(h hadoop.Profile) bool { return !h.PlacementRewrite }
	newStyleResources hadoop.Predicate = func(h hadoop.Profile) bool { return h.NewStyleResources }
	amShareRefused    hadoop.Predicate = func(h hadoop.Profile) bool { return h.MaxAMShareOnParentRefused }
	amShareIgnored    hadoop.Predicate = func(h hadoop.Profile) bool { return !h.MaxAMShareOnParentRefused }
	hardenedXML       hadoop.Predicate = func(h hadoop.Profile) bool { return h.HardenedXML }
	plainXML          hadoop.Predicate = func(h hadoop.Profile) bool { return !h.HardenedXML }
	childPolicyRules  hadoop.Predicate = func(h hadoop.Profile) bool { return h.ChildPolicyRules }
	maxContainerAlloc hadoop.Predicate = func(h hadoop.Profile) bool { return h.MaxContainerAllocation }
	maxChildResources hadoop.Predicate = func(h hadoop.Profile) bool { return h.MaxChildResources }
)

// inHadoop names the releases around the checked one in which f holds, for
// messages: "Hadoop 3.3.0+".
func (p *Pass) inHadoop(f hadoop.Predicate) string {
	return "Hadoop " + hadoop.Span(f, p.Hadoop.Version)
}
