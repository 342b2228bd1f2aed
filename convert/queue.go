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
		c.sizeBased(q)
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
		if strings.ContainsRune(k.Name, ',') || strings.TrimSpace(k.Name) != k.Name {
			c.find(lint.ConvertNoCounterpart, lint.Error, k.Pos, k.FullName, fmt.Sprintf(
				"the queue name %q cannot be said in the Capacity Scheduler's %s.queues, which splits names at commas and trims them: rename the queue", k.Name, q.FullName))
		}
	}
	c.cs(capacity.Prefix+q.FullName+".queues", strings.Join(names, ","), c.from(fmt.Sprintf("<queue name=%q> children", q.Name), q.Pos))
	c.capacities(q, kids)
	for _, k := range kids {
		c.queue(k)
	}
}

// capacities writes the children's capacities and maxima. With --cluster
// each child's capacity is its steady fair share over its parent's (the
// Fair Scheduler's share, capped at its maximum and raised to its
// minimum); without, its weight over its siblings'. Either way no
// capacity exceeds its maximum and the siblings add up to 100.
func (c *conv) capacities(q *xmlconf.Queue, kids []*xmlconf.Queue) {
	maxima := make([]maxInfo, len(kids))
	targets, caps := c.targets(q, kids), make([]float64, len(kids))
	for i, k := range kids {
		maxima[i] = c.maximum(k)
		caps[i] = math.Inf(1)
		if c.absCap[q] > 0 && maxima[i].abs < c.absCap[q] {
			caps[i] = max(0, maxima[i].abs) / c.absCap[q] * 100
		}
	}
	a := Assign(targets, caps)
	if a.Infeasible {
		c.infeasible(q, kids, maxima, a)
	}
	c.cutToMaximum(kids, targets, caps, a)
	byWeight := c.steady == nil && !binds(a.Percent, targets) && !negativeWeight(kids)
	zero := true
	for i, k := range kids {
		zero = zero && a.Percent[i] == 0
		value := formatPercent(a.Percent[i])
		switch {
		case c.in.Mode == ModeWeight && byWeight:
			value = formatWeight(k.Weight.Val) // fs2cs's own form
		case c.in.Mode == ModeWeight:
			value += "w" // weights in proportion to the shares
		}
		c.cs(capacity.Prefix+k.FullName+".capacity", value, c.capacityFrom(k))
		c.absCap[k] = c.absCap[q] * a.Percent[i] / 100
		maxValue := c.writeMaximum(k, maxima[i], a.Raised[i])
		c.out.Queues = append(c.out.Queues, Queue{Queue: k.FullName, Capacity: value, MaximumCapacity: maxValue})
	}
	if zero {
		c.cs(capacity.Prefix+q.FullName+".allow-zero-capacity-sum", "true", c.from(fmt.Sprintf("<queue name=%q> children's weights all 0", q.Name), q.Pos))
	}
}

// targets are the children's wanted shares of q in percent: their steady
// fair shares over q's (memory, the Capacity Scheduler's measure) with
// --cluster, else their weights over the siblings'.
func (c *conv) targets(q *xmlconf.Queue, kids []*xmlconf.Queue) []float64 {
	out := make([]float64, len(kids))
	if q.Parent != nil && c.absCap[q] == 0 {
		return out // a parent with no capacity: the Capacity Scheduler requires its children's to be 0 too
	}
	if c.steady != nil && c.steady[q].Get(0) > 0 {
		for i, k := range kids {
			out[i] = percentOf(float64(c.steady[k].Get(0)), float64(c.steady[q].Get(0)))
		}
		return out
	}
	sum := 0.0
	for _, k := range kids {
		sum += weightOf(k)
	}
	for i, k := range kids {
		out[i] = percentOf(weightOf(k), sum)
	}
	return out
}

// weightOf is a queue's weight, a negative one counting as 0.
func weightOf(q *xmlconf.Queue) float64 { return max(0, float64(q.Weight.Val)) }

// negativeWeight reports whether a child has a weight below 0, which
// weight mode cannot take.
func negativeWeight(kids []*xmlconf.Queue) bool {
	for _, k := range kids {
		if k.Weight.Val < 0 {
			return true
		}
	}
	return false
}

// binds reports whether the assignment departs from the targets by more
// than rounding.
func binds(got, want []float64) bool {
	for i := range got {
		if math.Abs(got[i]-want[i]) > 0.001 {
			return true
		}
	}
	return false
}

// capacityFrom says where a capacity comes from.
func (c *conv) capacityFrom(k *xmlconf.Queue) string {
	if c.steady != nil {
		return c.from(fmt.Sprintf("<queue name=%q> steady fair share %s on --cluster (weight %s)", k.Name,
			c.steady[k].Format(c.in.Fair.Types), capacity.JavaFloat(k.Weight.Val)), k.Pos)
	}
	return c.from(fmt.Sprintf("<queue name=%q> weight %s", k.Name, capacity.JavaFloat(k.Weight.Val)), k.Weight.Pos)
}

// cutToMaximum reports each child whose capacity falls below its share
// (its steady fair share with --cluster) because its maximum-capacity is
// lower: the Fair Scheduler computes a steady share of memory alone under
// fair, and a maximum of fewer vcores or another type caps the one
// capacity percentage of every type.
func (c *conv) cutToMaximum(kids []*xmlconf.Queue, targets, caps []float64, a Assignment) {
	if c.steady == nil {
		return // the Fair Scheduler caps a weight share at the maximum too
	}
	for i, k := range kids {
		if a.Raised[i] || caps[i] >= targets[i] || a.Percent[i] >= targets[i]-0.001 {
			continue
		}
		pos := k.MaxResources.Pos
		if !k.MaxResources.Set {
			pos = k.Pos
		}
		c.find(lint.ConvertApproximated, lint.Warning, pos, k.FullName, fmt.Sprintf(
			"the capacity is cut to %s%% of its parent, its maximum in its tightest resource type, below its steady fair share (of memory) of %s%%: one capacity percentage holds for every type, and none may exceed its maximum",
			formatPercent(a.Percent[i]), formatPercent(targets[i])))
	}
}

// infeasible reports a parent whose children's maxima leave part of it
// unassigned: the Capacity Scheduler needs the capacities to add up to
// 100 with none above its maximum, so the closest valid assignment raises
// some maxima.
func (c *conv) infeasible(q *xmlconf.Queue, kids []*xmlconf.Queue, maxima []maxInfo, a Assignment) {
	var raised []string
	for i, k := range kids {
		if a.Raised[i] {
			raised = append(raised, fmt.Sprintf("%s to %s%%", k.Name, formatPercent(a.Percent[i])))
		}
	}
	c.find(lint.ConvertMaxDropped, lint.Error, q.Pos, q.FullName, fmt.Sprintf(
		"the maxima of %s's children add up to less than its capacity, and the Capacity Scheduler needs their capacities to add up to 100 with none above its maximum: no valid assignment keeps every maximum; the closest raises the capacity and maximum-capacity of %s",
		q.FullName, strings.Join(raised, ", ")))
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
	c.sizeBased(q)
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
		c.find(lint.ConvertNoCounterpart, lint.Warning, f.Pos, q.FullName, "maxContainerAllocation as a percentage has no Capacity Scheduler counterpart; it is not converted")
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
	if t := c.templatePrefix(q); t != "" {
		p = t // the queue becomes the parent of the queues created in it
		if c.sizeBasedWeight() {
			c.cs(p+"ordering-policy.fair.enable-size-based-weight", "true", "fairsched convert: yarn.scheduler.fair.sizebasedweight true")
		}
	}
	policy := "fair"
	if q.Policy == xmlconf.PolicyFIFO {
		policy = "fifo"
	}
	c.cs(p+"ordering-policy", policy, c.from("schedulingPolicy "+string(q.Policy), q.SchedulingPolicy.Pos))
	if q.Policy == xmlconf.PolicyDRF {
		c.find(lint.ConvertApproximated, lint.Warning, q.SchedulingPolicy.Pos, q.FullName, "schedulingPolicy drf becomes ordering-policy fair: the Capacity Scheduler orders a leaf's applications by memory alone")
	}
	ulf := "-1"
	if !c.in.Target.Capacity.UnlimitedUserLimitFactor {
		ulf = strconv.Itoa(userLimitFactor(c.absCap[q], c.absMax[q]))
	}
	c.cs(p+"user-limit-factor", ulf, "fairsched convert: no per-user limit in the Fair Scheduler; one user may use the queue up to its maximum")
	c.cs(p+"maximum-applications", strconv.Itoa(capacity.DefaultMaxApplications), "fairsched convert: the Fair Scheduler does not limit pending applications per queue; the system-wide default instead of 10000 x the queue's absolute capacity")
}

// sizeBasedWeight reports yarn.scheduler.fair.sizebasedweight.
func (c *conv) sizeBasedWeight() bool { return c.fsSite.SizeBasedWeight.Val }

// sizeBased writes ordering-policy.fair.enable-size-based-weight on every
// queue when the Fair Scheduler weighs applications by size, as fs2cs
// does.
func (c *conv) sizeBased(q *xmlconf.Queue) {
	if c.sizeBasedWeight() {
		c.cs(capacity.Prefix+q.FullName+".ordering-policy.fair.enable-size-based-weight", "true", "fairsched convert: yarn.scheduler.fair.sizebasedweight true")
	}
}

// userLimitFactor is the smallest whole factor that lets one user reach
// the queue's maximum from its capacity.
func userLimitFactor(absCap, absMax float64) int {
	if absCap <= 0 {
		return 100000
	}
	return max(1, int(math.Ceil(absMax/absCap-1e-9)))
}

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
			c.find(lint.ConvertNoCounterpart, lint.Error, q.Pos, q.FullName, fmt.Sprintf(
				"leaf queues %s and %s share the name %q: the Capacity Scheduler of Hadoop %s requires distinct leaf names (from 3.4.0 it does not); rename one",
				first.FullName, q.FullName, q.Name, c.in.Target.Version))
			return
		}
		seen[q.Name] = q
	})
}
