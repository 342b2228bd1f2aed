package cmd

import (
	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/render"
)

// lintPlan is what a lint run settles before it reads a file: the files'
// checking (lintRun), the Hadoop release, --fail-on, and the findings of
// the scheduler configuration --from-rm fetched.
type lintPlan struct {
	run       lintRun
	prof      hadoop.Profile
	threshold lint.Severity
	fails     bool
	rmDs      []diag.Finding
}

// checkInputs refuses what no lint run can do: standard input named more
// than once, or a --scheduler that is not one.
func (o *lintOptions) checkInputs() error {
	if n := countStdin(o.files); n > 1 {
		return usagef("- (standard input) is named %d times; it can be read only once", n)
	}
	return o.scheduler.check()
}

// plan reads the settings every file of the run shares: the configs, the
// --fail-on threshold, the release and resource types, the cluster risk
// rules, the upgrade, the yarn-site and the --from-rm configuration.
func (o *lintOptions) plan(io *IO) (*lintPlan, error) {
	configs, err := configsFor(io, o.config, o.files)
	if err != nil {
		return nil, err
	}
	p := &lintPlan{run: lintRun{configs: configs, scheduler: o.scheduler}}
	cfg := configs.run
	if p.threshold, p.fails, err = failOnOf(o.failOn, o.failOnSet, cfg); err != nil {
		return nil, err
	}
	o.hadoop.readMarker(io, o.files)
	prof, types, err := runSettings(cfg, o.hadoop, o.resourceTypes)
	if err != nil {
		return nil, err
	}
	p.prof = prof
	cluster, err := optionalSize("--cluster", o.cluster, types)
	if err != nil {
		return nil, err
	}
	if p.run.risk, err = o.clusterRisk(io, cluster, types); err != nil {
		return nil, err
	}
	if p.run.up, err = o.upgrade.upgrade(cluster); err != nil {
		return nil, err
	}
	if p.run.ys, err = lintYarnSite(io, o.yarnSite, cfg, prof); err != nil {
		return nil, err
	}
	p.run.parse.Types, p.run.parse.Hadoop = types, prof
	p.rmDs, err = lintRMConf(io, o.rm, p.run.parse, p.run.risk.job(cfg.Options(""), p.run.ys))
	return p, err
}

// clusterRisk sets up the cluster rules: on --cluster (parsed), else on
// the cluster --from-rm reports, else none.
func (o *lintOptions) clusterRisk(io *IO, cluster resource.Resource, types resource.ResourceTypes) (*clusterRisk, error) {
	if cluster == nil && o.rm.from != "" {
		return rmClusterRisk(io, o.rm, o.minContainer, types)
	}
	return newClusterRisk(cluster, o.minContainer, types)
}

// findings checks the files, then adds the --from-rm configuration's and
// the yarn-site's findings; checked counts what was read, and readErr is
// the first file that could not be.
func (p *lintPlan) findings(io *IO, o *lintOptions) (ds []diag.Finding, checked int, readErr error) {
	ds, checked, readErr = lintFiles(io, o.files, p.run)
	if o.rm.from != "" {
		ds, checked = lint.Sort(append(ds, p.rmDs...)), checked+1
	}
	if ys := p.run.ys; ys != nil {
		ds = lint.Sort(append(ds, lint.RunYarnSite(ys, p.run.configs.run.Options(ys.File))...))
	}
	return ds, checked, readErr
}

// write prints the report in --format on stdout and, when some file was
// read, the summary on stderr (with none, the read error is all there is
// to say).
func (p *lintPlan) write(io *IO, o *lintOptions, ds []diag.Finding, checked int, useColor bool) error {
	files := displayNames(o.files)
	if o.rm.from != "" {
		files = append(files, rmConfLabel)
	}
	rep := render.Report{Diagnostics: ds, Files: files, Version: Version,
		Hadoop: p.prof.Version, UpgradeTo: p.run.up.To.Version, FailOn: render.NeverFail}
	if p.fails {
		rep.FailOn = p.threshold
	}
	if err := render.Formats[o.format](io.Out, rep, render.Options{Color: useColor}); err != nil {
		return err
	}
	if checked == 0 {
		return nil
	}
	return render.Summary(io.Err, ds, checked)
}
