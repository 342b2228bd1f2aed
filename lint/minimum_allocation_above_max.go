package lint

import (
	"fmt"

	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/fair/place"
)

// MinimumAllocationAboveMax reports a queue whose maximum is below the
// yarn-site minimum allocation.
var MinimumAllocationAboveMax = &Rule{
	ID:       "minimum-allocation-above-max",
	Severity: Error,
	Summary:  "a queue's maximum is below the minimum allocation",
	Doc: `Why: the scheduler rounds every container request up to
yarn.scheduler.minimum-allocation-mb and -vcores (1024 mb, 1 vcore by default).
A queue whose maxResources (or the queueMaxResourcesDefault it inherits) is
below that can never fit a container, so it never runs an application.
Runs only with a yarn-site (lint --yarn-site, or yarnSite in .fairsched.json);
the examples name its properties in a fairsched:yarn-site comment.
Fix: raise the queue's maximum to at least the minimum allocation, or lower
the minimum allocation.
See: Hadoop's yarn-default.xml (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-common/yarn-default.xml).`,
	Check: func(p *Pass) {
		if p.YarnSite != nil {
			for _, f := range place.MinimumAllocationAboveMax(p.Config, p.YarnSite.Settings) {
				p.Report(placePos(p, f.Pos), f.Queue,
					fmt.Sprintf("%s is %s, below the minimum allocation of %s (yarn.scheduler.minimum-allocation-mb/-vcores); no container fits, so the queue never runs an application",
						f.Setting, resource.Resource{f.MB, f.Vcores}.Format(nil), resource.Resource{f.MinMB, f.MinVcores}.Format(nil)),
					"raise the queue's maximum to at least the minimum allocation")
			}
		}
	},
}
