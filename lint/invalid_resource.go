package lint

import "github.com/fairsched/fairsched/xmlconf"

// InvalidResource reports a resource string Hadoop refuses.
var InvalidResource = &Rule{
	ID:       xmlconf.RuleInvalidResource,
	Severity: Error,
	Summary:  "a resource string cannot be parsed",
	Doc: `Why: minResources, maxResources, maxChildResources, maxContainerAllocation and
queueMaxResourcesDefault must be "X mb, Y vcores", "memory-mb=X, vcores=Y",
"N%" or "memory-mb=N%, vcores=M%"; anything else (no units, "gb", unknown
resource names, negative values) throws an AllocationConfigurationException
and the whole file is rejected.
Fix: rewrite the value in one of the accepted forms; memory is always in MB.
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html) (minResources, maxResources); FairSchedulerConfiguration.parseResourceConfigValue.`,
	Check: fromReader,
}
