package cmd

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"maps"
	"slices"

	"github.com/fairsched/fairsched/analysis/diff"
	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/render"
	"github.com/fairsched/fairsched/rm/rmclient"
	"github.com/fairsched/fairsched/rm/rmrest"
	"github.com/fairsched/fairsched/xmlconf"
)

// do sends one scheduler-conf request; an RM's refusal is printed with
// its message and ends the run with exit 1.
func (a *applyRun) do(r rmclient.Request) ([]byte, error) {
	body, err := rmclient.Do(context.Background(), a.client, a.addrs, r, a.opt)
	if msg, ok := rmclient.Refusal(err); ok {
		fmt.Fprintf(a.io.Err, "fairsched: %s %s: the ResourceManager refused: %s\n", r.Method, r.Path, msg)
		return nil, errFindings
	}
	if err != nil {
		return nil, fmt.Errorf("--rm: %w", err)
	}
	return body, nil
}

// readConf reads the store's configuration, as the RM lists it.
func (a *applyRun) readConf() ([]rmrest.ConfProperty, error) {
	body, err := a.do(rmclient.Request{Method: "GET", Path: rmclient.SchedulerConfPath})
	if errors.Is(err, errFindings) {
		fmt.Fprintln(a.io.Err, "fairsched: a ResourceManager whose scheduler configuration store is a file (yarn.scheduler.configuration.store.class=file, the default) takes no mutation: deploy capacity-scheduler.xml on its hosts and run yarn rmadmin -refreshQueues (fairsched diff checks that change first)")
	}
	if err != nil {
		return nil, err
	}
	props, err := rmrest.DecodeSchedulerConf(body)
	if err != nil {
		return nil, usagef("--rm: %v", err)
	}
	return props, nil
}

// applyPlan is the mutation from the live configuration to the file
// (wantC, named file), written on stdout; refused is true (after the
// findings on stderr) when the RM's configuration is refused or the refresh rules refuse
// the change.
func applyPlan(io *IO, file string, live []rmrest.ConfProperty, wantC *capacity.Config, prof hadoop.Profile) (*rmrest.SchedConfUpdate, bool, error) {
	liveC, _ := lint.CheckCapacityProperties(rmConfLabel, live, xmlconf.Options{Hadoop: prof}, lint.Job{})
	if liveC.Refused() { // the file's refusal ended runApply already
		refusalLine(io, prof.Version, "the ResourceManager's configuration", ": run fairsched lint on it")
		return nil, true, errFindings
	}
	plan, err := diff.Plan(liveC, wantC)
	if err != nil {
		return nil, false, err
	}
	if err := render.SchedConfPlan(io.Out, plan); err != nil {
		return nil, false, err
	}
	if ds := lint.CheckRefresh(file, liveC, wantC, prof, lint.Options{}); lint.AtLeast(ds, lint.Error) {
		if err := render.Text(io.Err, ds, render.Options{}); err != nil {
			return nil, false, err
		}
		refusalLine(io, prof.Version, "this change", " on the running ResourceManager: nothing was sent")
		return nil, true, errFindings
	}
	return plan, false, nil
}

// send validates the plan where the release can, then, with --yes, sends
// it and reads the configuration back.
func (a *applyRun) send(plan *rmrest.SchedConfUpdate, want map[string]string, o *applyOptions) error {
	if plan.Empty() {
		fmt.Fprintln(a.io.Err, "fairsched: the ResourceManager already runs this configuration: nothing to send")
		return nil
	}
	var body bytes.Buffer
	if err := rmrest.EncodeSchedConf(&body, plan); err != nil {
		return err
	}
	if a.prof.Capacity.SchedConfValidate {
		if _, err := a.do(rmclient.Request{Method: "POST", Path: rmclient.SchedulerConfValidatePath, Body: body.Bytes()}); err != nil {
			return err
		}
		fmt.Fprintln(a.io.Err, "fairsched: the ResourceManager validated the mutation")
	}
	if !o.yes {
		fmt.Fprintln(a.io.Err, "fairsched: nothing was changed: run again with --yes to send this mutation")
		return nil
	}
	if _, err := a.do(rmclient.Request{Method: "PUT", Path: rmclient.SchedulerConfPath, Body: body.Bytes()}); err != nil {
		return err
	}
	return a.readBack(want, o.file)
}

// readBack reads the configuration again and lists every property that
// is not the file's.
func (a *applyRun) readBack(want map[string]string, file string) error {
	props, err := a.readConf()
	if err != nil {
		return err
	}
	got := rmrest.ConfMap(props)
	if maps.Equal(got, want) {
		fmt.Fprintf(a.io.Err, "fairsched: applied: the ResourceManager's scheduler configuration is now %s\n", file)
		return nil
	}
	keys := maps.Clone(got)
	maps.Copy(keys, want)
	for _, k := range slices.Sorted(maps.Keys(keys)) {
		if g, w := got[k], want[k]; g != w {
			fmt.Fprintf(a.io.Err, "fairsched: read back: %s is %q on the ResourceManager, %q in %s\n", k, g, w, file)
		}
	}
	return errFindings
}
