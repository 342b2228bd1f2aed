package lint

import (
	"fmt"

	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// NonTextValue reports a value element whose first child is not text.
var NonTextValue = &Rule{
	ID:       RuleNonTextValue,
	Severity: Error,
	Summary:  "a value element starts with markup instead of text",
	Doc: `Why: Hadoop casts the first child node of a value element to a text node;
when it is an element or a processing instruction the cast fails with a
ClassCastException and the whole file is rejected.
Fix: put only the value's text inside the element.
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html); AllocationFileParser and AllocationFileQueueParser, which read the first text node.`,
	Check: readerFacts,
}

// wordNonTextValue words the fact of a value element that starts with a
// node other than text.
func wordNonTextValue(f xmlconf.Fact, _ hadoop.Version) (rule, msg, hint string) {
	return RuleNonTextValue,
		fmt.Sprintf("<%s> starts with %s instead of text; Hadoop's loader fails on it with a %s", f.Element, nodeName(f.Node), f.Refusal),
		fmt.Sprintf("put only the value inside <%s>", f.Element)
}

// nodeName names a kind of DOM node in a message.
func nodeName(k xmlconf.NodeKind) string {
	switch k {
	case xmlconf.NodeElement:
		return "an element"
	case xmlconf.NodeProcInst:
		return "a processing instruction"
	case xmlconf.NodeCDATA:
		return "a CDATA section"
	}
	return "text"
}
