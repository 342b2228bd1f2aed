package convert

import (
	"strings"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/xmlconf"
)

// The yarn-site settings of auto-created queue deletion, as fs2cs writes
// them in weight mode.
const (
	deletionPolicy   = "org.apache.hadoop.yarn.server.resourcemanager.scheduler.capacity.AutoCreatedQueueDeletionPolicy"
	preemptionPolicy = "org.apache.hadoop.yarn.server.resourcemanager.monitor.capacity.ProportionalCapacityPreemptionPolicy"
)

// autoCreation lets every parent under which the Fair Scheduler creates
// queues at submission create them in the Capacity Scheduler too: the
// flexible auto-queue-creation-v2 (3.4.0 in weight mode, with the monitor
// that deletes idle created queues, as fs2cs does), else a managed parent
// with a leaf-queue-template where the queue has no static children (a
// Fair Scheduler leaf that queues are created under).
func (c *conv) autoCreation() {
	for _, q := range c.in.Fair.Queues() {
		pos, ok := c.dynamic[q]
		if !ok {
			continue
		}
		p := capacity.Prefix + q.FullName + "."
		from := c.from("placement rule creating queues under "+q.FullName, pos)
		switch {
		case c.flexible():
			c.cs(p+"auto-queue-creation-v2.enabled", "true", from)
			c.monitor(deletionPolicy)
			if len(CreatedChildren(q)) > 0 {
				c.createdLeafTemplate(p + "auto-queue-creation-v2.leaf-template.")
			}
		case q.Parent == nil:
			// reported at the rule: root is never a managed parent
		case len(CreatedChildren(q)) > 0:
			c.facts.Placement = append(c.facts.Placement, PlacementLoss{Kind: PlacementStaticParent, Pos: pos, Queue: q.FullName})
		default: // an approximation, which convert-approximated words
			c.cs(p+"auto-create-child-queue.enabled", "true", from)
			c.cs(p+"leaf-queue-template.capacity", "10", from)
			c.cs(p+"leaf-queue-template.maximum-capacity", "100", from)
		}
	}
	if c.flexible() && len(c.dynamic) > 0 {
		c.site("yarn.scheduler.capacity.auto-queue-creation-v2.queue-expiration-time", "10", "fairsched convert: created queues are deleted 10 s after they empty, close to the Fair Scheduler's cleanup of dynamic queues (fs2cs writes the same)")
	}
}

// createdLeafTemplate gives the leaves created under a parent with static
// children what the Fair Scheduler gave its dynamic queues, once in the
// parent's leaf template (a Fair leaf that queues are created under gets
// the same from leafLimits): the default scheduling policy's ordering,
// and no per-user limit (the release's file-wide application limit covers
// them, applicationLimits).
func (c *conv) createdLeafTemplate(t string) {
	a := c.in.Fair
	from := "fairsched convert: queues the Fair Scheduler creates at submission"
	if a.DefaultQueueSchedulingPolicy.Val != xmlconf.PolicyFIFO {
		c.cs(t+"ordering-policy", "fair", c.from("defaultQueueSchedulingPolicy "+string(a.DefaultQueueSchedulingPolicy.Val)+", the policy of "+from[len("fairsched convert: "):], a.DefaultQueueSchedulingPolicy.Pos()))
	}
	c.cs(t+"user-limit-factor", "-1", from+" have no per-user limit; one user may use the queue up to its maximum")
}

// templatePrefix is where a queue that the Fair Scheduler declares as a
// leaf but creates queues under gets its leaf settings: the template of
// its created queues. "" for a queue that stays a leaf.
func (c *conv) templatePrefix(q *xmlconf.Queue) string {
	if _, ok := c.dynamic[q]; !ok || len(CreatedChildren(q)) > 0 {
		return ""
	}
	p := capacity.Prefix + q.FullName + "."
	if c.flexible() {
		return p + "auto-queue-creation-v2.leaf-template."
	}
	return p + "leaf-queue-template."
}

// monitor adds a scheduling monitor policy to yarn-site.
func (c *conv) monitor(policy string) {
	for _, p := range c.monitors {
		if p == policy {
			return
		}
	}
	c.monitors = append(c.monitors, policy)
}

// writeMonitors turns the scheduling monitors on with their policies.
func (c *conv) writeMonitors() {
	if len(c.monitors) == 0 {
		return
	}
	c.site("yarn.resourcemanager.scheduler.monitor.enable", "true", "fairsched convert: the scheduling monitors ("+strings.Join(c.monitors, ", ")+")")
	c.site("yarn.resourcemanager.scheduler.monitor.policies", strings.Join(c.monitors, ","), "fairsched convert: preemption and/or deletion of idle created queues")
}
