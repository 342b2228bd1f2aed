package lint

import "github.com/fairsched/fairsched/xmlconf"

// DuplicateElement reports a setting given more than once in one place.
var DuplicateElement = &Rule{
	ID:       xmlconf.RuleDuplicateElement,
	Severity: Warning,
	Summary:  "a setting is given more than once; the last one wins",
	Doc: `Why: Hadoop keeps only the last occurrence of a repeated setting (and the
last <user> element of a name), silently discarding the earlier ones; the
first value a reader sees is not the one in effect.
Fix: keep a single occurrence with the intended value.
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html); AllocationFileQueueParser.`,
	Bad: `<allocations>
  <queue name="analytics">
    <weight>2</weight>
    <weight>4</weight>
  </queue>
</allocations>
`,
	Good: `<allocations>
  <queue name="analytics">
    <weight>4</weight>
  </queue>
</allocations>
`,
	Check: fromReader,
}
