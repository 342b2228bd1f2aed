package lint

import (
	"fmt"

	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// QueueTagQuirk reports elements such as <ue> or <e> that Hadoop takes for
// child queues.
var QueueTagQuirk = &Rule{
	ID:       RuleQueueTagQuirk,
	Severity: Warning,
	Summary:  "an element is read as a child queue by a Hadoop quirk",
	Doc: `Why: inside a queue, Hadoop treats any element whose tag "queue" ends with
(queue, ueue, eue, ue, e) as a child queue, so a stray <e> or <ue> element
silently creates a queue and turns its parent into a parent queue.
Fix: write <queue> if a child queue is meant, otherwise remove the element.
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html); AllocationFileQueueParser, which matches queue tags by suffix.`,
	Check: readerFacts,
}

// wordQueueTagQuirk words the fact of an element that declares a child
// queue only because Hadoop tests "queue".endsWith(tag).
func wordQueueTagQuirk(f xmlconf.Fact, _ hadoop.Version) (rule, msg, hint string) {
	return RuleQueueTagQuirk,
		fmt.Sprintf("<%s> declares a child queue because Hadoop tests \"queue\".endsWith(tag)", f.Element),
		"write <queue> if a child queue is meant, or remove the element"
}
