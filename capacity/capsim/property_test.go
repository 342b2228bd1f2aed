package capsim

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/core/simcore"
)

// genCase writes a random two-level capacity-scheduler.xml and a load
// over time: apps starting, finishing, killed, with AMs, some asks
// larger than a node; preemption on or off.
func genCase(r *rand.Rand) (string, string) {
	props := map[string]string{}
	top := 2 + r.IntN(3)
	var names []string
	left := 100
	for i := range top {
		name := fmt.Sprintf("q%d", i)
		names = append(names, name)
		c := left
		if i < top-1 {
			c = 1 + r.IntN(left-(top-1-i))
		}
		left -= c
		path := "root." + name
		props["yarn.scheduler.capacity."+path+".capacity"] = fmt.Sprint(c)
		if r.IntN(2) == 0 {
			props["yarn.scheduler.capacity."+path+".maximum-capacity"] = fmt.Sprint(c + r.IntN(101-c))
		}
		props["yarn.scheduler.capacity."+path+".user-limit-factor"] = fmt.Sprint(1 + r.IntN(4))
		props["yarn.scheduler.capacity."+path+".minimum-user-limit-percent"] = fmt.Sprint([]int{25, 50, 100}[r.IntN(3)])
		if r.IntN(3) == 0 {
			props["yarn.scheduler.capacity."+path+".ordering-policy"] = "fair"
		}
		if r.IntN(4) == 0 {
			props["yarn.scheduler.capacity."+path+".max-parallel-apps"] = fmt.Sprint(1 + r.IntN(3))
		}
	}
	props["yarn.scheduler.capacity.root.queues"] = strings.Join(names, ",")
	var apps []string
	for i := range 4 + r.IntN(10) {
		size := 1024 * (1 + r.IntN(6))
		app := fmt.Sprintf(`{"id": "app%02d", "queue": %q, "user": "u%d", "start": %d, "runtime": %d, "container": {"memory-mb": %d, "vcores": 1}, "containers": %d`,
			i, names[r.IntN(len(names))], r.IntN(3), r.IntN(60), 5+r.IntN(60), size, 1+r.IntN(30))
		if r.IntN(3) == 0 {
			app += fmt.Sprintf(`, "am": {"memory-mb": %d, "vcores": 1}`, 1024*(1+r.IntN(3)))
		}
		if r.IntN(6) == 0 {
			app += fmt.Sprintf(`, "killAt": %d`, r.IntN(90))
		}
		apps = append(apps, app+"}")
	}
	settings := `"yarn.scheduler.maximum-allocation-mb": 8192`
	if r.IntN(2) == 0 {
		settings += `, "yarn.resourcemanager.scheduler.monitor.enable": true, "yarn.resourcemanager.monitor.capacity.preemption.max_wait_before_kill": 5000`
	}
	if r.IntN(3) == 0 {
		settings += `, "yarn.scheduler.capacity.per-node-heartbeat.maximum-offswitch-assignments": 4`
	}
	load := fmt.Sprintf(`{"nodes": [{"count": %d, "resources": {"memory-mb": %d, "vcores": 16}}], "apps": [%s], "settings": {%s}}`,
		2+r.IntN(6), 4096*(1+r.IntN(4)), strings.Join(apps, ",\n"), settings)
	return csXML(props), load
}

// TestWalkEqualsSkip: counting the heartbeat rounds that cannot change
// anything gives the same result as walking every one of them.
func TestWalkEqualsSkip(t *testing.T) {
	for seed := range uint64(60) {
		r := rand.New(rand.NewPCG(seed, 7))
		xml, load := genCase(r)
		var got [2]*simcore.Result
		for i, walk := range []bool{false, true} {
			s := newTestSim(t, xml, load, SchedulerCapacity)
			got[i] = s.Run(RunOptions{RunOptions: simcore.RunOptions{DurationMS: 200000, UntilSteady: true}, Walk: walk})
		}
		if !sameResult(got[0], got[1]) {
			a, _ := json.Marshal(got[0].Apps)
			b, _ := json.Marshal(got[1].Apps)
			t.Fatalf("seed %d: skip and walk differ\n%s\nload %s\nskip %s\nwalk %s", seed, xml, load, a, b)
		}
	}
}

func sameResult(a, b *simcore.Result) bool {
	return a.Heartbeats == b.Heartbeats && a.Containers == b.Containers && a.Seconds == b.Seconds &&
		reflect.DeepEqual(a.Queues, b.Queues) && reflect.DeepEqual(a.Apps, b.Apps) &&
		reflect.DeepEqual(a.Preemptions, b.Preemptions) && reflect.DeepEqual(a.Timeline, b.Timeline)
}
