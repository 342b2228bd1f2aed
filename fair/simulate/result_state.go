package simulate

import (
	"github.com/fairsched/fairsched/core/simcore"
	"github.com/fairsched/fairsched/hadoop"
)

// appState is where the app is in its life: pending until it starts and
// while maxRunningApps keeps it from running, active while runnable,
// finished, killed (its killAt) or rejected (an ask over the maximum
// allocation).
func appState(a *app) string {
	switch {
	case a.rejected != "":
		return simcore.StateRejected
	case a.killed:
		return simcore.StateKilled
	case a.finished:
		return simcore.StateFinished
	case a.added && a.runnable:
		return simcore.StateActive
	}
	return simcore.StatePending
}

// appTimes are when the app got its first container, its AM, and ended.
func (s *Sim) appTimes(a *app, r *simcore.AppResult) {
	at := func(ms int64) *float64 {
		if ms < 0 {
			return nil
		}
		v := float64(ms) / 1000
		return &v
	}
	r.FirstContainerAt, r.AMStartAt, r.EndAt = at(a.firstMS), at(a.amMS), at(a.endMS)
}

// fillQueueApps sets every queue's active and pending apps, its AM limit
// (nil for maxAMShare -1) and, for a leaf, its users.
func (s *Sim) fillQueueApps(r *simcore.Result) {
	users := make([]map[string]int, len(s.queues))
	for i, q := range s.queues {
		if q.isLeaf() && !hadoop.AMShareOff(q.maxAMShare) {
			r.Queues[i].AMLimit = s.amLimit(q)
		}
		users[i] = map[string]int{}
	}
	for _, a := range s.byLoadOrder() {
		st := appState(a)
		if !a.added || st != simcore.StateActive && st != simcore.StatePending {
			continue
		}
		leaf := &r.Queues[a.leaf]
		k, ok := users[a.leaf][a.user]
		if !ok {
			k = len(leaf.Users)
			users[a.leaf][a.user] = k
			leaf.Users = append(leaf.Users, simcore.UserResult{User: a.user, Usage: make(Resource, len(s.types))})
		}
		u := &leaf.Users[k]
		u.Usage.AddIn(a.usage)
		for qi := a.leaf; qi >= 0; qi = s.queues[qi].parent {
			if st == simcore.StateActive {
				r.Queues[qi].ActiveApps++
			} else {
				r.Queues[qi].PendingApps++
			}
		}
		if st == simcore.StateActive {
			u.ActiveApps++
		} else {
			u.PendingApps++
		}
	}
}
