package lint

import (
	"fmt"

	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// EmptyPlacementPolicy reports a queuePlacementPolicy element with no
// content at all.
var EmptyPlacementPolicy = &Rule{
	ID:       RuleEmptyPlacementPolicy,
	Severity: Error,
	Summary:  "the queue placement policy is empty",
	DocOf: func() string {
		return `Why: Hadoop ` + hadoop.Where(placementRewrite) + ` reject a <queuePlacementPolicy> with no child
nodes (self-closing, or holding only a comment) with "Empty configuration for
QueuePlacementPolicy is not allowed"; Hadoop ` + hadoop.Where(legacyPlacement) + ` fail to load
one with no child elements (IndexOutOfBoundsException).
Fix: add placement rules, or remove the element to use the rules derived
from yarn-site.xml.
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html) (queuePlacementPolicy); YARN-8967.`
	},
	Check: readerFacts,
}

// wordEmptyPlacementPolicy words the fact of a placement policy with no
// content, which Hadoop refuses: since YARN-8967 with its own message,
// before with an IndexOutOfBoundsException.
func wordEmptyPlacementPolicy(f xmlconf.Fact, v hadoop.Version) (rule, msg, hint string) {
	msg = "<queuePlacementPolicy> has no content; Hadoop: \"" + f.Refusal + "\""
	if !hadoop.For(v).PlacementRewrite {
		msg = fmt.Sprintf("<queuePlacementPolicy> has no rule elements; Hadoop %s fail to load it with an IndexOutOfBoundsException",
			hadoop.Span(legacyPlacement, v))
	}
	return RuleEmptyPlacementPolicy, msg,
		"add rules, e.g. <rule name=\"specified\"/> and <rule name=\"default\"/>, or remove the element"
}
