package lint

import (
	"fmt"
	"strings"
)

// DriftSeparator separates the allocation file from the ResourceManager's
// scheduler response in a drift rule's Bad and Good examples.
const DriftSeparator = "<!-- the ResourceManager's ws/v1/cluster/scheduler response (JSON) -->\n"

// The drift rules' examples run on a cluster of 20480 mb, 20 vcores and a
// file of prod (weight 2) and dev, beside root.default, which Hadoop
// creates at start-up: 5120 mb of steady fair share per unit of weight,
// 4096 with a fourth leaf. The one busy leaf takes the whole cluster as
// its fair share; under the fair policy a leaf's shares have 0 vcores.
const driftClusterMB, driftClusterVCores = 20480, 20

// driftQueue is a leaf of an example's scheduler response.
type driftQueue struct {
	name         string
	apps         int   // numActiveApps
	steady, fair int64 // steadyFairResources and fairResources, in mb
	maxApps      int64 // 0: unlimited (Integer.MAX_VALUE)
}

// The RM's leaves when it runs the example file with prod busy, with an
// idle leftover root.legacy, and with root.adhoc busy (declared, or created
// at submission).
var (
	driftProdBusy = []driftQueue{
		{name: "root.prod", apps: 1, steady: 10240, fair: 20480},
		{name: "root.dev", steady: 5120},
		{name: "root.default", steady: 5120},
	}
	driftLegacy = []driftQueue{
		{name: "root.prod", apps: 1, steady: 8192, fair: 20480},
		{name: "root.dev", steady: 4096},
		{name: "root.default", steady: 4096},
		{name: "root.legacy", steady: 4096},
	}
	driftAdhocBusy = []driftQueue{
		{name: "root.prod", steady: 8192},
		{name: "root.dev", steady: 4096},
		{name: "root.adhoc", apps: 1, steady: 4096, fair: 20480},
		{name: "root.default", steady: 4096},
	}
)

// The parts of the example file besides prod and dev.
const (
	driftAdhoc    = "  <queue name=\"adhoc\"/>\n"
	driftNoCreate = `  <queuePlacementPolicy>
    <rule name="specified" create="false"/>
    <rule name="default"/>
  </queuePlacementPolicy>
`
)

// driftFile is the example allocation file with extra before its end.
func driftFile(extra string) string {
	return "<allocations>\n  <queue name=\"prod\">\n    <weight>2</weight>\n  </queue>\n  <queue name=\"dev\"/>\n" + extra + "</allocations>\n"
}

// driftRM is the scheduler response of an RM with the leaves qs under
// root.
func driftRM(qs ...driftQueue) string {
	var b strings.Builder
	cluster := driftResource(driftClusterMB, driftClusterVCores)
	fmt.Fprintf(&b, `{"scheduler": {"schedulerInfo": {"type": "fairScheduler", "rootQueue": {
  "queueName": "root", "schedulingPolicy": "fair", "maxApps": 2147483647,
  "clusterResources": %[1]s,
  "steadyFairResources": %[1]s, "fairResources": %[1]s,
  "minResources": %[2]s, "maxResources": %[1]s,
  "childQueues": {"queue": [
`, cluster, driftResource(0, 0))
	for i, q := range qs {
		apps := q.maxApps
		if apps == 0 {
			apps = 2147483647
		}
		fmt.Fprintf(&b, `    {"queueName": %q, "type": "fairSchedulerLeafQueueInfo", "numActiveApps": %d,
     "schedulingPolicy": "fair", "maxApps": %d,
     "steadyFairResources": %s, "fairResources": %s,
     "minResources": %s, "maxResources": %s}`, q.name, q.apps, apps,
			driftResource(q.steady, 0), driftResource(q.fair, 0), driftResource(0, 0), cluster)
		if i < len(qs)-1 {
			b.WriteByte(',')
		}
		b.WriteByte('\n')
	}
	b.WriteString("  ]}\n}}}}\n")
	return b.String()
}

// driftResource is a resource as the response gives it.
func driftResource(mb, vcores int64) string {
	return fmt.Sprintf(`{"memory": %d, "vCores": %d}`, mb, vcores)
}

// driftPair is an example: the file, DriftSeparator, the response.
func driftPair(file, rm string) string { return file + DriftSeparator + rm }

// driftGood is the example file beside an RM running it with prod busy.
func driftGood() string { return driftPair(driftFile(""), driftRM(driftProdBusy...)) }
