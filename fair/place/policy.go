package place

import (
	"github.com/fairsched/fairsched/core/placement"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// Defaults are the yarn-site properties placement runs with: the two that
// give the policy when the file has none, and yarn.acl.enable.
type Defaults struct {
	AllowUndeclaredPools bool // yarn.scheduler.fair.allow-undeclared-pools
	UserAsDefaultQueue   bool // yarn.scheduler.fair.user-as-default-queue
	// ACLs is yarn.acl.enable; the zero value is the assumption without a
	// yarn-site.
	ACLs placement.ACLSwitch
}

// HadoopDefaults are the values of Defaults without a yarn-site.
var HadoopDefaults = Defaults{AllowUndeclaredPools: true, UserAsDefaultQueue: true}

// Derived returns the policy Hadoop builds from yarn-site when the file has
// no placement policy (QueuePlacementPolicy.fromConfiguration): specified,
// then user when user-as-default-queue, then default when either setting is
// false; specified and user create queues only when undeclared pools are
// allowed, default always may.
func Derived(d Defaults) *placement.Policy {
	p := &placement.Policy{Source: placement.SourceYarnSite}
	add := func(k placement.RuleKind, create bool) {
		r := &placement.Rule{Kind: k, Create: create, Index: len(p.Rules) + 1}
		if k == placement.RuleDefault {
			r.Queue = hadoop.DefaultQueue
		}
		p.Rules = append(p.Rules, r)
	}
	add(placement.RuleSpecified, d.AllowUndeclaredPools)
	if d.UserAsDefaultQueue {
		add(placement.RuleUser, d.AllowUndeclaredPools)
	}
	if !d.UserAsDefaultQueue || !d.AllowUndeclaredPools {
		add(placement.RuleDefault, true)
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
func FromAllocations(a *xmlconf.Allocations, prof hadoop.Profile, d Defaults) *placement.Policy {
	if a.Placement == nil || len(a.Placement.Rules) == 0 {
		return Derived(d)
	}
	p := &placement.Policy{Source: placement.SourceFile}
	for i, xr := range a.Placement.Rules {
		r := convertRule(xr, prof.PlacementRewrite)
		r.Index = i + 1
		p.Rules = append(p.Rules, r)
	}
	return p
}

// convertRule turns a rule of the reader's model into a Rule; rewrite says
// whether the release has the YARN-8967 semantics.
func convertRule(xr *xmlconf.PlacementRule, rewrite bool) *placement.Rule {
	r := &placement.Rule{Kind: xr.Kind(), Create: xr.Create.Val, Pos: xr.Pos}
	if r.Kind == placement.RuleDefault {
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
