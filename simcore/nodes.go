package simcore

import (
	"fmt"

	"github.com/fairsched/fairsched/load"
	"github.com/fairsched/fairsched/xmlconf"
)

// ResourceOf turns a load's resource object into a Resource of types; a
// type the cluster does not have is dropped.
func ResourceOf(m map[string]int64, types xmlconf.ResourceTypes) xmlconf.Resource {
	r := make(xmlconf.Resource, len(types))
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
func Nodes(l *load.Load, types xmlconf.ResourceTypes, add func(name string, size xmlconf.Resource)) xmlconf.Resource {
	total := 0
	for _, g := range l.Nodes {
		total += g.Count
	}
	width := len(fmt.Sprint(total))
	cluster := make(xmlconf.Resource, len(types))
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
