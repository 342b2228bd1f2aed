package lint

// YarnSiteInvalidBoolean reports a yarn-site boolean Hadoop reads as its
// default.
var YarnSiteInvalidBoolean = &Rule{
	ID:       "yarn-site-invalid-boolean",
	Input:    YarnSiteInput,
	Severity: Warning,
	Summary:  "a yarn-site boolean is neither true nor false",
	Doc: `Why: Configuration.getBoolean accepts only "true" and "false" (in any
case, trimmed); any other value ("yes", "1", "off") is silently replaced by the
property's default. A <final> element counts only when it is exactly "true".
Fix: write true or false.
See: Hadoop's Configuration javadoc (https://hadoop.apache.org/docs/r3.3.6/api/org/apache/hadoop/conf/Configuration.html) and docs/place.md.`,
	Check: func(p *Pass) { wordValueErrors(p, false) },
}
