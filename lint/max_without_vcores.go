package lint

import (
	"fmt"

	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// MaxWithoutVCores reports new-style absolute maximums that do not name
// vcores, which Hadoop reads as a vcores limit of -1.
var MaxWithoutVCores = &Rule{
	ID:       "max-without-vcores",
	Severity: Error,
	Summary:  "a new-style maximum without vcores limits vcores to -1",
	DocOf: func() string {
		return `Why: for maxResources, maxChildResources, maxContainerAllocation and
queueMaxResourcesDefault, Hadoop ` + hadoop.Where(newStyleResources) + ` fill the resource
types a new-style value does not name with Long.MAX_VALUE, but truncates it to a Java int for
vcores: (int) Long.MAX_VALUE is -1. "memory-mb=4096" therefore means a vcores
limit of -1 (raised at most to the queue's minimum vcores), and the queue can
never get a container.
Fix: name vcores too: "memory-mb=4096, vcores=8".
See: YARN-8524; Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html) (maxResources).`
	},
	Check:    checkMaxWithoutVCores,
	Versions: newStyleResources,
}

// vcoresEffect says what a vcores limit of -1 does for each max element.
var vcoresEffect = map[string]string{
	"maxResources":             "so the queue can never get a container",
	"maxChildResources":        "so dynamic child queues created below it can never get a container",
	"maxContainerAllocation":   "so no container request in the queue fits",
	"queueMaxResourcesDefault": "so every queue without its own <maxResources> can never get a container",
}

func checkMaxWithoutVCores(p *Pass) {
	for s := range resourceSettings(p) {
		if !s.Field.Val.Quirks.Has(xmlconf.QuirkVCoresMissingMax) {
			continue // the bit test first: the map lookup is dearer
		}
		effect, isMax := vcoresEffect[s.Elem]
		if !isMax {
			continue
		}
		s.report(p,
			fmt.Sprintf("%s does not name vcores; %s reads its vcores limit as -1, %s", s.subject(), p.inHadoop(newStyleResources), effect),
			"add vcores to the value, e.g. \"memory-mb=4096, vcores=8\"")
	}
}
