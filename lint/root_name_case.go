package lint

import (
	"github.com/fairsched/fairsched/hadoop"

	"fmt"

	"github.com/fairsched/fairsched/xmlconf"
)

// RootNameCase reports a top-level root queue whose name is not lower case.
var RootNameCase = &Rule{
	ID:       RuleRootNameCase,
	Severity: Error,
	Summary:  "the root queue is not named exactly root",
	Doc: `Why: Hadoop recognises a top-level queue named ROOT or Root as the root
element (case-insensitively) but files its settings under the literal name,
while the scheduler looks them up under "root": the RM creates root.Root and
its children with none of the configured properties (ACLs, weights, limits).
Fix: name the root queue exactly "root".
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html) (the root queue).`,
	Check: readerFacts,
}

// wordRootNameCase words the fact of a top-level queue named root in
// another case.
func wordRootNameCase(f xmlconf.Fact, _ hadoop.Version) (rule, msg, hint string) {
	return RuleRootNameCase,
		fmt.Sprintf("the top-level queue is named %q; Hadoop recognises it as root but files its settings under %q, so the RM creates root.%s with none of them", f.Name, f.Name, f.Name),
		"name the root queue exactly \"root\""
}
