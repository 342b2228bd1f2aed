package simcore

import (
	"github.com/fairsched/fairsched/core/load"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/hadoop"
)

// TooLarge reports whether an ask is larger than the maximum allocation the
// scheduler allows (per resource type, the configured maximum allocation
// capped by the largest node), and if so the message of Hadoop's
// InvalidResourceRequestException (SchedulerUtils#validateResourceRequest),
// which makes the ResourceManager reject the application.
func TooLarge(ask, allowed, configured resource.Resource, types resource.ResourceTypes, p hadoop.Profile) (string, bool) {
	for i, t := range types {
		if ask.Get(i) <= allowed.Get(i) {
			continue
		}
		req, maxA, conf := ask.Java(types), allowed.Java(types), configured.Java(types)
		if !hadoop.InvalidRequestMessageReworded(p.Version) {
			return "Invalid resource request, requested resource type=[" + t + "] < 0 or greater than maximum allowed allocation. Requested resource=" +
				req + ", maximum allowed allocation=" + maxA + ", please note that maximum allowed allocation is calculated by scheduler based on maximum resource of registered NodeManagers, which might be less than configured maximum allocation=" + conf, true
		}
		return "Invalid resource request! Cannot allocate containers as requested resource is greater than maximum allowed allocation. Requested resource type=[" + t +
			"], Requested resource=" + req + ", maximum allowed allocation=" + maxA +
			", please note that maximum allowed allocation is calculated by scheduler based on maximum resource of registered NodeManagers, which might be less than configured maximum allocation=" + conf, true
	}
	return "", false
}

// MaxAllowed is ClusterNodeTracker#getMaxAllowedAllocation: per resource
// type, the configured maximum allocation capped by the largest node.
func MaxAllowed(configured resource.Resource, nodes []load.NodeGroup, types resource.ResourceTypes) resource.Resource {
	largest := make(resource.Resource, len(types))
	for _, g := range nodes {
		if g.Count == 0 {
			continue
		}
		for i, t := range types {
			largest[i] = max(largest[i], g.Resources[t])
		}
	}
	out := make(resource.Resource, len(types))
	for i := range out {
		out[i] = min(configured.Get(i), largest[i])
	}
	return out
}
