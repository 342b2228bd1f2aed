package cmd

import (
	"errors"
	"strings"

	"github.com/fairsched/fairsched/analysis/convert"
	"github.com/fairsched/fairsched/core/submissions"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/render"
	"github.com/fairsched/fairsched/xmlconf"
	"github.com/spf13/cobra"
)

type convertOptions struct {
	file, to, yarnSite, cluster string
	mode, outputDir, format     string
	targetVersion, submissions  string
	failOn                      string
	failOnSet, force            bool
	resourceTypes               []string
	hadoop                      *hadoopFlag
	scheduler                   *schedulerFlag
}

func newConvertCmd(io *IO, g *globalOptions) *cobra.Command {
	o := &convertOptions{}
	c := &cobra.Command{
		Use:   "convert <fair-scheduler.xml> --to capacity",
		Short: "convert an allocation file to the Capacity Scheduler, saying what is not kept",
		Example: `  fairsched convert fair-scheduler.xml --to capacity --target-version 3.4 --output-dir cs/
  fairsched convert fair-scheduler.xml --to capacity --cluster "400 GB, 100 vcores" --format json`,
		Args: cobra.ExactArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			o.file, o.failOnSet = args[0], c.Flags().Changed("fail-on")
			return runConvert(io, g, o)
		},
	}
	f := c.Flags()
	f.StringVar(&o.to, "to", "", "the scheduler to convert to: {capacity}")
	f.StringVar(&o.yarnSite, "yarn-site", "", "yarn-site.xml the Fair Scheduler runs with: its scheduler settings are converted too (default: yarnSite of .fairsched.json)")
	addClusterFlag(c, &o.cluster, "cluster size, to keep absolute maxima as percentages and to check guarantees")
	f.StringVar(&o.mode, "capacity-mode", "", "how capacities are written: {weight|percentage} (default weight where the release reads weights, else percentage)")
	f.StringVar(&o.outputDir, "output-dir", "", "write capacity-scheduler.xml, yarn-site.xml and mapping-rules.json into this directory (created when missing)")
	f.BoolVar(&o.force, "force", false, "overwrite files that exist in --output-dir")
	addFormatFlag(c, &o.format, "convert")
	f.StringVar(&o.failOn, "fail-on", "error", "exit 1 when a finding is at or above: {error|warning|info|never}")
	f.StringSliceVar(&o.resourceTypes, "resource-types", nil, "custom resource types the cluster declares, e.g. yarn.io/gpu")
	f.StringVar(&o.submissions, "submissions", "", "also replay these submissions (as place takes them) on both schedulers' placement; each that lands elsewhere is an error")
	_ = c.RegisterFlagCompletionFunc("to", values("capacity"))
	_ = c.RegisterFlagCompletionFunc("capacity-mode", values("weight", "percentage"))
	_ = c.RegisterFlagCompletionFunc("fail-on", values("error", "warning", "info", "never"))
	f.StringVar(&o.targetVersion, "target-version", "", "Hadoop release the Capacity Scheduler configuration is written for (default: --hadoop-version, the release the allocation file runs on today)")
	_ = c.RegisterFlagCompletionFunc("target-version", func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
		return hadoop.Known(), cobra.ShellCompDirectiveNoFileComp
	})
	o.hadoop = addHadoopFlag(c)
	o.scheduler = addSchedulerFlag(c, false)
	return c
}

func runConvert(io *IO, g *globalOptions, o *convertOptions) error {
	if o.to != "capacity" {
		return badValue("--to", o.to, []string{"capacity"})
	}
	if err := o.scheduler.fairOnly(io, o.file, "convert reads an allocation file (fair-scheduler.xml) and writes the Capacity Scheduler's configuration; 'fairsched lint' checks this one"); err != nil {
		return err
	}
	useColor, err := g.start(io, "convert", o.format)
	if err != nil {
		return err
	}
	cfg, prof, known, err := commandConfig(io, []string{o.file}, o.hadoop, o.resourceTypes)
	if err != nil {
		return err
	}
	threshold, fails, err := failOnOf(o.failOn, o.failOnSet, cfg)
	if err != nil {
		return err
	}
	target := prof
	if strings.TrimSpace(o.targetVersion) != "" {
		if target, err = parseHadoopVersion("--target-version", o.targetVersion); err != nil {
			return err
		}
	}
	in := convert.Input{File: displayName(o.file), Target: target, Mode: convert.DefaultMode(target), Check: lint.CheckCapacityOn}
	if err := convertMode(&in, o.mode); err != nil {
		return err
	}
	if in.Cluster, err = optionalSize("--cluster", o.cluster, known); err != nil {
		return err
	}
	a, err := loadAllocations(io, o.file, xmlconf.Options{Types: known, Hadoop: prof}, useColor)
	if err != nil {
		return err
	}
	in.Fair = a
	var lineErrs []submissions.LineError
	if o.submissions != "" {
		if in.Submissions, lineErrs, err = loadSubmissions(io, o.submissions); err != nil {
			return err
		}
	}
	if in.YarnSite, _, err = readYarnSite(io, o.yarnSite, cfg); err != nil {
		return err
	}
	if o.outputDir != "" {
		var nd *convert.NotDirError
		if err := convert.PrepareDir(o.outputDir); errors.As(err, &nd) {
			return usagef("--output-dir: %v", err)
		} else if err != nil {
			return err
		}
		in.RulesToFile = true
	}
	res := convert.Convert(in)
	res.Findings = lint.CheckConversion(res.Source, res.Facts, cfg.Options(o.file))
	if o.outputDir != "" {
		var ee *convert.ExistsError
		if err := convert.WriteFiles(o.outputDir, res, o.force); errors.As(err, &ee) {
			return usagef("%v", err)
		} else if err != nil {
			return err
		}
	}
	if err := writeConvert(io, res, o, target, threshold, fails, useColor); err != nil {
		return err
	}
	if err := reportLineErrors(io, o.submissions, lineErrs); err != nil {
		return err
	}
	for _, d := range res.Findings {
		if fails && d.Severity >= threshold {
			return errFindings
		}
	}
	return nil
}

// convertMode reads --capacity-mode; weight needs a release that reads
// weights.
func convertMode(in *convert.Input, mode string) error {
	switch mode {
	case "":
		return nil
	case "percentage":
		in.Mode = convert.ModePercentage
	case "weight":
		if !in.Target.Capacity.WeightMode {
			return usagef("--capacity-mode weight: the Capacity Scheduler of Hadoop %s does not read weights (from 3.4.0); use percentage", in.Target.Version)
		}
		in.Mode = convert.ModeWeight
	default:
		return badValue("--capacity-mode", mode, []string{"percentage", "weight"})
	}
	return nil
}

func writeConvert(io *IO, res *convert.Result, o *convertOptions, prof hadoop.Profile, threshold lint.Severity, fails bool, useColor bool) error {
	switch o.format {
	case "json":
		return render.ConvertJSON(io.Out, res)
	case "text":
		return render.ConvertText(io.Out, res, o.outputDir, render.Options{Color: useColor})
	}
	rep := render.Report{Diagnostics: res.Findings, Files: []string{displayName(o.file)}, Version: Version, Hadoop: prof.Version, FailOn: render.NeverFail}
	if fails {
		rep.FailOn = threshold
	}
	return render.Formats[o.format](io.Out, rep, render.Options{Color: useColor})
}
