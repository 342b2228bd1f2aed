package cmd

import (
	"bytes"
	"cmp"
	"fmt"
	"os"
	"slices"

	"github.com/spf13/cobra"

	"github.com/fairsched/fairsched/analysis/loadcmp"
	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/capacity/capsim"
	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/core/load"
	"github.com/fairsched/fairsched/core/simcore"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/render"
	"github.com/fairsched/fairsched/xmlconf"
)

// compareLoadOptions are compare's flags for --load: both schedulers
// simulated on one load.
type compareLoadOptions struct {
	load, duration, plot string
	tolerance            float64
	set                  []string
}

// addCompareLoadFlags registers compare's --load flags (--fail-on is
// compare's own).
func addCompareLoadFlags(c *cobra.Command, o *compareLoadOptions) {
	f := c.Flags()
	f.StringVar(&o.load, "load", "", "JSON load (schema/load.schema.json): simulate both schedulers on it and compare queue by queue")
	f.Float64Var(&o.tolerance, "tolerance", 0.1, "with --load: how much worse a queue may fare after the move before it is a finding (0.1: 10%)")
	f.StringVar(&o.duration, "duration", "", `with --load: simulate this much time ("90s", "10m", or seconds); default until nothing changes`)
	f.StringVar(&o.plot, "plot", "", "with --load: write both schedulers' memory per leaf queue on one time axis to this file (.svg or .png)")
	f.StringArrayVar(&o.set, "set", nil, "with --load: yarn-site setting KEY=VALUE for both simulations (repeatable)")
}

// runCompareLoad is compare --load: the Fair Scheduler and the Capacity
// Scheduler simulated on the same load and nodes, compared per queue and
// user.
func runCompareLoad(io *IO, g *globalOptions, o *compareOptions, c *cobra.Command) error {
	if err := checkFormat("compare", o.format); err != nil {
		return err
	}
	threshold, fails, err := failThreshold(o.failOn)
	if err != nil {
		return err
	}
	if o.ld.tolerance < 0 {
		return usagef("invalid --tolerance %g: must be 0 or more", o.ld.tolerance)
	}
	useColor, err := g.useColor(io)
	if err != nil {
		return err
	}
	l, before, after, cs, err := simulateBoth(io, o, useColor)
	if err != nil {
		return err
	}
	cfg, err := loadConfig(io, "", o.fairFile) // the same config the simulations read: its rules settings word the findings
	if err != nil {
		return err
	}
	rep := loadcmp.Compare(loadcmp.Input{Load: l, Before: before, After: after, Tolerance: o.ld.tolerance,
		File: displayName(o.capacityFile), Positions: capacityPositions(cs), BeforeName: "Fair Scheduler", AfterName: "Capacity Scheduler"})
	rep.Findings = lint.CheckLoadComparison(rep.Worse, cfg.Options(o.capacityFile))
	if err := writeCompareLoadPlot(o.ld.plot, rep, before, after); err != nil {
		return err
	}
	ro, err := o.layout.renderOptions(io, useColor, nil)
	if err != nil {
		return err
	}
	if err := writeCompareLoad(io, rep, ro, o.format); err != nil {
		return err
	}
	if fails && slices.ContainsFunc(rep.Findings, func(d diag.Finding) bool { return d.Severity >= threshold }) {
		return errFindings
	}
	return nil
}

// simulateBoth reads the load and simulates it under both schedulers, with
// the same settings and time; each simulation's warnings go to stderr.
func simulateBoth(io *IO, o *compareOptions, useColor bool) (*load.Load, *simcore.Result, *simcore.Result, *capacity.Config, error) {
	so := &simulateOptions{file: o.fairFile, load: o.ld.load, yarnSite: o.yarnSite, set: o.ld.set, hadoop: o.hadoop,
		resourceTypes: o.resourceTypes, duration: o.ld.duration, plot: o.ld.plot}
	run, err := simulateRunOptions(so)
	if err != nil {
		return nil, nil, nil, nil, err
	}
	run.Timed = true
	l, err := readLoad(io, so)
	if err != nil {
		return nil, nil, nil, nil, err
	}
	fair, err := buildSim(io, so, l, useColor)
	if err != nil {
		return nil, nil, nil, nil, err
	}
	data, err := readInput(io, o.capacityFile)
	if err != nil {
		return nil, nil, nil, nil, err
	}
	cso := *so
	cso.file = o.capacityFile
	if cso.hadoop, err = capacitySideRelease(io, o); err != nil {
		return nil, nil, nil, nil, err
	}
	capSim, cs, err := buildCapacitySim(io, &cso, l, schedulerCapacity, data, useColor)
	if err != nil {
		return nil, nil, nil, nil, err
	}
	before, after := fair.Run(run), capSim.Run(capsim.RunOptions{RunOptions: run})
	if err := cmp.Or(fair.Err(), capSim.Err()); err != nil {
		return nil, nil, nil, nil, usagef("invalid load %s: %v", o.ld.load, err)
	}
	for _, w := range before.Warnings {
		fmt.Fprintf(io.Err, "fairsched: warning: Fair Scheduler: %s\n", w)
	}
	for _, w := range after.Warnings {
		fmt.Fprintf(io.Err, "fairsched: warning: Capacity Scheduler: %s\n", w)
	}
	return l, before, after, cs, nil
}

// capacitySideRelease is the release the capacity file is simulated as,
// as compare without --load reads it (capacityRelease), else
// --hadoop-version.
func capacitySideRelease(io *IO, o *compareOptions) (*hadoopFlag, error) {
	value, _, err := capacityRelease(io, o.targetVersion, o.capacityFile)
	if err != nil || value == "" {
		return o.hadoop, err
	}
	return &hadoopFlag{value: value, cmd: o.hadoop.cmd}, nil
}

func writeCompareLoad(io *IO, rep loadcmp.Report, ro render.Options, format string) error {
	return outputWriters{
		json:     func() error { return render.CompareLoadJSON(io.Out, rep) },
		markdown: func() error { return render.CompareLoadMarkdown(io.Out, rep) },
		text:     func() error { return render.CompareLoadText(io.Out, rep, ro) },
	}.write(format)
}

// writeCompareLoadPlot writes the --plot chart; a failed write makes
// fairsched exit 3.
func writeCompareLoadPlot(path string, rep loadcmp.Report, before, after *simcore.Result) error {
	format, err := plotFormat(path)
	if format == "" || err != nil {
		return err
	}
	var b bytes.Buffer
	if err := render.CompareLoadPlot(&b, rep, before, after, format); err != nil {
		return err
	}
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		return fmt.Errorf("write plot: %w", err)
	}
	return nil
}

// capacityPositions maps every queue of the capacity file to where its
// capacity is set (where its parent lists it, when it sets none).
func capacityPositions(cs *capacity.Config) map[string]xmlconf.Pos {
	out := map[string]xmlconf.Pos{}
	for _, q := range cs.Queues {
		pos := q.Capacity.Pos
		if pos.Line == 0 && q.Parent != nil {
			pos = q.Parent.QueuesPos
		}
		out[q.Path] = pos
	}
	return out
}
