package lint

import (
	"fmt"

	"github.com/fairsched/fairsched/core/yarnsite"
	"github.com/fairsched/fairsched/fair/place"
)

// YarnSiteUndeclaredPoolsIgnored reports allow-undeclared-pools=false in
// yarn-site next to a placement policy whose rules still create queues.
var YarnSiteUndeclaredPoolsIgnored = &Rule{
	ID:       "yarn-site-undeclared-pools-ignored",
	Severity: Warning,
	Summary:  "allow-undeclared-pools=false is ignored beside a policy",
	Doc: `Why: yarn.scheduler.fair.allow-undeclared-pools (and user-as-default-queue)
only shape the placement rules Hadoop derives when the allocation file has no
queuePlacementPolicy. With a policy, the rules' own create attributes decide,
so a rule with create="true" (the default) still creates undeclared queues.
Runs only with a yarn-site (lint --yarn-site, or yarnSite in .fairsched.json);
the examples name its properties in a fairsched:yarn-site comment.
Fix: set create="false" on the rules that must not create queues.
See: Hadoop FairScheduler docs, "Properties that can be placed in yarn-site.xml" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html).`,
	Check: func(p *Pass) {
		if p.YarnSite != nil {
			for _, f := range place.UndeclaredPoolsIgnored(p.Config, p.Hadoop, p.YarnSite.Settings) {
				p.Report(placePos(p, f.Pos), "",
					fmt.Sprintf("yarn-site sets %s to false (line %d), but Hadoop ignores it when the file has a placement policy: the %s rule creates queues (create=\"true\")",
						yarnsite.KeyAllowUndeclaredPools, f.KeyLine, f.Kind),
					"set create=\"false\" on the rule if undeclared queues must not be created")
			}
		}
	},
}
