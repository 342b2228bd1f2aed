package cmd

import (
	"github.com/fairsched/fairsched/diff"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/submissions"
	"github.com/fairsched/fairsched/xmlconf"
)

// diffPlan is what a diff of two allocation files settles before it reads
// them: how both are parsed and linted, the Hadoop release, and the
// cluster and active queues the shares are computed on.
type diffPlan struct {
	parse     xmlconf.Options
	linter    diffLinter
	profile   hadoop.Profile
	cluster   xmlconf.Resource
	active    []string
	activeSet bool
}

// planDiff reads the config, the release, the cluster (--cluster or the
// scenario), the cluster risk rules and the yarn-site.
func planDiff(io *IO, o *diffOptions) (*diffPlan, error) {
	cfg, err := diffConfig(io, o.old, o.new)
	if err != nil {
		return nil, err
	}
	p := &diffPlan{linter: diffLinter{cfg: cfg}}
	if p.profile, err = o.hadoop.profile(cfg); err != nil {
		return nil, err
	}
	var types xmlconf.ResourceTypes
	if types, p.cluster, p.active, p.activeSet, err = diffCluster(io, o, cfg); err != nil {
		return nil, err
	}
	if p.linter.risk, err = diffRisk(p.cluster, types, o.minContainer); err != nil {
		return nil, err
	}
	if p.linter.yarnSite, err = lintYarnSite(io, o.yarnSite, cfg); err != nil {
		return nil, err
	}
	p.parse = xmlconf.Options{Types: types, Hadoop: p.profile}
	return p, nil
}

// compare replays --submissions, when given, and compares the two sides;
// lineErrs are the submissions lines that could not be read.
func (p *diffPlan) compare(io *IO, o *diffOptions, old, nw diff.Side) (*diff.Result, []submissions.LineError, error) {
	replay, lineErrs, err := diffReplay(io, o)
	if err != nil {
		return nil, nil, err
	}
	r, err := diff.Compare(old, nw, diff.Options{Cluster: p.cluster, Active: p.active, ActiveSet: p.activeSet, Profile: p.profile, Replay: replay})
	if err != nil {
		return nil, nil, usagef("%v", err)
	}
	return r, lineErrs, nil
}
