package simulate

import (
	"fmt"
	"slices"

	"github.com/fairsched/fairsched/core/simcore"
)

// starvation bookkeeping of one update: FSLeafQueue#updateStarvedApps for
// every leaf, then the preemption thread for every starved app, least
// starved first.
func (s *Sim) checkStarvation() bool {
	if !s.shouldAttemptPreemption() {
		return false
	}
	var starved []*app
	for _, q := range s.queues {
		if q.isLeaf() {
			starved = s.updateStarvedApps(q, starved)
		}
	}
	slices.SortStableFunc(starved, func(x, y *app) int {
		tx, ty := total(x), total(y)
		switch {
		case fitsIn(tx, ty) && !fitsIn(ty, tx):
			return -1
		case fitsIn(ty, tx) && !fitsIn(tx, ty):
			return 1
		}
		return 0
	})
	changed := false
	for _, a := range starved {
		if s.preemptFor(a) {
			changed = true
		}
	}
	return changed
}

func total(a *app) Resource {
	t := a.fsStarvation.Clone()
	t.AddIn(a.msStarvation)
	return t
}

// updateStarvedApps walks the leaf's apps with demand whose starvation
// check is due, most deserving first; it stops at the first app that is
// not fair-share starved, then spreads the queue's min-share starvation
// exactly as Hadoop's code does.
func (s *Sim) updateStarvedApps(q *queue, starved []*app) []*app {
	var apps []*sched
	for _, a := range q.apps {
		if a.runnable && !a.finished && hasPending(a) && s.now >= a.nextStarvationCheck {
			apps = append(apps, &a.sched)
		}
	}
	apps = treeSetOrder(apps, s.cmpFor(q.policy), nil)
	fsTotal := make(Resource, len(s.types))
	for _, it := range apps {
		a := s.apps[it.owner]
		st := s.fairShareStarvation(a)
		if simcore.IsZero(st) {
			break
		}
		starved = appendOnce(starved, a)
		fsTotal.AddIn(st)
	}
	ms := s.minShareStarvation(q)
	subFloor(ms, fsTotal)
	for _, it := range apps {
		a := s.apps[it.owner]
		a.asCoded = ""
		if simcore.IsZero(ms) {
			clear(a.msStarvation)
			continue
		}
		give := make(Resource, len(ms))
		for k := range give {
			give[k] = max(a.demand[k]-a.usage[k]-a.fsStarvation[k], 0)
		}
		if s.compareCalc(q.policy, give, ms, false) > 0 {
			a.asCoded = fmt.Sprintf("Hadoop attributes %s of min-share starvation to %s: its unmet demand %s minus the %s the queue is still owed, not the %s owed",
				memText(give[mem]-ms[mem]), a.name, memText(give[mem]), memText(ms[mem]), memText(ms[mem]))
			give.SubIn(ms)
			clear(ms)
		} else {
			ms.SubIn(give)
		}
		copy(a.msStarvation, give)
		starved = appendOnce(starved, a)
	}
	return starved
}

func appendOnce(list []*app, a *app) []*app {
	if slices.Contains(list, a) {
		return list
	}
	return append(list, a)
}
