package lint

import (
	"fmt"

	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// InvalidPlacementRule reports placement rules Hadoop cannot build.
var InvalidPlacementRule = &Rule{
	ID:       RuleInvalidPlacementRule,
	Severity: Error,
	Summary:  "a placement rule is unknown or wrongly nested",
	Doc: `Why: Hadoop rejects the file when a <rule> has no name or an unknown
(case-sensitive) name, when nestedUserQueue has no nested parent rule, when
reject or nestedUserQueue is used as a parent rule, or when initialising a rule
fails (a parent rule under default, specified or reject, or a parent rule of
the same class as its child).
Fix: use one of specified, user, primaryGroup, secondaryGroupExistingQueue,
nestedUserQueue, default, reject, and nest only allowed parent rules.
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html) (queuePlacementPolicy); YARN-8967.`,
	Check: readerFacts,
}

// wordInvalidPlacementRule words the facts of a placement rule Hadoop
// cannot build: no name, an unknown name, a missing or forbidden parent
// rule, or a rule whose initialisation with its parent rule fails.
func wordInvalidPlacementRule(f xmlconf.Fact, v hadoop.Version) (rule, msg, hint string) {
	const useKnown = "use one of specified, user, primaryGroup, secondaryGroupExistingQueue, nestedUserQueue, default, reject (case-sensitive)"
	const nestOne = "nest a rule inside it, e.g. <rule name=\"primaryGroup\" create=\"false\"/>"
	switch f.Kind {
	case xmlconf.FactRuleWithoutName:
		msg, hint = fmt.Sprintf("a <rule> has no name attribute; Hadoop: \"%s\"", f.Refusal), useKnown
	case xmlconf.FactUnknownRule:
		msg, hint = fmt.Sprintf("unknown placement rule %q; Hadoop: \"%s\"", f.Name, f.Refusal), useKnown
		if f.Suggest != "" {
			msg += fmt.Sprintf("; did you mean %q?", f.Suggest)
		}
	case xmlconf.FactMissingParentRule:
		msg, hint = fmt.Sprintf("nestedUserQueue has no nested parent rule; Hadoop: \"%s\"", f.Refusal), nestOne
		if !hadoop.For(v).PlacementRewrite {
			msg = fmt.Sprintf("nestedUserQueue has no nested rule; Hadoop: \"%s\"", f.Refusal)
		}
	case xmlconf.FactForbiddenParentRule:
		msg = fmt.Sprintf("%q cannot be a parent rule; Hadoop: \"%s\"", f.Name, f.Refusal)
		hint = "use user, primaryGroup, secondaryGroupExistingQueue, specified or default as the parent rule"
	case xmlconf.FactRuleInitFailed:
		msg = fmt.Sprintf("rule %q cannot have parent rule %q; Hadoop: \"Rule initialisation failed with exception\" caused by %q",
			f.Name, f.Rule.Parent.Name, f.Refusal)
		hint = "remove the nested rule"
	}
	return RuleInvalidPlacementRule, msg, hint
}
