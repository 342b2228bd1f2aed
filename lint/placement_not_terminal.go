package lint

import (
	"fmt"

	"github.com/fairsched/fairsched/core/placement"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// PlacementNotTerminal reports a placement policy whose last rule may fail
// to place an app.
var PlacementNotTerminal = &Rule{
	ID:       RulePlacementNotTerminal,
	Severity: Error,
	Summary:  "the last placement rule may not place an app",
	Doc: `Why: every app must be placed or rejected by some rule; when the last rule
is not terminal (specified, secondaryGroupExistingQueue, or a rule with
create="false") Hadoop refuses the policy with "Could get past last queue
placement rule without assigning".
Fix: end the policy with <rule name="default"/> or <rule name="reject"/>.
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html) (queuePlacementPolicy); YARN-8967.`,
	Check: readerFacts,
}

// wordPlacementNotTerminal words the fact of a last placement rule that
// is not terminal, which Hadoop refuses.
func wordPlacementNotTerminal(f xmlconf.Fact, v hadoop.Version) (rule, msg, hint string) {
	return RulePlacementNotTerminal,
		fmt.Sprintf("the last placement rule %q may not place an app%s; Hadoop: \"%s\"", f.Name, terminalNote(f.Rule, v), f.Refusal),
		"end the policy with <rule name=\"default\"/> or <rule name=\"reject\"/>"
}

// terminalNote names the releases whose terminality rule decides about r
// when releases disagree: default and nestedUserQueue (YARN-8967).
func terminalNote(r *xmlconf.PlacementRule, v hadoop.Version) string {
	rewrite := hadoop.For(v).PlacementRewrite
	switch {
	case r.Kind() == placement.RuleDefault && !r.Create.Val && rewrite:
		return fmt.Sprintf(" (in Hadoop %s a default rule with create=\"false\" is not terminal, YARN-8967)", hadoop.Span(placementRewrite, v))
	case r.Kind() == placement.RuleDefault && !r.Create.Val:
		return fmt.Sprintf(" (in Hadoop %s the default rule is terminal even with create=\"false\")", hadoop.Span(legacyPlacement, v))
	case r.Kind() == placement.RuleNestedUserQueue && rewrite:
		return fmt.Sprintf(" (in Hadoop %s nestedUserQueue is terminal when it and its parent rule create queues, YARN-8967)", hadoop.Span(placementRewrite, v))
	case r.Kind() == placement.RuleNestedUserQueue:
		return fmt.Sprintf(" (in Hadoop %s nestedUserQueue is never terminal)", hadoop.Span(legacyPlacement, v))
	}
	return ""
}
