package lint

import (
	"github.com/fairsched/fairsched/fair/place"
	"github.com/fairsched/fairsched/xmlconf"
)

// placePos is where a finding from a place analysis is reported: its own
// position, else the document element's.
func placePos(p *Pass, at xmlconf.Pos) xmlconf.Pos {
	return firstValid(at, allocationsPos(p))
}

// placement returns the static view of the file's placement policy under
// the release it was read as, built once per run for every placement rule.
func (p *Pass) placement() *place.Static {
	if p.shared == nil {
		p.shared = &shared{}
	}
	if p.shared.placement == nil {
		p.shared.placement = place.Analyze(p.Config, p.Config.Hadoop)
	}
	return p.shared.placement
}
