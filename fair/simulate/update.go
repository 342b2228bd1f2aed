package simulate

import (
	"fmt"

	"github.com/fairsched/fairsched/core/simcore"
	"github.com/fairsched/fairsched/xmlconf"
)

// update is FairScheduler#update: demands bottom-up, app weights, then
// steady and instantaneous fair shares (compute) and the apps' shares of
// their leaf; the kept orders are rebuilt on their next use.
func (s *Sim) update() {
	for _, a := range s.apps {
		if a.added && !a.finished {
			s.appDemand(a)
		}
	}
	for i := len(s.queues) - 1; i >= 0; i-- {
		s.queueDemand(s.queues[i])
	}
	s.st.fairShares(s.queues, func(i int) bool { return s.queues[i].runnable > 0 })
	for _, q := range s.queues {
		if q.isLeaf() {
			s.appShares(q)
		}
	}
	s.invalidateOrders()
	s.dirty = false
}

// appDemand is FSAppAttempt#updateDemand: usage plus every outstanding ask.
func (s *Sim) appDemand(a *app) {
	copy(a.demand, a.usage)
	asks := int64(a.asks)
	if !a.amRunning && asks > 0 {
		a.demand.AddIn(a.amSize)
		asks--
	}
	for k, v := range a.size {
		a.demand[k] = simcore.AddSatOne(a.demand[k], simcore.MulSat(v, asks))
	}
	a.weight = appWeight(s.cfg.SizeBasedWeight, a.demand[mem])
}

// queueDemand is FSLeafQueue#updateDemand (every app, runnable or not) and
// FSParentQueue#updateDemand (children, memory and vcores only), capped by
// the max share.
func (s *Sim) queueDemand(q *queue) {
	clear(q.demand)
	if q.isLeaf() {
		for _, a := range q.apps {
			if !a.finished {
				simcore.AddSat(q.demand, a.demand)
			}
		}
	} else {
		for c := q.first; c < q.first+q.n; c++ {
			simcore.AddSat(q.demand, s.queues[c].demand)
		}
		clear(q.demand[min(2, len(q.demand)):])
	}
	capBy(q.demand, q.maxShare)
}

// appShares splits the leaf's instantaneous fair share among its runnable
// apps: by weight per computed type (memory only for fair, every type for
// drf), or all to the earliest-started app for fifo. Shares of apps left
// out keep their old value, as in Hadoop.
func (s *Sim) appShares(q *queue) {
	var run []*app
	for _, a := range q.apps {
		if a.runnable && !a.finished {
			run = append(run, a)
		}
	}
	if len(run) == 0 {
		return
	}
	if q.policy == xmlconf.PolicyFIFO {
		first := run[0]
		for _, a := range run[1:] {
			if a.start < first.start {
				first = a
			}
		}
		copy(first.fair, q.fair)
		return
	}
	types := 1
	if q.policy == xmlconf.PolicyDRF {
		types = len(s.types)
	}
	weights := make([]float32, len(run))
	for i, a := range run {
		weights[i] = a.weight
	}
	for k := 0; k < types; k++ {
		for i, v := range splitAmongApps(weights, q.fair[k]) {
			run[i].fair[k] = v
		}
	}
}

// warnf records a warning for the output.
func (s *Sim) warnf(format string, args ...any) {
	s.warnings = append(s.warnings, fmt.Sprintf(format, args...))
}
