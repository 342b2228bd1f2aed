package yarnsite

// Issue is something in a Configuration file that Hadoop accepts but that
// changes or hides what the file says. Code says what kind it is; Msg and
// Hint follow the wording rules of fairsched diagnostics.
type Issue struct {
	Pos  Pos
	Key  string // the property name, "" when not about one property
	Code string
	Msg  string
	Hint string
	// Fatal: the ResourceManager fails to start with this value.
	Fatal bool
}

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
