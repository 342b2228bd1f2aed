package simulate

import "github.com/fairsched/fairsched/core/simcore"

// compareFair is FairSharePolicy.FairShareComparator: zero memory demand
// last; then needy (usage below min(minShare, demand), memory only) first,
// two needy ones by usage/minShare; then usage/weight; then start time and
// name. Each stage runs only when the earlier ones tie.
func compareFair(s1, s2 *sched) int {
	if r := compareDemand(s1, s2); r != 0 {
		return r
	}
	if r := compareMinShareUsage(s1, s2); r != 0 {
		return r
	}
	if r := compareFairShareUsage(s1, s2); r != 0 {
		return r
	}
	return compareStartAndName(s1, s2)
}

// compareDemand puts a schedulable with zero memory demand after one with
// some.
func compareDemand(s1, s2 *sched) int {
	d1, d2 := s1.demand[mem], s2.demand[mem]
	switch {
	case d1 == 0 && d2 > 0:
		return 1
	case d2 == 0 && d1 > 0:
		return -1
	}
	return 0
}

// cappedMin is Resources.min(DefaultResourceCalculator, minShare, demand):
// the memory of whichever is smaller by memory.
func cappedMin(s *sched) int64 { return min(s.minShare[mem], s.demand[mem]) }

// fairNeedy reports whether usage is below the min share capped by demand.
func fairNeedy(s *sched) bool { return s.usage[mem] < cappedMin(s) }

// minShareRatio is usage / max(capped min share, 1 MB), as a double.
func minShareRatio(s *sched) float64 {
	return float64(s.usage[mem]) / float64(max(cappedMin(s), 1))
}

// compareMinShareUsage: exactly one needy goes first; both needy compare
// their min-share ratios; anything else ties.
func compareMinShareUsage(s1, s2 *sched) int {
	n1, n2 := fairNeedy(s1), fairNeedy(s2)
	switch {
	case n1 && !n2:
		return -1
	case n2 && !n1:
		return 1
	case n1 && n2:
		return simcore.Signum(minShareRatio(s1) - minShareRatio(s2))
	}
	return 0
}

// compareFairShareUsage compares usage/weight when both weights are
// positive, raw usage when both are 0, and otherwise puts the positive
// weight first whatever the usage.
func compareFairShareUsage(s1, s2 *sched) int {
	w1, w2 := float64(s1.weight), float64(s2.weight)
	u1, u2 := float64(s1.usage[mem]), float64(s2.usage[mem])
	switch {
	case w1 > 0 && w2 > 0:
		return simcore.Signum(u1/w1 - u2/w2)
	case w1 == w2:
		return simcore.Signum(u1 - u2)
	case w1 > 0:
		return -1
	case w2 > 0:
		return 1
	}
	return simcore.Signum(u1 - u2)
}

// compareFIFO is FifoPolicy.FifoComparator: app priority (always 1 in FS,
// so a tie), then start time and name.
func compareFIFO(s1, s2 *sched) int { return compareStartAndName(s1, s2) }
