package cmd

import (
	"github.com/fairsched/fairsched/analysis/diff"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/core/submissions"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/render"
	"github.com/fairsched/fairsched/xmlconf"
)

// diffPlan is what a diff of two allocation files settles before it reads
// them: how both are parsed and linted, the Hadoop release, and the
// cluster and active queues the shares are computed on.
type diffPlan struct {
	parse     xmlconf.Options
	linter    diffLinter
	profile   hadoop.Profile
	cluster   resource.Resource
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
	var types resource.ResourceTypes
	if types, p.cluster, p.active, p.activeSet, err = diffCluster(io, o, cfg); err != nil {
		return nil, err
	}
	if p.linter.risk, err = newClusterRisk(p.cluster, o.minContainer, types); err != nil {
		return nil, err
	}
	if p.linter.yarnSite, err = lintYarnSite(io, o.yarnSite, cfg, p.profile); err != nil {
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

// capacityDiffRun is a diff of two capacity-scheduler.xml files once both
// are read and linted: the sides, the comparison's options (with the
// refresh check's findings) and the Hadoop release.
type capacityDiffRun struct {
	old, nw diff.CapacitySide
	opts    diff.CapacityOptions
	prof    hadoop.Profile
}

// readCapacityDiff lints each side as `fairsched lint` lints it (settings
// file, suppressions, the cluster rules with --cluster) and checks the
// change as a refresh of a running ResourceManager.
func readCapacityDiff(io *IO, o *diffOptions, oldSrc, newSrc capacitySource) (*capacityDiffRun, error) {
	cfg, err := diffConfig(io, o.old, o.new)
	if err != nil {
		return nil, err
	}
	prof, types, err := runSettings(cfg, o.hadoop, o.resourceTypes)
	if err != nil {
		return nil, err
	}
	cluster, err := optionalSize("--cluster", o.cluster, types)
	if err != nil {
		return nil, err
	}
	risk, err := newClusterRisk(cluster, o.minContainer, types)
	if err != nil {
		return nil, err
	}
	ys, err := lintYarnSite(io, o.yarnSite, cfg, prof) // the minimum container, as lint and shares read it
	if err != nil {
		return nil, err
	}
	parse := xmlconf.Options{Types: types, Hadoop: prof}
	side := func(src capacitySource) diff.CapacitySide {
		name := src.name()
		c, ds := src.check(parse, risk.job(cfg.Options(name), ys))
		return diff.CapacitySide{File: name, Config: c, Findings: ds}
	}
	cd := &capacityDiffRun{old: side(oldSrc), nw: side(newSrc), prof: prof,
		opts: diff.CapacityOptions{Types: types, HadoopVersion: prof.Version.String()}}
	if risk != nil {
		cd.opts.Cluster, cd.opts.MinAllocation = risk.cluster.Size, risk.cluster.Resolved(ys, types, prof).MinContainer
	}
	cd.opts.Refresh = lint.CheckRefresh(cd.nw.File, cd.old.Config, cd.nw.Config, prof, cfg.Options(cd.nw.File))
	return cd, nil
}

// write prints the comparison in --format, or the plan in a plan format
// (no plan for a file Hadoop refuses).
func (cd *capacityDiffRun) write(io *IO, o *diffOptions, r *diff.CapacityResult, useColor bool) error {
	if !isPlanFormat(o.format) {
		return writeCapacityDiff(io, o, r, useColor)
	}
	if err := capacityDiffRefused(io, cd.prof, cd.old, cd.nw); err != nil {
		return err
	}
	return writeCapacityPlan(io, o.format, cd.old, cd.nw)
}

// refreshRefused says on stderr, beside the verdict, each refusal of the
// change by a running ResourceManager with what to do instead (the hint,
// which diff's own formats leave to explain), and fails.
func (cd *capacityDiffRun) refreshRefused(io *IO) error {
	if err := render.Text(io.Err, cd.opts.Refresh, render.Options{}); err != nil {
		return err
	}
	refusalLine(io, cd.prof.Version, "the change from "+cd.old.File+" to "+cd.nw.File, " on a running ResourceManager (yarn rmadmin -refreshQueues or a scheduler-conf mutation; a restart would take it)")
	return errFindings
}
