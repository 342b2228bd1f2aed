package lint

import (
	"fmt"

	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// CDATASplitValue reports a value split into several DOM nodes, of which
// Hadoop reads only the first.
var CDATASplitValue = &Rule{
	ID:       RuleCDATASplitValue,
	Severity: Warning,
	Summary:  "a value is split into several nodes; only the first is read",
	Doc: `Why: a CDATA section is a node of its own in Hadoop's DOM, and the loader
reads only the first child node of a value element: in
<minResources>1<![CDATA[0]]>24 mb, 1 vcores</minResources> it reads "1".
Fix: write the value as one piece of text (or as a single CDATA section).
See: AllocationFileLoaderService, which reads the first text node of each element; Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html).`,
	Check: readerFacts,
}

// wordSplitValue words the fact of a value split into several nodes.
func wordSplitValue(f xmlconf.Fact, _ hadoop.Version) (rule, msg, hint string) {
	return RuleCDATASplitValue,
		fmt.Sprintf("<%s> is split into several nodes; Hadoop reads only the first one, %q", f.Element, f.Value),
		"write the whole value as one piece of text"
}
