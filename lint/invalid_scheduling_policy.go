package lint

import (
	"fmt"

	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// InvalidSchedulingPolicy reports a policy that is neither a built-in name
// nor a possible Java class name.
var InvalidSchedulingPolicy = &Rule{
	ID:       RuleInvalidPolicy,
	Severity: Error,
	Summary:  "a scheduling policy is not fair, drf, fifo or a class",
	Doc: `Why: Hadoop accepts fair, drf and fifo (in any case) or the fully qualified
name of a SchedulingPolicy class; anything else is loaded as a class, fails
with "<name> SchedulingPolicy class not found!" and rejects the file. A class
of the Java runtime (java.*, javax.*) loads but "does not extend
SchedulingPolicy", with the same result.
Fix: use fair, drf or fifo, or the exact class name of a custom policy.
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html) (schedulingPolicy); SchedulingPolicy.parse.`,
	Check: readerFacts,
}

// wordInvalidSchedulingPolicy words the facts of a scheduling policy
// Hadoop refuses: a name that is no policy, or a class of the Java runtime.
func wordInvalidSchedulingPolicy(f xmlconf.Fact, _ hadoop.Version) (rule, msg, hint string) {
	msg = fmt.Sprintf("<%s> %q is not a scheduling policy; Hadoop: %q", f.Element, f.Name, f.Refusal)
	if f.Kind == xmlconf.FactJDKPolicyClass {
		msg = fmt.Sprintf("<%s> %q names a class of the Java runtime, which is not a scheduling policy; Hadoop refuses it (\"%s\", or \"%s SchedulingPolicy class not found!\")",
			f.Element, f.Name, f.Refusal, f.Name)
	}
	return RuleInvalidPolicy, msg, "use fair, drf or fifo"
}
