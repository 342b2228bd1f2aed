package lint

import (
	"fmt"

	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// IgnoredDeprecatedElement reports the deprecated top-level
// fairSharePreemptionTimeout written beside its replacement, which Hadoop
// reads instead.
var IgnoredDeprecatedElement = &Rule{
	ID:       RuleIgnoredDeprecated,
	Severity: Warning,
	Summary:  "a deprecated element is ignored beside its replacement",
	Doc: `Why: the top-level <fairSharePreemptionTimeout> is the old name of
<defaultFairSharePreemptionTimeout>. Hadoop reads the old name only when the
new one is absent; when both are present the old one is ignored, whatever its
value, so the timeout written there never takes effect.
Fix: keep the timeout you want in <defaultFairSharePreemptionTimeout> and
delete the top-level <fairSharePreemptionTimeout>. (Inside a <queue>,
<fairSharePreemptionTimeout> is the current per-queue name and is not affected.)
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html); AllocationFileParser.`,
	Check: readerFacts,
}

// wordIgnoredAlias words the fact of a deprecated element that Hadoop
// ignores because its replacement is present.
func wordIgnoredAlias(f xmlconf.Fact, _ hadoop.Version) (rule, msg, hint string) {
	return RuleIgnoredDeprecated,
		fmt.Sprintf("the top-level <%s> is ignored: <%s> (line %d) is present, and Hadoop then reads only that one", f.Element, f.ReadAs, f.Other.Line),
		fmt.Sprintf("keep the timeout you want in <%s> and delete <%s>", f.ReadAs, f.Element)
}
