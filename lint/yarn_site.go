package lint

import (
	"slices"

	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/core/yarnsite"
	"github.com/fairsched/fairsched/hadoop"
)

// YarnSite is the yarn-site.xml the allocation files run with (lint
// --yarn-site, or yarnSite in .fairsched.json).
type YarnSite struct {
	// File is the yarn-site file as its findings name it.
	File string
	// Settings are the properties that change how the allocation files
	// are read.
	Settings yarnsite.Settings
	// Unread are the values Hadoop cannot read or misreads, and Facts
	// what reading met: the YarnSiteRules word them.
	Unread []*yarnsite.ValueError
	Facts  []yarnsite.Fact
	// Hadoop is the release the YarnSiteRules judge the file as (the
	// run's --hadoop); the zero Profile is the default release.
	Hadoop hadoop.Profile

	conf *yarnsite.Config
}

// NewYarnSite reads the settings, issues and facts of a parsed yarn-site
// file.
func NewYarnSite(file string, c *yarnsite.Config) *YarnSite {
	s, unread, facts := c.Read()
	return &YarnSite{File: file, Settings: s, Unread: unread, Facts: facts, conf: c}
}

// release is the release the YarnSiteRules judge the file as.
func (ys *YarnSite) release() hadoop.Profile {
	if ys.Hadoop.Version == (hadoop.Version{}) {
		return hadoop.DefaultProfile()
	}
	return ys.Hadoop
}

// Allocation is the smallest and largest container the yarn-site gives a
// file of types read as release p: yarnsite's one reading
// (Config.Allocation), the one shares and simulate use, per-type keys
// included where p reads them.
func (ys *YarnSite) Allocation(types resource.ResourceTypes, p hadoop.Profile) yarnsite.Allocation {
	if len(types) < 2 {
		types = resource.DefaultResourceTypes
	}
	return ys.conf.Allocation(types, p)
}

// YarnSiteRules are the rules about the yarn-site file itself. They are
// not in All: RunYarnSite runs them once per yarn-site, not once per
// allocation file. The rules that check an allocation file against the
// yarn-site (Options.YarnSite) are in All.
var YarnSiteRules = rulesOf(YarnSiteInput)

// yarnSiteChecks are the rules of All that check a file against its
// yarn-site: without Options.YarnSite they do not run, so their
// suppressions are not reported as unused.
var yarnSiteChecks = []*Rule{MinimumAllocationAboveMax, YarnSiteUndeclaredPoolsIgnored}

// needsYarnSite reports whether rule id runs only with a yarn-site.
func needsYarnSite(id string) bool {
	return slices.ContainsFunc(yarnSiteChecks, func(r *Rule) bool { return r.ID == id })
}

// RunYarnSite checks a yarn-site file with every enabled rule of
// YarnSiteRules and returns the findings, in the yarn-site file, sorted.
// o's Only, Off and Severity apply as in Run.
func RunYarnSite(ys *YarnSite, o Options) []diag.Finding {
	out := runEach(YarnSiteRules, o, Pass{File: ys.File, Hadoop: ys.release(), YarnSite: ys}, false)
	return Sort(out)
}

// yarnSiteFactRules are the YarnSiteRules that word the reader's Facts,
// by kind, with their wordings (each defined beside its rule).
var yarnSiteFactRules = map[yarnsite.FactKind]struct {
	rule string
	word func(yarnsite.Fact) (msg, hint string)
}{
	yarnsite.FactUnknownKey:    {yarnSitePrefix + yarnsite.IssueUnknownKey, wordUnknownKey},
	yarnsite.FactUnexpanded:    {yarnSitePrefix + yarnsite.IssueUnexpanded, wordUnexpanded},
	yarnsite.FactFinalOverride: {yarnSitePrefix + yarnsite.IssueFinalOverride, wordFinalOverride},
	yarnsite.FactInclude:       {yarnSitePrefix + yarnsite.IssueInclude, wordInclude},
}

// wordYarnSiteFacts is the Check of the YarnSiteRules that judge the
// reader's Facts: it words the facts of the kinds the rule judges.
func wordYarnSiteFacts(p *Pass) {
	for _, f := range p.YarnSite.Facts {
		if r := yarnSiteFactRules[f.Kind]; r.rule == p.rule.ID {
			msg, hint := r.word(f)
			p.Report(f.Pos, "", msg, hint)
		}
	}
}

// yarnSitePrefix starts the IDs of the YarnSiteRules; the rest is the
// yarnsite Issue* code.
const yarnSitePrefix = "yarn-site-"
