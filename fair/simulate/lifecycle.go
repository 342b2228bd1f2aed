package simulate

import (
	"sort"

	"github.com/fairsched/fairsched/core/simcore"
)

// admit sets what the load says about the app's life besides its asks:
// when it is killed, and whether the ResourceManager rejects it for an
// ask over the maximum allocation (allowed).
func (s *Sim) admit(a *app, la App, allowed Resource) {
	a.killAt, a.firstMS, a.amMS, a.endMS = -1, -1, -1, -1
	if la.KillAt != nil {
		a.killAt = simcore.MS(*la.KillAt)
	}
	raw := simcore.ResourceOf(la.Container, s.types)
	asks := []Resource{raw}
	if la.AM != nil {
		asks = append(asks, simcore.ResourceOf(la.AM, s.types))
	}
	for _, r := range asks {
		if s.cfg.direct {
			break
		}
		if msg, bad := simcore.TooLarge(r, allowed, s.cfg.MaxAllocation, s.types, s.cfg.Profile); bad {
			a.rejected, a.asks = msg, 0
			s.warnings = append(s.warnings, "app "+a.name+" is rejected: "+msg)
			if a.tooLarge { // newApp warned that it fits no node: the rejection says more
				a.tooLarge = false
				s.warnings = s.warnings[:len(s.warnings)-1]
			}
			return
		}
	}
}

// killOrder lists the apps with a killAt, earliest first.
func (s *Sim) killOrder() []*app {
	var out []*app
	for _, a := range s.apps {
		if a.killAt >= 0 {
			out = append(out, a)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].killAt < out[j].killAt })
	return out
}

// killDue kills the apps whose killAt has come, from kills[next:]; it
// returns the new next and whether anything changed.
func (s *Sim) killDue(kills []*app, next int) (int, bool) {
	changed := false
	for ; next < len(kills) && kills[next].killAt <= s.now; next++ {
		a := kills[next]
		if a.finished || a.rejected != "" {
			continue
		}
		s.killApp(a)
		changed = true
	}
	return next, changed
}

// killApp is yarn application -kill: the app's containers end, its asks
// go, and the apps maxRunningApps held back get their turn.
func (s *Sim) killApp(a *app) {
	a.killed, a.endMS = true, s.now
	a.asks = 0
	for len(a.live) > 0 {
		s.release(a.live[0])
	}
	if !a.added {
		a.finished = true
		return
	}
	a.finished = true
	if a.runnable {
		s.setRunnable(a, false)
		s.promoteWaiting()
	}
	s.dirty = true
}
