package lint

import "github.com/fairsched/fairsched/core/yarnsite"

// YarnSiteInclude reports an <include> fairsched does not follow.
var YarnSiteInclude = &Rule{
	ID:       "yarn-site-include",
	Input:    YarnSiteInput,
	Severity: Info,
	Summary:  "a yarn-site <include> fairsched does not follow",
	Doc: `Why: Hadoop's Configuration follows XInclude <include href="..."/>
elements; fairsched reads only the file it is given, so properties set in the
included file are not seen and their defaults are assumed.
Fix: nothing to change in the file; pass the included file's Fair Scheduler
settings with flags if they matter.
See: Hadoop's Configuration javadoc (https://hadoop.apache.org/docs/r3.3.6/api/org/apache/hadoop/conf/Configuration.html) and docs/place.md.`,
	Check: wordYarnSiteFacts,
}

// wordInclude words the fact of an <include> fairsched does not follow.
func wordInclude(yarnsite.Fact) (msg, hint string) {
	return "<include> (XInclude) is not followed; properties from the included file are not read",
		"pass the included file's settings in this file or with flags"
}
