package diff

import (
	"cmp"
	"slices"

	"github.com/fairsched/fairsched/core/resource"
)

// rank returns the indexes of the at most n queues (root aside) whose
// steady share fell the most and of those whose steady share rose the
// most, biggest first; queues that look renamed are left out. A queue's movement is its largest change of any
// resource type as a fraction of the cluster's amount of that type; ties
// go by name.
func rank(qs []Queue, cluster resource.Resource, n int) (losers, winners []int) {
	score := make([]float64, len(qs))
	for i, q := range qs {
		if q.Name == "root" || q.RenameOf != "" {
			continue
		}
		for _, m := range q.Moves {
			total := cluster.Get(m.index)
			if total <= 0 || m.SteadyDelta == 0 {
				continue
			}
			f := float64(m.SteadyDelta) / float64(total)
			if abs(f) > abs(score[i]) {
				score[i] = f
			}
		}
		if score[i] < 0 {
			losers = append(losers, i)
		} else if score[i] > 0 {
			winners = append(winners, i)
		}
	}
	by := func(sign float64) func(a, b int) int {
		return func(a, b int) int {
			return cmp.Or(cmp.Compare(sign*score[a], sign*score[b]), compareNames(qs[a].Name, qs[b].Name))
		}
	}
	slices.SortFunc(losers, by(1))
	slices.SortFunc(winners, by(-1))
	return losers[:min(n, len(losers))], winners[:min(n, len(winners))]
}

func abs(f float64) float64 {
	if f < 0 {
		return -f
	}
	return f
}
