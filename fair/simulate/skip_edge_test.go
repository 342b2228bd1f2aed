package simulate

import (
	"testing"

	"github.com/fairsched/fairsched/core/simcore"
)

// runBoth runs the case through Run and through the walk, fails when the
// results differ, and returns Run's.
func runBoth(t *testing.T, tree string, l *Load, settings map[string]string, o simcore.RunOptions) *simcore.Result {
	t.Helper()
	want := newSim(t, tree, l, settings).runWalk(o)
	got := newSim(t, tree, l, settings).Run(o)
	compareResults(t, got, want)
	return got
}

// An AM placed early in a round makes the app's next container smaller:
// a later node too small for the AM takes one in the same round (no app
// may reserve: the threshold is above every container).
func TestSkipAMThenSmallerContainer(t *testing.T) {
	l := &Load{Nodes: []NodeGroup{{Count: 1, Resources: res(4096, 100)}, {Count: 1, Resources: res(2048, 100)}},
		Apps: []App{{ID: "app_a", Queue: "a", User: "u", Container: res(1024, 1), AM: res(4096, 1), Containers: 3, RuntimeSeconds: 10}}}
	r := runBoth(t, "<queueMaxAMShareDefault>-1</queueMaxAMShareDefault>"+queues("a"), l,
		map[string]string{"yarn.scheduler.reservation-threshold.increment-multiple": "100"}, simcore.RunOptions{DurationMS: 30000})
	if got := r.Timeline[0].Usage[1][mem]; got != 5120 {
		t.Errorf("usage at 0 s = %d MB, want 5120 (the AM on node1, a container on node2 in the same round)", got)
	}
}

// Min-share starvation by vcores alone makes an app at its memory fair
// share reservable when the timer fires, with nothing else changing: the
// round after that check must run, and the reservation it makes keeps the
// freed space for B when A's containers end.
func TestSkipStarvationMakesReservable(t *testing.T) {
	tree := `<queue name="a"/><queue name="b"><minResources>0 mb, 6 vcores</minResources>
		<minSharePreemptionTimeout>5</minSharePreemptionTimeout></queue>`
	l := &Load{Nodes: []NodeGroup{{Count: 1, Resources: res(8192, 8)}},
		Apps: []App{
			{ID: "app_a", Queue: "a", User: "u", Container: res(1024, 1), Containers: 10, Running: 4, RuntimeSeconds: 20},
			{ID: "app_b", Queue: "b", User: "u", Container: res(2048, 1), Containers: 5, Running: 2},
		}}
	settings := map[string]string{"yarn.scheduler.fair.preemption": "true",
		"yarn.scheduler.fair.preemption.cluster-utilization-threshold": "0.5"}
	r := runBoth(t, tree, l, settings, simcore.RunOptions{DurationMS: 25000})
	if b := findMem(r, "app_b"); b <= 4096 {
		t.Errorf("app_b uses %d MB at 25 s; want more than its 4096 (its reservation takes the space A frees at 20 s)", b)
	}
}

// Heartbeats every 1.5 s, updates every 0.7 s, samples every second
// (SampleMS): the
// clock steps by 100 ms and the three fall on different steps.
func TestSkipIntervalsOutOfPhase(t *testing.T) {
	l := &Load{Nodes: []NodeGroup{{Count: 3, Resources: res(8192, 8)}},
		Apps: []App{
			{ID: "app_a", Queue: "a", User: "u", Container: res(1024, 1), Containers: 20, RuntimeSeconds: 7, Start: 0.3},
			{ID: "app_b", Queue: "b", User: "u", Container: res(2048, 1), Containers: 6, RuntimeSeconds: 4, Start: 12.1},
		}}
	settings := map[string]string{"yarn.scheduler.fair.update-interval-ms": "700",
		"yarn.resourcemanager.nodemanagers.heartbeat-interval-ms": "1500"}
	r := runBoth(t, queues("a", "b"), l, settings, simcore.RunOptions{DurationMS: 3600 * 1000, SampleMS: 1000})
	if len(r.Timeline) != 3601 || r.Heartbeats != 3*2401 {
		t.Errorf("%d samples, %d heartbeats; want 3601 (--sample 1s) and 3 nodes × 2401 heartbeats", len(r.Timeline), r.Heartbeats)
	}
}

// A fair-share timer runs on simulated time through an idle stretch: B
// arrives at 100 s on a full cluster and is preempted for 30 s later, the
// same in both loops.
func TestSkipStarvationTimerAcrossIdleTime(t *testing.T) {
	tree := `<queue name="a"/><queue name="b"><fairSharePreemptionTimeout>30</fairSharePreemptionTimeout></queue>`
	l := &Load{Nodes: []NodeGroup{{Count: 2, Resources: res(8192, 8)}},
		Apps: []App{
			{ID: "app_a", Queue: "a", User: "u", Container: res(1024, 1), Containers: 16},
			{ID: "app_b", Queue: "b", User: "u", Container: res(1024, 1), Containers: 8, Start: 100},
		}}
	settings := map[string]string{"yarn.scheduler.fair.preemption": "true"}
	r := runBoth(t, tree, l, settings, simcore.RunOptions{DurationMS: 300 * 1000})
	if len(r.Preemptions) == 0 || r.Preemptions[0].T != 130 {
		t.Fatalf("preemptions %+v; want the first at 130 s", r.Preemptions)
	}
}

// A trace records the first heartbeats one by one; once it is full the
// rest are skipped, and the heartbeat numbers in the trace still match.
func TestSkipAfterTraceFills(t *testing.T) {
	l := &Load{Nodes: []NodeGroup{{Count: 4, Resources: res(4096, 8)}},
		Apps: []App{{ID: "app_a", Queue: "a", User: "u", Container: res(1024, 1), Containers: 30, RuntimeSeconds: 3, Start: 50}}}
	r := runBoth(t, queues("a"), l, nil, simcore.RunOptions{DurationMS: 120 * 1000, Trace: 10})
	if len(r.Trace) != 10 || r.Trace[9].Heartbeat != 10 {
		t.Errorf("trace of %d decisions, the last at heartbeat %d; want 10 at heartbeat 10", len(r.Trace), r.Trace[len(r.Trace)-1].Heartbeat)
	}
}
