package lint

import (
	"fmt"

	"github.com/fairsched/fairsched/xmlconf"
)

// CustomSchedulingPolicy reports scheduling policies given as custom class
// names, which fairsched cannot check.
var CustomSchedulingPolicy = &Rule{
	ID:       "custom-scheduling-policy",
	Severity: Warning,
	Summary:  "a scheduling policy is a custom class fairsched cannot check",
	Doc: `Why: Hadoop loads a policy that is not fair, drf or fifo as a Java class;
if the class is not on the ResourceManager's classpath, or does not extend
SchedulingPolicy, the whole file is rejected. fairsched cannot see the
classpath, and computes shares for such queues as if they used fair.
Fix: make sure the class is deployed on every ResourceManager, or use fair,
drf or fifo.
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html) (schedulingPolicy); SchedulingPolicy.parse.`,
	Check: checkCustomSchedulingPolicy,
}

func checkCustomSchedulingPolicy(p *Pass) {
	reportCustomPolicy(p, nil, "defaultQueueSchedulingPolicy", p.Config.DefaultQueueSchedulingPolicy)
	for q := range p.Queues() {
		reportCustomPolicy(p, q, "schedulingPolicy", q.SchedulingPolicy)
	}
}

func reportCustomPolicy(p *Pass, q *xmlconf.Queue, elem string, f xmlconf.Field[xmlconf.Policy]) {
	if !f.Set || f.Val.IsBuiltin() {
		return
	}
	p.Report(settingPos(p, f.Pos(), q), fullName(q),
		fmt.Sprintf("<%s> %q is a custom policy class; fairsched cannot check that it is on the ResourceManager's classpath and computes shares as if it were fair", elem, string(f.Val)),
		"make sure the class is deployed on every ResourceManager, or use fair, drf or fifo")
}
