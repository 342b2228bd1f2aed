package simulate

import (
	"math"

	"github.com/fairsched/fairsched/core/simcore"
	"github.com/fairsched/fairsched/xmlconf"
)

// preemptConf is a leaf's effective preemption settings.
type preemptConf struct {
	fairTimeoutMS, minTimeoutMS int64 // math.MaxInt64: never
	fairThreshold               float32
	allowFrom                   bool // false when it or an ancestor says false
	amPreemption                bool
}

// setupPreemption resolves timeouts, thresholds and allowPreemptionFrom
// down the tree: root takes the file's defaults, every other queue its own
// value or its parent's.
func (s *Sim) setupPreemption() {
	a := s.alloc
	for _, q := range s.queues {
		var parent preemptConf
		if q.parent < 0 {
			parent = preemptConf{fairTimeoutMS: a.RootFairSharePreemptionTimeout().Val,
				minTimeoutMS: a.DefaultMinSharePreemptionTimeout.Val, allowFrom: true,
				fairThreshold: clampThreshold(a.DefaultFairSharePreemptionThreshold.Val)}
		} else {
			parent = s.queues[q.parent].pre
		}
		q.pre = inherit(parent, q.cfg)
		q.pre.amPreemption = s.cfg.AMPreemption
		if v, ok := s.cfg.AMPreemptionByQueue[q.name]; ok {
			q.pre.amPreemption = v
		}
	}
}

func inherit(p preemptConf, c *xmlconf.Queue) preemptConf {
	if c == nil {
		return p
	}
	if c.FairSharePreemptionTimeout.Set && c.FairSharePreemptionTimeout.Val >= 0 {
		p.fairTimeoutMS = c.FairSharePreemptionTimeout.Val
	}
	if c.MinSharePreemptionTimeout.Set && c.MinSharePreemptionTimeout.Val >= 0 {
		p.minTimeoutMS = c.MinSharePreemptionTimeout.Val
	}
	if c.FairSharePreemptionThreshold.Set && c.FairSharePreemptionThreshold.Val >= 0 {
		p.fairThreshold = clampThreshold(c.FairSharePreemptionThreshold.Val)
	}
	if c.AllowPreemptionFrom.Set && !c.AllowPreemptionFrom.Val {
		p.allowFrom = false
	}
	return p
}

func clampThreshold(f float32) float32 { return min(max(f, 0), 1) }

// shouldAttemptPreemption is FairScheduler#shouldAttemptPreemption:
// preemption on and the cluster strictly more used than the threshold (by
// memory or vcores).
func (s *Sim) shouldAttemptPreemption() bool {
	if !s.cfg.Preemption {
		return false
	}
	u := 0.0
	for _, k := range []int{mem, vc} {
		if s.cluster[k] > 0 {
			u = max(u, float64(s.allocated[k])/float64(s.cluster[k]))
		}
	}
	return s.cfg.UtilizationThreshold < u
}

// fairShareStarvation is FSAppAttempt#fairShareStarvation; it also
// refreshes lastTimeAtFairShare and stores the result in the app.
func (s *Sim) fairShareStarvation(a *app) Resource {
	q := s.queues[a.leaf]
	fairDemand := make(Resource, len(a.fair))
	for k, v := range a.fair {
		fairDemand[k] = min(int64(float64(v)*float64(q.pre.fairThreshold)), a.demand[k])
	}
	starved := s.compareCalc(q.policy, a.usage, fairDemand, true) < 0
	clear(a.fsStarvation)
	if !starved {
		a.lastAtFairShare = s.now
	}
	if starved && s.now-a.lastAtFairShare >= q.pre.fairTimeoutMS {
		for k := range fairDemand {
			a.fsStarvation[k] = max(fairDemand[k]-a.usage[k], 0)
		}
	}
	return a.fsStarvation
}

// minShareStarvation is FSLeafQueue#minShareStarvation: min(minShare,
// demand) by the policy calculator minus usage, components possibly
// negative; the timer is reset only when that is exactly zero.
func (s *Sim) minShareStarvation(q *queue) Resource {
	desired := q.minShare
	if s.compareCalc(q.policy, q.demand, q.minShare, false) < 0 {
		desired = q.demand
	}
	st := make(Resource, len(desired))
	for k := range st {
		st[k] = desired[k] - q.usage[k]
	}
	if simcore.IsZero(st) {
		q.lastAtMinShare = s.now
	}
	if s.now-q.lastAtMinShare < q.pre.minTimeoutMS {
		clear(st)
	}
	return st
}

// timeoutsFinite reports whether any queue can ever starve.
func (s *Sim) timeoutsFinite() bool {
	for _, q := range s.queues {
		if q.pre.fairTimeoutMS != math.MaxInt64 || q.pre.minTimeoutMS != math.MaxInt64 {
			return true
		}
	}
	return false
}
