package lint

import "github.com/fairsched/fairsched/xmlconf"

// InvalidSchedulingPolicy reports a policy that is neither a built-in name
// nor a possible Java class name.
var InvalidSchedulingPolicy = &Rule{
	ID:       xmlconf.RuleInvalidPolicy,
	Severity: Error,
	Summary:  "a scheduling policy is not fair, drf, fifo or a class",
	Doc: `Why: Hadoop accepts fair, drf and fifo (in any case) or the fully qualified
name of a SchedulingPolicy class; anything else is loaded as a class, fails
with "<name> SchedulingPolicy class not found!" and rejects the file. A class
of the Java runtime (java.*, javax.*) loads but "does not extend
SchedulingPolicy", with the same result.
Fix: use fair, drf or fifo, or the exact class name of a custom policy.
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html) (schedulingPolicy); SchedulingPolicy.parse.`,
	Bad: `<allocations>
  <queue name="analytics">
    <schedulingPolicy>drff</schedulingPolicy>
  </queue>
</allocations>
`,
	Good: `<allocations>
  <queue name="analytics">
    <schedulingPolicy>fair</schedulingPolicy>
  </queue>
</allocations>
`,
	Check: fromReader,
}
