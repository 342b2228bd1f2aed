package diff

// This file holds every call diff makes into compute and lint, so that a
// rename there is fixed in one place.

import (
	"github.com/fairsched/fairsched/compute"
	"github.com/fairsched/fairsched/xmlconf"
)

// computeTree runs the calculator exactly as `fairsched shares` does.
func computeTree(a *xmlconf.Allocations, cluster xmlconf.Resource, active func(*xmlconf.Queue) bool) (*compute.Tree, *compute.TreeShares) {
	t := compute.NewTree(a, cluster, active)
	return t, t.Compute(cluster)
}

// activeSet resolves --active names on one file as `fairsched shares` does.
func activeSet(a *xmlconf.Allocations, names []string) (map[*xmlconf.Queue]bool, error) {
	return compute.ActiveSet(a, names)
}
