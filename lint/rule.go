package lint

import (
	"fmt"
	"iter"
	"slices"

	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/fair/place"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// Input says what a rule judges, and so which driver runs it.
type Input int

// The inputs of the rules.
const (
	// FileInput: an allocation file as read (Run).
	FileInput Input = iota
	// ClusterInput: an allocation file on a given cluster size
	// (RunCluster).
	ClusterInput
	// UpgradeInput: an allocation file read by two releases (Run with
	// Options.Upgrade).
	UpgradeInput
	// YarnSiteInput: the yarn-site file itself (RunYarnSite).
	YarnSiteInput
	// SuppressionInput: the file's fairsched:ignore comments (SuppressWith).
	SuppressionInput
	// CompareInput: an allocation file beside a capacity-scheduler.xml
	// (CheckComparison).
	CompareInput
	// ConvertInput: what converting an allocation file cannot keep
	// (CheckConversion).
	ConvertInput
	// CapacityInput: a capacity-scheduler.xml as read
	// (CheckCapacityFile).
	CapacityInput
	// CapacityClusterInput: a capacity-scheduler.xml on a given cluster
	// size (CheckCapacityFile with Job.Cluster).
	CapacityClusterInput
	// DriftInput: a running ResourceManager's scheduler response beside
	// what the allocation file computes (CheckDrift, on the facts the drift
	// package gathers).
	DriftInput
	// LoadCompareInput: one load simulated under both schedulers
	// (CheckLoadComparison, on the facts the loadcmp package gathers).
	LoadCompareInput
	// RefreshInput: a change of a capacity-scheduler.xml a running
	// ResourceManager takes on refresh or mutation (diff, through CheckRefresh).
	RefreshInput
)

// Rule is one check. Every rule is a package-level value listed in the
// one registry, All.
type Rule struct {
	ID       string   // kebab-case, never renamed once released
	Severity Severity // default; users may override it per ID
	Summary  string   // one line, lower case, no period, at most 60 characters
	Doc      string   // "Why: ...\nFix: ...\nSee: ..."; read it with Documentation
	// DocOf, when not nil, builds Doc (a text that names releases with
	// hadoop.Where): only rules, explain and the docs read it, so start-up
	// does not pay for it.
	DocOf func() string
	// Examples, when not nil, builds the rule's examples, where they
	// must be computed; the others are files, examples/<ID>.bad.xml and
	// .good.xml (.txt where the input holds more than XML). Read them with
	// BadExample and GoodExample.
	Examples func() (bad, good string)
	// Check is the rule: it judges the input its Input names, which the
	// Pass carries, and reports through the Pass.
	Check func(p *Pass)
	// Input is what the rule judges; the zero value is an allocation
	// file.
	Input Input
	// ByEffect: the check reports each finding with the severity of its
	// effect in this input (a limit that loosens is an error, one that
	// tightens a warning); Severity is the usual one. A user's severity
	// for the rule still wins.
	ByEffect bool
	// Versions says in which Hadoop releases the rule applies; nil means
	// every release. Run skips the rule for other releases.
	Versions hadoop.Predicate
	// SeverityIn, when not nil, gives the default severity in each release
	// (a rule whose Hadoop fact is refused in some releases and ignored in
	// others); Severity is then the default release's.
	SeverityIn func(hadoop.Profile) Severity
	// Aliases are former IDs of the rule (rules merged into it): they still
	// name it in suppressions, configuration, explain and --only/--disable.
	Aliases []string
}

// SeverityFor returns r's default severity in release p.
func (r *Rule) SeverityFor(p hadoop.Profile) Severity {
	if r.SeverityIn != nil {
		return r.SeverityIn(p)
	}
	return r.Severity
}

// inRelease returns r as listed for release v: a copy with the release's
// severity when it differs from the default one.
func (r *Rule) inRelease(v hadoop.Version) *Rule {
	if s := r.SeverityFor(hadoop.For(v)); s != r.Severity {
		c := *r
		c.Severity = s
		return &c
	}
	return r
}

// AppliesTo reports whether r applies to Hadoop release v.
func (r *Rule) AppliesTo(v hadoop.Version) bool { return r.Versions.Holds(v) }

// RulesFor returns the registered rules (Registry) that apply to release
// v, without the upgrade rules and those of compare, convert and drift
// (the rules a lint run of v can report); the zero Version means
// hadoop.Default.
func RulesFor(v hadoop.Version) []*Rule {
	return ReportRules(v, false)
}

// ReportRules is RulesFor, with the upgrade rules when upgrade is true
// (lint --upgrade-to): the rules a lint report of that run can name, each
// with its severity in release v.
func ReportRules(v hadoop.Version, upgrade bool) []*Rule {
	if v == (hadoop.Version{}) {
		v = hadoop.Default
	}
	var out []*Rule
	for _, r := range ForRelease(Registry(), v) {
		if r.Input == CompareInput || r.Input == ConvertInput || r.Input == DriftInput || r.Input == LoadCompareInput || r.Input == RefreshInput {
			continue // compare, convert, drift, compare --load and diff report them, never lint
		}
		if upgrade || !slices.Contains(UpgradeRules, r) {
			out = append(out, r.inRelease(v))
		}
	}
	return out
}

// VersionsText says in which Hadoop releases r applies, e.g. "every
// release" or "3.3.1 and later, 3.2.3 to 3.2.4".
func (r *Rule) VersionsText() string { return hadoop.Where(r.Versions) }

// ForRelease returns the rules of rs that apply to release v, in order.
func ForRelease(rs []*Rule, v hadoop.Version) []*Rule {
	var out []*Rule
	for _, r := range rs {
		if r.AppliesTo(v) {
			out = append(out, r)
		}
	}
	return out
}

// Pass is everything a rule may look at, plus the one way to report.
type Pass struct {
	File   string
	Config *xmlconf.Allocations
	// Hadoop is the release the file is checked against.
	Hadoop hadoop.Profile
	// YarnSite is the yarn-site the file runs with, or nil. For the
	// YarnSiteRules it is the file checked, and Config is nil.
	YarnSite *YarnSite

	// The input of a rule whose Input is not an allocation file as read
	// (FileInput, UpgradeInput, YarnSiteInput, SuppressionInput), with its
	// helpers; nil for the other rules. Each reports through this Pass.
	Cluster  *ClusterView  // ClusterInput: the fair shares on a cluster
	Capacity *CapacityView // CapacityInput, CapacityClusterInput
	Compare  *CompareView  // CompareInput
	Convert  *ConvertView  // ConvertInput
	Drift    *DriftView    // DriftInput
	Load     *LoadView     // LoadCompareInput
	Refresh  *RefreshView  // RefreshInput

	rule    *Rule
	out     *[]diag.Finding
	upgrade *upgradeView // the other release's reading, for the upgrade rules
	shared  *shared
}

// shared is what the rules of one run work out once and share: where
// the reader's facts are, by rule (see readerFacts), and, worked out on
// first use, the static view of the placement policy and the file's
// resource strings (see resourceSettings).
type shared struct {
	facts     factIndex
	placement func() *place.Static
	resources func() []resourceRef
}

// Report records a finding of the current rule. The rule ID and severity
// are filled in by Run.
func (p *Pass) Report(at xmlconf.Pos, queue, msg, hint string) {
	p.add(diag.Finding{
		File: p.File, Pos: at, Queue: queue, Message: msg, Hint: hint, Refuses: refusing[p.rule.ID],
	})
}

// Reportf is Report with a formatted message and no hint.
func (p *Pass) Reportf(at xmlconf.Pos, queue, format string, args ...any) {
	p.Report(at, queue, fmt.Sprintf(format, args...), "")
}

// Queues yields every queue of the tree, parents before children, including
// the implicit root and root.default.
func (p *Pass) Queues() iter.Seq[*xmlconf.Queue] {
	return slices.Values(p.Config.Queues())
}

// Documentation returns r's "Why/Fix/See" text: Doc, or what DocOf
// builds.
func (r *Rule) Documentation() string {
	if r.DocOf != nil {
		return r.DocOf()
	}
	return r.Doc
}

// BadExample returns r's bad example, the smallest input that triggers
// the rule: its file, or what Examples builds.
func (r *Rule) BadExample() string {
	if r.Examples != nil {
		bad, _ := r.Examples()
		return bad
	}
	return example(r.ID, "bad")
}

// GoodExample returns r's good example, the fixed input, which gives no
// finding from the rule: its file, or what Examples builds.
func (r *Rule) GoodExample() string {
	if r.Examples != nil {
		_, good := r.Examples()
		return good
	}
	return example(r.ID, "good")
}

// add records f as a finding of the rule that runs (its severity is set
// by the driver) and returns it, for the caller to complete.
func (p *Pass) add(f diag.Finding) *diag.Finding {
	f.Rule = p.rule.ID
	*p.out = append(*p.out, f)
	return &(*p.out)[len(*p.out)-1]
}
