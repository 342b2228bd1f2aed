package convert

import (
	"fmt"
	"math"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/xmlconf"
)

// globals converts the top-level elements.
func (c *conv) globals() {
	a := c.in.Fair
	c.amShare(capacity.Prefix+"maximum-am-resource-percent", "queueMaxAMShareDefault", a.QueueMaxAMShareDefault)
	if a.QueueMaxAppsDefault.Set {
		c.parallelApps(capacity.Prefix+"max-parallel-apps", fmt.Sprint(a.QueueMaxAppsDefault.Val), c.from("queueMaxAppsDefault", a.QueueMaxAppsDefault.Pos()))
	}
	if drfUsed(a) {
		c.cs(capacity.Prefix+"resource-calculator", "org.apache.hadoop.yarn.util.resource.DominantResourceCalculator", c.from("schedulingPolicy drf", a.DefaultQueueSchedulingPolicy.Pos()))
	}
}

// drfUsed reports whether any queue runs drf.
func drfUsed(a *xmlconf.Allocations) bool {
	found := false
	a.Root.Walk(func(q *xmlconf.Queue) {
		found = found || (q.NotCreated == "" && q.Policy == xmlconf.PolicyDRF)
	})
	return found
}

// users keeps the per-user running-application limits as the Capacity
// Scheduler's max-parallel-apps for users, as fs2cs does.
func (c *conv) users() {
	a := c.in.Fair
	if a.UserMaxAppsDefault.Set {
		c.parallelApps(capacity.Prefix+"user.max-parallel-apps", fmt.Sprint(a.UserMaxAppsDefault.Val), c.from("userMaxAppsDefault", a.UserMaxAppsDefault.Pos()))
	}
	for _, u := range a.Users {
		if u.MaxRunningApps.Set {
			c.parallelApps(capacity.Prefix+"user."+u.Name+".max-parallel-apps", fmt.Sprint(u.MaxRunningApps.Val), c.from(fmt.Sprintf("<user name=%q> maxRunningApps", u.Name), u.MaxRunningApps.Pos()))
		}
	}
}

// parallelApps writes a running-application limit as max-parallel-apps
// for a target that reads it (YARN-9930, 3.3.0); before, the Capacity
// Scheduler ignores the property, so it is not written and lint's
// convert-no-counterpart says the limit is not kept.
func (c *conv) parallelApps(key, value, from string) {
	if c.in.Target.Capacity.MaxParallelApps {
		c.cs(key, value, from)
	}
}

// amShare writes a maxAMShare (or queueMaxAMShareDefault) as the
// Capacity Scheduler's maximum-am-resource-percent, as the Fair Scheduler
// uses it: -1 (no check) is 1.0, a share above 1 is clamped to 1.0. A
// NaN or another negative share lets no ApplicationMaster start in the
// Fair Scheduler, which no Capacity Scheduler setting can say (its AM
// limit is at least one container): key is not written, and lint's
// convert-no-counterpart says so.
func (c *conv) amShare(key, element string, f xmlconf.Field[float32]) {
	v := f.Val
	switch {
	case v == -1 || v > 1:
		v = 1
	case v != v || v < 0:
		return
	}
	from := c.from(element+" "+capacity.JavaFloat(f.Val), f.Pos())
	if f.Pos().Line == 0 {
		from += ": ApplicationMasters may use half of a queue, where the Capacity Scheduler's default (0.1) would keep applications pending"
	}
	c.cs(key, capacity.JavaFloat(v), from)
}

// customTypeLimits writes the DominantResourceCalculator where a maximum
// limits a custom resource type (such as yarn.io/gpu): the Capacity
// Scheduler's default calculator compares memory alone, so the limit
// would be written and not enforced. The Fair Scheduler enforces a
// maximum in every type (fitsInMaxShare) whatever the policy.
func (c *conv) customTypeLimits() {
	a := c.in.Fair
	if drfUsed(a) || len(a.Types) <= 2 {
		return
	}
	var at *xmlconf.Queue
	typ := ""
	a.Root.Walk(func(q *xmlconf.Queue) {
		if at != nil || q.NotCreated != "" || !q.MaxResources.Set {
			return
		}
		if t := limitedCustomType(q.MaxResources.Val, a.Types); t != "" {
			at, typ = q, t
		}
	})
	if at == nil {
		return
	}
	c.cs(capacity.Prefix+"resource-calculator", "org.apache.hadoop.yarn.util.resource.DominantResourceCalculator",
		c.from("maxResources of "+at.FullName+" limits "+typ+", which the Capacity Scheduler enforces only with the DominantResourceCalculator (the default one compares memory alone)", at.MaxResources.Pos()))
	c.facts.CustomCalculator = &CustomType{Queue: at.FullName, Pos: at.MaxResources.Pos(), Type: typ}
}

// limitedCustomType is the first custom type a maximum limits, "" when
// it limits none.
func limitedCustomType(v xmlconf.ConfigurableResource, types resource.ResourceTypes) string {
	for i := 2; i < len(types); i++ {
		switch {
		case v.IsPercent() && i < len(v.Percent) && v.Percent[i] < 1:
			return types[i]
		case !v.IsPercent() && i < len(v.Absolute) && v.Absolute[i] >= 0 && v.Absolute[i] < math.MaxInt64:
			return types[i]
		}
	}
	return ""
}
