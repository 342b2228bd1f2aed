package lint

import (
	"fmt"

	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// InvalidResource reports a resource string Hadoop refuses.
var InvalidResource = &Rule{
	ID:       RuleInvalidResource,
	Severity: Error,
	Summary:  "a resource string cannot be parsed",
	Doc: `Why: minResources, maxResources, maxChildResources, maxContainerAllocation and
queueMaxResourcesDefault must be "X mb, Y vcores", "memory-mb=X, vcores=Y",
"N%" or "memory-mb=N%, vcores=M%"; anything else (no units, "gb", unknown
resource names, negative values) throws an AllocationConfigurationException
and the whole file is rejected.
Fix: rewrite the value in one of the accepted forms; memory is always in MB.
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html) (minResources, maxResources); FairSchedulerConfiguration.parseResourceConfigValue.`,
	Check: readerFacts,
}

// wordInvalidResource words the fact of a resource string Hadoop cannot
// read. For an unknown resource type the hint suggests the known type
// meant and says how to tell fairsched about a custom type the cluster
// does declare; otherwise it shows the grammars the release accepts.
func wordInvalidResource(f xmlconf.Fact, v hadoop.Version) (rule, msg, hint string) {
	msg = "<" + f.Element + "> " + quote(f.Value) + " is not a valid resource; Hadoop: " + quote(f.Refusal)
	if name := f.UnknownType; name != "" {
		hint = fmt.Sprintf("if the cluster declares %q in yarn.resource-types, tell fairsched with --resource-types %s or \"resourceTypes\": [%q] in .fairsched.json", name, name, name)
		if f.Suggest != "" {
			hint = fmt.Sprintf("did you mean %q? ", f.Suggest) + hint
		}
		return RuleInvalidResource, msg, hint
	}
	return RuleInvalidResource, msg, resourceGrammars(hadoop.For(v))
}

// resourceGrammars is the hint of invalid-resource findings: the grammars
// the release accepts.
func resourceGrammars(p hadoop.Profile) string {
	switch {
	case p.NewStyleResources:
		return `write "4096 mb, 4 vcores", "memory-mb=4096, vcores=4", "50%" or "memory-mb=50%, vcores=50%"`
	case p.Percentages:
		return `write "4096 mb, 4 vcores", "50%" or "50% memory, 50% cpu"`
	}
	return `write "4096 mb, 4 vcores"`
}
