package drift_test

import (
	"github.com/fairsched/fairsched/analysis/drift"
	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/fair/place"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/rm/rmrest"
	"github.com/fairsched/fairsched/xmlconf"
)

// fairDrift is what `fairsched drift` does with an allocation file a
// (named file): Compare gathers the facts, lint's drift rules word them
// with o, and Mark keeps the findings.
func fairDrift(file string, a *xmlconf.Allocations, s *rmrest.Scheduler, o lint.Options) *drift.Report {
	r := drift.Compare(a, s, drift.Options{Placement: place.HadoopDefaults})
	r.Mark(lint.CheckDrift(file, a, r.Facts, o))
	return r
}

// capacityDrift is fairDrift for a capacity-scheduler.xml read as release
// prof.
func capacityDrift(file string, c *capacity.Config, s *rmrest.CapacityScheduler, opt drift.CapacityOptions, prof hadoop.Profile, o lint.Options) *drift.Report {
	r := drift.CompareCapacity(c, s, opt)
	r.Mark(lint.CheckCapacityDrift(file, c, prof, r.Facts, o))
	return r
}
