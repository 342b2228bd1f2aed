package lint

import (
	"fmt"

	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/core/yarnsite"
	"github.com/fairsched/fairsched/hadoop"
)

// YarnSiteAllocationKeyIgnored reports a per-type minimum- or
// maximum-allocation property on a release that reads none.
var YarnSiteAllocationKeyIgnored = &Rule{
	ID:       "yarn-site-allocation-key-ignored",
	Input:    YarnSiteInput,
	Severity: Warning,
	Summary:  "a per-type allocation property this release ignores",
	Doc: `Why: yarn.resource-types.<type>.minimum-allocation and -maximum-allocation
(memory-mb, vcores or a custom type) size the smallest and largest container
from Hadoop 2.10.0 and 3.0.0 on, where they win over
yarn.scheduler.minimum-allocation-mb and the like. Earlier releases have no
resource types and read only the yarn.scheduler.* properties: the per-type
property is ignored, and the container keeps the size the old property (or
Hadoop's default) gives it.
Applies to releases before 2.10.0; the examples are judged as 2.9.2.
Fix: move the value to the property the release reads
(yarn.scheduler.minimum-allocation-mb or -vcores, maximum-allocation-mb or
-vcores); a custom type's limit needs 2.10.0 or 3.0.0 and later.
See: Hadoop's yarn-default.xml (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-common/yarn-default.xml)
and "Resource Model" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/ResourceModel.html).`,
	Versions: func(p hadoop.Profile) bool { return !p.ResourceTypeAllocation },
	Check: func(p *Pass) {
		ys := p.YarnSite
		a := ys.Allocation(resource.DefaultResourceTypes, p.Hadoop)
		for _, f := range ys.conf.UnreadTypeAllocations(p.Hadoop) {
			msg, hint := wordUnreadTypeAllocation(f, a, p.Hadoop.Version)
			p.Report(f.Pos, "", msg, hint)
		}
	},
}

// wordUnreadTypeAllocation words the fact of a per-type allocation
// property release v ignores, with the size a (as v reads the yarn-site)
// keeps instead.
func wordUnreadTypeAllocation(f yarnsite.Fact, a yarnsite.Allocation, v hadoop.Version) (msg, hint string) {
	t, isMin, _ := yarnsite.ParseTypeAllocationKey(f.Key)
	i := resource.DefaultResourceTypes.Index(t)
	if i < 0 {
		return fmt.Sprintf("Hadoop %s ignores %s: it has no resource types besides memory and vcores (they arrive in 2.10.0 and 3.0.0)", v, f.Key),
			"remove the property, or run Hadoop 2.10.0 or 3.0.0 and later for a custom type's limit"
	}
	what, size, from := "maximum", a.MaxAllocation[i], a.MaxKeys[i]
	if isMin {
		what, size, from = "minimum", a.MinAllocation[i], a.MinKeys[i]
	}
	old := yarnsite.AllocationKey(i, isMin)
	source := old
	if from == "" {
		source = "Hadoop's default; " + old + " is not set"
	}
	return fmt.Sprintf("Hadoop %s ignores %s (%s; per-type allocation properties are read from 2.10.0 and 3.0.0): the %s allocation of %s stays %d (%s)",
			v, f.Key, f.Value, what, t, size, source),
		fmt.Sprintf("move the value to %s, the property Hadoop %s reads", old, v)
}
