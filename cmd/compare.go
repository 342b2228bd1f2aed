package cmd

import (
	"strings"

	"github.com/fairsched/fairsched/analysis/compare"
	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/compute"
	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/render"
	"github.com/fairsched/fairsched/xmlconf"
	"github.com/spf13/cobra"
)

type compareOptions struct {
	fairFile, capacityFile string
	cluster, yarnSite      string
	format, failOn         string
	targetVersion          string
	active                 []string
	activeSet, failOnSet   bool
	resourceTypes          []string
	hadoop                 *hadoopFlag
	layout                 layoutOptions // --width and --units of the text table
	ld                     compareLoadOptions
}

func newCompareCmd(io *IO, g *globalOptions) *cobra.Command {
	o := &compareOptions{}
	c := &cobra.Command{
		Use:   "compare <fair-scheduler.xml> <capacity-scheduler.xml> --cluster <resources>",
		Short: "compare each queue's Fair Scheduler shares with its Capacity Scheduler capacity",
		Example: `  fairsched compare fair-scheduler.xml capacity-scheduler.xml --cluster "400 GB, 100 vcores"
  fairsched compare fair-scheduler.xml capacity-scheduler.xml --cluster "16384 mb, 16 vcores" --active eng,ads --hadoop-version 3.4
  fairsched compare fair-scheduler.xml capacity-scheduler.xml --load load.json --format markdown --fail-on warning`,
		Args: cobra.ExactArgs(2),
		RunE: func(c *cobra.Command, args []string) error {
			o.fairFile, o.capacityFile, o.activeSet = args[0], args[1], c.Flags().Changed("active")
			o.failOnSet = c.Flags().Changed("fail-on")
			if o.ld.load != "" {
				return runCompareLoad(io, g, o, c)
			}
			return runCompare(io, g, o)
		},
	}
	f := c.Flags()
	addClusterFlag(c, &o.cluster, "cluster size both schedulers divide")
	f.StringVar(&o.yarnSite, "yarn-site", "", "yarn-site.xml the Fair Scheduler runs with; its findings are reported (default: yarnSite of .fairsched.json)")
	f.StringSliceVar(&o.active, "active", nil, "queues with running apps: the Fair Scheduler's instantaneous shares and an estimate of what the Capacity Scheduler gives them")
	addFormatFlag(c, &o.format, "compare")
	f.StringSliceVar(&o.resourceTypes, "resource-types", nil, "custom resource types the cluster declares, e.g. yarn.io/gpu")
	addTableFlags(c, &o.layout)
	f.StringVar(&o.targetVersion, "target-version", "", "Hadoop release the capacity file is read as (default: --hadoop-version, which reads the allocation file)")
	f.StringVar(&o.failOn, "fail-on", "error", "exit 1 when a finding is at or above: {error|warning|info|never}")
	_ = c.RegisterFlagCompletionFunc("fail-on", values("error", "warning", "info", "never"))
	_ = c.RegisterFlagCompletionFunc("target-version", func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
		return hadoop.Known(), cobra.ShellCompDirectiveNoFileComp
	})
	o.hadoop = addHadoopFlag(c)
	addCompareLoadFlags(c, &o.ld)
	return c
}

// compareRun is a compare run once every flag is checked and resolved, in
// one step before the files are read (compareOptions.resolve): what runs
// the comparison reads, with plain values.
type compareRun struct {
	fairFile, capacityFile string
	cfg                    *lint.Config
	// fair and capacity are how each file is read: the release (the
	// capacity file's may differ, see targetProfile) and the run's types.
	fair, capacity xmlconf.Options
	cluster        resource.Resource
	active         []string // nil without --active
	yarnSite       string
	threshold      lint.Severity
	fails          bool
	useColor       bool
	render         render.Options
	format         string
}

// runCompare reads like its recipe: resolve the flags, read both files,
// compare, write, and say how the run ends.
func runCompare(io *IO, g *globalOptions, o *compareOptions) error {
	run, err := o.resolve(io, g)
	if err != nil {
		return err
	}
	in, csFindings, err := run.input(io)
	if err != nil {
		return err
	}
	rep := compare.Run(in)
	rep.Findings = lint.Sort(append(csFindings, lint.CheckComparison(rep.Comparison, run.cfg.Options(run.capacityFile))...))
	if rep.Findings, err = run.withYarnSite(io, rep.Findings); err != nil {
		return err
	}
	if err := writeCompare(io, rep, in.Fair.Types, run.render, run.format); err != nil {
		return err
	}
	if rep.Refused || (run.fails && lint.AtLeast(rep.Findings, run.threshold)) {
		return errFindings
	}
	return nil
}

// resolve checks and resolves every flag of a compare run, and that the
// files are an allocation file and a capacity-scheduler.xml in that order.
func (o *compareOptions) resolve(io *IO, g *globalOptions) (*compareRun, error) {
	useColor, err := g.start(io, "compare", o.format)
	if err != nil {
		return nil, err
	}
	if err := compareRoles(io, o.fairFile, o.capacityFile); err != nil {
		return nil, err
	}
	cfg, prof, known, err := commandConfig(io, []string{o.fairFile}, o.hadoop, o.resourceTypes)
	if err != nil {
		return nil, err
	}
	r := &compareRun{fairFile: o.fairFile, capacityFile: o.capacityFile, cfg: cfg, yarnSite: o.yarnSite,
		fair: xmlconf.Options{Types: known, Hadoop: prof}, useColor: useColor, format: o.format}
	if r.threshold, r.fails, err = failOnOf(o.failOn, o.failOnSet, cfg); err != nil {
		return nil, err
	}
	if r.cluster, err = requireSize("--cluster", o.cluster, known, ": the cluster size both schedulers divide"); err != nil {
		return nil, err
	}
	r.capacity = xmlconf.Options{Types: known}
	if r.capacity.Hadoop, err = targetProfile(io, o.targetVersion, o.capacityFile, prof); err != nil {
		return nil, err
	}
	if o.activeSet {
		r.active = append([]string{}, o.active...)
	}
	r.render, err = o.layout.renderOptions(io, useColor, nil)
	return r, err
}

// input reads both files: the allocation file (one Hadoop refuses ends the
// run) and the capacity file through the one load path every command
// reads it by (capacityFindings), whose pass computes the capacity figures
// on the cluster once, for its rules and for the comparison; csFindings
// are lint's findings on the capacity file.
func (r *compareRun) input(io *IO) (in compare.Input, csFindings []diag.Finding, err error) {
	a, err := loadAllocations(io, r.fairFile, r.fair, r.useColor)
	if err != nil {
		return compare.Input{}, nil, err
	}
	data, err := readInput(io, r.capacityFile)
	if err != nil {
		return compare.Input{}, nil, err
	}
	var shares []capacity.Share
	on := lint.Job{Cluster: &lint.Cluster{Size: r.cluster}, Shares: &shares}
	cs, csFindings := capacityFindings(io, fileSource(r.capacityFile, data), r.capacity, r.cfg, on)
	if cs == nil { // not a Configuration file: unreadable input, exit 1 as every command's
		src := fileSource(r.capacityFile, data)
		if err := render.Text(io.Err, csFindings, render.Options{Color: r.useColor}); err != nil {
			return compare.Input{}, nil, err
		}
		return compare.Input{}, nil, capacityRefused(io, src, r.capacity.Hadoop)
	}
	in = compare.Input{FairFile: displayName(r.fairFile), CapacityFile: displayName(r.capacityFile), Fair: a, Capacity: cs, Cluster: r.cluster,
		CapacityShares: shares}
	if r.active != nil {
		if in.Active, err = compute.ActiveSet(a, r.active, nil); err != nil {
			return compare.Input{}, nil, usagef("invalid --active: %v", err)
		}
	}
	return in, csFindings, nil
}

// withYarnSite adds the findings of the yarn-site the Fair Scheduler runs
// with (--yarn-site, else the settings file's yarnSite), when there is one.
func (r *compareRun) withYarnSite(io *IO, ds []diag.Finding) ([]diag.Finding, error) {
	ys, err := lintYarnSite(io, r.yarnSite, r.cfg, r.fair.Hadoop)
	if err != nil || ys == nil {
		return ds, err
	}
	return lint.Sort(append(ds, lint.RunYarnSite(ys, r.cfg.Options(ys.File))...)), nil
}

func writeCompare(io *IO, rep compare.Report, types resource.ResourceTypes, ro render.Options, format string) error {
	return outputWriters{
		json:     func() error { return render.CompareJSON(io.Out, rep, types) },
		markdown: func() error { return render.CompareMarkdown(io.Out, rep, types, ro) },
		text:     func() error { return render.CompareText(io.Out, rep, types, ro) },
	}.write(format)
}

// capacityRelease names the release the capacity file is read as, and
// where the name comes from: --target-version, else the hadoopVersion of
// the capacity file's own .fairsched.json (convert writes one beside its
// output), else "" (the allocation file's release). compare reads the
// file so (targetProfile), and compare --load simulates it so.
func capacityRelease(io *IO, flag, capacityFile string) (value, from string, err error) {
	if strings.TrimSpace(flag) != "" {
		return flag, "--target-version", nil
	}
	cfg, err := loadConfig(io, "", capacityFile)
	if err != nil {
		return "", "", err
	}
	return cfg.HadoopVersion, "hadoopVersion", nil
}

// targetProfile is the release the capacity file is read as
// (capacityRelease), the allocation file's (prof) when none is named.
func targetProfile(io *IO, flag, capacityFile string, prof hadoop.Profile) (hadoop.Profile, error) {
	value, from, err := capacityRelease(io, flag, capacityFile)
	if err != nil || value == "" {
		return prof, err
	}
	return parseHadoopVersion(from, value)
}
