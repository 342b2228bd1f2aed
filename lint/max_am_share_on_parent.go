package lint

import (
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// MaxAMShareOnParent reports <maxAMShare> on a parent queue: refused
// since YARN-10528 (an error), accepted and ignored before (a warning,
// formerly max-am-share-ignored-on-parent).
var MaxAMShareOnParent = &Rule{
	ID:         RuleMaxAMShareOnParent,
	Severity:   Error,
	SeverityIn: amShareSeverity,
	Aliases:    []string{RuleMaxAMShareIgnoredOnParent},
	Summary:    "maxAMShare is set on a parent queue",
	DocOf: func() string {
		return `Why: the AM share limit is enforced on leaf queues only, and a queue
with child queues or type="parent" may not contain <maxAMShare>.
In Hadoop ` + hadoop.Where(amShareRefused) + ` (YARN-10528) it throws
"... cannot also include a maxAMShare element." and rejects the file: an error.
In Hadoop ` + hadoop.Where(amShareIgnored) + ` it accepts the element and
ignores it, so the limit the file seems to set does not exist and an upgrade
breaks the file: a warning. The example in the FairScheduler documentation
has this mistake.
The former ID max-am-share-ignored-on-parent (the older releases' half of
the rule) still names this rule in suppressions and configuration.
Fix: set <maxAMShare> on the leaf queues (or use queueMaxAMShareDefault).
See: YARN-10528; Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html) (maxAMShare).`
	},
	Check: readerFacts,
}

// amShareSeverity is an error where the file is refused, a warning where
// the element is ignored.
func amShareSeverity(p hadoop.Profile) Severity {
	if p.MaxAMShareOnParentRefused {
		return Error
	}
	return Warning
}

// wordMaxAMShareOnParent words the fact of a <maxAMShare> on a parent
// queue: as a refusal (max-am-share-on-parent) where Hadoop refuses it; as
// an issue of the alias max-am-share-ignored-on-parent where it ignores it,
// so that the reader's issues keep saying which releases refuse the file
// (readerFacts reports both under max-am-share-on-parent).
func wordMaxAMShareOnParent(f xmlconf.Fact, v hadoop.Version) (rule, msg, hint string) {
	where := ""
	if f.Inherited {
		where = " (set by an earlier declaration of the queue)"
	}
	hint = "set <maxAMShare> on the leaf queues instead"
	if f.Outcome == xmlconf.Refused {
		return RuleMaxAMShareOnParent, "<maxAMShare> on a parent queue" + where + "; Hadoop " +
			hadoop.Span(f.Releases, v) + ": " + quote(f.Refusal), hint
	}
	return RuleMaxAMShareIgnoredOnParent, "<maxAMShare> on a parent queue" + where + " is ignored by Hadoop " +
		hadoop.Span(f.Releases, v) + "; " + hadoop.Describe(amShareRefused) + " refuse the file (YARN-10528)", hint
}
