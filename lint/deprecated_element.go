package lint

import (
	"fmt"

	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// DeprecatedElement reports legacy element names Hadoop still accepts.
var DeprecatedElement = &Rule{
	ID:       RuleDeprecatedElement,
	Severity: Info,
	Summary:  "an element uses a deprecated name",
	Doc: `Why: <pool>, <schedulingMode>, <defaultQueueSchedulingMode> and the top-level
<fairSharePreemptionTimeout> are legacy synonyms. Hadoop reads them exactly as
the current names, so the file works; the current documentation just no longer
describes them. (The top-level <fairSharePreemptionTimeout> beside
<defaultFairSharePreemptionTimeout> is ignored: see ignored-deprecated-element.)
Fix: use <queue>, <schedulingPolicy>, <defaultQueueSchedulingPolicy> and
<defaultFairSharePreemptionTimeout>.
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html); AllocationFileParser and AllocationFileQueueParser.`,
	Check: readerFacts,
}

// wordDeprecatedName words the fact of an element written under a
// deprecated name.
func wordDeprecatedName(f xmlconf.Fact, _ hadoop.Version) (rule, msg, hint string) {
	return RuleDeprecatedElement,
		fmt.Sprintf("<%s> is a deprecated name; Hadoop still reads it as <%s>", f.Element, f.ReadAs),
		fmt.Sprintf("rename it to <%s>", f.ReadAs)
}
