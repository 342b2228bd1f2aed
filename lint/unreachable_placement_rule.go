package lint

import (
	"fmt"

	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// UnreachablePlacementRule reports rules after a terminal rule.
var UnreachablePlacementRule = &Rule{
	ID:       RuleUnreachablePlacement,
	Severity: Error,
	Summary:  "a placement rule follows a rule that always places",
	Doc: `Why: a terminal rule (reject; user, primaryGroup, default or a
nestedUserQueue with a terminal parent when they may create queues) always
places or rejects the app, so Hadoop refuses any rule after it with "Rules after
rule N in queue placement policy can never be reached".
Fix: remove the rules after the terminal rule, or set create="false" on it.
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html) (queuePlacementPolicy); YARN-8967.`,
	Check: readerFacts,
}

// wordUnreachablePlacementRule words the fact of a placement rule after a
// terminal one, which Hadoop refuses.
func wordUnreachablePlacementRule(f xmlconf.Fact, v hadoop.Version) (rule, msg, hint string) {
	return RuleUnreachablePlacement,
		fmt.Sprintf("rule %q can never be reached because rule %d (%q) always places the app%s; Hadoop: \"%s\"",
			f.Name, f.Count, f.Rule.Name, terminalNote(f.Rule, v), f.Refusal),
		"remove the rules after the terminal one, or set create=\"false\" on it"
}
