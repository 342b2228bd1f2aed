package convert

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/xmlconf"
)

// from says where a value came from, for a property's description.
func (c *conv) from(element string, pos xmlconf.Pos) string {
	if pos.Line == 0 {
		return "fairsched convert: " + element + " (Fair Scheduler default)"
	}
	return "fairsched convert: " + element + " at " + c.in.File + ":" + strconv.Itoa(int(pos.Line))
}

// created returns q's children that the ResourceManager creates.
func created(q *xmlconf.Queue) []*xmlconf.Queue {
	var out []*xmlconf.Queue
	for _, k := range q.Children {
		if k.NotCreated == "" {
			out = append(out, k)
		}
	}
	return out
}

// queue converts q, then its children, in tree order.
func (c *conv) queue(q *xmlconf.Queue) {
	kids := created(q)
	if q.Parent != nil {
		c.settings(q)
	} else {
		c.acl(q, capacity.Prefix+"root.acl_submit_applications", "aclSubmitApps", q.ACLSubmitApps)
		c.acl(q, capacity.Prefix+"root.acl_administer_queue", "aclAdministerApps", q.ACLAdministerApps)
	}
	if len(kids) == 0 && q.Parent == nil {
		c.emptyRoot()
		return
	}
	if len(kids) == 0 {
		return
	}
	names := make([]string, len(kids))
	for i, k := range kids {
		names[i] = k.Name
	}
	c.cs(capacity.Prefix+q.FullName+".queues", strings.Join(names, ","), c.from(fmt.Sprintf("<queue name=%q> children", q.Name), q.Pos))
	c.capacities(q, kids)
	for _, k := range kids {
		c.queue(k)
	}
}

// capacities writes the children's capacity in the chosen mode.
func (c *conv) capacities(q *xmlconf.Queue, kids []*xmlconf.Queue) {
	weights := make([]float64, len(kids))
	caps := make([]float64, len(kids))
	maxima := make([]string, len(kids))
	binds := false
	for i, k := range kids {
		weights[i] = float64(k.Weight.Val)
		c.absMax[k] = c.absMax[q]
		maxima[i] = c.maximum(k)
		caps[i] = math.Inf(1)
		if c.absCap[q] > 0 && c.absMax[k] < c.absMax[q] {
			caps[i] = c.absMax[k] / c.absCap[q] * 100
		}
	}
	pcts := CappedPercentages(weights, caps)
	uncapped := Percentages(weights)
	for i := range pcts {
		binds = binds || pcts[i] != uncapped[i]
	}
	var sum, weightSum float64
	for i, p := range pcts {
		sum += p
		weightSum += weights[i]
	}
	if weightSum > 0 && math.Abs(sum-100) > 0.0005 {
		c.find(lint.ConvertMaxDropped, q.Pos, q.FullName, fmt.Sprintf(
			"the maxima of %s's children add up to %s%% of it: the Capacity Scheduler needs their capacities to add up to 100 with none above its maximum; raise a child's maxResources", q.FullName, formatPercent(sum)))
	}
	zero := true
	for i, k := range kids {
		zero = zero && weights[i] == 0
		value := formatPercent(pcts[i])
		switch {
		case c.in.Mode == ModeWeight && binds:
			value += "w" // weights in proportion to the capped shares
		case c.in.Mode == ModeWeight:
			value = formatWeight(k.Weight.Val)
		}
		c.cs(capacity.Prefix+k.FullName+".capacity", value, c.from(fmt.Sprintf("<queue name=%q> weight %s", k.Name, capacity.JavaFloat(k.Weight.Val)), k.Weight.Pos))
		c.absCap[k] = c.absCap[q] * pcts[i] / 100
		c.out.Queues = append(c.out.Queues, Queue{Queue: k.FullName, Capacity: value, MaximumCapacity: maxima[i]})
	}
	if zero && c.in.Mode == ModePercentage {
		c.cs(capacity.Prefix+q.FullName+".allow-zero-capacity-sum", "true", c.from(fmt.Sprintf("<queue name=%q> children's weights all 0", q.Name), q.Pos))
	}
}

// settings converts one queue's own elements.
func (c *conv) settings(q *xmlconf.Queue) {
	p := capacity.Prefix + q.FullName + "."
	if q.MaxRunningApps.Set {
		c.cs(p+"max-parallel-apps", strconv.Itoa(int(q.MaxRunningApps.Val)), c.from("maxRunningApps", q.MaxRunningApps.Pos))
	}
	if q.MaxAMShare.Set {
		v := q.MaxAMShare.Val
		if v < 0 {
			v = 1
		}
		c.cs(p+"maximum-am-resource-percent", capacity.JavaFloat(v), c.from("maxAMShare", q.MaxAMShare.Pos))
	}
	if q.AllowPreemptionFrom.Set && !q.AllowPreemptionFrom.Val {
		c.cs(p+"disable_preemption", "true", c.from("allowPreemptionFrom", q.AllowPreemptionFrom.Pos))
	}
	c.acl(q, p+"acl_submit_applications", "aclSubmitApps", q.ACLSubmitApps)
	c.acl(q, p+"acl_administer_queue", "aclAdministerApps", q.ACLAdministerApps)
	c.containerMax(q, p)
	c.leafLimits(q, p)
	c.unkept(q)
}

// acl copies a queue ACL that is set.
func (c *conv) acl(q *xmlconf.Queue, key, element string, f xmlconf.Field[string]) {
	if f.Set {
		c.cs(key, f.Val, c.from(element, f.Pos))
	}
}

// containerMax converts maxContainerAllocation's memory and vcores.
func (c *conv) containerMax(q *xmlconf.Queue, p string) {
	f := q.MaxContainerAllocation
	if !f.Set {
		return
	}
	if f.Val.IsPercent() || len(f.Val.Absolute) < 2 {
		c.find(lint.ConvertNoCounterpart, f.Pos, q.FullName, "maxContainerAllocation as a percentage has no Capacity Scheduler counterpart; it is not converted")
		return
	}
	c.cs(p+"maximum-allocation-mb", strconv.FormatInt(f.Val.Absolute[0], 10), c.from("maxContainerAllocation", f.Pos))
	c.cs(p+"maximum-allocation-vcores", strconv.FormatInt(f.Val.Absolute[1], 10), c.from("maxContainerAllocation", f.Pos))
}

// leafLimits writes the Capacity Scheduler limits the Fair Scheduler does
// not have, on each leaf, so that a leaf behaves as it did: the ordering
// policy, user-limit-factor, and maximum-applications.
func (c *conv) leafLimits(q *xmlconf.Queue, p string) {
	if len(created(q)) > 0 {
		return
	}
	policy := "fair"
	if q.Policy == xmlconf.PolicyFIFO {
		policy = "fifo"
	}
	c.cs(p+"ordering-policy", policy, c.from("schedulingPolicy "+string(q.Policy), q.SchedulingPolicy.Pos))
	if q.Policy == xmlconf.PolicyDRF {
		c.find(lint.ConvertApproximated, q.SchedulingPolicy.Pos, q.FullName, "schedulingPolicy drf becomes ordering-policy fair: the Capacity Scheduler orders a leaf's applications by memory alone")
	}
	ulf := "-1"
	if !c.in.Target.Capacity.UnlimitedUserLimitFactor {
		ulf = strconv.Itoa(userLimitFactor(c.absCapacity(q), c.absMax[q]))
	}
	c.cs(p+"user-limit-factor", ulf, "fairsched convert: no per-user limit in the Fair Scheduler; one user may use the queue up to its maximum")
	c.cs(p+"maximum-applications", strconv.Itoa(capacity.DefaultMaxApplications), "fairsched convert: the Fair Scheduler does not limit pending applications per queue; the system-wide default instead of 10000 x the queue's absolute capacity")
}

// userLimitFactor is the smallest whole factor that lets one user reach
// the queue's maximum from its capacity.
func userLimitFactor(absCap, absMax float64) int {
	if absCap <= 0 {
		return 100000
	}
	return max(1, int(math.Ceil(absMax/absCap-1e-9)))
}

// absCapacity is q's absolute capacity from the weights of its path.
func (c *conv) absCapacity(q *xmlconf.Queue) float64 { return c.absCap[q] }

// emptyRoot gives a file without queues the one leaf the Capacity
// Scheduler needs (it refuses a root without .queues): root.default, where
// every application went.
func (c *conv) emptyRoot() {
	from := "fairsched convert: the allocation file declares no queue; root.default took every application"
	c.cs(capacity.Prefix+"root.queues", "default", from)
	c.cs(capacity.Prefix+"root.default.capacity", "100", from)
	c.out.Queues = append(c.out.Queues, Queue{Queue: "root.default", Capacity: "100", MaximumCapacity: "100"})
}

// sameNameLeaves reports leaves sharing a short name where the target
// release's Capacity Scheduler requires distinct names.
func (c *conv) sameNameLeaves() {
	if c.in.Target.Capacity.SameNameLeaves {
		return
	}
	seen := map[string]*xmlconf.Queue{}
	c.in.Fair.Root.Walk(func(q *xmlconf.Queue) {
		if q.NotCreated != "" || len(created(q)) > 0 || q.Parent == nil {
			return
		}
		if first, ok := seen[q.Name]; ok {
			c.find(lint.ConvertNoCounterpart, q.Pos, q.FullName, fmt.Sprintf(
				"leaf queues %s and %s share the name %q: the Capacity Scheduler of Hadoop %s requires distinct leaf names (from 3.4.0 it does not); rename one",
				first.FullName, q.FullName, q.Name, c.in.Target.Version))
			return
		}
		seen[q.Name] = q
	})
}
