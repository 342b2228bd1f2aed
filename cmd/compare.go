package cmd

import (
	"errors"
	"slices"
	"strings"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/compare"
	"github.com/fairsched/fairsched/compute"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/render"
	"github.com/fairsched/fairsched/scenario"
	"github.com/fairsched/fairsched/xmlconf"
	"github.com/fairsched/fairsched/yarnsite"
	"github.com/spf13/cobra"
)

type compareOptions struct {
	fairFile, capacityFile string
	cluster, yarnSite      string
	format                 string
	active                 []string
	activeSet              bool
	resourceTypes          []string
	hadoop                 *hadoopFlag
	ld                     compareLoadOptions
}

var compareFormats = []string{"json", "markdown", "text"}

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
			if o.ld.load != "" {
				return runCompareLoad(io, g, o, c)
			}
			return runCompare(io, g, o)
		},
	}
	f := c.Flags()
	f.StringVar(&o.cluster, "cluster", "", `cluster size: "400 GB, 100 vcores", "16384 mb, 16 vcores" or memory-mb=400Gi,vcores=100`)
	f.StringVar(&o.yarnSite, "yarn-site", "", "yarn-site.xml the Fair Scheduler runs with; its findings are reported (default: yarnSite of .fairsched.json)")
	f.StringSliceVar(&o.active, "active", nil, "queues with running apps: the Fair Scheduler's instantaneous shares and an estimate of what the Capacity Scheduler gives them")
	f.StringVar(&o.format, "format", "text", "output format: {text|json|markdown}")
	f.StringSliceVar(&o.resourceTypes, "resource-types", nil, "custom resource types the cluster declares, e.g. yarn.io/gpu")
	_ = c.RegisterFlagCompletionFunc("format", values(compareFormats...))
	o.hadoop = addHadoopFlag(c)
	addCompareLoadFlags(c, &o.ld)
	return c
}

func runCompare(io *IO, g *globalOptions, o *compareOptions) error {
	if !slices.Contains(compareFormats, o.format) {
		return badValue("--format", o.format, compareFormats)
	}
	if strings.TrimSpace(o.cluster) == "" {
		return usagef("--cluster is required: the cluster size both schedulers divide")
	}
	useColor, err := g.useColor(io)
	if err != nil {
		return err
	}
	cfg, prof, known, err := commandConfig(io, o.hadoop, o.resourceTypes)
	if err != nil {
		return err
	}
	cluster, err := scenario.ParseCluster(o.cluster, known)
	if err != nil {
		return usagef("invalid --cluster %q: %v", o.cluster, err)
	}
	a, refusals, err := loadForTree(io, o.fairFile, xmlconf.Options{Types: known, Hadoop: prof}, useColor)
	if err != nil {
		return err
	}
	if len(refusals) > 0 {
		if err := render.Text(io.Err, refusals, render.Options{Color: useColor}); err != nil {
			return err
		}
		return refusedEnd(io, o.fairFile, a, refusals)
	}
	cs, err := readCapacity(io, o.capacityFile, prof)
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
	ysPath, ysLabel := yarnSiteSource(o.yarnSite, cfg)
	ys, err := loadLintYarnSite(io, ysPath, ysLabel)
	if err != nil {
		return err
	}
	if ys != nil {
		rep.Findings = lint.Sort(append(rep.Findings, lint.RunYarnSite(ys, cfg.Options(ysPath))...))
	}
	if err := writeCompare(io, rep, a.Types, useColor, o.format); err != nil {
		return err
	}
	if rep.Refused {
		return errFindings
	}
	return nil
}

// readCapacity reads the capacity file as release prof does. An unreadable
// file exits 3; one that is not a Configuration file is bad input (exit 2)
// with its position.
func readCapacity(io *IO, path string, prof hadoop.Profile) (*capacity.Config, error) {
	data, err := readInput(io, path)
	if err != nil {
		return nil, err
	}
	c, err := capacity.Read(displayName(path), data, prof)
	var pe *yarnsite.Error
	if errors.As(err, &pe) {
		return nil, usagef("invalid capacity file %v", err)
	}
	return c, err
}

func writeCompare(io *IO, rep compare.Report, types xmlconf.ResourceTypes, useColor bool, format string) error {
	switch format {
	case "json":
		return render.CompareJSON(io.Out, rep, types)
	case "markdown":
		return render.CompareMarkdown(io.Out, rep, types)
	}
	return render.CompareText(io.Out, rep, types, render.Options{Color: useColor})
}
