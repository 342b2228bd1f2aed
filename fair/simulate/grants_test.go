package simulate

import (
	"testing"

	"github.com/fairsched/fairsched/core/simcore"
)

// The tests below restate, on simulate's model, what Hadoop's
// TestFSSchedulerNode and TestFairSchedulerPreemption check of
// FSSchedulerNode's preemption bookkeeping: space is granted to the
// starved app when containers are marked, kept until the app is given it
// or stops being starved, served before anything else on the node, counted
// as taken when the next victims are chosen, and never reserved over.

// grantSim: two 100-unit nodes; app_a runs 200 one-unit containers (100 on
// each), app_b in queue b asks for 50 and has been starved for 60 s.
func grantSim(t *testing.T, bQueue string) *Sim {
	t.Helper()
	l := &Load{Nodes: []NodeGroup{{Count: 2, Resources: res(100, 100000)}}, Apps: []App{
		{ID: "app_a", Queue: "a", User: "u", Container: res(1, 0), Containers: 300, Running: 200},
		{ID: "app_b", Queue: "b", User: "u", Container: res(1, 0), Containers: 50}}}
	return newSim(t, `<queue name="a"/><queue name="b">`+bQueue+`</queue>`, l, preemptSettings())
}

const starvedAfter60 = `<fairSharePreemptionTimeout>60</fairSharePreemptionTimeout>`

func grantOf(n *node, id string) Resource {
	for _, g := range n.grants {
		if g.app.name == id {
			return g.amount
		}
	}
	return nil
}

// Marked at 60 s, killed at 75 s: the grant exists from the marking on
// (not from the kill), and is gone once app_b has been given the space.
// app_b's fair share is 100 of the 200 units, so it is owed
// min(0.5 × 100, 50) = 50; app_a may lose 200 − 100, and every one-unit
// victim set is found on the first node, the first in node order.
func TestGrantFromMarkingUntilUsed(t *testing.T) {
	s := grantSim(t, starvedAfter60)
	s.Run(simcore.RunOptions{DurationMS: 61000})
	if g := grantOf(s.nodes[0], "app_b"); g == nil || g[mem] != 50 {
		t.Fatalf("at 61 s (marked, not killed) node 1 grants app_b %v, want 50 MB", g)
	}
	if s.grantCount != 1 {
		t.Errorf("%d grants, want 1", s.grantCount)
	}
	s = grantSim(t, starvedAfter60)
	r := s.Run(simcore.RunOptions{DurationMS: 77000})
	if g := grantOf(s.nodes[0], "app_b"); g != nil {
		t.Errorf("at 77 s node 1 still grants app_b %v; it was given the 25 MB at 75 s", g)
	}
	if e := r.Preemptions[0]; e.ServedAt == nil || *e.ServedAt != 75 {
		t.Errorf("served at %v, want 75 s", e.ServedAt)
	}
}

// A grant app_b cannot use (its ApplicationMaster is over the queue's AM
// limit) is kept while app_b stays starved, heartbeat after heartbeat;
// the space itself goes back to app_a.
func TestGrantKeptWhileStarved(t *testing.T) {
	l := &Load{Nodes: []NodeGroup{{Count: 2, Resources: res(100, 100000)}}, Apps: []App{
		{ID: "app_a", Queue: "a", User: "u", Container: res(1, 0), Containers: 300, Running: 200},
		{ID: "app_b", Queue: "b", User: "u", Container: res(1, 0), AM: res(20, 0), Containers: 50}}}
	s := newSim(t, `<queue name="a"/><queue name="b">`+starvedAfter60+`<maxAMShare>0.1</maxAMShare></queue>`, l, preemptSettings())
	r := s.Run(simcore.RunOptions{DurationMS: 85000})
	g := grantOf(s.nodes[0], "app_b")
	if g == nil || g[mem] == 0 {
		t.Fatalf("at 85 s, 10 heartbeats after the kill, node 1 grants app_b %v; want the grant kept", g)
	}
	if got := findMem(r, "app_b"); got != 0 {
		t.Errorf("app_b uses %d MB, want 0: its AM (20) is over 0.1 × its fair share", got)
	}
	if e := r.Preemptions[0]; e.ServedAt != nil || e.AMLimit == "" {
		t.Errorf("served at %v, AM-limit note %q; want never served, and a note", e.ServedAt, e.AMLimit)
	}
}

// cleanGrants keeps a starved app's grant and drops the grant of an app
// that finished, or that is no longer starved.
func TestCleanGrants(t *testing.T) {
	s := grantSim(t, starvedAfter60)
	s.Run(simcore.RunOptions{DurationMS: 61000})
	n := s.nodes[0]
	b := n.grants[0].app
	s.cleanGrants(n)
	if grantOf(n, "app_b") == nil {
		t.Fatal("a starved app's grant was dropped")
	}
	b.finished = true
	s.cleanGrants(n)
	if grantOf(n, "app_b") != nil || s.grantCount != 0 {
		t.Error("a finished app's grant was kept")
	}
	b.finished = false
	s.addGrant(n, b, res2(5, 0), -1)
	clear(b.fsStarvation)
	clear(b.msStarvation)
	s.cleanGrants(n)
	if grantOf(n, "app_b") != nil {
		t.Error("the grant of an app with no fair-share and no min-share starvation was kept")
	}
}

func res2(mb, vcores int64) Resource { return Resource{mb, vcores} }

// fulfil takes an allocation off the grant component by component and
// drops it at zero; grants keep the order apps were first granted in.
func TestFulfilAndOrder(t *testing.T) {
	s := grantSim(t, starvedAfter60)
	n := s.nodes[0]
	a, b := s.apps[0], s.apps[1]
	s.addGrant(n, b, res2(3, 2), 4)
	s.addGrant(n, a, res2(1, 0), 5)
	s.addGrant(n, b, res2(1, 0), 6)
	if n.grants[0].app != b || n.grants[0].amount[mem] != 4 || n.grants[0].event != 6 {
		t.Fatalf("grants %+v: want app_b first with 4 MB from event 6", n.grants)
	}
	if ev := s.fulfil(n, b, res2(2, 5)); ev != 6 || n.grants[0].amount[mem] != 2 || n.grants[0].amount[vc] != 0 {
		t.Errorf("after 2 MB, 5 vcores: event %d, grant %v; want event 6, 2 MB and 0 vcores left", ev, n.grants[0].amount)
	}
	s.fulfil(n, b, res2(2, 0))
	if grantOf(n, "app_b") != nil || len(n.grants) != 1 || s.grantCount != 1 {
		t.Errorf("grants %+v after app_b was given all it was granted; want only app_a's", n.grants)
	}
	if ev := s.fulfil(n, b, res2(1, 0)); ev != -1 {
		t.Errorf("event %d for an app with no grant, want -1", ev)
	}
}

// The preemption thread counts granted space as taken: with 10 units free
// and 10 granted to another app, a 5-unit ask needs 5 units of victims.
// (With nothing granted it still takes one: Hadoop checks the fit only
// after looking at the first candidate.)
func TestVictimsCountGrantsAsTaken(t *testing.T) {
	s := grantSim(t, starvedAfter60)
	s.Run(simcore.RunOptions{DurationMS: 1000})
	n := s.nodes[0]
	a := s.apps[0]
	for range 10 {
		s.release(n.live[len(n.live)-1])
	}
	set, _, ok := s.victimsOnNode(n, res2(5, 0), -1)
	if !ok || len(set) != 1 {
		t.Fatalf("free 10: %d victims (ok %v), want 1", len(set), ok)
	}
	s.addGrant(n, s.apps[1], res2(10, 0), -1)
	a.fair = res2(0, 0) // app_a may lose anything
	set, _, ok = s.victimsOnNode(n, res2(5, 0), -1)
	if !ok || len(set) != 5 {
		t.Errorf("free 10, granted 10: %d victims (ok %v), want 5", len(set), ok)
	}
}

// An app granted space on a node does not reserve that node
// (isPreemptedForApp), though it would reserve another.
func TestNoReservationOverGrant(t *testing.T) {
	l := &Load{Nodes: []NodeGroup{{Count: 2, Resources: res(100, 100000)}}, Apps: []App{
		{ID: "app_a", Queue: "a", User: "u", Container: res(1, 0), Containers: 200, Running: 200},
		{ID: "app_b", Queue: "b", User: "u", Container: res(10, 0), Containers: 5}}}
	s := newSim(t, `<queue name="a"/><queue name="b"/>`, l, preemptSettings())
	s.Run(simcore.RunOptions{DurationMS: 1000})
	for _, n := range s.nodes {
		n.reserved, n.reservedSize = nil, nil // app_b reserved at its first heartbeats
	}
	b := s.apps[1]
	if !s.isReservable(b, b.nextSize()) {
		t.Fatal("app_b (starved, 10-unit ask) should be reservable")
	}
	s.addGrant(s.nodes[0], b, res2(10, 0), -1)
	if o, _ := s.assignApp(b, s.nodes[0]); o != none || s.nodes[0].reserved != nil {
		t.Errorf("node 1 (granted to app_b): outcome %v, reserved %v; want no reservation", o, s.nodes[0].reserved)
	}
	if o, _ := s.assignApp(b, s.nodes[1]); o != reservedNode {
		t.Errorf("node 2: outcome %v, want a reservation", o)
	}
}
