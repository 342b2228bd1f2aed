package simulate

import (
	"os"
	"testing"

	"github.com/fairsched/fairsched/core/load"
	"github.com/fairsched/fairsched/core/simcore"
	"github.com/fairsched/fairsched/xmlconf"
)

// FuzzSimulate: whatever load DecodeLoad accepts and Check passes, a small
// simulation never panics and never uses more than a node has.
func FuzzSimulate(f *testing.F) {
	for _, name := range []string{"load.json", "preemption-load.json"} {
		if b, err := os.ReadFile("../../testdata/simulate/" + name); err == nil {
			f.Add(b)
		}
	}
	f.Add([]byte(`{"nodes":[{"count":2,"resources":{"memory-mb":10,"vcores":10}}],"apps":[{"id":"a","queue":"a","container":{"memory-mb":3},"containers":9,"start":1,"runtime":2}],"settings":{"yarn.scheduler.minimum-allocation-mb":1,"yarn.scheduler.fair.preemption":true}}`))
	src := []byte(`<allocations><queue name="a"><fairSharePreemptionTimeout>1</fairSharePreemptionTimeout></queue><queue name="b"><weight>0</weight></queue></allocations>`)
	f.Fuzz(func(t *testing.T, data []byte) {
		l, err := load.Decode(data)
		if err != nil || len(l.Check()) > 0 || !small(l) {
			return
		}
		a := xmlconf.Parse(src, xmlconf.Options{Types: l.Types()})
		cfg := DefaultConfig(a.Types)
		if cfg.ApplySettings(l.Settings, a.Types) != nil || cfg.HeartbeatIntervalMS < 100 || cfg.UpdateIntervalMS < 100 {
			return
		}
		s, err := New(a, l, cfg)
		if err != nil {
			return
		}
		s.Run(simcore.RunOptions{DurationMS: 30000, Trace: 3, MaxPlaced: 10_000})
		for _, n := range s.nodes {
			for k := range n.free {
				if n.free[k] < 0 && n.total[k] >= 0 {
					t.Fatalf("%s over its size: free %v", n.name, n.free)
				}
			}
		}
	})
}

// small keeps fuzzed loads quick: few nodes and apps, no negative
// amounts. Any number of containers may be asked (a demand): the run's
// MaxPlaced keeps what it places small.
func small(l *Load) bool {
	nodes := 0
	for _, n := range l.Nodes {
		nodes += n.Count
		if n.Count < 0 || negative(n.Resources) {
			return false
		}
	}
	for _, a := range l.Apps {
		if a.Containers < 0 || a.Running < 0 || a.Start < 0 || a.RuntimeSeconds < 0 || negative(a.Container) || negative(a.AM) {
			return false
		}
	}
	return nodes <= 20 && len(l.Apps) <= 50
}

func negative(m map[string]int64) bool {
	for _, v := range m {
		if v < 0 {
			return true
		}
	}
	return false
}
