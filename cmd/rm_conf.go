package cmd

import (
	"fmt"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/rm/rmclient"
	"github.com/fairsched/fairsched/rm/rmrest"
	"github.com/fairsched/fairsched/xmlconf"
	"github.com/spf13/cobra"
)

// rmConfLabel names a ResourceManager's scheduler configuration where a
// file name would go: findings about it are placed as
// RM:scheduler-conf:<property> (lint.PropertyPlace).
const rmConfLabel = "RM:scheduler-conf"

// capacitySource is the Capacity Scheduler configuration a command reads:
// a capacity-scheduler.xml, or the properties a ResourceManager serves
// (--from-rm).
type capacitySource struct {
	path  string                // the file as given; "" for the RM's
	data  []byte                // the file's bytes
	props []rmrest.ConfProperty // the RM's properties (nil for a file)
	from  string                // the RM's address or directory
}

// fileSource is a capacity-scheduler.xml read from path.
func fileSource(path string, data []byte) capacitySource {
	return capacitySource{path: path, data: data}
}

// name is how findings and messages name the configuration.
func (s capacitySource) name() string {
	if s.props != nil {
		return rmConfLabel
	}
	return displayName(s.path)
}

// inputs are the paths the settings file (.fairsched.json) is looked
// up from: the file's, or none (the working directory) for the RM's.
func (s capacitySource) inputs() []string {
	if s.props != nil {
		return nil
	}
	return []string{s.path}
}

// mappingFile reads the JSON mapping rules file the configuration names,
// beside the file; nil for the RM's, whose file is on the RM's host.
func (s capacitySource) mappingFile(io *IO) func(string) ([]byte, error) {
	if s.props != nil {
		return nil
	}
	return mappingFileReader(io, s.path)
}

// check reads the configuration and runs lint's Capacity Scheduler rules
// on it, as lint does.
func (s capacitySource) check(parse xmlconf.Options, j lint.Job) (*capacity.Config, []diag.Finding) {
	if s.props != nil {
		return lint.CheckCapacityProperties(rmConfLabel, s.props, parse, j)
	}
	return lint.CheckCapacityFile(displayName(s.path), s.data, parse, j)
}

// readRMConf reads the Capacity Scheduler configuration of the
// ResourceManager r names: GET scheduler-conf, or scheduler-conf.json (or
// .xml) of a directory of saved responses. An RM whose store is a file
// refuses the GET: that is a usage error saying so.
func readRMConf(io *IO, r rmFlags) (capacitySource, error) {
	r.confOnly, r.schedulerOnly = true, true
	resp, err := r.read(io)
	if body, refused := rmclient.Refusal(err); refused {
		if nm := rmrest.NotMutable([]byte(body)); nm != nil {
			return capacitySource{}, usagef("--from-rm %s: %v", r.from, nm)
		}
	}
	if rmclient.NotFound(err) {
		return capacitySource{}, usagef("--from-rm %s: the ResourceManager has no scheduler-conf endpoint (Hadoop before 3.2 does not serve its configuration): read capacity-scheduler.xml from the RM's host instead (%v)", r.from, err)
	}
	if err != nil {
		return capacitySource{}, err
	}
	props, err := rmrest.DecodeSchedulerConf(resp.Conf)
	if err != nil {
		return capacitySource{}, usagef("--from-rm %s: %v", resp.From, err)
	}
	if props == nil {
		props = []rmrest.ConfProperty{}
	}
	return capacitySource{props: props, from: resp.From}, nil
}

// readRMConfDir reads a directory's saved scheduler-conf response (and,
// unless confOnly, its scheduler response), as rmclient fetches them.
// Without scheduler-conf.json or .xml beside scheduler.json, Conf stays
// nil and ConfErr says so.
func readRMConfDir(io *IO, dir string, confOnly bool) (*rmclient.Responses, error) {
	r := &rmclient.Responses{From: dir}
	conf := rmFile(dir, "scheduler-conf")
	if confOnly {
		data, err := readInput(io, conf)
		if err != nil {
			return nil, fmt.Errorf("%w (a --from-rm directory holds GET /ws/v1/cluster/scheduler-conf saved as scheduler-conf.json or scheduler-conf.xml)", err)
		}
		r.Conf = data
		return r, nil
	}
	var err error
	if r.Scheduler, err = readInput(io, rmFile(dir, "scheduler")); err != nil {
		return nil, err
	}
	if !fileExists(conf) {
		r.ConfErr = fmt.Errorf("no scheduler-conf.json or scheduler-conf.xml in %s", dir)
		return r, nil
	}
	r.Conf, r.ConfErr = readInput(io, conf)
	return r, nil
}

// addRMConfFlags registers --from-rm and the flags of a live
// ResourceManager for a command that reads the RM's Capacity Scheduler
// configuration instead of a file (lint, tree, shares, diff).
func addRMConfFlags(c *cobra.Command, r *rmFlags) {
	addRMFlags(c, r, "")
	c.Flags().Lookup("from-rm").Usage = "read the Capacity Scheduler configuration of this ResourceManager instead of a file (GET /ws/v1/cluster/scheduler-conf; an RM with a mutable store, Hadoop 3.2+, as an admin): http(s)://HOST:PORT, an HA list RM1,RM2, or a directory holding the saved response as scheduler-conf.json or scheduler-conf.xml"
}

// oneFileOrRM checks that a command got its file or --from-rm, not both
// or neither.
func oneFileOrRM(args []string, r *rmFlags) error {
	switch {
	case len(args) > 1:
		return usagef("one file at most: got %d", len(args))
	case len(args) == 1 && r.from != "":
		return usagef("give the file or --from-rm, not both")
	case len(args) == 0 && r.from == "":
		return usagef("give a file, or --from-rm URL|DIR to read a ResourceManager's Capacity Scheduler configuration")
	}
	return nil
}

// capacityInput is the Capacity Scheduler configuration a command reads:
// the RM's with --from-rm, else the file when it is a capacity-scheduler.xml
// (ok false for an allocation file, which the caller reads).
func capacityInput(io *IO, file string, s *schedulerFlag, r rmFlags) (src capacitySource, ok bool, err error) {
	if r.from != "" {
		src, err = readRMConf(io, r)
		return src, err == nil, err
	}
	data, err := capacityFile(io, file, s)
	if err != nil || data == nil {
		return capacitySource{}, false, err
	}
	return fileSource(file, data), true, nil
}

// firstArg is args[0], or "" when there is none.
func firstArg(args []string) string {
	if len(args) == 0 {
		return ""
	}
	return args[0]
}

// lintRMConf checks the ResourceManager's Capacity Scheduler configuration
// (--from-rm) as lint checks a capacity-scheduler.xml; nothing without
// --from-rm.
func lintRMConf(io *IO, r rmFlags, parse xmlconf.Options, j lint.Job) ([]diag.Finding, error) {
	if r.from == "" {
		return nil, nil
	}
	src, err := readRMConf(io, r)
	if err != nil {
		return nil, err
	}
	_, ds := src.check(parse, j)
	return ds, nil
}
