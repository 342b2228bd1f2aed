package cmd

import (
	"errors"

	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/xmlconf"
	"github.com/spf13/cobra"
)

type lintOptions struct {
	files         []string
	format        string
	failOn        string
	failOnSet     bool
	resourceTypes []string
	config        string
	yarnSite      string
	hadoop        *hadoopFlag
	upgrade       *upgradeFlags
	cluster       string
	minContainer  string
	rm            rmFlags
	scheduler     *schedulerFlag
}

func newLintCmd(io *IO, g *globalOptions) *cobra.Command {
	o := &lintOptions{}
	c := &cobra.Command{
		Use:   "lint <file>...",
		Short: "check allocation files and capacity-scheduler.xml for everything Hadoop would refuse, ignore or misread",
		Example: `  fairsched lint fair-scheduler.xml
  fairsched lint --format json conf/*.xml
  cat fair-scheduler.xml | fairsched lint -
  fairsched lint --from-rm http://rm1:8088 --rm-user admin`,
		RunE: func(c *cobra.Command, args []string) error {
			if len(args) == 0 && o.rm.from == "" {
				return usagef("give the files to check, or --from-rm URL|DIR to check a ResourceManager's Capacity Scheduler configuration")
			}
			o.files, o.failOnSet = args, c.Flags().Changed("fail-on")
			return runLint(io, g, o)
		},
	}
	f := c.Flags()
	addFormatFlag(c, &o.format, "lint")
	f.StringVar(&o.failOn, "fail-on", "error", "exit 1 when a finding is at or above: {error|warning|info|never}")
	f.StringSliceVar(&o.resourceTypes, "resource-types", nil, "custom resource types the cluster declares (yarn.resource-types), e.g. yarn.io/gpu")
	f.StringVar(&o.config, "config", "", "settings file for every file (default: each file's nearest .fairsched.json from its directory up to the repository root, else from the working directory up)")
	f.StringVar(&o.yarnSite, "yarn-site", "", "yarn-site.xml the files run with: check it and its combination with each file (default: yarnSite of .fairsched.json)")
	c.ValidArgsFunction = files("xml")
	_ = c.RegisterFlagCompletionFunc("fail-on", values("error", "warning", "info", "never"))
	_ = c.RegisterFlagCompletionFunc("config", files("json"))
	o.hadoop, o.upgrade = addHadoopFlag(c), addUpgradeFlags(c)
	addClusterFlag(c, &o.cluster, "cluster size, to also run the risk rules that need one (cluster-*); with --from-rm, the ResourceManager's root resources unless given")
	f.StringVar(&o.minContainer, "min-container", "", minContainerUsage)
	addRMConfFlags(c, &o.rm)
	o.scheduler = addSchedulerFlag(c, false)
	return c
}

// failThreshold parses --fail-on; never means no finding fails the run.
// failOnOf resolves --fail-on: the flag when given, else the config's
// failOn, else the flag's default.
func failOnOf(flag string, given bool, cfg *lint.Config) (lint.Severity, bool, error) {
	if !given && cfg.FailOn != "" {
		flag = cfg.FailOn
	}
	return failThreshold(flag)
}

func failThreshold(s string) (lint.Severity, bool, error) {
	if s == "never" {
		return lint.SeverityInvalid, false, nil
	}
	sev, err := lint.ParseSeverity(s)
	if err != nil {
		return sev, false, badValue("--fail-on", s, []string{"error", "warning", "info", "never"})
	}
	return sev, true, nil
}

func runLint(io *IO, g *globalOptions, o *lintOptions) error {
	if err := o.checkInputs(); err != nil {
		return err
	}
	useColor, err := g.start(io, "lint", o.format)
	if err != nil {
		return err
	}
	plan, err := o.plan(io)
	if err != nil {
		return err
	}
	ds, checked, readErr := plan.findings(io, o)
	if err := plan.write(io, o, ds, checked, useColor); err != nil {
		return err
	}
	switch {
	case readErr != nil:
		return readErr
	case plan.fails && lint.AtLeast(ds, plan.threshold):
		return errFindings
	}
	return nil
}

// lintRun is what every file of a lint run is checked with: how it is
// parsed, the settings of each file, the upgrade, the yarn-site (nil:
// none), the cluster risk rules (nil: none) and --scheduler.
type lintRun struct {
	parse     xmlconf.Options
	configs   *configSet
	up        lint.Upgrade
	ys        *lint.YarnSite
	risk      *clusterRisk
	scheduler *schedulerFlag
}

// lintFiles checks every file it can read, as the scheduler --scheduler
// names or the detection finds, with the rules of its own config, and
// says how many that was; the read errors are returned after the others
// have been checked.
func lintFiles(io *IO, files []string, run lintRun) ([]diag.Finding, int, error) {
	var all []diag.Finding
	var errs []error
	checked := 0
	for _, f := range files {
		src, err := readInput(io, f)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		checked++
		job := run.risk.job(run.configs.forFile(f).Options(f), run.ys)
		if run.scheduler.of(f, src) == schedulerCapacity {
			job.MappingFile = mappingFileReader(io, f)
			_, ds := lint.CheckCapacityFile(displayName(f), src, run.parse, job)
			all = joinFindings(all, ds)
			continue
		}
		job.Options.Upgrade, job.Options.Upgrade.Source = run.up, src
		_, ds := lint.CheckFile(displayName(f), src, run.parse, job)
		all = joinFindings(all, ds)
	}
	return lint.Sort(all), checked, errors.Join(errs...)
}

// joinFindings returns all with ds after it: ds itself while all is
// empty, so that the findings of a single file are not copied.
func joinFindings(all, ds []diag.Finding) []diag.Finding {
	if len(all) == 0 {
		return ds
	}
	return append(all, ds...)
}

func displayNames(files []string) []string {
	out := make([]string, len(files))
	for i, f := range files {
		out[i] = displayName(f)
	}
	return out
}

// countStdin counts the "-" arguments.
func countStdin(files []string) int {
	n := 0
	for _, f := range files {
		if f == "-" {
			n++
		}
	}
	return n
}
