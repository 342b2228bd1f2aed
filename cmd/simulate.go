package cmd

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/fairsched/fairsched/capacity/capsim"
	"github.com/fairsched/fairsched/core/load"
	"github.com/fairsched/fairsched/core/simcore"
	"github.com/fairsched/fairsched/lint"

	"github.com/spf13/cobra"

	"github.com/fairsched/fairsched/analysis/drift"
	"github.com/fairsched/fairsched/core/yarnsite"
	"github.com/fairsched/fairsched/fair/place"
	"github.com/fairsched/fairsched/fair/simulate"
	"github.com/fairsched/fairsched/render"
	"github.com/fairsched/fairsched/schema"
	"github.com/fairsched/fairsched/xmlconf"
)

type simulateOptions struct {
	file, load, format, duration, plot, yarnSite string
	sample                                       string
	scheduler                                    *schedulerFlag
	layout                                       layoutOptions // --width of the text output
	rm                                           rmFlags
	set                                          []string
	trace                                        int
	untilSteady                                  bool
	hadoop                                       *hadoopFlag
	resourceTypes                                []string
}

func newSimulateCmd(io *IO, g *globalOptions) *cobra.Command {
	o := &simulateOptions{}
	c := &cobra.Command{
		Use:   "simulate <file> --load <load.json>",
		Short: "replay the Fair or Capacity Scheduler on a load: who gets containers, what it converges to, what preemption takes",
		Example: `  fairsched simulate fair-scheduler.xml --load load.json
  fairsched simulate fair-scheduler.xml --load load.json --format json --trace 20
  fairsched simulate fair-scheduler.xml --load load.json --set yarn.scheduler.fair.preemption=true --until-steady --plot usage.svg
  fairsched simulate fair-scheduler.xml --from-rm http://rm1:8088,http://rm2:8088 --rm-user yarn
  fairsched simulate capacity-scheduler.xml --load load.json --duration 10m
  fairsched simulate --scheduler fifo --load load.json`,
		Long: "Replay the Fair Scheduler on a load: who gets containers, what it converges\nto, what preemption takes. A capacity-scheduler.xml (or --scheduler capacity)\nreplays the Capacity Scheduler; --scheduler fifo the FifoScheduler.\n\n" + rmExitHelp,
		Args: cobra.RangeArgs(0, 1),
		RunE: func(c *cobra.Command, args []string) error {
			if len(args) == 1 {
				o.file = args[0]
			}
			return runSimulate(io, g, o)
		},
	}
	f := c.Flags()
	o.hadoop = addHadoopFlag(c)
	f.StringSliceVar(&o.resourceTypes, "resource-types", nil, "custom resource types the cluster declares (yarn.resource-types), e.g. yarn.io/gpu; also read from resourceTypes in .fairsched.json")
	f.StringVar(&o.load, "load", "", "JSON load: nodes, apps and yarn-site settings (schema/load.schema.json)")
	addRMFlags(c, &o.rm, "the load from (its nodes and its running and accepted apps)")
	f.StringVar(&o.yarnSite, "yarn-site", "", "yarn-site.xml whose scheduler settings apply; the load's settings and --set override it")
	addFormatFlag(c, &o.format, "simulate")
	f.StringArrayVar(&o.set, "set", nil, "yarn-site setting KEY=VALUE; overrides the load's settings (repeatable)")
	f.IntVar(&o.trace, "trace", 0, "print the first N heartbeat decisions with the comparator values that decided them")
	f.StringVar(&o.duration, "duration", "", `simulate this much time ("90s", "10m", or seconds)`)
	f.BoolVar(&o.untilSteady, "until-steady", false, "simulate time until nothing changes any more")
	f.StringVar(&o.sample, "sample", "", `also sample the JSON timeline every DURATION of simulated time, whole seconds ("60s", "5m"); without it, a sample is taken only when something changed`)
	o.scheduler = addSchedulerFlag(c, true)
	c.Flags().IntVar(&o.layout.width, "width", 0, "fit the text into this many columns (default: $COLUMNS, else the terminal's width or 80 when it cannot be read, else no limit)")
	f.StringVar(&o.plot, "plot", "", "write a chart of memory usage and fair share per leaf queue over time, with preemptions, to this file (.svg or .png)")
	return c
}

func runSimulate(io *IO, g *globalOptions, o *simulateOptions) error {
	if err := checkScheduler(o); err != nil {
		return err
	}
	sched, data, err := o.scheduler.resolve(io, o.file)
	if err != nil {
		return err
	}
	useColor, err := g.start(io, "simulate", o.format)
	if err != nil {
		return err
	}
	run, err := simulateRunOptions(o)
	if err != nil {
		return err
	}
	l, err := readLoad(io, o)
	if err != nil {
		return err
	}
	var r *simcore.Result
	if sched == schedulerFair {
		sim, err := buildSim(io, o, l, useColor)
		if err != nil {
			return err
		}
		if r = sim.Run(run); sim.Err() != nil {
			return usagef("invalid load %s: %v", o.load, sim.Err())
		}
	} else {
		sim, _, err := buildCapacitySim(io, o, l, sched, data, useColor)
		if err != nil {
			return err
		}
		if r = sim.Run(capsim.RunOptions{RunOptions: run}); sim.Err() != nil {
			return usagef("invalid load %s: %v", o.load, sim.Err())
		}
	}
	return o.writeSimulation(io, r, useColor)
}

// writeSimulation writes a simulation of any scheduler: its warnings on
// stderr, the --plot chart, then the JSON or the text.
func (o *simulateOptions) writeSimulation(io *IO, r *simcore.Result, useColor bool) error {
	for _, w := range r.Warnings {
		fmt.Fprintf(io.Err, "fairsched: warning: %s\n", w)
	}
	if err := writePlot(o.plot, r); err != nil {
		return err
	}
	return outputWriters{
		json: func() error { return render.SimulateJSON(io.Out, r) },
		text: func() error {
			width, err := o.simulateWidth(io)
			if err != nil {
				return err
			}
			return render.SimulateTree(io.Out, r, render.SimulateOptions{Color: useColor, Width: width})
		},
	}.write(o.format)
}

// simulateRunOptions checks --duration, --sample, --trace and --plot's
// extension.
func simulateRunOptions(o *simulateOptions) (simcore.RunOptions, error) {
	run := simcore.RunOptions{UntilSteady: o.untilSteady, Trace: o.trace, Timed: o.plot != ""}
	if _, err := plotFormat(o.plot); err != nil {
		return run, err
	}
	if o.trace < 0 {
		return run, usagef("invalid --trace %d: must be 0 or more", o.trace)
	}
	if o.duration != "" {
		d, err := parseDuration(o.duration)
		if err != nil {
			return run, usagef("invalid --duration %q: %v", o.duration, err)
		}
		run.DurationMS = d
	}
	if o.sample != "" {
		d, err := parseDuration(o.sample)
		if err == nil && d%1000 != 0 {
			err = fmt.Errorf("must be whole seconds")
		}
		if err != nil {
			return run, usagef("invalid --sample %q: %v", o.sample, err)
		}
		run.SampleMS, run.Timed = d, true
	}
	return run, nil
}

// parseDuration reads "90s", "10m", "1h30m" or plain seconds into ms.
func parseDuration(s string) (int64, error) {
	if f, err := strconv.ParseFloat(s, 64); err == nil {
		if f <= 0 {
			return 0, fmt.Errorf("must be positive")
		}
		return int64(f * 1000), nil
	}
	d, err := time.ParseDuration(s)
	if err != nil {
		return 0, fmt.Errorf("want seconds or a duration like 90s or 10m")
	}
	if d <= 0 {
		return 0, fmt.Errorf("must be positive")
	}
	return d.Milliseconds(), nil
}

// readLoad reads and checks the --load file: a schema problem is a usage
// error naming each JSON path.
func readLoad(io *IO, o *simulateOptions) (*load.Load, error) {
	if o.rm.from != "" {
		return loadFromRM(io, &o.rm)
	}
	if o.load == "" {
		return nil, usagef("--load is required (or --from-rm)")
	}
	data, err := readInput(io, o.load)
	if err != nil {
		return nil, err
	}
	problems, err := schema.Validate("load", data)
	if err != nil {
		return nil, usagef("invalid load %s: %v", o.load, err)
	}
	if len(problems) > 0 {
		msgs := make([]string, len(problems))
		for i, p := range problems {
			msgs[i] = "  " + schema.Text(p)
		}
		return nil, usagef("invalid load %s:\n%s", o.load, strings.Join(msgs, "\n"))
	}
	l, err := load.Decode(data)
	if err != nil {
		return nil, usagef("invalid load %s: %v", o.load, err)
	}
	if msgs := l.Check(); len(msgs) > 0 {
		return nil, usagef("invalid load %s:\n  %s", o.load, strings.Join(msgs, "\n  "))
	}
	return l, nil
}

// buildSim reads the allocation file and settles the settings: --set
// overrides the load's settings, which override Hadoop's defaults.
func buildSim(io *IO, o *simulateOptions, l *load.Load, useColor bool) (*simulate.Sim, error) {
	cfgFile, prof, types, err := commandConfig(io, o.configInputs(), o.hadoop, o.resourceTypes, l.Types()...)
	if err != nil {
		return nil, err
	}
	if err := l.Resolve(types); err != nil {
		return nil, usagef("invalid load %s: %v", o.load, err)
	}
	a, err := loadAllocations(io, o.file, xmlconf.Options{Types: types, Hadoop: prof}, useColor)
	if err != nil {
		return nil, err
	}
	cfg := simulate.DefaultConfig(types)
	cfg.Profile, cfg.WordMisread = prof, lint.SettingProblem
	layers, err := yarnSiteSettings(io, o.yarnSite, cfgFile)
	if err != nil {
		return nil, err
	}
	settings := map[string]string{}
	if err := overlaySettings(settings, layers, l.Settings, o.set); err != nil {
		return nil, err
	}
	if err := cfg.ApplySettings(settings, types); err != nil {
		return nil, usagef("%s", settingError(err))
	}
	if o.rm.from != "" {
		if cfg.Created, err = createdByRM(a, l, settings); err != nil {
			return nil, err
		}
	}
	sim, err := simulate.New(a, l, cfg)
	if err != nil {
		return nil, usagef("invalid load: %v", err)
	}
	return sim, nil
}

// settingError words err, a simulation's error, for the user: a setting
// Hadoop cannot read as lint words it (lint.SettingProblem), any other
// error as it is.
func settingError(err error) string {
	var ve *yarnsite.ValueError
	if errors.As(err, &ve) {
		return lint.SettingProblem(ve)
	}
	return err.Error()
}

// createdByRM returns the queues the ResourceManager created at
// submission for the apps of a --from-rm load, as drift finds them (the file's
// placement policy, else the one the settings' allow-undeclared-pools and
// user-as-default-queue give). An app in a queue Hadoop would neither find
// nor create from this file is a usage error saying why.
func createdByRM(a *xmlconf.Allocations, l *load.Load, settings map[string]string) ([]*xmlconf.Queue, error) {
	ys, _ := yarnsite.FromMap("settings", settings).Settings()
	d := place.Defaults{AllowUndeclaredPools: ys.AllowUndeclaredPools.Val, UserAsDefaultQueue: ys.UserAsDefaultQueue.Val}
	names := make([]string, len(l.Apps))
	for i, app := range l.Apps {
		names[i] = app.Queue
	}
	_, created, _, refused := drift.SubmittedQueues(a, names, d)
	for i, app := range l.Apps {
		if why, ok := refused[app.Queue]; ok {
			return nil, usagef("invalid load: apps.%d (%s): the ResourceManager runs it in %s, which this file neither declares nor creates at submission: %s", i, app.ID, app.Queue, why)
		}
	}
	return created, nil
}

// yarnSiteSettings reads every property of --yarn-site (or of the
// config's yarnSite), ${var}s expanded, as the lowest layer of settings.
func yarnSiteSettings(io *IO, flag string, cfg *lint.Config) (map[string]string, error) {
	settings := map[string]string{}
	c, label, err := readYarnSite(io, flag, cfg)
	if c == nil || err != nil {
		return settings, err
	}
	for _, p := range c.Properties() {
		v, err := c.Get(p.Name)
		if err != nil {
			return nil, usagef("invalid %s: %v", label, err)
		}
		settings[p.Name] = strings.TrimSpace(v.Val)
	}
	return settings, nil
}

// simulateWidth is the width simulate's text fits: --width, else
// $COLUMNS, else the terminal's (80 when it cannot be read), as every
// command's tables.
func (o *simulateOptions) simulateWidth(io *IO) (int, error) {
	return o.layout.resolvedWidth(io)
}
