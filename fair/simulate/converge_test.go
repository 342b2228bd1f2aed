package simulate

import (
	"strings"
	"testing"

	"github.com/fairsched/fairsched/core/simcore"
)

// The convergence cases of the behaviour spec (S01-S07, S12, S13), each
// checked against the figures Hadoop's own comparator code produced.
func TestConvergence(t *testing.T) {
	for _, tc := range []struct {
		name, queues string
		load         *Load
		ask          []string
		want         []int64
	}{
		{"S01 20/50/30", queues("a", "b", "c"),
			oneNode(100, unitApp("app_a", "a", 20), unitApp("app_b", "b", 50), unitApp("app_c", "c", 30)),
			[]string{"root.a", "root.b", "root.c"}, []int64{20, 50, 30}},
		{"S02 1,2,5,4 in whole containers", queues("q"),
			oneNode(12, unitApp("app1", "q", 1), unitApp("app2", "q", 2), unitApp("app3", "q", 6), unitApp("app4", "q", 5)),
			[]string{"app1", "app2", "app3", "app4"}, []int64{1, 2, 5, 4}},
		{"S02h 1,2,4.5,4.5 in half-unit containers", queues("q"),
			oneNode(24, unitApp("app1", "q", 2), unitApp("app2", "q", 4), unitApp("app3", "q", 12), unitApp("app4", "q", 10)),
			[]string{"app1", "app2", "app3", "app4"}, []int64{2, 4, 9, 9}},
		{"S03 4,2,6,4", `<queue name="a"><weight>5</weight></queue><queue name="b"><weight>8</weight></queue>
			<queue name="c"><weight>1</weight></queue><queue name="d"><weight>2</weight></queue>`,
			oneNode(16, unitApp("app_a", "a", 4), unitApp("app_b", "b", 2), unitApp("app_c", "c", 10), unitApp("app_d", "d", 4)),
			[]string{"root.a", "root.b", "root.c", "root.d"}, []int64{4, 2, 6, 4}},
		{"S04 min share 60/40", `<queue name="a"><minResources>60 mb, 0 vcores</minResources></queue><queue name="b"/>`,
			oneNode(100, unitApp("app_a", "a", 100), unitApp("app_b", "b", 100)),
			[]string{"root.a", "root.b"}, []int64{60, 40}},
		{"S05 max 30/70", `<queue name="a"><maxResources>30 mb, 1000 vcores</maxResources></queue><queue name="b"/>`,
			oneNode(100, unitApp("app_a", "a", 100), unitApp("app_b", "b", 100)),
			[]string{"root.a", "root.b"}, []int64{30, 70}},
		{"S06 per level 25/25/50", `<queue name="p1"><queue name="a"/><queue name="b"/></queue><queue name="p2"><queue name="c"/></queue>`,
			oneNode(100, unitApp("app_a", "p1.a", 100), unitApp("app_b", "p1.b", 100), unitApp("app_c", "p2.c", 100)),
			[]string{"root.p1.a", "root.p1.b", "root.p2.c"}, []int64{25, 25, 50}},
		{"S07 weight 0 takes the rest 40/60", `<queue name="a"><weight>0</weight></queue><queue name="b"/>`,
			oneNode(100, unitApp("app_a", "a", 100), unitApp("app_b", "b", 60)),
			[]string{"root.a", "root.b"}, []int64{40, 60}},
		{"S12 FIFO 5,1", `<queue name="q"><schedulingPolicy>fifo</schedulingPolicy></queue>`,
			oneNode(6, startAt(unitApp("app1", "q", 5), 1), startAt(unitApp("app2", "q", 5), 2)),
			[]string{"app1", "app2"}, []int64{5, 1}},
		{"S13 maxRunningApps 10,10,0", `<queue name="q"><maxRunningApps>2</maxRunningApps></queue>`,
			oneNode(100, unitApp("app1", "q", 10), unitApp("app2", "q", 10), unitApp("app3", "q", 10)),
			[]string{"app1", "app2", "app3"}, []int64{10, 10, 0}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := newSim(t, tc.queues, tc.load, unitSettings).Converge()
			wantInts(t, strings.Join(tc.ask, ","), memOf(r, tc.ask...), tc.want)
		})
	}
}

func startAt(a App, sec float64) App { a.Start = sec; return a }

// S02 and S03: fair shares are not capped by demand.
func TestFairSharesNotCappedByDemand(t *testing.T) {
	r := newSim(t, queues("q"), oneNode(12, unitApp("app1", "q", 1), unitApp("app2", "q", 2),
		unitApp("app3", "q", 6), unitApp("app4", "q", 5)), unitSettings).Converge()
	var got []int64
	for _, a := range r.Apps {
		got = append(got, a.FairShare[0])
	}
	wantInts(t, "S02 app fair shares", got, []int64{3, 3, 3, 3})

	r = newSim(t, `<queue name="a"><weight>5</weight></queue><queue name="b"><weight>8</weight></queue>
		<queue name="c"><weight>1</weight></queue><queue name="d"><weight>2</weight></queue>`,
		oneNode(16, unitApp("app_a", "a", 4), unitApp("app_b", "b", 2), unitApp("app_c", "c", 10), unitApp("app_d", "d", 4)),
		unitSettings).Converge()
	got = nil
	for _, q := range r.Queues[1:5] {
		got = append(got, q.FairShare[0])
	}
	wantInts(t, "S03 queue fair shares", got, []int64{5, 8, 1, 2})
}

// S13: the leaf's demand counts the app that may not run.
func TestNonRunnableDemandCounted(t *testing.T) {
	r := newSim(t, `<queue name="q"><maxRunningApps>2</maxRunningApps></queue>`,
		oneNode(100, unitApp("app1", "q", 10), unitApp("app2", "q", 10), unitApp("app3", "q", 10)), unitSettings).Converge()
	q := r.Queues[indexOf(r, "root.q")]
	if q.Demand[0] != 30 || r.Apps[2].StoppedBy != simcore.StoppedNotRunable || r.Apps[2].Runnable {
		t.Errorf("leaf demand %d, app3 stopped by %s runnable %v; want 30, not-runnable, false", q.Demand[0], r.Apps[2].StoppedBy, r.Apps[2].Runnable)
	}
}

func indexOf(r *simcore.Result, name string) int {
	for i, q := range r.Queues {
		if q.Name == name {
			return i
		}
	}
	return -1
}
