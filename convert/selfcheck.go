package convert

import (
	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/xmlconf"
	"github.com/fairsched/fairsched/yarnsite"
)

// selfCheck reads the capacity-scheduler.xml just converted back with the
// reader compare uses (capacity.FromConfiguration, the reader behind
// capacity.Read, given the properties as written rather than their XML,
// which the tests read through capacity.Read), as the target release
// reads it, and records every reason that release would refuse it: each
// is a bug of the conversion or follows from a finding already reported,
// never something to deploy.
func (c *conv) selfCheck() {
	props := make(map[string]string, len(c.out.CapacityScheduler))
	for _, p := range c.out.CapacityScheduler {
		props[p.Name] = p.Value
	}
	cfg := capacity.FromConfiguration(yarnsite.FromMap(CapacityFile, props), c.in.Target)
	c.written = cfg
	c.facts.Refusals = Refusals(cfg, c.in.Cluster, c.in.Fair.Types)
}

// Refusals are the reasons the Capacity Scheduler refuses cfg on the
// cluster (nil when unknown): capacity.Config.RefusalsOn.
func Refusals(cfg *capacity.Config, cluster xmlconf.Resource, types xmlconf.ResourceTypes) []capacity.Finding {
	return cfg.RefusalsOn(cluster, types)
}
