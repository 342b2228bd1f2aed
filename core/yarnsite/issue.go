package yarnsite

// The kinds of Issue.
const (
	// IssueInvalidValue: a value Hadoop cannot read; the ResourceManager
	// fails to start.
	IssueInvalidValue = "invalid-value"
	// IssueInvalidBoolean: a boolean that is neither true nor false; Hadoop
	// silently uses the default.
	IssueInvalidBoolean = "invalid-boolean"
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
