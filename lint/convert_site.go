package lint

import (
	"fmt"
	"strings"
)

// siteLoss is what a Fair Scheduler yarn-site property loses in the move,
// and so which convert rule reports it.
type siteLoss int

const (
	siteKept          siteLoss = iota // converted, or read by the conversion
	siteApproximated                  // convert-approximated
	siteLocality                      // convert-locality
	siteRenamed                       // convert-renamed
	siteNoCounterpart                 // convert-no-counterpart
)

// siteEffect is the severity of a lost yarn-site property.
type siteEffect int

const (
	siteUsual      siteEffect = iota // the rule's usual severity
	sitePreemption                   // as the Fair Scheduler's preemption makes it (preemptionEffect)
	siteWarning
	siteInfo
)

// siteKey says what becomes of one Fair Scheduler yarn-site property.
type siteKey struct {
	loss   siteLoss
	effect siteEffect
	why    string
}

// convertSiteKeys are the yarn-site properties of the Fair Scheduler the
// move converts or reports; the convert package writes the counterparts
// of those it converts.
var convertSiteKeys = map[string]siteKey{
	"yarn.scheduler.fair.preemption":                               {},
	"yarn.scheduler.fair.waitTimeBeforeKill":                       {},
	"yarn.scheduler.fair.waitTimeBeforeNextStarvationCheck":        {},
	"yarn.scheduler.fair.assignmultiple":                           {},
	"yarn.scheduler.fair.max.assign":                               {},
	"yarn.scheduler.fair.continuous-scheduling-enabled":            {},
	"yarn.scheduler.fair.continuous-scheduling-sleep-ms":           {},
	"yarn.resource-types.memory-mb.increment-allocation":           {loss: siteApproximated, why: "the Capacity Scheduler rounds requests up to a multiple of the minimum allocation"},
	"yarn.resource-types.vcores.increment-allocation":              {loss: siteApproximated, why: "the Capacity Scheduler rounds requests up to a multiple of the minimum allocation"},
	"yarn.scheduler.fair.locality.threshold.node":                  {loss: siteLocality, why: "a fraction of the cluster's nodes; node-locality-delay counts missed scheduling opportunities: set it to about this fraction times the number of nodes"},
	"yarn.scheduler.fair.locality.threshold.rack":                  {loss: siteLocality, why: "a fraction of the cluster's nodes; rack-locality-additional-delay counts missed scheduling opportunities: set it to about this fraction times the number of nodes"},
	"yarn.scheduler.fair.locality-delay-node-ms":                   {loss: siteLocality, why: "the Capacity Scheduler has no time-based locality delay"},
	"yarn.scheduler.fair.locality-delay-rack-ms":                   {loss: siteLocality, why: "the Capacity Scheduler has no time-based locality delay"},
	"yarn.scheduler.fair.allocation.file":                          {loss: siteRenamed, why: "the Capacity Scheduler reads capacity-scheduler.xml instead"},
	"yarn.scheduler.fair.sizebasedweight":                          {},
	"yarn.scheduler.fair.user-as-default-queue":                    {},
	"yarn.scheduler.fair.allow-undeclared-pools":                   {},
	"yarn.scheduler.fair.preemption.cluster-utilization-threshold": {loss: siteNoCounterpart, effect: sitePreemption, why: "the Capacity Scheduler's preemption has no utilization threshold"},
	"yarn.scheduler.fair.update-interval-ms":                       {loss: siteNoCounterpart, effect: siteInfo, why: "the Capacity Scheduler has no fair share update interval: it recomputes its limits as resources change"},
	"yarn.scheduler.fair.dynamic.max.assign":                       {loss: siteApproximated, why: "the Capacity Scheduler assigns up to maximum-container-assignments per heartbeat"},
	"yarn.scheduler.fair.am.preemption":                            {loss: siteNoCounterpart, effect: sitePreemption, why: "the Capacity Scheduler's preemption policy decides itself whether to preempt AM containers"},
	"yarn.scheduler.fair.preemptionInterval":                       {loss: siteNoCounterpart, effect: sitePreemption, why: "the Capacity Scheduler checks for preemption every monitoring_interval (from waitTimeBeforeNextStarvationCheck)"},
	"yarn.scheduler.fair.reservable-nodes":                         {loss: siteNoCounterpart, effect: siteWarning, why: "the Capacity Scheduler reserves on any node it cannot allocate on"},
	"yarn.scheduler.fair.event-log-enabled":                        {loss: siteNoCounterpart, effect: siteInfo, why: "the Fair Scheduler's event log has no Capacity Scheduler counterpart; it changes no scheduling"},
	"yarn.scheduler.fair.migration.mode":                           {loss: siteNoCounterpart, effect: siteInfo, why: "a switch of fs2cs's own, with no effect on a running Fair Scheduler"},
	"yarn.scheduler.fair.no-terminal-rule.check":                   {loss: siteNoCounterpart, effect: siteInfo, why: "a switch of fs2cs's own, with no effect on a running Fair Scheduler"},
}

// convertSiteKey returns the name under which the conversion knows a
// yarn-site property (the per-queue am.preemption.<queue> keys of
// YARN-9537 as yarn.scheduler.fair.am.preemption), and whether it is a
// Fair Scheduler property the move converts or reports.
func convertSiteKey(name string) (string, bool) {
	if strings.HasPrefix(name, "yarn.scheduler.fair.am.preemption.") {
		name = "yarn.scheduler.fair.am.preemption"
	}
	_, known := convertSiteKeys[name]
	return name, known
}

// reportSiteKeys reports the yarn-site properties whose loss is the
// current rule's, each with the severity of its effect.
func reportSiteKeys(p *ConvertView, loss siteLoss) {
	if p.YarnSite == nil {
		return
	}
	for _, prop := range p.YarnSite.Properties() {
		name, _ := convertSiteKey(prop.Name)
		if k, ok := convertSiteKeys[name]; ok && k.loss == loss {
			p.ReportSite(p.siteSeverity(k.effect), prop, fmt.Sprintf("%s %s: %s", prop.Name, strings.TrimSpace(prop.Raw), k.why))
		}
	}
}

// siteSeverity is the severity of a lost yarn-site property's effect.
func (p *ConvertView) siteSeverity(e siteEffect) Severity {
	switch e {
	case sitePreemption:
		sev, _ := p.preemptionEffect()
		return sev
	case siteWarning:
		return Warning
	case siteInfo:
		return Info
	}
	return p.pass.rule.Severity
}

// preemptionEffect is the severity of a lost preemption setting, and why:
// none while the Fair Scheduler does not preempt
// (yarn.scheduler.fair.preemption false, Hadoop's default).
func (p *ConvertView) preemptionEffect() (Severity, string) {
	if !p.Settings.Preemption.Val {
		return Info, "Capacity Scheduler preemption is one cluster-wide policy; the Fair Scheduler does not preempt here (yarn.scheduler.fair.preemption is false), so it has no effect"
	}
	return Warning, "Capacity Scheduler preemption is one cluster-wide policy, which the converted yarn-site.xml turns on; this queue's own timing is not kept"
}

// unreadSiteKeys reports the yarn.scheduler.fair.* properties the Fair
// Scheduler does not read (convert-no-counterpart).
func unreadSiteKeys(p *ConvertView) {
	if p.YarnSite == nil {
		return
	}
	for _, prop := range p.YarnSite.Properties() {
		if _, known := convertSiteKey(prop.Name); !known && strings.HasPrefix(prop.Name, "yarn.scheduler.fair.") {
			p.ReportSite(Info, prop, prop.Name+" is not a setting the Fair Scheduler reads (Hadoop ignores it), so it has no counterpart and no effect")
		}
	}
}

// placementSiteKeys reports user-as-default-queue and
// allow-undeclared-pools where the file's queuePlacementPolicy makes them
// moot (convert-placement).
func placementSiteKeys(p *ConvertView) {
	if p.YarnSite == nil || p.Fair.Placement == nil || !p.Fair.Placement.Pos.IsValid() {
		return
	}
	for _, prop := range p.YarnSite.Properties() {
		if prop.Name == "yarn.scheduler.fair.user-as-default-queue" || prop.Name == "yarn.scheduler.fair.allow-undeclared-pools" {
			p.ReportSite(Info, prop, fmt.Sprintf("%s %s has no effect: the allocation file has a queuePlacementPolicy, which the mapping rules follow", prop.Name, strings.TrimSpace(prop.Raw)))
		}
	}
}
