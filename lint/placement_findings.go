package lint

import (
	"sync"

	"github.com/fairsched/fairsched/fair/place"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// placePos is where a finding from a place analysis is reported: its own
// position, else the document element's.
func placePos(p *Pass, at xmlconf.Pos) xmlconf.Pos {
	return firstValid(at, allocationsPos(p))
}

// placement returns the static view of the file's placement policy under
// the release it was read as, built once per run for every placement rule
// (on first use: a run of other rules, such as shares', builds none).
func (p *Pass) placement() *place.Static {
	if p.shared == nil {
		p.shared = &shared{}
	}
	if p.shared.placement == nil {
		p.shared.placement = placementOnce(p.Config, p.Config.Hadoop)
	}
	return p.shared.placement()
}

// placementOnce returns a function that analyses a's placement policy under
// release prof on its first call, and returns that analysis on every call,
// from any goroutine.
func placementOnce(a *xmlconf.Allocations, prof hadoop.Profile) func() *place.Static {
	return sync.OnceValue(func() *place.Static { return place.Analyze(a, prof) })
}
