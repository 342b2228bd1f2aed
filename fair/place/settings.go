package place

import "github.com/fairsched/fairsched/core/placement"

// settings returns what the queue called name runs with: a declared
// queue's own settings, or for a dynamic queue those of the queue
// newDynamicQueue builds (weight 1, the default policy, queueMaxAppsDefault,
// queueMaxAMShareDefault, and as maximum its parent's maxChildResources
// or else queueMaxResourcesDefault).
func (e *Engine) settings(name string) *placement.Settings {
	a := e.a
	if n := e.Tree.queues[name]; n != nil && n.q != nil && n.static {
		q := n.q
		s := &placement.Settings{Weight: q.EffectiveWeight(), Policy: string(q.Policy), MaxRunningApps: a.EffectiveMaxApps(q),
			MaxAMShare: a.EffectiveMaxAMShare(q), Source: "declared", Types: a.Types}
		if c, _, ok := a.ConfiguredMax(q); ok {
			s.MaxResources, s.Max = c.Format(a.Types), &placement.ResourceSetting{Absolute: c.Absolute, Percent: c.Percent}
		}
		if q.MinResources.Set {
			m := q.MinResources.Val
			s.MinResources, s.Min = m.Format(a.Types), &placement.ResourceSetting{Absolute: m.Absolute, Percent: m.Percent}
		}
		return s
	}
	q := newDynamicQueue(a, e.Tree, nil, name, false)
	s := &placement.Settings{Weight: q.EffectiveWeight(), Policy: string(q.Policy), MaxRunningApps: a.EffectiveMaxApps(q),
		MaxAMShare: a.EffectiveMaxAMShare(q), Source: "dynamic", Types: a.Types}
	if c, _, ok := a.ConfiguredMax(q); ok {
		s.MaxResources, s.Max = c.Format(a.Types), &placement.ResourceSetting{Absolute: c.Absolute, Percent: c.Percent}
	}
	return s
}
