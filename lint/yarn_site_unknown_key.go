package lint

import (
	"fmt"

	"github.com/fairsched/fairsched/core/yarnsite"
)

// YarnSiteUnknownKey reports a yarn.scheduler.fair.* property no Hadoop
// release reads.
var YarnSiteUnknownKey = &Rule{
	ID:       "yarn-site-unknown-key",
	Input:    YarnSiteInput,
	Severity: Warning,
	Summary:  "a Fair Scheduler property no Hadoop release reads",
	Doc: `Why: the ResourceManager does not check property names: a misspelt
yarn.scheduler.fair.* property is ignored and the setting keeps its default.
Fix: correct the name (the message suggests the closest known property) or
remove the property.
See: Hadoop FairScheduler docs, "Properties that can be placed in yarn-site.xml" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html).`,
	Check: wordYarnSiteFacts,
}

// wordUnknownKey words the fact of a yarn.scheduler.fair.* property no
// release reads.
func wordUnknownKey(f yarnsite.Fact) (msg, hint string) {
	msg = fmt.Sprintf("unknown Fair Scheduler property %s; Hadoop ignores it", f.Key)
	if f.Suggest != "" {
		msg += fmt.Sprintf("; did you mean %s?", f.Suggest)
	}
	return msg, "fix the name or remove the property"
}
