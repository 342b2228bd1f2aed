package place

import (
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// Rule is one placement rule as the ResourceManager runs it.
type Rule struct {
	Kind xmlconf.RuleKind
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
	Pos xmlconf.Pos
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

// Defaults are the two yarn-site properties that give the policy when the
// file has none.
type Defaults struct {
	AllowUndeclaredPools bool // yarn.scheduler.fair.allow-undeclared-pools
	UserAsDefaultQueue   bool // yarn.scheduler.fair.user-as-default-queue
}

// HadoopDefaults are the values of Defaults without a yarn-site.
var HadoopDefaults = Defaults{AllowUndeclaredPools: true, UserAsDefaultQueue: true}

// Derived returns the policy Hadoop builds from yarn-site when the file has
// no placement policy (QueuePlacementPolicy.fromConfiguration): specified,
// then user when user-as-default-queue, then default when either setting is
// false; specified and user create queues only when undeclared pools are
// allowed, default always may.
func Derived(d Defaults) *Policy {
	p := &Policy{Source: SourceYarnSite}
	add := func(k xmlconf.RuleKind, create bool) {
		r := &Rule{Kind: k, Create: create, Index: len(p.Rules) + 1}
		if k == xmlconf.RuleDefault {
			r.Queue = hadoop.DefaultQueue
		}
		p.Rules = append(p.Rules, r)
	}
	add(xmlconf.RuleSpecified, d.AllowUndeclaredPools)
	if d.UserAsDefaultQueue {
		add(xmlconf.RuleUser, d.AllowUndeclaredPools)
	}
	if !d.UserAsDefaultQueue || !d.AllowUndeclaredPools {
		add(xmlconf.RuleDefault, true)
	}
	return p
}

// FromAllocations returns the policy the ResourceManager uses for a: the
// file's own when it has one Hadoop does not ignore, else the derived one.
// a must have been read as prof's release (xmlconf.Options.Hadoop): its
// placement model then follows that release's semantics (before YARN-8967,
// 3.3.0: every child element is a rule, only nestedUserQueue has a nested
// rule, create="" is false). Whether Hadoop refuses the policy is in the
// reader's issues (see NewEngine).
func FromAllocations(a *xmlconf.Allocations, prof hadoop.Profile, d Defaults) *Policy {
	if a.Placement == nil || len(a.Placement.Rules) == 0 {
		return Derived(d)
	}
	p := &Policy{Source: SourceFile}
	for i, xr := range a.Placement.Rules {
		r := convertRule(xr, prof.PlacementRewrite)
		r.Index = i + 1
		p.Rules = append(p.Rules, r)
	}
	return p
}

// convertRule turns a rule of the reader's model into a Rule; rewrite says
// whether the release has the YARN-8967 semantics.
func convertRule(xr *xmlconf.PlacementRule, rewrite bool) *Rule {
	r := &Rule{Kind: xr.Kind(), Create: xr.Create.Val, Pos: xr.Pos}
	if r.Kind == xmlconf.RuleDefault {
		r.Queue, r.QueueIllegal = defaultTarget(xr.Queue.Val, rewrite)
	}
	if xr.Parent != nil {
		r.Parent = convertRule(xr.Parent, rewrite)
	}
	r.Terminal = terminal(r, rewrite)
	return r
}

// defaultTarget is DefaultPlacementRule's queue: an illegal value (with
// surrounding whitespace or a leading or trailing dot; 3.3 only) falls back
// to root.default; the root. prefix is added.
func defaultTarget(q string, check bool) (target, illegal string) {
	if check && q != "" && !validQueueName(q) {
		return hadoop.DefaultQueue, q
	}
	if q == "" {
		return hadoop.DefaultQueue, ""
	}
	return assureRoot(q), ""
}
