package cmd

import (
	"slices"
	"strings"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/capacity/capsim"
	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/core/load"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/render"
	"github.com/fairsched/fairsched/xmlconf"
)

// checkScheduler checks that simulate has the file its scheduler needs.
func checkScheduler(o *simulateOptions) error {
	if !slices.Contains(o.scheduler.choices, o.scheduler.value) {
		return badValue("--scheduler", o.scheduler.value, o.scheduler.choices)
	}
	if o.file == "" && o.scheduler.value != schedulerFIFO {
		return usagef("simulate needs the scheduler's file (fair-scheduler.xml or capacity-scheduler.xml), or --scheduler fifo")
	}
	return nil
}

// configInputs are the inputs whose .fairsched.json the run uses: the
// scheduler's file, or without one (--scheduler fifo) the load.
func (o *simulateOptions) configInputs() []string {
	if o.file == "" {
		return []string{o.load}
	}
	return []string{o.file}
}

// buildCapacitySim builds the Capacity Scheduler (or FifoScheduler)
// simulation of load l: the file's properties, then yarn-site's, the
// load's and --set's.
func buildCapacitySim(io *IO, o *simulateOptions, l *load.Load, sched string, data []byte, useColor bool) (*capsim.Sim, *capacity.Config, error) {
	cfgFile, prof, types, err := commandConfig(io, o.configInputs(), o.hadoop, o.resourceTypes, l.Types()...)
	if err != nil {
		return nil, nil, err
	}
	if err := l.Resolve(types); err != nil {
		return nil, nil, usagef("invalid load %s: %v", o.load, err)
	}
	opts := capsim.Options{Scheduler: capsim.SchedulerFIFO, Profile: prof, Settings: map[string]string{}, WordMisread: lint.SettingProblem}
	var cs *capacity.Config
	if sched == schedulerCapacity {
		opts.Scheduler = capsim.SchedulerCapacity
		if cs, opts.Settings, err = readCapacityForSim(io, o.file, data, prof, cfgFile, useColor); err != nil {
			return nil, nil, err
		}
	}
	layers, err := yarnSiteSettings(io, o.yarnSite, cfgFile)
	if err != nil {
		return nil, nil, err
	}
	if err := overlaySettings(opts.Settings, layers, l.Settings, o.set); err != nil {
		return nil, nil, err
	}
	sim, err := capsim.New(cs, l, types, opts)
	if err != nil {
		return nil, nil, usagef("invalid load: %s", settingError(err))
	}
	return sim, cs, nil
}

// readCapacityForSim reads a capacity-scheduler.xml for simulate: the
// model, and its properties as the lowest layer of settings. A file the
// Capacity Scheduler refuses ends as on every command's load path: the
// refusing findings on stderr (as simulate shows an allocation file's),
// the refusal line, exit 1.
func readCapacityForSim(io *IO, path string, data []byte, prof hadoop.Profile, cfg *lint.Config, useColor bool) (*capacity.Config, map[string]string, error) {
	src := fileSource(path, data)
	cs, ds := capacityFindings(io, src, xmlconf.Options{Hadoop: prof}, cfg, lint.Job{})
	refusals := slices.DeleteFunc(ds, func(d diag.Finding) bool { return !d.Refuses })
	if cs == nil || cs.Refused() || len(refusals) > 0 {
		if err := render.Text(io.Err, refusals, render.Options{Color: useColor}); err != nil {
			return nil, nil, err
		}
		return nil, nil, capacityRefused(io, src, prof)
	}
	props, err := capsim.FileProperties(cs.Source) // the file as read above, not parsed again
	if err != nil {
		return nil, nil, usagef("invalid capacity file %v", err)
	}
	return cs, props, nil
}

// overlaySettings lays yarn-site's settings, then the load's, then --set's
// over base: the one layering of settings for both schedulers' simulations.
func overlaySettings(base, yarnSite, load map[string]string, set []string) error {
	for _, m := range []map[string]string{yarnSite, load} {
		for k, v := range m {
			base[k] = v
		}
	}
	for _, kv := range set {
		k, v, ok := strings.Cut(kv, "=")
		if !ok || strings.TrimSpace(k) == "" {
			return usagef("invalid --set %q: want KEY=VALUE", kv)
		}
		base[strings.TrimSpace(k)] = v
	}
	return nil
}
