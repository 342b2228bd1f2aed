package convert

import (
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/core/yarnsite"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// Source is what a conversion starts from, as the convert rules
// read it: the allocation file, the yarn-site the Fair Scheduler runs
// with, the target release and which queues are created at submission.
type Source struct {
	File string // the allocation file as findings name it
	// Fair is the allocation file as the release it runs on today
	// (Fair.Hadoop) reads it.
	Fair *xmlconf.Allocations
	// YarnSite is the yarn-site the Fair Scheduler runs with, nil when
	// none was given; Settings are its scheduler settings (Hadoop's
	// defaults without one).
	YarnSite *yarnsite.Config
	Settings yarnsite.Settings
	// Target is the release the Capacity Scheduler configuration is
	// written for.
	Target hadoop.Profile
	// Cluster is the cluster size, nil when not given.
	Cluster resource.Resource
	// Created are the parents under which the Fair Scheduler creates
	// queues at submission, with the placement rule that creates them.
	Created map[*xmlconf.Queue]xmlconf.Pos
	// Flexible: the target creates those queues the flexible way
	// (auto-queue-creation-v2, from 3.4.0 in weight mode) rather than as
	// the leaves of a managed parent.
	Flexible bool
}

// CreatedChildren are q's children the ResourceManager creates: the ones
// a conversion writes.
func CreatedChildren(q *xmlconf.Queue) []*xmlconf.Queue {
	var out []*xmlconf.Queue
	for _, k := range q.Children {
		if k.NotCreated == "" {
			out = append(out, k)
		}
	}
	return out
}
