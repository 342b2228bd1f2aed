package lint

import (
	"fmt"

	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/core/yarnsite"
	"github.com/fairsched/fairsched/fair/place"
)

// MinimumAllocationAboveMax reports a queue whose maximum is below the
// yarn-site minimum allocation.
var MinimumAllocationAboveMax = &Rule{
	ID:       "minimum-allocation-above-max",
	Severity: Error,
	Summary:  "a queue's maximum is below the minimum allocation",
	Doc: `Why: the scheduler rounds every container request up to the minimum
allocation: yarn.scheduler.minimum-allocation-mb and -vcores (1024 mb, 1 vcore
by default); from 2.10.0 and 3.0.0, yarn.resource-types.memory-mb.minimum-allocation
and yarn.resource-types.vcores.minimum-allocation win when set (the message
names the property read). A queue whose maxResources (or the
queueMaxResourcesDefault it inherits) is below that can never fit a
container, so it never runs an application.
Runs only with a yarn-site (lint --yarn-site, or yarnSite in .fairsched.json);
the examples name its properties in a fairsched:yarn-site comment.
Fix: raise the queue's maximum to at least the minimum allocation, or lower
the minimum allocation.
See: Hadoop's yarn-default.xml (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-common/yarn-default.xml).`,
	Check: func(p *Pass) {
		if p.YarnSite == nil {
			return
		}
		a := p.YarnSite.Allocation(p.Config.Types, p.Hadoop)
		keys := minAllocationKeys(a.MinKeys)
		for _, f := range place.MinimumAllocationAboveMax(p.Config, a.MinAllocation[0], a.MinAllocation[1]) {
			p.Report(placePos(p, f.Pos), f.Queue,
				fmt.Sprintf("%s is %s, below the minimum allocation of %s (%s); no container fits, so the queue never runs an application",
					f.Setting, resource.Resource{f.MB, f.Vcores}.Format(nil), resource.Resource{f.MinMB, f.MinVcores}.Format(nil), keys),
				"raise the queue's maximum to at least the minimum allocation")
		}
	},
}

// minAllocationKeys names the properties the minimum allocation of memory
// and vcores was read from (keys, by type, "" for a default): the
// old-style pair as "yarn.scheduler.minimum-allocation-mb/-vcores" when
// neither comes from a per-type property.
func minAllocationKeys(keys []string) string {
	k := [2]string{yarnsite.KeyMinimumAllocationMB, yarnsite.KeyMinimumAllocationVcore}
	for i := range min(2, len(keys)) {
		if keys[i] != "" {
			k[i] = keys[i]
		}
	}
	if k[0] == yarnsite.KeyMinimumAllocationMB && k[1] == yarnsite.KeyMinimumAllocationVcore {
		return k[0] + "/-vcores"
	}
	return k[0] + ", " + k[1]
}
