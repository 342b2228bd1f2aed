package capsim

import (
	"fmt"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/load"
	"github.com/fairsched/fairsched/core/simcore"
	"github.com/fairsched/fairsched/hadoop"
)

// benchXML is simulate's benchmark tree as a capacity-scheduler.xml: 4
// parents of 25 % with 5 leaves of 20 % each.
func benchXML() string {
	props := map[string]string{"yarn.scheduler.capacity.root.queues": "p0,p1,p2,p3"}
	for p := range 4 {
		parent := fmt.Sprintf("root.p%d", p)
		props["yarn.scheduler.capacity."+parent+".capacity"] = "25"
		var leaves []string
		for l := range 5 {
			leaves = append(leaves, fmt.Sprintf("l%d", l))
			props[fmt.Sprintf("yarn.scheduler.capacity.%s.l%d.capacity", parent, l)] = "20"
		}
		props["yarn.scheduler.capacity."+parent+".queues"] = strings.Join(leaves, ",")
	}
	return csXML(props)
}

// timedLoad is simulate's benchmark load: nodes of 64 GB and apps of
// one-GB containers over the 20 leaves, arriving evenly over spreadS
// seconds, each container running runtimeS seconds.
func timedLoad(nodes, apps, perApp int, spreadS, runtimeS float64) *load.Load {
	const gb = 1024
	l := &load.Load{Nodes: []load.NodeGroup{{Count: nodes, Resources: map[string]int64{"memory-mb": 64 * gb, "vcores": 64}}}}
	for i := range apps {
		l.Apps = append(l.Apps, load.App{ID: fmt.Sprintf("application_1_%06d", i),
			Queue: fmt.Sprintf("p%d.l%d", i%4, i/4%5), User: "u", Container: map[string]int64{"memory-mb": gb, "vcores": 1},
			Containers: perApp, Start: spreadS * float64(i) / float64(apps), RuntimeSeconds: runtimeS})
	}
	return l
}

// benchTimed simulates load under the Capacity Scheduler for seconds and
// reports containers placed per second of real time. It fails unless
// every app finished and want containers were placed (the AMs included).
func benchTimed(b *testing.B, load *load.Load, seconds int64, want int) {
	xml := benchXML()
	p := hadoop.For(hadoop.V(3, 4, 1)) // 3.3 refuses leaves of the same name under different parents
	cs, err := capacity.Read("capacity-scheduler.xml", []byte(xml), p)
	if err != nil || cs.Refused() {
		b.Fatalf("%v %v", err, cs.Facts)
	}
	props, err := FileProperties(cs.Source)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	placed := 0
	for b.Loop() {
		s, err := New(cs, load, load.Types(), Options{Profile: p, Settings: props})
		if err != nil {
			b.Fatal(err)
		}
		r := s.Run(RunOptions{RunOptions: simcore.RunOptions{DurationMS: seconds * 1000}})
		placed += r.Containers
		if want > 0 && r.Containers != want {
			b.Fatalf("%d containers placed, want %d", r.Containers, want)
		}
		for _, a := range r.Apps {
			if a.State != simcore.StateFinished {
				b.Fatalf("app %s did not finish: %s", a.ID, a.StoppedBy)
			}
		}
	}
	b.ReportMetric(float64(placed)/b.Elapsed().Seconds(), "containers/s")
}

// BenchmarkNodes5000 is an hour of load on 5,000 nodes.
func BenchmarkNodes5000(b *testing.B) {
	benchTimed(b, timedLoad(5000, 400, 250, 3000, 600), 3600, 100000)
}

// BenchmarkDay5000x1M is a day of a 5,000-node cluster placing 1,000,000
// containers: 2,000 apps of 500 arriving over 20 hours,
// 10 minutes each, as simulate's benchmark of the same name. The target
// is 3× the Fair Scheduler simulation's time on the same load.
func BenchmarkDay5000x1M(b *testing.B) {
	benchTimed(b, timedLoad(5000, 2000, 500, 20*3600, 600), 24*3600, 1000000)
}
