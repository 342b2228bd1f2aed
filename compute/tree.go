package compute

import (
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/xmlconf"
)

// Positions of memory-mb and vcores in every Resource: ResourceTypes always
// puts them first and second. FairSharePolicy computes memoryIndex only.
// Hadoop's Resource.setResourceValue clamps vcores at Integer.MAX_VALUE, so
// every vcores share written at vcoresIndex is clamped too.
var (
	memoryIndex = resource.DefaultResourceTypes.Index(resource.MemoryMB)
	vcoresIndex = resource.DefaultResourceTypes.Index(resource.VCores)
)

// typesComputed returns how many resource types, from index 0, a parent
// with policy p computes: all of them for drf
// (DominantResourceFairnessPolicy.computeShares), memory-mb only for fair
// (FairSharePolicy.computeShares) and for everything else: custom classes,
// and fifo, which xmlconf.Policy.AllowsChild says can never be a parent.
func typesComputed(p xmlconf.Policy, nTypes int) int {
	if p == xmlconf.PolicyDRF {
		return nTypes
	}
	return min(memoryIndex+1, nTypes)
}
