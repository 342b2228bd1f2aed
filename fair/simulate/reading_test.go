package simulate

import (
	"strings"
	"testing"

	"github.com/fairsched/fairsched/core/simcore"
)

// R01: a queue over its max (here: already running more than a lowered
// max) is skipped whole; its usage stays.
func TestR01OverMaxSkipped(t *testing.T) {
	l := oneNode(200,
		App{ID: "app_a", Queue: "a", User: "u", Container: res(1, 0), Containers: 150, Running: 110},
		App{ID: "app_b", Queue: "b", User: "u", Container: res(1, 0), Containers: 50})
	r := newSim(t, `<queue name="a"><maxResources>100 mb, 100000 vcores</maxResources></queue><queue name="b"/>`, l, unitSettings).Converge()
	wantInts(t, "usage a, b", memOf(r, "root.a", "root.b"), []int64{110, 50})
	if r.Apps[0].StoppedBy != simcore.StoppedMaxShare {
		t.Errorf("app_a stopped by %s, want max-share", r.Apps[0].StoppedBy)
	}
}

// R02: fair share 4 GB, maxAMShare 0.5, one 2 GB AM running: a new 1 GB AM
// does not start.
func TestR02AMLimit(t *testing.T) {
	const gb = 1024
	l := &Load{Nodes: []NodeGroup{{Count: 1, Resources: res(8*gb, 100)}}, Apps: []App{
		{ID: "app_1", Queue: "q", User: "u", Container: res(gb, 1), AM: res(2*gb, 1), Containers: 1, Running: 1},
		{ID: "app_2", Queue: "q", User: "u", Container: res(gb, 1), AM: res(gb, 1), Containers: 1},
		{ID: "app_o", Queue: "other", User: "u", Container: res(gb, 1), Containers: 1}}}
	r := newSim(t, queues("q", "other"), l, nil).Converge()
	if fs := r.Queues[1].FairShare[0]; fs != 4*gb {
		t.Fatalf("fair share of root.q = %d, want 4096", fs)
	}
	if a := r.Apps[1]; a.AMRunning || a.StoppedBy != simcore.StoppedAMLimit {
		t.Errorf("app_2: AM running %v, stopped by %s; want false, am-limit", a.AMRunning, a.StoppedBy)
	}
}

// R03/R04: a starved app reserves a node too full for its container; an
// app above its fair share does not, and the node goes to the next taker.
func TestR03R04Reservation(t *testing.T) {
	const gb = 1024
	l := &Load{Nodes: []NodeGroup{{Count: 1, Resources: res(10*gb, 100)}}, Apps: []App{
		{ID: "app_a", Queue: "a", User: "u", Container: res(gb, 1), Containers: 8, Running: 8},
		{ID: "app_b", Queue: "b", User: "u", Container: res(4*gb, 1), Containers: 2},
		{ID: "app_c", Queue: "c", User: "u", Container: res(gb, 1), Containers: 5}}}
	s := newSim(t, `<queueMaxAMShareDefault>-1</queueMaxAMShareDefault>`+queues("a", "b", "c"), l, nil)
	s.Converge()
	n := s.nodes[0]
	if n.reserved == nil || n.reserved.name != "app_b" {
		t.Fatalf("reservation %v, want app_b (starved, 4 GB >= 2 x 1 GB)", n.reserved)
	}
	// b comes first (least usage); once it holds the node, nothing else is
	// placed there.
	if c := s.apps[2].usage[mem]; c != 0 {
		t.Errorf("app_c got %d MB on a reserved node", c)
	}

	// R04: in a FIFO leaf the earliest app has the whole leaf share; here it
	// runs 8 GB of a 5 GB share, so it may not reserve, and the node's last
	// 1 GB goes to the next app of the leaf.
	l = &Load{Nodes: []NodeGroup{{Count: 1, Resources: res(10*gb, 100)}}, Apps: []App{
		{ID: "app_a", Queue: "a", User: "u", Container: res(gb, 1), Containers: 1, Running: 1},
		{ID: "app_b", Queue: "q", User: "u", Container: res(4*gb, 1), Containers: 5, Running: 2},
		{ID: "app_c", Queue: "q", User: "u", Start: 1, Container: res(gb, 1), Containers: 5}}}
	s = newSim(t, `<queueMaxAMShareDefault>-1</queueMaxAMShareDefault><queue name="a"/>
		<queue name="q"><schedulingPolicy>fifo</schedulingPolicy></queue>`, l, nil)
	r := s.Converge()
	if s.nodes[0].reserved != nil {
		t.Errorf("node reserved by %s, want no reservation", s.nodes[0].reserved.name)
	}
	if got := memOf(r, "app_c")[0]; got != gb {
		t.Errorf("app_c got %d MB, want the free 1024", got)
	}
}

// Containers with a runtime finish; a waiting app then becomes runnable.
func TestRuntimeAndPromotion(t *testing.T) {
	app := func(id string) App {
		return App{ID: id, Queue: "q", User: "u", Container: res(1, 0), Containers: 5, RuntimeSeconds: 10}
	}
	l := oneNode(100, app("app1"), app("app2"), app("app3"))
	r := newSim(t, `<queue name="q"><maxRunningApps>2</maxRunningApps></queue>`, l, unitSettings).Run(simcore.RunOptions{})
	if !r.Steady {
		t.Error("not steady")
	}
	for _, a := range r.Apps {
		if a.StoppedBy != simcore.StoppedFinished {
			t.Errorf("%s stopped by %s, want finished", a.ID, a.StoppedBy)
		}
	}
	// app3 can only start once app1 or app2 is done (after 10 s).
	var peak int64
	for _, smp := range r.Timeline {
		peak = max(peak, smp.Usage[1][mem])
	}
	if peak != 10 {
		t.Errorf("root.q peaked at %d, want 10: two runnable apps of 5 containers", peak)
	}
	if r.Seconds < 20 {
		t.Errorf("finished after %v s, want at least two 10 s waves", r.Seconds)
	}
}

// The trace shows the comparator values that decided each level.
func TestTraceExplains(t *testing.T) {
	l := oneNode(100, unitApp("app_a", "a", 100), unitApp("app_b", "b", 100))
	s := newSim(t, `<queue name="a"><minResources>40 mb, 0 vcores</minResources></queue>
		<queue name="b"><minResources>100 mb, 0 vcores</minResources></queue>`, l, unitSettings)
	r := s.Run(simcore.RunOptions{Trace: 30})
	if len(r.Trace) != 30 {
		t.Fatalf("%d decisions, want 30", len(r.Trace))
	}
	var all []string
	for _, d := range r.Trace {
		all = append(all, d.Levels[0].Why)
	}
	text := strings.Join(all, "\n")
	if !strings.Contains(text, "both needy, usage/minShare 0.1 < 0.125") {
		t.Errorf("trace lacks the min-share ratio decision:\n%s", text)
	}
	if d := r.Trace[0]; d.Outcome != "allocated" || d.App == "" || d.Levels[0].Chosen == "" {
		t.Errorf("first decision %+v", d)
	}
}

// An app whose start time is after the end of the simulation is reported
// as not started.
func TestNotStarted(t *testing.T) {
	l := oneNode(100, unitApp("app1", "q", 5), startAt(unitApp("app2", "q", 5), 30))
	r := newSim(t, queues("q"), l, unitSettings).Run(simcore.RunOptions{DurationMS: 10000})
	if got := r.Apps[1].StoppedBy; got != simcore.StoppedNotStarted {
		t.Errorf("app2 stopped by %s, want not-started", got)
	}
	if r.Steady {
		t.Error("steady with an app still to start")
	}
}
