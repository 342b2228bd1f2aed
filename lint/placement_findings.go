package lint

import "github.com/fairsched/fairsched/place"

// reportPlacement reports the findings of a place analysis. The analyses
// use Hadoop's default release until a pass carries the target release.
func reportPlacement(p *Pass, fs []place.Finding) {
	for _, f := range fs {
		p.Report(firstValid(f.Pos, allocationsPos(p)), f.Queue, f.Message, f.Hint)
	}
}
