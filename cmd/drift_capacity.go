package cmd

import (
	"errors"
	"fmt"

	"github.com/fairsched/fairsched/analysis/drift"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/render"
	"github.com/fairsched/fairsched/rm/rmclient"
	"github.com/fairsched/fairsched/rm/rmrest"
)

// driftRun is what a drift run takes from its flags and settings file,
// for either scheduler.
type driftRun struct {
	useColor bool
	ro       render.Options
	cfg      *lint.Config
	prof     hadoop.Profile
	types    resource.ResourceTypes
}

// runCapacityDrift is drift for a capacity-scheduler.xml (data): its
// figures beside a Capacity Scheduler RM's, and its properties beside the
// RM's stored configuration when the RM serves it.
func runCapacityDrift(io *IO, o *driftOptions, run driftRun, data []byte) error {
	useColor, ro, cfg, prof, types := run.useColor, run.ro, run.cfg, run.prof, run.types
	minAlloc, err := capacityMinAllocation(io, o.yarnSite, cfg, types, prof)
	if err != nil {
		return err
	}
	c, refused, err := readCapacityFindings(io, fileSource(o.file, data), prof, cfg, useColor)
	if err != nil || refused || c == nil {
		if err == nil {
			err = capacityRefused(io, fileSource(o.file, data), prof)
		}
		return err
	}
	rm := o.rm
	rm.conf = true
	resp, err := rm.read(io)
	if err != nil {
		return err
	}
	sched, err := decodeCapacityRM(resp)
	if err != nil {
		return err
	}
	opt := drift.CapacityOptions{Types: types, MinAllocation: minAlloc, FileProperties: drift.FileProperties(c.Source)}
	opt.Conf = rmConfOf(io, resp)
	report := drift.CompareCapacity(c, sched, opt)
	report.Mark(lint.CheckCapacityDrift(displayName(o.file), c, prof, report.Facts, cfg.Options(o.file)))
	return writeDrift(io, o, render.DriftView{File: displayName(o.file), From: resp.From, Hadoop: prof.Version.String(), Report: report}, ro)
}

// decodeCapacityRM decodes a Capacity Scheduler RM's scheduler response;
// an RM running another scheduler is a usage error naming both.
func decodeCapacityRM(resp *rmclient.Responses) (*rmrest.CapacityScheduler, error) {
	sched, err := rmrest.DecodeCapacityScheduler(resp.Scheduler)
	var te *rmrest.SchedulerTypeError
	if errors.As(err, &te) {
		return nil, usagef("--from-rm %s: the file is a capacity-scheduler.xml (the Capacity Scheduler), but the ResourceManager runs %s: drift compares a file with an RM of the same scheduler", resp.From, rmrest.SchedulerName(te.Type))
	}
	if err != nil {
		return nil, usagef("--from-rm %s: %v", resp.From, err)
	}
	return sched, nil
}

// rmConfOf is the RM's stored configuration when it serves one; why it
// does not (a store that is a file, a user who is not an admin, no saved
// scheduler-conf) is a note on stderr, not a failure: drift then compares
// the figures alone.
func rmConfOf(io *IO, resp *rmclient.Responses) []rmrest.ConfProperty {
	err := resp.ConfErr
	if body, refused := rmclient.Refusal(err); refused {
		if nm := rmrest.NotMutable([]byte(body)); nm != nil {
			err = nm
		}
	}
	var props []rmrest.ConfProperty
	if err == nil {
		props, err = rmrest.DecodeSchedulerConf(resp.Conf)
	}
	var nm *rmrest.NotMutableError
	switch {
	case rmclient.NotFound(err):
		fmt.Fprintf(io.Err, "fairsched: note: the ResourceManager serves no scheduler-conf (Hadoop before 3.2): only its figures are compared\n")
	case errors.As(err, &nm):
		fmt.Fprintf(io.Err, "fairsched: note: the ResourceManager's configuration store is a file (it serves no scheduler-conf): only its figures are compared\n")
	case err != nil:
		fmt.Fprintf(io.Err, "fairsched: note: the ResourceManager's stored configuration (scheduler-conf) not compared: %v\n", err)
	}
	if err != nil {
		return nil
	}
	if props == nil {
		props = []rmrest.ConfProperty{}
	}
	return props
}

// writeDrift writes the report in o's format; exit 1 when it drifts.
func writeDrift(io *IO, o *driftOptions, v render.DriftView, ro render.Options) error {
	err := outputWriters{
		json:     func() error { return render.DriftJSON(io.Out, v) },
		markdown: func() error { return render.DriftMarkdown(io.Out, v, ro) },
		text:     func() error { return render.DriftText(io.Out, v, ro) },
	}.write(o.format)
	if err != nil {
		return err
	}
	if v.Report.Drifts() {
		return errFindings
	}
	return nil
}
