package lint

import (
	"fmt"

	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// FIFODefaultPolicy reports defaultQueueSchedulingPolicy set to fifo.
var FIFODefaultPolicy = &Rule{
	ID:       RuleFIFODefaultPolicy,
	Severity: Error,
	Summary:  "the default scheduling policy is fifo",
	DocOf: func() string {
		return `Why: FIFO may only be used on leaf queues, so in Hadoop ` + hadoop.Where(childPolicyRules) + ` the
default policy (which also applies to root and to every parent) cannot be
fifo: Hadoop throws "defaultQueueSchedulingPolicy or
defaultQueueSchedulingMode can't be FIFO." and rejects the file.
Fix: use fair or drf as the default and set fifo on the leaf queues that need
it.
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html) (defaultQueueSchedulingPolicy); YARN-4212.`
	},
	Check:    readerFacts,
	Versions: childPolicyRules,
}

// wordFIFODefaultPolicy words the fact of a fifo default policy, which
// Hadoop refuses.
func wordFIFODefaultPolicy(f xmlconf.Fact, _ hadoop.Version) (rule, msg, hint string) {
	return RuleFIFODefaultPolicy, fmt.Sprintf("<%s> is fifo; Hadoop: %q", f.Element, f.Refusal),
		"use fair or drf as the default and set fifo on individual leaf queues"
}
