package cmd

import (
	"errors"
	"strings"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/compare"
	"github.com/fairsched/fairsched/compute"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/diag"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/render"
	"github.com/fairsched/fairsched/xmlconf"
	"github.com/fairsched/fairsched/yarnsite"
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

func runCompare(io *IO, g *globalOptions, o *compareOptions) error {
	useColor, err := g.start(io, "compare", o.format)
	if err != nil {
		return err
	}
	if err := compareRoles(io, o.fairFile, o.capacityFile); err != nil {
		return err
	}
	cfg, prof, known, err := commandConfig(io, []string{o.fairFile}, o.hadoop, o.resourceTypes)
	if err != nil {
		return err
	}
	threshold, fails, err := failOnOf(o.failOn, o.failOnSet, cfg)
	if err != nil {
		return err
	}
	cluster, err := requireSize("--cluster", o.cluster, known, ": the cluster size both schedulers divide")
	if err != nil {
		return err
	}
	a, err := loadAllocations(io, o.fairFile, xmlconf.Options{Types: known, Hadoop: prof}, useColor)
	if err != nil {
		return err
	}
	target, err := targetProfile(io, o.targetVersion, o.capacityFile, prof)
	if err != nil {
		return err
	}
	cs, csFindings, err := checkCapacityOn(io, o.capacityFile, xmlconf.Options{Hadoop: target, Types: known}, cfg, cluster)
	if err != nil {
		return err
	}
	in := compare.Input{FairFile: displayName(o.fairFile), CapacityFile: displayName(o.capacityFile), Fair: a, Capacity: cs, Cluster: cluster}
	if o.activeSet {
		if in.Active, err = compute.ActiveSet(a, o.active, nil); err != nil {
			return usagef("invalid --active: %v", err)
		}
	}
	rep := compare.Run(in)
	rep.Findings = lint.Sort(append(csFindings, lint.CheckComparison(rep.Comparison, cfg.Options(o.capacityFile))...))
	ys, err := lintYarnSite(io, o.yarnSite, cfg)
	if err != nil {
		return err
	}
	if ys != nil {
		rep.Findings = lint.Sort(append(rep.Findings, lint.RunYarnSite(ys, cfg.Options(ys.File))...))
	}
	ro, err := o.layout.renderOptions(io, useColor, nil)
	if err != nil {
		return err
	}
	if err := writeCompare(io, rep, a.Types, ro, o.format); err != nil {
		return err
	}
	if rep.Refused || (fails && lint.AtLeast(rep.Findings, threshold)) {
		return errFindings
	}
	return nil
}

// parseCapacity reads the capacity file's bytes as release prof does; one
// that is not a Configuration file is bad input (exit 2) with its
// position.
func parseCapacity(path string, data []byte, prof hadoop.Profile) (*capacity.Config, error) {
	c, err := capacity.Read(displayName(path), data, prof)
	var pe *yarnsite.Error
	if errors.As(err, &pe) {
		return nil, usagef("invalid capacity file %v", err)
	}
	return c, err
}

// checkCapacityOn reads the capacity file (an unreadable one exits 3) with
// the findings every command gives it on the cluster (capacityFindings),
// for compare to report.
func checkCapacityOn(io *IO, path string, parse xmlconf.Options, cfg *lint.Config, cluster resource.Resource) (*capacity.Config, []diag.Finding, error) {
	data, err := readInput(io, path)
	if err != nil {
		return nil, nil, err
	}
	if _, err := parseCapacity(path, data, parse.Hadoop); err != nil {
		return nil, nil, err
	}
	on := lint.Job{}
	if cluster != nil {
		on.Cluster = &lint.Cluster{Size: cluster}
	}
	c, ds := capacityFindings(io, fileSource(path, data), parse, cfg, on)
	return c, ds, nil
}

func writeCompare(io *IO, rep compare.Report, types resource.ResourceTypes, ro render.Options, format string) error {
	return outputWriters{
		json:     func() error { return render.CompareJSON(io.Out, rep, types) },
		markdown: func() error { return render.CompareMarkdown(io.Out, rep, types, ro) },
		text:     func() error { return render.CompareText(io.Out, rep, types, ro) },
	}.write(format)
}

// targetProfile is the release the capacity file is read as: that of
// --target-version, else the hadoopVersion of the capacity file's own
// .fairsched.json (convert writes one beside its output), else the
// allocation file's release (prof).
func targetProfile(io *IO, flag, capacityFile string, prof hadoop.Profile) (hadoop.Profile, error) {
	if strings.TrimSpace(flag) != "" {
		return parseHadoopVersion("--target-version", flag)
	}
	cfg, err := loadConfig(io, "", capacityFile)
	if err != nil || cfg.HadoopVersion == "" {
		return prof, err
	}
	return parseHadoopVersion("hadoopVersion", cfg.HadoopVersion)
}
