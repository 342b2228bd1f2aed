package lint

import (
	"fmt"

	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// PlacementMultipleParentRules reports a placement rule with more than one
// nested parent rule.
var PlacementMultipleParentRules = &Rule{
	ID:       RulePlacementParentRules,
	Severity: Warning,
	Summary:  "a placement rule has several nested parent rules",
	Doc: `Why: a rule may carry one nested parent rule; with several, Hadoop logs
"Rule '<name>' has multiple parent rules defined, only the last parent rule will
be used" and ignores the others.
Fix: keep only the nested rule that is meant.
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html) (queuePlacementPolicy); YARN-8967.`,
	Check:    readerFacts,
	Versions: func(p hadoop.Profile) bool { return p.PlacementRewrite },
}

// wordMultipleParentRules words the fact of a placement rule with several
// nested parent rules, of which Hadoop uses the last.
func wordMultipleParentRules(f xmlconf.Fact, _ hadoop.Version) (rule, msg, hint string) {
	return RulePlacementParentRules,
		fmt.Sprintf("rule %q has %d nested parent rules; Hadoop: \"%s\"", f.Name, f.Count, f.Warning),
		"keep one nested <rule>"
}
