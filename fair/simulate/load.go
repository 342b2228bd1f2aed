package simulate

import (
	"strconv"

	"github.com/fairsched/fairsched/core/load"
)

// The engine's input, read by package load: what the cluster runs.
type (
	// Load is nodes, apps and yarn-site settings (load.Load).
	Load = load.Load
	// NodeGroup is Count nodes of one size (load.NodeGroup).
	NodeGroup = load.NodeGroup
	// App is one application attempt and its asks (load.App).
	App = load.App
)

// normalize is how the scheduler normalizes a request, per resource type:
// at least the minimum allocation, rounded up to a multiple of the
// increment, at most the maximum allocation.
func (c *Config) normalize(r Resource) Resource {
	out := make(Resource, len(r))
	for k, v := range r {
		v = max(v, c.MinAllocation[k])
		if step := c.IncrementAllocation[k]; step > 0 {
			v = (v + step - 1) / step * step
		}
		out[k] = min(v, c.MaxAllocation[k])
	}
	return out
}

// formatSeconds prints a time in seconds without trailing zeros.
func formatSeconds(ms int64) string {
	return strconv.FormatFloat(float64(ms)/1000, 'f', -1, 64)
}
