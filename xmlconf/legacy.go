package xmlconf

import (
	"fmt"

	"github.com/beevik/etree"
)

// legacyName is an element of another fair scheduler's allocation file
// (MapReduce 1's, or Spark's fairscheduler.xml) and the YARN element that
// does its job.
type legacyName struct {
	yarn   string // the YARN element
	origin string // where the name comes from, with its article: "a MapReduce 1 name"
	slots  bool   // the old element counted task slots; the YARN one takes resources
}

// legacyNames are the names Hadoop's YARN Fair Scheduler does not read but
// that older fair schedulers did.
var legacyNames = map[string]legacyName{
	"maxRunningJobs":            {yarn: "maxRunningApps", origin: "a MapReduce 1 name"},
	"userMaxJobsDefault":        {yarn: "userMaxAppsDefault", origin: "a MapReduce 1 name"},
	"poolMaxJobsDefault":        {yarn: "queueMaxAppsDefault", origin: "a MapReduce 1 name"},
	"defaultPoolSchedulingMode": {yarn: "defaultQueueSchedulingPolicy", origin: "a MapReduce 1 name"},
	"defaultSchedulingMode":     {yarn: "defaultQueueSchedulingPolicy", origin: "an older fair scheduler's name"},
	"minMaps":                   {yarn: "minResources", origin: "a MapReduce 1 name", slots: true},
	"minReduces":                {yarn: "minResources", origin: "a MapReduce 1 name", slots: true},
	"maxMaps":                   {yarn: "maxResources", origin: "a MapReduce 1 name", slots: true},
	"maxReduces":                {yarn: "maxResources", origin: "a MapReduce 1 name", slots: true},
	"minShare":                  {yarn: "minResources", origin: "a Spark fair scheduler name", slots: true},
}

// queueDefaults maps per-queue elements to the top-level element that sets
// their default.
var queueDefaults = map[string]string{
	"maxRunningApps":               "queueMaxAppsDefault",
	"maxResources":                 "queueMaxResourcesDefault",
	"maxAMShare":                   "queueMaxAMShareDefault",
	"schedulingPolicy":             "defaultQueueSchedulingPolicy",
	"minSharePreemptionTimeout":    "defaultMinSharePreemptionTimeout",
	"fairSharePreemptionThreshold": "defaultFairSharePreemptionThreshold",
}

// queueElementNamed reports whether tag is a per-queue element.
func queueElementNamed(tag string) bool {
	_, ok := queueHandlers[tag]
	return ok
}

// topLevelOnly are the value elements Hadoop reads only as children of
// <allocations> (the keys of topHandlers, which a test checks; written out
// because topHandlers reaches this file through its handlers).
var topLevelOnly = map[string]bool{
	"userMaxAppsDefault": true, "queueMaxAppsDefault": true, "queueMaxResourcesDefault": true,
	"queueMaxAMShareDefault": true, "defaultQueueSchedulingPolicy": true, "defaultQueueSchedulingMode": true,
	"defaultMinSharePreemptionTimeout": true, "defaultFairSharePreemptionTimeout": true,
	"fairSharePreemptionTimeout":          false, // also a per-queue element
	"defaultFairSharePreemptionThreshold": true, "queuePlacementPolicy": true,
	"reservation-agent": true, "reservation-policy": true, "reservation-planner": true,
}

// misplaced reports an element that YARN reads elsewhere: a legacy name, a
// top-level element inside a queue, or a yarn-site.xml <property>. It
// returns false when el is none of these. queue is "" at the top level.
func (p *parser) misplaced(el *etree.Element, queue, outcome string) bool {
	tag := tagOf(el)
	l, isLegacy := legacyNames[tag]
	target := tag
	if isLegacy {
		target = l.yarn
	}
	topOnly := topLevelOnly[target]
	inQueue := queue != "" && topOnly
	var msg, hint string
	switch {
	case tag == "property":
		msg = "<property> is a yarn-site.xml setting, not part of an allocation file; " + outcome
		hint = "move it to yarn-site.xml"
	case isLegacy && inQueue:
		msg = fmt.Sprintf("unknown element <%s>, %s; did you mean <%s>? It belongs at the top level, in <allocations>; %s", tag, l.origin, l.yarn, outcome)
		hint = fmt.Sprintf("rename it to <%s> and move it into <allocations>", l.yarn)
	case isLegacy:
		msg = fmt.Sprintf("unknown element <%s>, %s; did you mean <%s>? %s", tag, l.origin, l.yarn, outcome)
		hint = fmt.Sprintf("rename it to <%s>", l.yarn)
		if l.slots {
			hint = fmt.Sprintf("replace it with <%s>, which takes memory and vcores (e.g. \"8192 mb, 8 vcores\")", l.yarn)
		}
	case inQueue:
		msg = fmt.Sprintf("<%s> belongs at the top level, in <allocations>; inside a queue, %s", tag, outcome)
		hint = "move it into <allocations>"
	case queue == "" && queueElementNamed(tag):
		msg = fmt.Sprintf("<%s> is a per-queue setting; outside a queue, %s", tag, outcome)
		hint = `move it into the <queue> it is meant for (<queue name="root"> for the root queue)`
		if def, ok := queueDefaults[tag]; ok {
			hint += fmt.Sprintf(", or write <%s> to set it for every queue", def)
		}
	default:
		return false
	}
	p.is.add(p.pos(el), RuleUnknownElement, queue, msg, hint)
	return true
}
