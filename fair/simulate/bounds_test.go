package simulate

import (
	"errors"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/core/load"
	"github.com/fairsched/fairsched/core/simcore"
	"github.com/fairsched/fairsched/xmlconf"
)

// A load past the bounds of what costs (nodes, apps, the running
// containers placed at the start) is refused by Check and by New before
// any node or container is allocated, naming the JSON path; one at the
// bounds is not, and neither is any number of containers asked.
func TestBounds(t *testing.T) {
	node := func(n int) NodeGroup {
		return NodeGroup{Count: n, Resources: map[string]int64{"memory-mb": 1024, "vcores": 1}}
	}
	app := func(n int) App {
		return App{ID: "x", Queue: "a", Container: map[string]int64{"memory-mb": 1024}, Containers: n}
	}
	running := func(id string, n int) App {
		a := app(n)
		a.ID, a.Running = id, n
		return a
	}
	for _, tc := range []struct {
		name string
		load Load
		want string
	}{
		{"nodes", Load{Nodes: []NodeGroup{node(1_000_000_000)}}, "nodes.0.count: 1000000000 brings the load to 1000000000 nodes"},
		{"nodes together", Load{Nodes: []NodeGroup{node(load.MaxNodes), node(1)}}, "nodes.1.count: 1 brings the load to 100001 nodes"},
		{"apps", Load{Nodes: []NodeGroup{node(1)}, Apps: make([]App, load.MaxApps+1)}, "apps: 2000001 apps; simulate takes at most 2000000 apps"},
		{"running together", Load{Nodes: []NodeGroup{node(1)}, Apps: []App{running("x", load.MaxPlaced), running("y", 1)}},
			"apps.1.running: 1 brings the load to 2000001 running containers"},
		{"asked is a demand", Load{Nodes: []NodeGroup{node(1)}, Apps: []App{app(1e12), app(load.MaxAsked)}}, ""},
		{"past a long", Load{Nodes: []NodeGroup{node(1)}, Apps: []App{app(load.MaxAsked + 1)}}, "apps.0.containers: 4611686018427387905 is more than any cluster could run"},
		{"at the bounds", Load{Nodes: []NodeGroup{node(load.MaxNodes)}, Apps: []App{running("x", load.MaxPlaced)}}, ""},
	} {
		got := strings.Join(tc.load.CheckBounds(), "\n")
		if tc.want == "" && got != "" || !strings.Contains(got, tc.want) {
			t.Errorf("%s: CheckBounds says %q, want %q", tc.name, got, tc.want)
		}
		if tc.want == "" {
			continue
		}
		a := xmlconf.Parse([]byte(`<allocations><queue name="a"/></allocations>`), xmlconf.Options{})
		if _, err := New(a, &tc.load, DefaultConfig(a.Types)); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: New says %v, want %q", tc.name, err, tc.want)
		}
	}
}

// An app asking for 10^12 containers is a demand: the simulation places
// what the nodes hold, in bounded time and memory, and reports the rest as
// pending, over time too. Demands that would overflow a long saturate.
func TestTrillionAsked(t *testing.T) {
	a := xmlconf.Parse([]byte(`<allocations><queue name="a"/><queue name="b"/></allocations>`), xmlconf.Options{})
	for _, tc := range []struct {
		name string
		o    simcore.RunOptions
	}{{"converge", simcore.RunOptions{}}, {"an hour of 30 s containers", simcore.RunOptions{DurationMS: 3600_000}}} {
		t.Run(tc.name, func(t *testing.T) {
			l := &Load{Nodes: []NodeGroup{{Count: 4, Resources: map[string]int64{"memory-mb": 8192, "vcores": 8}}}, Apps: []App{
				{ID: "x", Queue: "a", User: "u", Container: map[string]int64{"memory-mb": 1024, "vcores": 1}, Containers: 1e12, RuntimeSeconds: 30},
				{ID: "y", Queue: "b", User: "u", Container: map[string]int64{"memory-mb": 1024, "vcores": 1}, Containers: load.MaxAsked},
				{ID: "z", Queue: "b", User: "v", Container: map[string]int64{"memory-mb": 1024, "vcores": 1}, Containers: load.MaxAsked}}}
			if tc.o.DurationMS == 0 {
				l.Apps[0].RuntimeSeconds = 0
			}
			s, err := New(a, l, DefaultConfig(a.Types))
			if err != nil {
				t.Fatal(err)
			}
			r := s.Run(tc.o)
			if s.Err() != nil {
				t.Fatal(s.Err())
			}
			if cap(s.containers) > 1<<16 || r.Containers > 10_000 {
				t.Errorf("%d containers placed, table of %d: the asks cost", r.Containers, cap(s.containers))
			}
			if got := r.Apps[0].Pending; got < 1e12-10_000 {
				t.Errorf("x pending %d, want about 10^12", got)
			}
			if r.Apps[1].Containers+r.Apps[2].Containers == 0 {
				t.Error("asks past a long together: y and z got nothing")
			}
			for _, q := range r.Queues {
				for i, v := range q.Demand {
					if v < 0 {
						t.Errorf("queue %s demand[%d] = %d: overflowed", q.Name, i, v)
					}
				}
			}
		})
	}
}

// A load truly too costly, more containers placed within --duration than
// a run may place, stops there with a TooCostlyError that says what to
// change.
func TestTooCostly(t *testing.T) {
	a := xmlconf.Parse([]byte(`<allocations><queue name="a"/></allocations>`), xmlconf.Options{})
	l := &Load{Nodes: []NodeGroup{{Count: 4, Resources: map[string]int64{"memory-mb": 8192, "vcores": 8}}}, Apps: []App{
		{ID: "x", Queue: "a", User: "u", Container: map[string]int64{"memory-mb": 1024, "vcores": 1}, Containers: 1e12, RuntimeSeconds: 1}}}
	s, err := New(a, l, DefaultConfig(a.Types))
	if err != nil {
		t.Fatal(err)
	}
	r := s.Run(simcore.RunOptions{DurationMS: 24 * 3600_000, MaxPlaced: 1000})
	var tc *simcore.TooCostlyError
	if !errors.As(s.Err(), &tc) || !strings.Contains(s.Err().Error(), "places more than 1000 containers") || !strings.Contains(s.Err().Error(), "--duration") {
		t.Fatalf("Err = %v, want a TooCostlyError", s.Err())
	}
	if r.Containers > 1000+32 || r.Seconds >= 3600 {
		t.Errorf("stopped after %d containers at %g s: it went on", r.Containers, r.Seconds)
	}
}
