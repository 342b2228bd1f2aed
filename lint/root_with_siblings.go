package lint

import (
	"fmt"

	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// RootWithSiblings reports a top-level root queue next to other top-level
// queues.
var RootWithSiblings = &Rule{
	ID:       RuleRootWithSiblings,
	Severity: Error,
	Summary:  "the root queue is declared beside other top-level queues",
	Doc: `Why: when the file declares <queue name="root">, it must be the only
top-level queue; otherwise Hadoop throws "If configuring root queue, no other
queues can be placed alongside it." and rejects the file.
Fix: move the other top-level queues inside the root queue, or drop the root
element and keep them all at the top level.
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html) (the root queue); AllocationFileQueueParser.`,
	Check: readerFacts,
}

// wordRootWithSiblings words the fact of a root queue declared beside
// other top-level queues, which Hadoop refuses.
func wordRootWithSiblings(f xmlconf.Fact, _ hadoop.Version) (rule, msg, hint string) {
	return RuleRootWithSiblings, fmt.Sprintf("the root queue is declared beside other top-level queues; Hadoop: %q", f.Refusal),
		"move the other queues inside <queue name=\"root\">"
}
