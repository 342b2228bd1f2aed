package lint

import (
	"slices"

	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// Options choose which rules run and how severe their findings are.
type Options struct {
	// Only, when not empty, runs just these rule IDs (tests use it).
	Only []string
	// Severity overrides a rule's default severity, by rule ID.
	Severity map[string]Severity
	// Off disables rules by ID.
	Off map[string]bool
	// Upgrade, when it names a release, adds the upgrade rules, which
	// compare the file as read by a.Hadoop with that release's reading.
	Upgrade Upgrade
}

// Run checks one parsed file with every enabled rule that applies to the
// Hadoop release the file was read as (a.Hadoop) and returns the findings
// sorted by position.
func Run(file string, a *xmlconf.Allocations, issues []xmlconf.Issue, o Options) []Diagnostic {
	var out []Diagnostic
	prof := releaseOf(a)
	var up *upgradeView
	for _, r := range o.rules() {
		if !r.AppliesTo(prof.Version) {
			continue
		}
		if up == nil && o.Upgrade.on() && slices.Contains(UpgradeRules, r) {
			up = newUpgradeView(file, a, issues, o.Upgrade)
		}
		start := len(out)
		p := &Pass{File: file, Config: a, Issues: issues, Hadoop: prof, rule: r, out: &out, upgrade: up}
		r.Check(p)
		sev := r.Severity
		if s, ok := o.Severity[r.ID]; ok {
			sev = s
		}
		for i := start; i < len(out); i++ {
			out[i].Severity = sev
		}
	}
	return Sort(out)
}

func (o Options) rules() []*Rule {
	var rs []*Rule
	if len(o.Only) > 0 {
		for _, id := range o.Only {
			if r := ByID(id); r != nil {
				rs = append(rs, r)
			}
		}
	} else {
		rs = All
		if o.Upgrade.on() {
			rs = append(slices.Clone(All), UpgradeRules...)
		}
	}
	var out []*Rule
	for _, r := range rs {
		if !o.Off[r.ID] {
			out = append(out, r)
		}
	}
	return out
}

// releaseOf is the profile a was read with, or the default release's.
func releaseOf(a *xmlconf.Allocations) hadoop.Profile {
	if a == nil || a.Hadoop.Version == (hadoop.Version{}) {
		return hadoop.DefaultProfile()
	}
	return a.Hadoop
}
