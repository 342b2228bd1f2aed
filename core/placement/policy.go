package placement

import "github.com/fairsched/fairsched/core/diag"

// Rule is one placement rule as the ResourceManager runs it.
type Rule struct {
	Kind RuleKind
	// Name names the rule where Kind cannot (a Capacity Scheduler
	// mapping); "" for a Fair Scheduler rule.
	Name   string
	Create bool
	// Queue is the default rule's target, with the root. prefix Hadoop adds
	// (root.default when the attribute is absent, empty or illegal).
	Queue string
	// QueueIllegal is the default rule's queue= value when Hadoop found it
	// illegal and fell back to root.default ("" otherwise).
	QueueIllegal string
	// Parent is the nested rule that yields the parent queue, or nil.
	Parent *Rule
	// Index is the rule's 1-based position in the policy; 0 for a parent.
	Index int
	// Pos is where the rule is written; zero for a rule derived from
	// yarn-site.
	Pos diag.Pos
	// Terminal: the rule always places or rejects (under the profile's
	// release).
	Terminal bool
}

// Label is the rule's name as output shows it: Name, else the kind.
func (r *Rule) Label() string {
	if r.Name != "" {
		return r.Name
	}
	return r.Kind.String()
}

// Source says where a Policy comes from.
type Source string

// The sources of a policy.
const (
	SourceFile     Source = "file"      // the file's <queuePlacementPolicy>
	SourceYarnSite Source = "yarn-site" // derived from allow-undeclared-pools and user-as-default-queue
	// SourceCapacity: a capacity-scheduler.xml's mappings (package csplace).
	SourceCapacity Source = "capacity-scheduler"
)

// Policy is the ordered list of rules the ResourceManager tries.
type Policy struct {
	Rules  []*Rule
	Source Source
	// Refused is Hadoop's message when it refuses the file's policy (the
	// whole allocation file is then rejected), "" otherwise.
	Refused string
}
