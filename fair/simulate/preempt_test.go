package simulate

import (
	"fmt"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/core/simcore"
)

// preemptLoad: one 100-unit node, A's app already running 100 one-unit
// containers, B's app asking for 50.
func preemptLoad(aRunning int) *Load {
	return oneNode(100,
		App{ID: "app_a", Queue: "a", User: "u", Container: res(1, 0), Containers: 100, Running: aRunning},
		App{ID: "app_b", Queue: "b", User: "u", Container: res(1, 0), Containers: 50})
}

func preemptSettings() map[string]string {
	s := map[string]string{"yarn.scheduler.fair.preemption": "true"}
	for k, v := range unitSettings {
		s[k] = v
	}
	return s
}

func runFor(t *testing.T, queues string, l *Load, seconds int64) *simcore.Result {
	t.Helper()
	return newSim(t, queues, l, preemptSettings()).Run(simcore.RunOptions{DurationMS: seconds * 1000})
}

// P01: after 60 s B is owed min(0.5×50, 50) − 0 = 25; 25 containers are
// marked on A, killed 15 s later and given to B, which then stays at 25.
func TestP01FairSharePreemption(t *testing.T) {
	r := runFor(t, `<queue name="a"/><queue name="b"><fairSharePreemptionTimeout>60</fairSharePreemptionTimeout>
		<fairSharePreemptionThreshold>0.5</fairSharePreemptionThreshold></queue>`, preemptLoad(100), 200)
	if len(r.Preemptions) == 0 {
		t.Fatal("no preemption")
	}
	e := r.Preemptions[0]
	if e.T != 60 || e.Containers != 25 || e.FairShareStarvation["memory-mb"] != 25 || e.KillAt != 75 {
		t.Errorf("first preemption at %vs: %d containers, starvation %v, kill at %v; want 60s, 25, 25, 75", e.T, e.Containers, e.FairShareStarvation, e.KillAt)
	}
	if len(e.From) != 1 || e.From[0].App != "app_a" || e.From[0].MaxLoss["memory-mb"] != 50 {
		t.Errorf("victims %+v, want app_a with max loss 50", e.From)
	}
	if e.ServedAt == nil || *e.ServedAt != 75 {
		t.Errorf("served at %v, want 75", e.ServedAt)
	}
	if len(r.Preemptions) != 1 {
		t.Errorf("%d preemptions, want 1 (B at 25 is not starved: 25 < 25 is false)", len(r.Preemptions))
	}
	wantInts(t, "usage a, b", memOf(r, "root.a", "root.b"), []int64{75, 25})
	if a, b := r.Queues[1].ReachedFairShareAt, r.Queues[2].ReachedFairShareAt; a == nil || *a != 0 || b != nil {
		t.Errorf("reached fair share at a %v, b %v; want a at 0 s and b never (preemption stops at the threshold)", a, b)
	}
	wantInts(t, "fair shares", []int64{r.Queues[1].FairShare[0], r.Queues[2].FairShare[0]}, []int64{50, 50})
}

// P02: both timers fire at once; the min-share part is attributed as
// coded: (50−25) − 15 = 10, so 35 in all.
func TestP02MinShareAsCoded(t *testing.T) {
	r := runFor(t, `<queue name="a"/><queue name="b"><fairSharePreemptionTimeout>60</fairSharePreemptionTimeout>
		<minResources>40 mb, 0 vcores</minResources><minSharePreemptionTimeout>60</minSharePreemptionTimeout>
		<fairSharePreemptionThreshold>0.5</fairSharePreemptionThreshold></queue>`, preemptLoad(100), 70)
	if len(r.Preemptions) == 0 {
		t.Fatal("no preemption")
	}
	e := r.Preemptions[0]
	got := []int64{int64(e.T), e.FairShareStarvation["memory-mb"], e.MinShareStarvation["memory-mb"], int64(e.Containers)}
	wantInts(t, "t, fair-share, min-share starvation, containers", got, []int64{60, 25, 10, 35})
	if e.AsCoded == "" {
		t.Error("the as-coded arithmetic is not flagged")
	}
}

// P02b: the min-share timer fires first (30 s): only 10 of the 40 owed are
// preempted, and the app is ignored until 59 s.
func TestP02bMinShareFirst(t *testing.T) {
	r := runFor(t, `<queue name="a"/><queue name="b"><fairSharePreemptionTimeout>60</fairSharePreemptionTimeout>
		<minResources>40 mb, 0 vcores</minResources><minSharePreemptionTimeout>30</minSharePreemptionTimeout></queue>`, preemptLoad(100), 70)
	if len(r.Preemptions) < 2 {
		t.Fatalf("%d preemptions, want at least 2", len(r.Preemptions))
	}
	e := r.Preemptions[0]
	wantInts(t, "t, fair-share, min-share, containers", []int64{int64(e.T), e.FairShareStarvation["memory-mb"],
		e.MinShareStarvation["memory-mb"], int64(e.Containers)}, []int64{30, 0, 10, 10})
	if next := r.Preemptions[1].T; next != 59 {
		t.Errorf("next check at %vs, want 59 (30 + 15 + 4 + 10)", next)
	}
}

// P03: at exactly the utilization threshold nothing is tracked.
func TestP03UtilizationGate(t *testing.T) {
	queues := `<queue name="a"/><queue name="b"><maxAMShare>0.1</maxAMShare><fairSharePreemptionTimeout>5</fairSharePreemptionTimeout></queue>`
	for _, tc := range []struct {
		running int
		want    bool
	}{{80, false}, {81, true}} {
		l := oneNode(100,
			App{ID: "app_a", Queue: "a", User: "u", Container: res(1, 0), Containers: tc.running, Running: tc.running},
			App{ID: "app_b", Queue: "b", User: "u", Container: res(10, 0), Containers: 5})
		r := runFor(t, queues, l, 60)
		if got := len(r.Preemptions) > 0; got != tc.want {
			t.Errorf("utilization %d%%: preemption %v, want %v", tc.running, got, tc.want)
		}
	}
}

// P04: 3 GB owed in 4 GB containers is 0 containers: nothing preempted.
// P05: a queue that does not allow preemption loses nothing.
// P08: preemption on with the default (infinite) timeouts never preempts.
func TestNothingPreempted(t *testing.T) {
	const gb = 1024
	gbLoad := &Load{Nodes: []NodeGroup{{Count: 1, Resources: res(12*gb, 100)}}, Apps: []App{
		{ID: "app_a", Queue: "a", User: "u", Container: res(gb, 1), Containers: 12, Running: 12},
		{ID: "app_b", Queue: "b", User: "u", Container: res(4*gb, 1), Containers: 5}}}
	for _, tc := range []struct {
		name, queues string
		load         *Load
		settings     map[string]string
	}{
		{"P04", `<queue name="a"/><queue name="b"><fairSharePreemptionTimeout>5</fairSharePreemptionTimeout></queue>`, gbLoad,
			map[string]string{"yarn.scheduler.fair.preemption": "true"}},
		{"P05", `<queue name="p"><allowPreemptionFrom>false</allowPreemptionFrom><queue name="a"/></queue>
			<queue name="b"><fairSharePreemptionTimeout>5</fairSharePreemptionTimeout></queue>`,
			oneNode(100, App{ID: "app_a", Queue: "p.a", User: "u", Container: res(1, 0), Containers: 100, Running: 100},
				App{ID: "app_b", Queue: "b", User: "u", Container: res(1, 0), Containers: 50}), preemptSettings()},
		{"P08", `<queue name="a"/><queue name="b"/>`, preemptLoad(100), preemptSettings()},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := newSim(t, tc.queues, tc.load, tc.settings).Run(simcore.RunOptions{DurationMS: 120000})
			for _, e := range r.Preemptions {
				if e.Containers != 0 {
					t.Errorf("preempted %d containers at %vs", e.Containers, e.T)
				}
			}
			if u := r.Apps[1].Usage[0]; u != 0 {
				t.Errorf("app_b got %d", u)
			}
			if tc.name != "P08" && len(r.Preemptions) == 0 {
				t.Error("the starvation was not reported")
			}
		})
	}
}

// P06: of two starved apps the less starved is served first.
func TestP06LeastStarvedFirst(t *testing.T) {
	l := oneNode(120,
		App{ID: "app_a", Queue: "a", User: "u", Container: res(1, 0), Containers: 120, Running: 120},
		App{ID: "app_c", Queue: "c", User: "u", Container: res(1, 0), Containers: 100},
		App{ID: "app_b", Queue: "b", User: "u", Container: res(1, 0), Containers: 100})
	r := runFor(t, `<queue name="a"/><queue name="b"><fairSharePreemptionTimeout>10</fairSharePreemptionTimeout>
		<fairSharePreemptionThreshold>0.25</fairSharePreemptionThreshold></queue>
		<queue name="c"><fairSharePreemptionTimeout>10</fairSharePreemptionTimeout>
		<fairSharePreemptionThreshold>0.75</fairSharePreemptionThreshold></queue>`, l, 12)
	var got []string
	for _, e := range r.Preemptions {
		got = append(got, fmt.Sprintf("%s:%d", e.StarvedApp, e.FairShareStarvation["memory-mb"]))
	}
	if fmt.Sprint(got) != "[app_b:10 app_c:30]" {
		t.Errorf("order %v, want [app_b:10 app_c:30]", got)
	}
}

// The as-coded min-share arithmetic is flagged in the trace.
func TestAsCodedInTrace(t *testing.T) {
	s := newSim(t, `<queue name="a"/><queue name="b"><fairSharePreemptionTimeout>60</fairSharePreemptionTimeout>
		<minResources>40 mb, 0 vcores</minResources><minSharePreemptionTimeout>60</minSharePreemptionTimeout></queue>`,
		preemptLoad(100), preemptSettings())
	r := s.Run(simcore.RunOptions{DurationMS: 70000, Trace: 5})
	found := false
	for _, d := range r.Trace {
		if d.Outcome == "starvation" && strings.Contains(d.Note, "as coded") && strings.Contains(d.Note, "10 MiB") {
			found = true
		}
	}
	if !found {
		t.Errorf("no flagged starvation decision in %+v", r.Trace)
	}
}

// P07: non-AM containers are taken first; a node whose set needs fewer AM
// containers replaces an earlier one.
func TestP07FewestAMs(t *testing.T) {
	l := &Load{Nodes: []NodeGroup{{Count: 2, Resources: res(2, 100)}}, Apps: []App{
		{ID: "x", Queue: "a", User: "u", Container: res(1, 0), Containers: 1, Running: 1},
		{ID: "y", Queue: "a", User: "u", Container: res(1, 0), Containers: 1, Running: 1},
		{ID: "z", Queue: "a", User: "u", Container: res(1, 0), Containers: 2, Running: 2}}}
	s := newSim(t, `<queue name="a"><weight>0</weight></queue>`, l, unitSettings)
	for _, a := range s.apps {
		s.addApp(a)
	}
	s.update()
	if s.nodes[0].free[mem] != 0 || s.nodes[1].free[mem] != 0 {
		t.Fatalf("setup: nodes not full: %v %v", s.nodes[0].free, s.nodes[1].free)
	}
	set := s.victimSet(Resource{2, 0})
	var got []string
	for _, ci := range set {
		c := s.containers[ci]
		got = append(got, fmt.Sprintf("%s:%s:am=%v", c.node.name, c.app.name, c.am))
	}
	want := "[node2:z:am=false node2:z:am=true]"
	if fmt.Sprint(got) != want {
		t.Errorf("victims %v, want %s (node1 needs 2 AMs, node2 only 1)", got, want)
	}
}
