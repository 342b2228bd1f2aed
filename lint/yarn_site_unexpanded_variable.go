package lint

import (
	"fmt"
	"strings"

	"github.com/fairsched/fairsched/core/yarnsite"
)

// YarnSiteUnexpandedVariable reports a ${var} fairsched cannot expand.
var YarnSiteUnexpandedVariable = &Rule{
	ID:       "yarn-site-unexpanded-variable",
	Input:    YarnSiteInput,
	Severity: Info,
	Summary:  "a yarn-site ${variable} fairsched cannot expand",
	Doc: `Why: Hadoop expands ${name} from the file's other properties, from Java
system properties and (${env.NAME}) from the ResourceManager's environment.
fairsched sees only the file, so a value using the other two is checked as
written and may differ from what the ResourceManager reads.
Fix: nothing to change in the file; when the value matters, pass it with a
flag (--allow-undeclared-pools, --user-as-default-queue).
See: Hadoop's Configuration javadoc, "Variable Expansion" (https://hadoop.apache.org/docs/r3.3.6/api/org/apache/hadoop/conf/Configuration.html).`,
	Check: wordYarnSiteFacts,
}

// wordUnexpanded words the fact of a ${var} left as written: an
// environment variable or a Java system property of the ResourceManager.
func wordUnexpanded(f yarnsite.Fact) (msg, hint string) {
	msg = fmt.Sprintf("${%s} is left as written: it is not a property of this file (it may be a Java system property of the ResourceManager)", f.Name)
	if strings.HasPrefix(f.Name, "env.") {
		msg = fmt.Sprintf("${%s} is left unexpanded: fairsched cannot see the ResourceManager's environment", f.Name)
	}
	return msg, "pass the value with a flag if it matters"
}
