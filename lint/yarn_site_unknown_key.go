package lint

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
	Check: fromYarnSite,
}
