package lint

import (
	"fmt"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// MaxAMShareOnParent reports <maxAMShare> on a parent queue.
var MaxAMShareOnParent = &Rule{
	ID:       xmlconf.RuleMaxAMShareOnParent,
	Severity: Error,
	Summary:  "maxAMShare is set on a parent queue",
	Doc: `Why: since YARN-10528 (Hadoop ` + hadoop.Where(amShareRefused) + `) a queue with
child queues or type="parent" may not contain <maxAMShare>; Hadoop throws "...
cannot also include a maxAMShare element." and rejects the file. Hadoop
` + hadoop.Where(amShareIgnored) + ` accept and ignore it. The example in the
FairScheduler documentation has this mistake.
Fix: set <maxAMShare> on the leaf queues (or use queueMaxAMShareDefault).
See: YARN-10528; Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html) (maxAMShare).`,
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
	Versions: amShareRefused,
}

// wordMaxAMShareOnParent words the fact of a <maxAMShare> on a parent
// queue: max-am-share-on-parent where Hadoop refuses it,
// max-am-share-ignored-on-parent where it ignores it.
func wordMaxAMShareOnParent(f xmlconf.Fact, v hadoop.Version) (rule, msg, hint string) {
	where := ""
	if f.Inherited {
		where = " (set by an earlier declaration of the queue)"
	}
	hint = "set <maxAMShare> on the leaf queues instead"
	if f.Outcome == xmlconf.Refused {
		return xmlconf.RuleMaxAMShareOnParent, fmt.Sprintf("<maxAMShare> on a parent queue%s; Hadoop %s: %q",
			where, hadoop.Span(f.Releases, v), f.Refusal), hint
	}
	return xmlconf.RuleMaxAMShareIgnoredOnParent, fmt.Sprintf("<maxAMShare> on a parent queue%s is ignored by Hadoop %s; %s refuse the file (YARN-10528)",
		where, hadoop.Span(f.Releases, v), hadoop.Describe(amShareRefused)), hint
}
