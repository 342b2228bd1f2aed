package convert

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/yarnsite"
)

// CapacitySchedulerClass is the scheduler class the move sets.
const CapacitySchedulerClass = "org.apache.hadoop.yarn.server.resourcemanager.scheduler.capacity.CapacityScheduler"

// siteTarget is the property a Fair Scheduler yarn-site property becomes,
// in yarn-site or in capacity-scheduler.xml.
type siteTarget struct{ site, cs string }

// siteTargets are the Fair Scheduler's yarn-site properties the move
// converts, with what they become; lint's convert rules report the others
// it cannot keep.
var siteTargets = map[string]siteTarget{
	"yarn.scheduler.fair.waitTimeBeforeKill":                {site: "yarn.resourcemanager.monitor.capacity.preemption.max_wait_before_kill"},
	"yarn.scheduler.fair.waitTimeBeforeNextStarvationCheck": {site: "yarn.resourcemanager.monitor.capacity.preemption.monitoring_interval"},
	"yarn.scheduler.fair.assignmultiple":                    {cs: capacity.Prefix + "per-node-heartbeat.multiple-assignments-enabled"},
	"yarn.scheduler.fair.max.assign":                        {cs: capacity.Prefix + "per-node-heartbeat.maximum-container-assignments"},
	"yarn.scheduler.fair.continuous-scheduling-enabled":     {cs: capacity.Prefix + "schedule-asynchronously.enable"},
	"yarn.scheduler.fair.continuous-scheduling-sleep-ms":    {cs: capacity.Prefix + "schedule-asynchronously.scheduling-interval-ms"},
	"yarn.resource-types.memory-mb.increment-allocation":    {site: "yarn.scheduler.minimum-allocation-mb"},
	"yarn.resource-types.vcores.increment-allocation":       {site: "yarn.scheduler.minimum-allocation-vcores"},
}

// yarnSite writes the properties the move sets and converts the Fair
// Scheduler's own.
func (c *conv) yarnSite() {
	c.site("yarn.resourcemanager.scheduler.class", CapacitySchedulerClass, "fairsched convert: the move to the Capacity Scheduler")
	if c.fsSite.Preemption.Val {
		c.monitor(preemptionPolicy)
	}
	defer c.writeMonitors()
	ys := c.in.YarnSite
	if ys == nil {
		c.locality(nil)
		return
	}
	var nodeLocality *yarnsite.Property
	for _, p := range ys.Properties() {
		if p.Name == "yarn.scheduler.fair.locality.threshold.node" {
			nodeLocality = p
		}
		c.siteProperty(ys.File, p)
	}
	c.locality(nodeLocality)
}

// siteProperty converts one yarn-site property.
func (c *conv) siteProperty(file string, p *yarnsite.Property) {
	k, ok := siteTargets[p.Name]
	if !ok {
		return
	}
	from := fmt.Sprintf("fairsched convert: %s at %s:%d", p.Name, filepath.Base(file), p.Pos.Line)
	value := strings.TrimSpace(p.Raw)
	if k.site != "" {
		c.site(k.site, value, from)
	}
	if k.cs != "" {
		c.cs(k.cs, value, from)
	}
}

// locality writes node-locality-delay 0 when the Fair Scheduler did not
// delay for locality (threshold unset or negative), so that the Capacity
// Scheduler's default delay of 40 missed opportunities does not start.
func (c *conv) locality(node *yarnsite.Property) {
	if node != nil && !strings.HasPrefix(strings.TrimSpace(node.Raw), "-") {
		return // reported; the admin sets the delay
	}
	c.cs(capacity.Prefix+"node-locality-delay", "0", "fairsched convert: the Fair Scheduler did not wait for a node-local container (locality.threshold.node unset or negative); without this the Capacity Scheduler waits 40 missed scheduling opportunities for one")
}
