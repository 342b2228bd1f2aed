package placement

import (
	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/core/submissions"
)

// Submission is one application submission: who submits it and to which
// queue (submissions.Submission, read by package submissions).
type Submission = submissions.Submission

// Outcome is what one rule did with a submission.
type Outcome string

// The outcomes of a rule.
const (
	OutcomePassed   Outcome = "passed"   // no queue from this rule; the next one is tried
	OutcomePlaced   Outcome = "placed"   // the rule chose the queue
	OutcomeRejected Outcome = "rejected" // the rule failed the submission
)

// Step is one rule tried for a submission, with why it did what it did.
type Step struct {
	Index int
	Kind  RuleKind
	// Name names the rule where Kind cannot: a Capacity Scheduler mapping
	// ("u:%user:%user", "user * → user"); "" for a Fair Scheduler rule.
	Name    string
	Pos     diag.Pos
	Outcome Outcome
	Reason  string
}

// Label is the rule's name as output shows it: Name, else the kind.
func (s Step) Label() string {
	if s.Name != "" {
		return s.Name
	}
	return s.Kind.String()
}

// Settings are the settings a queue runs with.
type Settings struct {
	Weight         float32
	Policy         string // the scheduling policy's name: fair, drf, fifo or a class
	MaxRunningApps int32
	MaxAMShare     float32
	MaxResources   string // "" when unlimited
	MinResources   string // "" when none
	// Max and Min are MaxResources and MinResources as values (nil when
	// unlimited, none), for output in its own notation; Types names
	// their parts.
	Max, Min *ResourceSetting
	Types    resource.ResourceTypes
	// Source says where the settings come from: "declared" or "dynamic"
	// (the defaults Hadoop gives a queue created at submission).
	Source string
}

// ResourceSetting is a resource setting as written: an absolute amount,
// or a fraction of the cluster per resource type.
type ResourceSetting struct {
	// Absolute holds the amounts; nil for fractions.
	Absolute resource.Resource
	// Percent holds the fractions (0.5 means 50%); nil for amounts.
	Percent []float64
}

// Result is where a submission goes.
type Result struct {
	Submission Submission
	// Queue is the full name of the queue the policy chose, "" when the
	// policy rejected the submission.
	Queue    string
	Rejected bool
	// Reason says why the submission was rejected or, when the policy
	// placed it, why the scheduler then refuses the queue ("" if it does
	// not).
	Reason string
	// Rule is the step that decided; nil when every rule passed.
	Rule *Step
	// Created: the queue does not exist yet and this submission creates it.
	Created bool
	// CreatedQueues lists every queue the submission creates, parents first.
	CreatedQueues []string
	// Refused: the policy chose Queue but the scheduler refuses it (a
	// parent queue, a policy clash, a child of a leaf such as root.default).
	Refused bool
	// Access says whether the user may submit to Queue; nil when the
	// submission was rejected or refused before the ACLs are checked.
	Access   *Access
	Settings *Settings
	Trace    []Step
}

// Denied reports whether the policy placed the submission in a queue whose
// ACLs do not let the user in: Hadoop rejects it.
func (r Result) Denied() bool { return r.Access != nil && !r.Access.Allowed }

// Runs reports whether the application would run: placed by the policy in a
// queue the scheduler accepts and the user may submit to.
func (r Result) Runs() bool { return !r.Rejected && !r.Refused && !r.Denied() }
