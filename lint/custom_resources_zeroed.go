package lint

import (
	"fmt"
	"strings"

	"github.com/fairsched/fairsched/xmlconf"
)

// CustomResourcesZeroed reports old-style maximums that cap every custom
// resource type at zero.
var CustomResourcesZeroed = &Rule{
	ID:       "custom-resources-zeroed",
	Severity: Warning,
	Summary:  "an old-style maximum caps custom resource types at 0",
	Doc: `Why: when the cluster declares custom resource types (yarn.resource-types,
e.g. yarn.io/gpu), an old-style value ("8192 mb, 8 vcores" or "50% memory,
50% cpu") cannot name them and Hadoop sets them to 0: used in maxResources,
maxChildResources or queueMaxResourcesDefault it forbids the queue any GPU.
This rule only fires when custom resource types are configured.
Fix: use the new style and name every type: "memory-mb=8192, vcores=8,
yarn.io/gpu=2".
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html) (old-style resource strings); YARN-7556.`,
	Check: checkCustomResourcesZeroed,
}

func checkCustomResourcesZeroed(p *Pass) {
	types := p.Config.Types
	if len(types) <= 2 {
		return
	}
	custom := strings.Join(types[2:], ", ")
	for s := range resourceSettings(p) {
		if s.Elem == "minResources" || s.Elem == "maxContainerAllocation" || !s.Field.Val.Quirks.Has(xmlconf.QuirkCustomZeroed) {
			continue
		}
		zero := "0"
		if s.Field.Val.IsPercent() {
			zero = "0%"
		}
		s.report(p,
			fmt.Sprintf("%s cannot name custom resource types, so Hadoop caps %s at %s", s.subject(), custom, zero),
			"use the new style and name every resource type, e.g. \"memory-mb=8192, vcores=8, "+types[2]+"=2\"")
	}
}
