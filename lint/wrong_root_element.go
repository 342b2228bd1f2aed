package lint

import (
	"fmt"

	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// WrongRootElement reports a document whose top-level element is not
// <allocations>.
var WrongRootElement = &Rule{
	ID:       RuleWrongRootElement,
	Severity: Error,
	Summary:  "the top-level element is not <allocations>",
	Doc: `Why: Hadoop requires the document element to be exactly <allocations>
(case-sensitive, no namespace prefix) and otherwise throws "Bad fair scheduler
config file: top-level element not <allocations>", rejecting the file. A common
cause is writing the file in the <configuration> format of yarn-site.xml.
Fix: make <allocations> the top-level element.
See: AllocationFileLoaderService.reloadAllocations; Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html).`,
	Check: readerFacts,
}

// wordWrongRootElement words the fact of a top-level element other than
// <allocations>; <configuration> is a Hadoop configuration file.
func wordWrongRootElement(f xmlconf.Fact, _ hadoop.Version) (rule, msg, hint string) {
	if f.Element == "configuration" {
		return RuleWrongRootElement,
			fmt.Sprintf("the top-level element is <%s>, so this is a Hadoop configuration file such as yarn-site.xml, not an allocation file; Hadoop: %q", f.Element, f.Refusal),
			"lint the file that yarn.scheduler.fair.allocation.file names (fair-scheduler.xml by default)"
	}
	return RuleWrongRootElement, fmt.Sprintf("the top-level element is <%s>; Hadoop: %q", f.Element, f.Refusal),
		"wrap the configuration in <allocations>"
}
