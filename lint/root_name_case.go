package lint

import "github.com/fairsched/fairsched/xmlconf"

// RootNameCase reports a top-level root queue whose name is not lower case.
var RootNameCase = &Rule{
	ID:       xmlconf.RuleRootNameCase,
	Severity: Error,
	Summary:  "the root queue is not named exactly root",
	Doc: `Why: Hadoop recognises a top-level queue named ROOT or Root as the root
element (case-insensitively) but files its settings under the literal name,
while the scheduler looks them up under "root": the RM creates root.Root and
its children with none of the configured properties (ACLs, weights, limits).
Fix: name the root queue exactly "root".
See: parsing.md §4.3.`,
	Bad: `<allocations>
  <queue name="Root">
    <queue name="analytics"/>
  </queue>
</allocations>
`,
	Good: `<allocations>
  <queue name="root">
    <queue name="analytics"/>
  </queue>
</allocations>
`,
	Check: fromReader,
}
