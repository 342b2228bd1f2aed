package lint

import (
	"slices"

	"github.com/fairsched/fairsched/diag"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/yarnsite"
)

// YarnSite is the yarn-site.xml the allocation files run with (lint
// --yarn-site, or yarnSite in .fairsched.json).
type YarnSite struct {
	// File is the yarn-site file as its findings name it.
	File string
	// Settings are the properties that change how the allocation files
	// are read.
	Settings yarnsite.Settings
	// Issues are what reading the file found: the findings of the
	// YarnSiteRules.
	Issues []diag.Finding
}

// NewYarnSite reads the settings and issues of a parsed yarn-site file.
func NewYarnSite(file string, c *yarnsite.Config) *YarnSite {
	s, issues := c.Settings()
	return &YarnSite{File: file, Settings: s, Issues: issues}
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
	out := runEach(YarnSiteRules, o, Pass{File: ys.File, Hadoop: hadoop.DefaultProfile(), YarnSite: ys}, false)
	return Sort(out)
}

// fromYarnSite is the Check of the YarnSiteRules: it reports the issues
// of the yarn-site file whose kind gives the rule's ID.
func fromYarnSite(p *Pass) {
	for _, is := range p.YarnSite.Issues {
		if yarnSitePrefix+is.Rule == p.rule.ID {
			p.Report(is.Pos, "", is.Message, is.Hint)
		}
	}
}

// yarnSitePrefix starts the IDs of the YarnSiteRules; the rest is the
// yarnsite Issue* code.
const yarnSitePrefix = "yarn-site-"
