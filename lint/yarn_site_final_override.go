package lint

import (
	"fmt"

	"github.com/fairsched/fairsched/core/yarnsite"
)

// YarnSiteFinalOverride reports a later definition of a final property.
var YarnSiteFinalOverride = &Rule{
	ID:       "yarn-site-final-override",
	Input:    YarnSiteInput,
	Severity: Warning,
	Summary:  "a later value of a final yarn-site property is ignored",
	Doc: `Why: once a property is defined with <final>true</final>, Hadoop's
Configuration ignores every later definition of it (and logs a warning), so
the later value, which a reader would expect to win, has no effect.
Fix: remove the later definition, or the earlier <final>true</final> if the
later value is the one wanted.
See: Hadoop's Configuration javadoc, "Final Parameters" (https://hadoop.apache.org/docs/r3.3.6/api/org/apache/hadoop/conf/Configuration.html).`,
	Check: wordYarnSiteFacts,
}

// wordFinalOverride words the fact of a later definition of a final
// property.
func wordFinalOverride(f yarnsite.Fact) (msg, hint string) {
	return fmt.Sprintf("%s is final (line %d); Hadoop ignores this later value %q", f.Key, f.Final.Line, f.Value),
		"remove this definition or the earlier <final>true</final>"
}
