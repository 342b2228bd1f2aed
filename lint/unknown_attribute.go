package lint

import (
	"fmt"

	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// UnknownAttribute reports an attribute of <queue> other than name and type.
var UnknownAttribute = &Rule{
	ID:       RuleUnknownAttribute,
	Severity: Warning,
	Summary:  "a queue attribute other than name or type is ignored",
	Doc: `Why: Hadoop reads only the name and type attributes of a queue element;
settings written as attributes (weight="2") are silently ignored.
Fix: write settings as child elements, e.g. <weight>2</weight>.
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html).`,
	Check: readerFacts,
}

// wordUnknownAttribute words the fact of a queue attribute Hadoop does not
// read.
func wordUnknownAttribute(f xmlconf.Fact, _ hadoop.Version) (rule, msg, hint string) {
	return RuleUnknownAttribute,
		fmt.Sprintf("attribute %s= on <%s> is ignored by Hadoop", f.Attr, f.Element),
		"settings are child elements, e.g. <weight>2</weight>"
}
