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
See: AllocationFileLoaderService.reloadAllocations; Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html).`,
	Check: fromReader,
}
