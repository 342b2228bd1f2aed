package lint

import "github.com/fairsched/fairsched/xmlconf"

// DeprecatedElement reports legacy element names Hadoop still accepts.
var DeprecatedElement = &Rule{
	ID:       xmlconf.RuleDeprecatedElement,
	Severity: Warning,
	Summary:  "an element uses a deprecated name",
	Doc: `Why: <pool>, <schedulingMode>, <defaultQueueSchedulingMode> and the top-level
<fairSharePreemptionTimeout> are legacy synonyms. Hadoop still reads them, but
the documentation no longer describes them and mixing old and new names makes
it unclear which value wins.
Fix: use <queue>, <schedulingPolicy>, <defaultQueueSchedulingPolicy> and
<defaultFairSharePreemptionTimeout>.
See: parsing.md §3 and §4.6.`,
	Bad: `<allocations>
  <pool name="analytics"/>
</allocations>
`,
	Good: `<allocations>
  <queue name="analytics"/>
</allocations>
`,
	Check: fromReader,
}
