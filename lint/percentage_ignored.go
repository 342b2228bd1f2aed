package lint

import (
	"fmt"

	"github.com/fairsched/fairsched/hadoop"
)

// PercentageIgnored reports percentages in elements where Hadoop ignores
// them.
var PercentageIgnored = &Rule{
	ID:       "percentage-ignored",
	Severity: Warning,
	Summary:  "a percentage is accepted but ignored",
	Doc: `Why: Hadoop parses percentages in every resource element, but stores only
absolute values for minResources and maxContainerAllocation. A percentage
<minResources> gives the queue no minimum share at all (0), and a percentage
<maxContainerAllocation> is treated as unbounded, leaving only the parent's
limit or the scheduler maximum.
Fix: write an absolute value: "8192 mb, 4 vcores".
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html) (minResources, maxContainerAllocation); YARN-2162.`,
	Check:    checkPercentageIgnored,
	Versions: func(p hadoop.Profile) bool { return p.Percentages },
}

// ignoredPercent says what Hadoop uses instead of a percentage.
var ignoredPercent = map[string]string{
	"minResources":           "the queue gets no minimum share (0)",
	"maxContainerAllocation": "the queue has no container limit of its own (its parent's or the scheduler maximum applies)",
}

func checkPercentageIgnored(p *Pass) {
	for s := range resourceSettings(p) {
		if !s.Field.Val.IsPercent() {
			continue // the cheap test first: the map lookup is dearer
		}
		effect, ok := ignoredPercent[s.Elem]
		if !ok {
			continue
		}
		s.report(p,
			fmt.Sprintf("%s is a percentage, which Hadoop ignores in <%s>: %s", s.subject(), s.Elem, effect),
			"write an absolute value, e.g. \"8192 mb, 4 vcores\"")
	}
}
