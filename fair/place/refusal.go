package place

import (
	"slices"

	"github.com/fairsched/fairsched/xmlconf"
)

// refusalFromFacts returns Hadoop's message for the first fact of a for
// which Hadoop refuses the placement policy, and with it the whole file,
// or "".
func refusalFromFacts(a *xmlconf.Allocations) string {
	if a == nil {
		return ""
	}
	for _, f := range a.Facts {
		if slices.Contains(xmlconf.PlacementRefusals, f.Kind) {
			return f.Refusal
		}
	}
	return ""
}
