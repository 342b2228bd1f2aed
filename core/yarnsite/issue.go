package yarnsite

// The codes of the Facts lint words: each rule's ID is "yarn-site-" and its code.
const (
	// IssueUnknownKey: a yarn.scheduler.fair.* property no Hadoop release
	// reads, usually a typo.
	IssueUnknownKey = "unknown-key"
	// IssueUnexpanded: a ${var} fairsched cannot expand (an environment
	// variable or Java system property of the ResourceManager).
	IssueUnexpanded = "unexpanded-variable"
	// IssueFinalOverride: a later definition of a final property, ignored.
	IssueFinalOverride = "final-override"
	// IssueInclude: an <include> that fairsched does not follow.
	IssueInclude = "include"
)
