package diff

// This file holds every call diff makes into compute and lint, so that a
// rename there is fixed in one place.

import (
	"github.com/fairsched/fairsched/compute"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/fair/place"
	"github.com/fairsched/fairsched/xmlconf"
)

// computeTree runs the calculator exactly as `fairsched shares` does.
// created are the queues --active names create at submission.
func computeTree(a *xmlconf.Allocations, cluster resource.Resource, active func(*xmlconf.Queue) bool, created []*xmlconf.Queue) (*compute.Tree, *compute.TreeShares) {
	t := compute.NewTree(a, cluster, active, created...)
	return t, t.Compute(cluster)
}

// activeSet resolves --active names on one file as `fairsched shares` does:
// a name the file does not declare is the queue an application creates
// there, if Hadoop would create it (with the placement defaults d).
func activeSet(a *xmlconf.Allocations, names []string, d place.Defaults) (map[*xmlconf.Queue]bool, []*xmlconf.Queue, error) {
	missing, err := compute.Undeclared(a, names)
	if err != nil {
		return nil, nil, err
	}
	created, err := place.CreatedAtSubmission(a, a.Hadoop, d, missing)
	if err != nil {
		return nil, nil, err
	}
	set, err := compute.ActiveSet(a, names, created)
	return set, created, err
}
