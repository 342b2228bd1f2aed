package lint

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
	Check: fromYarnSite,
}
