package capsim

import (
	"testing"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/load"
	"github.com/fairsched/fairsched/core/simcore"
	"github.com/fairsched/fairsched/hadoop"
)

// FuzzCapacitySim runs the simulation on fuzzed capacity-scheduler.xml
// files and loads: it must not panic or hang, and no node may hold more
// memory than it has.
func FuzzCapacitySim(f *testing.F) {
	f.Add(csXML(map[string]string{"yarn.scheduler.capacity.root.queues": "a,b", "yarn.scheduler.capacity.root.a.capacity": "30",
		"yarn.scheduler.capacity.root.b.capacity": "70", "yarn.scheduler.capacity.root.a.maximum-capacity": "60",
		"yarn.resourcemanager.scheduler.monitor.enable": "true"}),
		`{"nodes":[{"count":2,"resources":{"memory-mb":8192,"vcores":8}}],"apps":[{"id":"x","queue":"a","user":"u","container":{"memory-mb":1024},"containers":9,"runtime":5},{"id":"y","queue":"b","start":3,"container":{"memory-mb":3000},"containers":4,"killAt":9}]}`)
	f.Fuzz(func(t *testing.T, xml, loadJSON string) {
		p := hadoop.DefaultProfile()
		cs, err := capacity.Read("cs.xml", []byte(xml), p)
		if err != nil || cs.Refused() {
			return
		}
		l, err := load.Decode([]byte(loadJSON))
		if err != nil || len(l.Check()) > 0 || len(l.Apps) > 20 {
			return
		}
		nodes := 0
		for _, g := range l.Nodes {
			nodes += g.Count
		}
		if nodes > 50 || l.Resolve(l.Types()) != nil {
			return
		}
		props, err := FileProperties(cs.Source)
		if err != nil {
			return
		}
		for k, v := range l.Settings {
			props[k] = v
		}
		s, err := New(cs, l, l.Types(), Options{Profile: p, Settings: props})
		if err != nil || s.cfg.HeartbeatIntervalMS < 100 || s.g.Preemption.IntervalMS < 100 {
			return
		}
		s.Run(RunOptions{RunOptions: simcore.RunOptions{DurationMS: 30000, Trace: 3, MaxPlaced: 10_000}})
		for _, n := range s.nodes {
			if n.free[mem] < 0 && n.total[mem] >= 0 {
				t.Fatalf("%s over its memory: free %v", n.name, n.free)
			}
		}
	})
}
