package convert

import (
	"fmt"
	"math"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/xmlconf"
)

// from says where a value came from, for a property's description.
func (c *conv) from(element string, pos xmlconf.Pos) string {
	if pos.Line == 0 {
		return "fairsched convert: " + element + " (Fair Scheduler default)"
	}
	return "fairsched convert: " + element + " at " + c.sourceName() + ":" + strconv.Itoa(int(pos.Line))
}

// sourceName is the allocation file as the written descriptions name it:
// its base name, never a path of the machine convert ran on.
func (c *conv) sourceName() string { return filepath.Base(c.in.File) }

// queue converts q, then its children, in tree order.
func (c *conv) queue(q *xmlconf.Queue) {
	kids := CreatedChildren(q)
	if q.Parent == nil && c.defaultLeaf != nil {
		kids = append(kids, c.defaultLeaf)
	}
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
	}
	c.cs(capacity.Prefix+q.FullName+".queues", strings.Join(names, ","), c.from(fmt.Sprintf("<queue name=%q> children", q.Name), q.Pos))
	c.capacities(q, kids)
	for _, k := range kids {
		c.queue(k)
	}
}

// settings converts one queue's own elements.
func (c *conv) settings(q *xmlconf.Queue) {
	p := capacity.Prefix + q.FullName + "."
	if q.MaxRunningApps.Set {
		c.parallelApps(p+"max-parallel-apps", strconv.Itoa(int(q.MaxRunningApps.Val)), c.from("maxRunningApps", q.MaxRunningApps.Pos()))
	}
	if q.MaxAMShare.Set {
		c.amShare(p+"maximum-am-resource-percent", "maxAMShare", q.MaxAMShare)
	}
	if q.AllowPreemptionFrom.Set && !q.AllowPreemptionFrom.Val {
		c.cs(p+"disable_preemption", "true", c.from("allowPreemptionFrom", q.AllowPreemptionFrom.Pos()))
	}
	c.acl(q, p+"acl_submit_applications", "aclSubmitApps", q.ACLSubmitApps)
	c.acl(q, p+"acl_administer_queue", "aclAdministerApps", q.ACLAdministerApps)
	c.sizeBased(q)
	c.containerMax(q, p)
	c.leafLimits(q, p)
}

// acl copies a queue ACL that is set.
func (c *conv) acl(q *xmlconf.Queue, key, element string, f xmlconf.Field[string]) {
	if f.Set {
		c.cs(key, f.Val, c.from(element, f.Pos()))
	}
}

// containerMax converts maxContainerAllocation's memory and vcores; a
// percentage has no counterpart.
func (c *conv) containerMax(q *xmlconf.Queue, p string) {
	f := q.MaxContainerAllocation
	if !f.Set {
		return
	}
	if f.Val.IsPercent() || len(f.Val.Absolute) < 2 {
		return // no counterpart (convert-no-counterpart)
	}
	c.cs(p+"maximum-allocation-mb", strconv.FormatInt(f.Val.Absolute[0], 10), c.from("maxContainerAllocation", f.Pos()))
	c.cs(p+"maximum-allocation-vcores", strconv.FormatInt(f.Val.Absolute[1], 10), c.from("maxContainerAllocation", f.Pos()))
}

// leafLimits writes the Capacity Scheduler limits the Fair Scheduler does
// not have, on a leaf, where the target would otherwise behave otherwise:
// the ordering policy where it is not the default fifo, a user-limit-factor
// that lets one user reach the maximum where the default 1 would not, and
// maximum-applications where the release has no file-wide per-queue
// default (applicationLimits). A leaf under which queues are created gets
// them in its template, once, for the queues created in it.
func (c *conv) leafLimits(q *xmlconf.Queue, p string) {
	if len(CreatedChildren(q)) > 0 {
		return
	}
	created := false
	if t := c.templatePrefix(q); t != "" {
		p, created = t, true // the queue becomes the parent of the queues created in it
		if c.sizeBasedWeight() {
			c.cs(p+"ordering-policy.fair.enable-size-based-weight", "true", "fairsched convert: yarn.scheduler.fair.sizebasedweight true")
		}
	}
	if q.Policy != xmlconf.PolicyFIFO {
		c.cs(p+"ordering-policy", "fair", c.from("schedulingPolicy "+string(q.Policy), q.SchedulingPolicy.Pos()))
	}
	if ulf := c.userLimitFactor(q, created); ulf != "" {
		c.cs(p+"user-limit-factor", ulf, "fairsched convert: no per-user limit in the Fair Scheduler; one user may use the queue up to its maximum")
	}
	if !c.perQueueAppsDefault() && (created || c.absCap[q] < 1) {
		c.cs(p+"maximum-applications", strconv.Itoa(capacity.DefaultMaxApplications), "fairsched convert: the Fair Scheduler does not limit pending applications per queue; the system-wide default instead of 10000 x the queue's absolute capacity")
	}
}

// userLimitFactor is the user-limit-factor that lets one user use a leaf
// up to its maximum, "" where the default (1) already does (the capacity
// is the maximum): -1 (no limit) where the release reads it, else the
// smallest whole factor. created: the leaf's template, for queues whose
// capacity is not known.
func (c *conv) userLimitFactor(q *xmlconf.Queue, created bool) string {
	if !created && c.absCap[q] > 0 && c.absCap[q] >= c.absMax[q]-1e-12 {
		return ""
	}
	if c.in.Target.Capacity.UnlimitedUserLimitFactor {
		return "-1"
	}
	f := 100000
	if !created {
		f = userLimitFactor(c.absCap[q], c.absMax[q])
	}
	if f == 1 {
		return ""
	}
	return strconv.Itoa(f)
}

// perQueueAppsDefault reports whether the target reads a file-wide
// per-queue application limit (global-queue-max-application), which
// applicationLimits writes once instead of maximum-applications on every
// leaf.
func (c *conv) perQueueAppsDefault() bool { return c.in.Target.Capacity.GlobalQueueMaxApplication }

// applicationLimits writes the file-wide per-queue application limit where
// the target reads one: every leaf, created ones included, accepts 10000
// applications as the Fair Scheduler did, instead of 10000 x its absolute
// capacity.
func (c *conv) applicationLimits() {
	if c.perQueueAppsDefault() {
		c.cs(capacity.Prefix+"global-queue-max-application", strconv.Itoa(capacity.DefaultMaxApplications), "fairsched convert: the Fair Scheduler does not limit pending applications per queue; every queue accepts the system-wide default instead of 10000 x its absolute capacity")
	}
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
	value := "100"
	if _, creates := c.dynamic[c.in.Fair.Root]; creates && c.flexible() {
		value = formatWeight(1) // queues created beside it need weights, as in the Fair Scheduler
	}
	c.cs(capacity.Prefix+"root.queues", "default", from)
	c.cs(capacity.Prefix+"root.default.capacity", value, from)
	c.out.Queues = append(c.out.Queues, Queue{Queue: "root.default", Capacity: value, MaximumCapacity: "100"})
}
