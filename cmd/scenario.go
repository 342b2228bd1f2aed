package cmd

import (
	"github.com/fairsched/fairsched/core/clusterspec"
)

// applyScenario fills the options a --scenario file gives and the flags did
// not. A scenario that is not JSON or breaks its schema is a usage error
// naming the JSON path.
func applyScenario(io *IO, o *sharesOptions) error {
	if o.scenario == "" {
		return nil
	}
	data, err := readInput(io, o.scenario)
	if err != nil {
		return err
	}
	s, err := clusterspec.Parse(data)
	if err != nil {
		return usagef("invalid scenario %s: %v", o.scenario, err)
	}
	if o.cluster == "" {
		o.cluster, o.clusterFrom = s.Cluster, "scenario "+o.scenario+": cluster"
	}
	if !o.activeSet && s.HasActive {
		o.active, o.activeSet = s.Active, true
	}
	o.resourceTypes = append(o.resourceTypes, s.ResourceTypes...)
	return nil
}
