package convert

import (
	"fmt"
	"strings"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/xmlconf"
	"github.com/fairsched/fairsched/yarnsite"
)

// CapacitySchedulerClass is the scheduler class the move sets.
const CapacitySchedulerClass = "org.apache.hadoop.yarn.server.resourcemanager.scheduler.capacity.CapacityScheduler"

// fairKey says what becomes of one Fair Scheduler yarn-site property.
type fairKey struct {
	site, cs string // the property it becomes in yarn-site or capacity-scheduler.xml
	rule     *lint.Rule
	why      string // for a finding, when it has no counterpart
}

// fairKeys are the yarn-site properties of the Fair Scheduler the move
// converts or reports.
var fairKeys = map[string]fairKey{
	"yarn.scheduler.fair.preemption":                               {},
	"yarn.scheduler.fair.waitTimeBeforeKill":                       {site: "yarn.resourcemanager.monitor.capacity.preemption.max_wait_before_kill"},
	"yarn.scheduler.fair.waitTimeBeforeNextStarvationCheck":        {site: "yarn.resourcemanager.monitor.capacity.preemption.monitoring_interval"},
	"yarn.scheduler.fair.assignmultiple":                           {cs: capacity.Prefix + "per-node-heartbeat.multiple-assignments-enabled"},
	"yarn.scheduler.fair.max.assign":                               {cs: capacity.Prefix + "per-node-heartbeat.maximum-container-assignments"},
	"yarn.scheduler.fair.continuous-scheduling-enabled":            {cs: capacity.Prefix + "schedule-asynchronously.enable"},
	"yarn.scheduler.fair.continuous-scheduling-sleep-ms":           {cs: capacity.Prefix + "schedule-asynchronously.scheduling-interval-ms"},
	"yarn.resource-types.memory-mb.increment-allocation":           {rule: lint.ConvertApproximated, site: "yarn.scheduler.minimum-allocation-mb", why: "the Capacity Scheduler rounds requests up to a multiple of the minimum allocation"},
	"yarn.resource-types.vcores.increment-allocation":              {rule: lint.ConvertApproximated, site: "yarn.scheduler.minimum-allocation-vcores", why: "the Capacity Scheduler rounds requests up to a multiple of the minimum allocation"},
	"yarn.scheduler.fair.locality.threshold.node":                  {rule: lint.ConvertLocality, why: "a fraction of the cluster's nodes; node-locality-delay counts missed scheduling opportunities: set it to about this fraction times the number of nodes"},
	"yarn.scheduler.fair.locality.threshold.rack":                  {rule: lint.ConvertLocality, why: "a fraction of the cluster's nodes; rack-locality-additional-delay counts missed scheduling opportunities: set it to about this fraction times the number of nodes"},
	"yarn.scheduler.fair.locality-delay-node-ms":                   {rule: lint.ConvertLocality, why: "the Capacity Scheduler has no time-based locality delay"},
	"yarn.scheduler.fair.locality-delay-rack-ms":                   {rule: lint.ConvertLocality, why: "the Capacity Scheduler has no time-based locality delay"},
	"yarn.scheduler.fair.allocation.file":                          {rule: lint.ConvertRenamed, why: "the Capacity Scheduler reads capacity-scheduler.xml instead"},
	"yarn.scheduler.fair.sizebasedweight":                          {},
	"yarn.scheduler.fair.user-as-default-queue":                    {},
	"yarn.scheduler.fair.allow-undeclared-pools":                   {},
	"yarn.scheduler.fair.preemption.cluster-utilization-threshold": {rule: lint.ConvertNoCounterpart, why: "the Capacity Scheduler's preemption has no utilization threshold"},
	"yarn.scheduler.fair.update-interval-ms":                       {rule: lint.ConvertNoCounterpart, why: "the Capacity Scheduler has no fair share update interval: it recomputes its limits as resources change"},
	"yarn.scheduler.fair.dynamic.max.assign":                       {rule: lint.ConvertApproximated, why: "the Capacity Scheduler assigns up to maximum-container-assignments per heartbeat"},
	"yarn.scheduler.fair.am.preemption":                            {rule: lint.ConvertNoCounterpart, why: "the Capacity Scheduler's preemption policy decides itself whether to preempt AM containers"},
	"yarn.scheduler.fair.preemptionInterval":                       {rule: lint.ConvertNoCounterpart, why: "the Capacity Scheduler checks for preemption every monitoring_interval (from waitTimeBeforeNextStarvationCheck)"},
	"yarn.scheduler.fair.reservable-nodes":                         {rule: lint.ConvertNoCounterpart, why: "the Capacity Scheduler reserves on any node it cannot allocate on"},
	"yarn.scheduler.fair.event-log-enabled":                        {rule: lint.ConvertNoCounterpart, why: "the Fair Scheduler's event log has no Capacity Scheduler counterpart; it changes no scheduling"},
	"yarn.scheduler.fair.migration.mode":                           {rule: lint.ConvertNoCounterpart, why: "a switch of fs2cs's own, with no effect on a running Fair Scheduler"},
	"yarn.scheduler.fair.no-terminal-rule.check":                   {rule: lint.ConvertNoCounterpart, why: "a switch of fs2cs's own, with no effect on a running Fair Scheduler"},
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

// siteProperty converts or reports one yarn-site property.
func (c *conv) siteProperty(file string, p *yarnsite.Property) {
	name := p.Name
	if strings.HasPrefix(name, "yarn.scheduler.fair.am.preemption.") { // per queue (YARN-9537)
		name = "yarn.scheduler.fair.am.preemption"
	}
	k, known := fairKeys[name]
	from := fmt.Sprintf("fairsched convert: %s at %s:%d", p.Name, file, p.Pos.Line)
	value := strings.TrimSpace(p.Raw)
	switch {
	case !known && strings.HasPrefix(p.Name, "yarn.scheduler.fair."):
		c.siteFindingSev(file, p, lint.ConvertNoCounterpart, lint.Info, p.Name+" is not a setting the Fair Scheduler reads (Hadoop ignores it), so it has no counterpart and no effect")
		return
	case !known:
		return
	}
	if (p.Name == "yarn.scheduler.fair.user-as-default-queue" || p.Name == "yarn.scheduler.fair.allow-undeclared-pools") && c.policyPos().IsValid() {
		c.siteFindingSev(file, p, lint.ConvertPlacement, lint.Info, fmt.Sprintf("%s %s has no effect: the allocation file has a queuePlacementPolicy, which the mapping rules follow", p.Name, value))
	}
	if k.rule != nil {
		sev := k.rule.Severity
		switch name {
		case "yarn.scheduler.fair.preemption.cluster-utilization-threshold", "yarn.scheduler.fair.am.preemption", "yarn.scheduler.fair.preemptionInterval":
			sev, _ = c.preemptionEffect()
		case "yarn.scheduler.fair.reservable-nodes":
			sev = lint.Warning
		case "yarn.scheduler.fair.update-interval-ms", "yarn.scheduler.fair.event-log-enabled", "yarn.scheduler.fair.migration.mode", "yarn.scheduler.fair.no-terminal-rule.check":
			sev = lint.Info
		}
		c.siteFindingSev(file, p, k.rule, sev, fmt.Sprintf("%s %s: %s", p.Name, value, k.why))
	}
	if k.site != "" {
		c.site(k.site, value, from)
	}
	if k.cs != "" {
		c.cs(k.cs, value, from)
	}
}

// siteFindingSev records a finding about a yarn-site property.
func (c *conv) siteFindingSev(file string, p *yarnsite.Property, r *lint.Rule, sev lint.Severity, msg string) {
	c.out.Findings = append(c.out.Findings, lint.Diagnostic{File: file, Pos: xmlconf.Pos{Line: p.Pos.Line, Col: p.Pos.Col},
		Rule: r.ID, Severity: sev, Message: msg})
}

// locality writes node-locality-delay 0 when the Fair Scheduler did not
// delay for locality (threshold unset or negative), so that the Capacity
// Scheduler's default delay of 40 missed opportunities does not start.
func (c *conv) locality(node *yarnsite.Property) {
	if node != nil && !strings.HasPrefix(strings.TrimSpace(node.Raw), "-") {
		return // reported; the admin sets the delay
	}
	c.cs(capacity.Prefix+"node-locality-delay", "0", "fairsched convert: the Fair Scheduler did not wait for node locality (locality.threshold.node unset)")
}
