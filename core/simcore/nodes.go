package simcore

import (
	"fmt"

	"github.com/fairsched/fairsched/core/load"
	"github.com/fairsched/fairsched/core/resource"
)

// ResourceOf turns a load's resource object into a Resource of types; a
// type the cluster does not have is dropped.
func ResourceOf(m map[string]int64, types resource.ResourceTypes) resource.Resource {
	r := make(resource.Resource, len(types))
	for k, v := range m {
		if i := types.Index(k); i >= 0 {
			r[i] = v
		}
	}
	return r
}

// Nodes walks the load's nodes in load order, calling add with each
// node's name (node1, node2, …, zero-padded to the count) and size (one
// Resource per group: add must not change it), and returns the cluster's
// total.
func Nodes(l *load.Load, types resource.ResourceTypes, add func(name string, size resource.Resource)) resource.Resource {
	total := 0
	for _, g := range l.Nodes {
		total += g.Count
	}
	width := len(fmt.Sprint(total))
	cluster := make(resource.Resource, len(types))
	k := 0
	for _, g := range l.Nodes {
		size := ResourceOf(g.Resources, types)
		for range g.Count {
			k++
			add(fmt.Sprintf("node%0*d", width, k), size)
			cluster.AddIn(size)
		}
	}
	return cluster
}
