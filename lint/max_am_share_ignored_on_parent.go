package lint

import (
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// MaxAMShareIgnoredOnParent reports <maxAMShare> on a parent queue in the
// releases before YARN-10528, which accept and ignore it.
var MaxAMShareIgnoredOnParent = &Rule{
	ID:       xmlconf.RuleMaxAMShareIgnoredOnParent,
	Severity: Warning,
	Summary:  "maxAMShare on a parent queue is ignored",
	Doc: `Why: the AM share limit is enforced on leaf queues only. Releases before
YARN-10528 (Hadoop ` + hadoop.Where(amShareIgnored) + `) accept <maxAMShare> on a
queue with child queues or type="parent" and ignore it, so the limit the
file seems to set does not exist. Hadoop ` + hadoop.Where(amShareRefused) + `
refuse such a file, so it also breaks an upgrade.
Fix: set <maxAMShare> on the leaf queues (or use queueMaxAMShareDefault).
See: YARN-10528; Hadoop FairScheduler docs, "Allocation file format".`,
	Bad: `<allocations>
  <queue name="sample_queue">
    <maxAMShare>0.1</maxAMShare>
    <queue name="sample_sub_queue"/>
  </queue>
</allocations>
`,
	Good: `<allocations>
  <queue name="sample_queue">
    <queue name="sample_sub_queue">
      <maxAMShare>0.1</maxAMShare>
    </queue>
  </queue>
</allocations>
`,
	Check:    fromReader,
	Versions: amShareIgnored,
}
