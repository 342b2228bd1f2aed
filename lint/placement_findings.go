package lint

import "github.com/fairsched/fairsched/place"

// reportPlacement reports the findings of a place analysis. The analyses
// use Hadoop's default release until a pass carries the target release.
func reportPlacement(p *Pass, fs []place.Finding) {
	for _, f := range fs {
		p.Report(firstValid(f.Pos, allocationsPos(p)), f.Queue, f.Message, f.Hint)
	}
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
