package lint

import (
	"fmt"

	"github.com/fairsched/fairsched/diag"
	"github.com/fairsched/fairsched/hadoop"
)

// DriftConfSeparator separates the ResourceManager's scheduler response
// from its scheduler-conf response in the Bad and Good examples of the
// rules about a Capacity Scheduler RM's configuration.
const DriftConfSeparator = "<!-- the ResourceManager's ws/v1/cluster/scheduler-conf response (JSON) -->\n"

// DriftConfDiffers reports a property of the RM's scheduler-conf that is
// not the capacity-scheduler.xml's.
var DriftConfDiffers = &Rule{
	ID:       "drift-conf-differs",
	Input:    DriftInput,
	Severity: Warning,
	Versions: func(p hadoop.Profile) bool { return p.Capacity.SchedulerConfREST },
	Summary:  "the RM's stored configuration is not the file",
	Doc: `Why: the ResourceManager keeps its Capacity Scheduler configuration in a
mutable store (yarn.scheduler.configuration.store.class zk, leveldb, fs or
memory), which its mutation API and UIs change; with such a store the RM read
capacity-scheduler.xml once, to seed the store, and ignores the file since. Its
scheduler-conf (GET /ws/v1/cluster/scheduler-conf) sets this property otherwise
than the file, or only one of them sets it: the file is not what the RM runs,
and a restart does not change that.
Fix: if the file is the source of truth, send its changes to the RM through the
mutation API (yarn schedulerconf, or PUT scheduler-conf); else bring the file
up to date from the RM: fairsched diff --from-rm URL FILE shows every
difference.
See: Hadoop CapacityScheduler docs, "Changing Queue Configuration via API"
(https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/CapacityScheduler.html#Changing_Queue_Configuration_via_API); docs/drift.md.`,
	Examples: func() (string, string) {
		return csDriftExample(csDriftFile, csDriftRM, csDriftConf("40", "60")), csDriftExample(csDriftFile, csDriftRM, csDriftConf("30", "70"))
	},
	Check: checkDriftConfDiffers,
}

// checkDriftConfDiffers reports each property the RM's scheduler-conf and
// the file set otherwise.
func checkDriftConfDiffers(pass *Pass) {
	p := pass.Drift
	for _, d := range p.Facts.Conf {
		var msg string
		switch {
		case !d.InFile:
			msg = fmt.Sprintf("the ResourceManager's stored configuration sets %s to %q; the file does not set it", d.Name, d.RM)
		case !d.InRM:
			msg = fmt.Sprintf("the file sets %s to %q; the ResourceManager's stored configuration does not set it", d.Name, d.File)
		default:
			msg = fmt.Sprintf("%s: the file sets %q, the ResourceManager's stored configuration %q", d.Name, d.File, d.RM)
		}
		p.add(diag.Finding{File: p.File, Pos: firstValid(d.Pos), Key: d.Name, Message: msg})
	}
}

// The Capacity Scheduler example of the drift rules: root.a 30% and root.b
// 70% of a 10240 mb, 10 vcores cluster, as the file says and as an RM
// running it reports (Hadoop 3.3's response: maxApplications is
// floor(10000 × absolute capacity); the effective minimum is the cluster
// times the absolute capacity, a Java float, truncated: 0.7f is
// 0.69999999, so root.b gets 7167 mb and 6 vcores).
const csDriftFile = `<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>a,b</value></property>
  <property><name>yarn.scheduler.capacity.root.a.capacity</name><value>30</value></property>
  <property><name>yarn.scheduler.capacity.root.b.capacity</name><value>70</value></property>
</configuration>
`

// csDriftRM is the RM's scheduler response for csDriftFile.
const csDriftRM = `{"scheduler": {"schedulerInfo": {"type": "capacityScheduler", "capacity": 100.0, "maxCapacity": 100.0, "queueName": "root",
  "capacities": {"queueCapacitiesByPartition": [{"partitionName": "", "capacity": 100.0, "maxCapacity": 100.0, "absoluteCapacity": 100.0,
    "absoluteMaxCapacity": 100.0, "effectiveMinResource": {"memory": 10240, "vCores": 10}, "effectiveMaxResource": {"memory": 10240, "vCores": 10}}]},
  "queues": {"queue": [
    {"type": "capacitySchedulerLeafQueueInfo", "queueName": "a", "state": "RUNNING", "capacity": 30.000002, "maxCapacity": 100.0,
     "absoluteCapacity": 30.000002, "absoluteMaxCapacity": 100.0, "maxApplications": 3000, "maxApplicationsPerUser": 3000,
     "userLimit": 100, "userLimitFactor": 1.0,
     "capacities": {"queueCapacitiesByPartition": [{"partitionName": "", "capacity": 30.000002, "maxCapacity": 100.0,
       "absoluteCapacity": 30.000002, "absoluteMaxCapacity": 100.0, "maxAMLimitPercentage": 10.0,
       "effectiveMinResource": {"memory": 3072, "vCores": 3}, "effectiveMaxResource": {"memory": 10240, "vCores": 10}}]}},
    {"type": "capacitySchedulerLeafQueueInfo", "queueName": "b", "state": "RUNNING", "capacity": 70.0, "maxCapacity": 100.0,
     "absoluteCapacity": 70.0, "absoluteMaxCapacity": 100.0, "maxApplications": 7000, "maxApplicationsPerUser": 7000,
     "userLimit": 100, "userLimitFactor": 1.0,
     "capacities": {"queueCapacitiesByPartition": [{"partitionName": "", "capacity": 70.0, "maxCapacity": 100.0,
       "absoluteCapacity": 70.0, "absoluteMaxCapacity": 100.0, "maxAMLimitPercentage": 10.0,
       "effectiveMinResource": {"memory": 7167, "vCores": 6}, "effectiveMaxResource": {"memory": 10240, "vCores": 10}}]}}
  ]}}}}
`

// csDriftConf is the RM's scheduler-conf for csDriftFile with root.a's
// and root.b's capacities a and b.
func csDriftConf(a, b string) string {
	return `{"property": [{"name": "yarn.scheduler.capacity.root.queues", "value": "a,b"},
  {"name": "yarn.scheduler.capacity.root.a.capacity", "value": "` + a + `"},
  {"name": "yarn.scheduler.capacity.root.b.capacity", "value": "` + b + `"}]}
`
}

// csDriftExample is a Capacity Scheduler example: the file, the scheduler
// response and the scheduler-conf response, separated.
func csDriftExample(file, rm, conf string) string {
	return file + DriftSeparator + rm + DriftConfSeparator + conf
}
