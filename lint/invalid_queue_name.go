package lint

import (
	"fmt"

	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// InvalidQueueName reports queue names Hadoop refuses.
var InvalidQueueName = &Rule{
	ID:       RuleInvalidQueueName,
	Severity: Error,
	Summary:  "a queue name is empty or contains a period",
	Doc: `Why: Hadoop rejects the file when a queue name contains a period ("queue
name (a.b) shouldn't contain period.") or is empty or only whitespace after
trimming ("queue name shouldn't be empty or consist only of whitespace.").
Fix: nest <queue> elements instead of writing dotted names, and give every
queue a non-blank name attribute.
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html); AllocationFileQueueParser; YARN-5272.`,
	Check:    readerFacts,
	Versions: func(p hadoop.Profile) bool { return p.QueueNamePeriodCheck },
}

// wordInvalidQueueName words the fact of a queue name Hadoop refuses.
func wordInvalidQueueName(f xmlconf.Fact, _ hadoop.Version) (rule, msg, hint string) {
	if f.Name == "" {
		return RuleInvalidQueueName, "queue name is empty or only whitespace; Hadoop: \"" + f.Refusal + "\"",
			"give the queue a name attribute"
	}
	return RuleInvalidQueueName, fmt.Sprintf("queue name %q contains a period; Hadoop: \"%s\"", f.Name, f.Refusal),
		"nest <queue> elements instead of writing dotted names"
}
