package place

import "github.com/fairsched/fairsched/xmlconf"

// settings returns what the queue called name runs with: a declared
// queue's own settings, or for a dynamic queue the defaults Hadoop gives
// it (weight 1, the default policy, queueMaxAppsDefault,
// queueMaxAMShareDefault, and as maximum its parent's maxChildResources
// or else queueMaxResourcesDefault).
func (e *Engine) settings(name string) *Settings {
	a := e.a
	if n := e.Tree.queues[name]; n != nil && n.q != nil && n.static {
		q := n.q
		s := &Settings{Weight: q.EffectiveWeight(), Policy: q.Policy, MaxRunningApps: a.EffectiveMaxApps(q),
			MaxAMShare: a.EffectiveMaxAMShare(q), Source: "declared"}
		if c, _, ok := a.ConfiguredMax(q); ok {
			s.MaxResources = c.Format(a.Types)
		}
		if q.MinResources.Set {
			s.MinResources = q.MinResources.Val.Format(a.Types)
		}
		return s
	}
	s := &Settings{Weight: 1, Policy: e.Tree.policyOf(name), MaxRunningApps: a.QueueMaxAppsDefault.Val,
		MaxAMShare: a.QueueMaxAMShareDefault.Val, Source: "dynamic"}
	if s.MaxAMShare > 1 {
		s.MaxAMShare = 1
	}
	if par := e.parentDeclared(name); par != nil && par.MaxChildResources.Set {
		s.MaxResources = par.MaxChildResources.Val.Format(a.Types)
	} else if a.QueueMaxResourcesDefault.Set {
		s.MaxResources = a.QueueMaxResourcesDefault.Val.Format(a.Types)
	}
	return s
}

// parentDeclared returns the declared queue that is name's parent, or nil.
func (e *Engine) parentDeclared(name string) *xmlconf.Queue {
	for i := len(name) - 1; i >= 0; i-- {
		if name[i] == '.' {
			if n := e.Tree.queues[name[:i]]; n != nil && n.static {
				return n.q
			}
			return nil
		}
	}
	return nil
}
