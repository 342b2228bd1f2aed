package lint

import "github.com/fairsched/fairsched/xmlconf"

// WrongRootElement reports a document whose top-level element is not
// <allocations>.
var WrongRootElement = &Rule{
	ID:       xmlconf.RuleWrongRootElement,
	Severity: Error,
	Summary:  "the top-level element is not <allocations>",
	Doc: `Why: Hadoop requires the document element to be exactly <allocations>
(case-sensitive, no namespace prefix) and otherwise throws "Bad fair scheduler
config file: top-level element not <allocations>", rejecting the file. A common
cause is writing the file in the <configuration> format of yarn-site.xml.
Fix: make <allocations> the top-level element.
See: parsing.md §2.2; AllocationFileLoaderService.reloadAllocations.`,
	Bad: `<configuration>
  <queue name="analytics"/>
</configuration>
`,
	Good: `<allocations>
  <queue name="analytics"/>
</allocations>
`,
	Check: fromReader,
}
