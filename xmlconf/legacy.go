package xmlconf

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

// misplaced records what is known of an element that YARN may read
// elsewhere: a legacy name, an element read only at the top level or only
// in queues, or a yarn-site.xml <property>.
func (u *UnknownElement) misplaced(tag string) {
	l, isLegacy := legacyNames[tag]
	target := tag
	if isLegacy {
		target = l.yarn
		u.Legacy, u.Origin, u.Slots = l.yarn, l.origin, l.slots
	}
	u.Property = tag == "property"
	u.TopLevelOnly = topLevelOnly[target]
	u.PerQueue = queueElementNamed(tag)
	u.Default = queueDefaults[tag]
}
