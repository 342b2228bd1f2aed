package cmd

import (
	"path/filepath"

	"github.com/fairsched/fairsched/capacity/csplace"
	"github.com/fairsched/fairsched/core/placement"
)

// placer is a file's placement, for either scheduler, with the rules it
// runs (for output).
type placer struct {
	placement.Placer
	policy *placement.Policy
	acls   placement.ACLs
}

// loadPlacer reads path for the scheduler it is for (sched, or found from
// its bytes when ""), and builds its placement. A file the release
// refuses ends the command with exit 1 after the reasons are printed.
func (o *placeOptions) loadPlacer(io *IO, path, sched string, data []byte) (placer, error) {
	if sched == "" {
		var err error
		if sched, data, err = readScheduler(io, path, schedulerOf); err != nil {
			return placer{}, err
		}
	}
	if sched != schedulerCapacity {
		e, err := o.loadEngine(io, path)
		if err != nil {
			return placer{}, err
		}
		return placer{Placer: e, policy: e.Policy, acls: e.ACLs()}, nil
	}
	e, err := o.loadCapacityEngine(io, path, data)
	if err != nil {
		return placer{}, err
	}
	return placer{Placer: e, policy: e.Policy(), acls: e.ACLs()}, nil
}

// loadCapacityEngine reads a capacity-scheduler.xml (and the JSON rules
// file its mapping-rule-json-file names) and builds its placement engine;
// a file the release refuses (its reader, or a mapping it refuses at
// start) ends the command.
func (o *placeOptions) loadCapacityEngine(io *IO, path string, data []byte) (*csplace.Engine, error) {
	c, refused, err := readCapacityFindings(io, fileSource(path, data), o.prof, o.cfg, o.useColor)
	if err != nil {
		return nil, err
	}
	if refused {
		return nil, capacityRefused(io, fileSource(path, data), o.prof)
	}
	return csplace.New(c, o.prof).WithACLs(o.resolved.ACLs), nil
}

// mappingFileReader reads the JSON mapping rules file a
// capacity-scheduler.xml at path names: a relative name is taken from
// path's directory (from the working directory for stdin).
func mappingFileReader(io *IO, path string) func(string) ([]byte, error) {
	return func(name string) ([]byte, error) {
		if !filepath.IsAbs(name) && path != "-" {
			name = filepath.Join(filepath.Dir(path), name)
		}
		return readInput(io, name)
	}
}
