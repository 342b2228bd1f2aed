package cmd

import (
	"github.com/fairsched/fairsched/analysis/diff"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/render"
	"github.com/fairsched/fairsched/xmlconf"
	"github.com/spf13/cobra"
)

type diffOptions struct {
	old, new      string
	cluster       string
	active        []string
	activeSet     bool
	scenario      string
	format        string
	failOnNew     string
	hadoop        *hadoopFlag
	resourceTypes []string
	minContainer  string
	submissions   string
	groupsFile    string
	yarnSite      string
	layout        layoutOptions // --width and --units of the tree
	rm            rmFlags       // --from-rm: the old side is the RM's Capacity Scheduler configuration
	scheduler     *schedulerFlag
}

func newDiffCmd(io *IO, g *globalOptions) *cobra.Command {
	o := &diffOptions{}
	c := &cobra.Command{
		Use:   "diff <old>|--from-rm URL|DIR <new> --cluster <resources>",
		Short: "show what a change to an allocation file or capacity-scheduler.xml does to every queue",
		Long: `Compare two allocation files under the same Hadoop release and cluster size:
queues added, removed or renamed, every setting that changed as Hadoop holds
it (after defaults and inheritance), every queue's steady and instantaneous
fair share before and after, and the findings the change introduces or fixes.
<old> and <new> may be - (stdin) or git:REV:PATH (read with git show): PATH
is relative to the working directory, like a file argument, and /PATH to the
repository root.

Two capacity-scheduler.xml files are compared as the Capacity Scheduler reads
them: every changed queue with its guarantee and maximum on --cluster (biggest
change of guarantee first; --cluster is optional there), its changed
properties, the changed global properties, and the findings introduced or
fixed. With --from-rm, the old side is the Capacity Scheduler configuration
the ResourceManager serves (GET /ws/v1/cluster/scheduler-conf) and <new> a
capacity-scheduler.xml.`,
		Example: `  fairsched diff git:origin/main:conf/fair-scheduler.xml conf/fair-scheduler.xml --cluster "16384 mb, 16 vcores"
  fairsched diff old.xml new.xml --cluster memory-mb=16384,vcores=16 --format markdown
  fairsched diff old.xml new.xml --scenario peak.json --format json --fail-on-new warning
  fairsched diff old.xml new.xml --cluster "16384 mb, 16 vcores" --submissions apps.csv --groups-file /etc/group
  fairsched diff --from-rm http://rm1:8088 --rm-user admin capacity-scheduler.xml`,
		Args: cobra.RangeArgs(1, 2),
		RunE: func(c *cobra.Command, args []string) error {
			if err := diffArgs(args, o); err != nil {
				return err
			}
			o.activeSet = c.Flags().Changed("active")
			return runDiff(io, g, o)
		},
	}
	f := c.Flags()
	addClusterFlag(c, &o.cluster, "cluster size")
	f.StringSliceVar(&o.active, "active", nil, "queues with running apps (full or relative to root), on each side where they exist; default: every leaf")
	f.StringVar(&o.scenario, "scenario", "", "JSON file with cluster and active queues (schema/scenario.schema.json); flags override it")
	addFormatFlag(c, &o.format, "diff")
	f.StringVar(&o.yarnSite, "yarn-site", "", "yarn-site.xml both files run with: the rules that need it run too (default: yarnSite of .fairsched.json)")
	f.StringVar(&o.failOnNew, "fail-on-new", "", "exit 1 when the change introduces a finding at or above: {error|warning|info}")
	o.hadoop = addHadoopFlag(c)
	f.StringSliceVar(&o.resourceTypes, "resource-types", nil, "custom resource types the cluster declares, e.g. yarn.io/gpu")
	f.StringVar(&o.minContainer, "min-container", "", minContainerUsage)
	f.StringVar(&o.submissions, "submissions", "", "place these submissions with both files and list those that land elsewhere: CSV user,groups,queue, JSON lines, or the ResourceManager's /ws/v1/cluster/apps JSON")
	f.StringVar(&o.groupsFile, "groups-file", "", `with --submissions: user groups, /etc/group format or "user: g1,g2" lines`)
	f.IntVar(&o.layout.width, "width", 0, "fold the lines of the queue tree at this many columns (titles, summaries and findings stay whole) (default: $COLUMNS, else the terminal's width or 80 when it cannot be read, else no limit)")
	addUnitsFlag(c, &o.layout.units)
	addRMConfFlags(c, &o.rm)
	o.scheduler = addSchedulerFlag(c, false)
	return c
}

func runDiff(io *IO, g *globalOptions, o *diffOptions) error {
	threshold, fails, err := diffFlags(o)
	if err != nil {
		return err
	}
	if done, err := capacityDiff(io, g, o, threshold, fails); done || err != nil {
		return err
	}
	useColor, err := g.useColor(io)
	if err != nil {
		return err
	}
	p, err := planDiff(io, o)
	if err != nil {
		return err
	}
	old, nw, err := diffSides(io, o, p.parse, p.linter)
	if err != nil {
		return err
	}
	if err := refused(io, o, useColor, p.profile, old, nw); err != nil {
		return err
	}
	complete := diff.CompleteRefusals(old, nw)
	r, lineErrs, err := p.compare(io, o, old, nw)
	if err != nil {
		return err
	}
	if err := writeDiff(io, o, r, useColor); err != nil {
		return err
	}
	if err := diffLineErrors(io, o, lineErrs); err != nil {
		return err
	}
	if len(complete) > 0 {
		return refusedButCompared(io, p.profile, complete, useColor)
	}
	if fails && lint.AtLeast(r.Findings.Introduced, threshold) {
		return errFindings
	}
	return nil
}

// diffFlags checks the flags that need no input: the format and
// --fail-on-new.
func diffFlags(o *diffOptions) (lint.Severity, bool, error) {
	if err := checkFormat("diff", o.format); err != nil {
		return 0, false, err
	}
	if err := o.layout.check(); err != nil {
		return 0, false, err
	}
	if o.groupsFile != "" && o.submissions == "" {
		return 0, false, usagef("--groups-file needs --submissions")
	}
	if o.old == "-" && o.new == "-" {
		return 0, false, usagef("only one of <old> and <new> can be - (stdin)")
	}
	threshold, fails, err := diffFailThreshold(o.failOnNew)
	return threshold, fails, err
}

// diffSides reads, parses and lints both sides at the same time; an error
// on the old side is reported first.
func diffSides(io *IO, o *diffOptions, parse xmlconf.Options, l diffLinter) (diff.Side, diff.Side, error) {
	var nw diff.Side
	var newErr error
	done := make(chan struct{})
	go func() {
		defer close(done)
		nw, newErr = diffSide(io, "new", o.new, parse, l)
	}()
	old, oldErr := diffSide(io, "old", o.old, parse, l)
	<-done
	if oldErr != nil {
		return old, nw, oldErr
	}
	return old, nw, newErr
}

// diffSide reads, parses and lints one side.
func diffSide(io *IO, side, arg string, parse xmlconf.Options, l diffLinter) (diff.Side, error) {
	src, err := readSide(io, side, arg)
	if err != nil {
		return diff.Side{}, err
	}
	name := diffName(arg)
	a, ds := lint.CheckFile(name, src, parse, l.risk.job(l.cfg.Options(name), l.yarnSite))
	return diff.Side{File: name, Config: a, Findings: ds}, nil
}

// refused writes, when Hadoop would refuse OLD or NEW, the refused files
// and their blocking findings on stdout in the chosen format (so that a
// pull-request comment shows them), then on stderr, and fails: there are
// no shares to compare. With the tree format, whose stdout already lists
// the findings, stderr gets one line per refused file.
func refused(io *IO, o *diffOptions, useColor bool, p hadoop.Profile, old, nw diff.Side) error {
	r := diff.Refusals(old, nw, p.Version.String())
	if r == nil {
		return nil
	}
	if err := writeRefused(io, o, r, useColor); err != nil {
		return err
	}
	for _, s := range r.Sides {
		if o.format == "tree" {
			refusalLine(io, p.Version, "the "+s.Side+" file "+s.File, "; nothing compared")
			continue
		}
		refusalLine(io, p.Version, "the "+s.Side+" file "+s.File, ":")
		if err := render.Text(io.Err, s.Findings, render.Options{Color: useColor}); err != nil {
			return err
		}
	}
	return errFindings
}

// refusedButCompared says on stderr which files Hadoop refuses although
// their trees were compared (content after the root element), and fails.
func refusedButCompared(io *IO, p hadoop.Profile, rs []diff.Refusal, useColor bool) error {
	for _, s := range rs {
		refusalLine(io, p.Version, "the "+s.Side+" file "+s.File, " (compared as read):")
		if err := render.Text(io.Err, s.Findings, render.Options{Color: useColor}); err != nil {
			return err
		}
	}
	return errFindings
}

func writeRefused(io *IO, o *diffOptions, r *diff.Refused, useColor bool) error {
	return outputWriters{
		json:     func() error { return render.DiffRefusedJSON(io.Out, r) },
		markdown: func() error { return render.DiffRefusedMarkdown(io.Out, r) },
		text:     func() error { return render.DiffRefusedTree(io.Out, r, o.treeOptions(io, useColor)) },
	}.write(o.format)
}

func writeDiff(io *IO, o *diffOptions, r *diff.Result, useColor bool) error {
	return outputWriters{
		json:     func() error { return render.DiffJSON(io.Out, r) },
		markdown: func() error { return render.DiffMarkdown(io.Out, r) },
		text:     func() error { return render.DiffTree(io.Out, r, o.treeOptions(io, useColor)) },
	}.write(o.format)
}

// treeOptions are the options of diff's tree output: the width and units
// as every command resolves them (diffFlags has checked the flags).
func (o *diffOptions) treeOptions(io *IO, useColor bool) render.DiffOptions {
	ro, _ := o.layout.renderOptions(io, useColor, nil)
	return render.DiffOptions{Options: render.Options{Color: useColor, Units: ro.Units}, Width: ro.Width}
}
