package lint

import "github.com/fairsched/fairsched/xmlconf"

// NonTextValue reports a value element whose first child is not text.
var NonTextValue = &Rule{
	ID:       xmlconf.RuleNonTextValue,
	Severity: Error,
	Summary:  "a value element starts with markup instead of text",
	Doc: `Why: Hadoop casts the first child node of a value element to a text node;
when it is an element or a processing instruction the cast fails with a
ClassCastException and the whole file is rejected.
Fix: put only the value's text inside the element.
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html); AllocationFileParser and AllocationFileQueueParser, which read the first text node.`,
	Check: fromReader,
}
