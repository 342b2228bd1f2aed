package lint

// YarnSiteInvalidValue reports a yarn-site value the ResourceManager
// cannot read.
var YarnSiteInvalidValue = &Rule{
	ID:       "yarn-site-invalid-value",
	Input:    YarnSiteInput,
	Severity: Error,
	Summary:  "a yarn-site value stops the ResourceManager starting",
	Doc: `Why: Hadoop's Configuration reads numbers with Java's parsers (decimal or
0x hex, no units) and resource increments in "value [unit]" form; anything else
throws (NumberFormatException, IllegalArgumentException) and the
ResourceManager fails to start. Increments of zero or less are refused too.
Fix: write the value in the form the property takes, e.g. 2048 rather than 2g.
See: Hadoop's yarn-default.xml (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-common/yarn-default.xml) and docs/place.md.`,
	Check: fromYarnSite,
}
