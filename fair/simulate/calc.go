package simulate

import (
	"slices"

	"github.com/fairsched/fairsched/core/simcore"
	"github.com/fairsched/fairsched/xmlconf"
)

// compareCalc is the policy's ResourceCalculator#compare: memory only for
// fair and fifo (DefaultResourceCalculator); for drf
// (DominantResourceCalculator) the shares of the cluster, largest first,
// only the largest when singleType.
func (s *Sim) compareCalc(p xmlconf.Policy, x, y Resource, singleType bool) int {
	if p != xmlconf.PolicyDRF {
		return simcore.Compare(x[mem], y[mem])
	}
	if equal(x, y) {
		return 0
	}
	sx, sy := s.sortedShares(x), s.sortedShares(y)
	n := len(sx)
	if singleType {
		n = 1
	}
	for i := 0; i < n; i++ {
		if sx[i] != sy[i] {
			return simcore.Signum(sx[i] - sy[i])
		}
	}
	return 0
}

// sortedShares returns r's share of the cluster per type, largest first.
func (s *Sim) sortedShares(r Resource) []float64 {
	out := make([]float64, len(r))
	for k, v := range r {
		out[k] = float64(v) / float64(s.cluster[k])
	}
	slices.SortFunc(out, func(a, b float64) int { return simcore.Signum(b - a) })
	return out
}
