package lint

import (
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// PlacementPolicyIgnored reports a queuePlacementPolicy without any <rule>
// element, which Hadoop ignores.
var PlacementPolicyIgnored = &Rule{
	ID:       RulePlacementPolicyIgnore,
	Severity: Warning,
	Summary:  "the placement policy has no rules and is ignored",
	DocOf: func() string {
		return `Why: a <queuePlacementPolicy> that has content but no <rule> element (only
whitespace or other elements) yields no rules; Hadoop ` + hadoop.Where(placementRewrite) + `
then silently keep the rules they had: at start-up those derived from yarn-site.xml (specified, then
user), after a reload the previous file's rules.
Fix: add <rule> elements, or remove the element.
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html) (queuePlacementPolicy).`
	},
	Check:    readerFacts,
	Versions: placementRewrite,
}

// wordPolicyWithoutRules words the fact of a placement policy without
// <rule> elements, which Hadoop ignores.
func wordPolicyWithoutRules(f xmlconf.Fact, _ hadoop.Version) (rule, msg, hint string) {
	return RulePlacementPolicyIgnore,
		"<" + f.Element + "> contains no <rule> elements; Hadoop ignores it and keeps the rules it had (at start-up: specified, then user, from yarn-site)",
		"add <rule> elements or remove the element"
}
