package loadcmp

import (
	"slices"
	"testing"

	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/core/simcore"
	"github.com/fairsched/fairsched/fair/simulate"
)

func at(v float64) *float64 { return &v }

// result is a simulation of two apps in root.a, with one sample a second
// of root.a's usage.
func result(sched string, first, end float64, usage []int64) *simcore.Result {
	r := &simcore.Result{Scheduler: sched, Cluster: resource.Resource{1000, 10}, Seconds: float64(len(usage)),
		Queues: []simcore.QueueResult{{Name: "root"}, {Name: "root.a", Leaf: true}}}
	for i, u := range usage {
		r.Timeline = append(r.Timeline, simcore.Sample{T: float64(i), Usage: []resource.Resource{{u, 0}, {u, 0}}})
	}
	r.Apps = []simcore.AppResult{
		{ID: "x", Queue: "root.a", User: "u", State: "finished", FirstContainerAt: at(first), AMStartAt: at(first), EndAt: at(end)},
		{ID: "y", Queue: "root.a", User: "v", State: "finished", FirstContainerAt: at(10 + first), AMStartAt: at(10 + first), EndAt: at(10 + end), Preempted: 2},
	}
	return r
}

func TestCompare(t *testing.T) {
	load := &simulate.Load{Apps: []simulate.App{{ID: "x", Start: 0}, {ID: "y", Start: 10}}}
	before := result("fair", 1, 20, []int64{500, 500, 500, 500})
	after := result("capacity", 5, 40, []int64{250, 250, 0, 0})
	rep := Compare(Input{Load: load, Before: before, After: after, Tolerance: 0.1, BeforeName: "Fair Scheduler", AfterName: "Capacity Scheduler"})
	if len(rep.Queues) != 1 || len(rep.Teams) != 2 {
		t.Fatalf("%d queue rows, %d user rows", len(rep.Queues), len(rep.Teams))
	}
	b, a := rep.Queues[0].Side[Before], rep.Queues[0].Side[After]
	if b.FirstContainer.P50 != 1 || a.FirstContainer.P95 != 5 || b.Completion.P95 != 20 || a.Completion.P50 != 40 {
		t.Errorf("percentiles before %+v after %+v", b, a)
	}
	if b.Share != 0.5 || a.Share != 0.125 {
		t.Errorf("shares %g and %g, want 0.5 and 0.125", b.Share, a.Share)
	}
	if b.Preempted != 2 || rep.Teams[0].Side[Before].Share != -1 {
		t.Errorf("preempted %d, user share %g", b.Preempted, rep.Teams[0].Side[Before].Share)
	}
	for _, want := range []Worse{
		{Queue: "root.a", Figure: FigureTime, What: "time to first container p50", Before: 1, After: 5},
		{Queue: "root.a", Figure: FigureTime, What: "completion time p95", Before: 20, After: 40},
		{Queue: "root.a", Figure: FigureShare, Before: 0.5, After: 0.125},
	} {
		if !slices.Contains(rep.Worse.Worse, want) {
			t.Errorf("facts lack %+v:\n%+v", want, rep.Worse.Worse)
		}
	}
	// within the tolerance: no finding
	rep = Compare(Input{Load: load, Before: before, After: before, Tolerance: 0.1})
	if len(rep.Worse.Worse) != 0 {
		t.Errorf("the same run compared with itself is worse: %+v", rep.Worse.Worse)
	}
}

func TestPercentiles(t *testing.T) {
	p := percentiles([]float64{5, 1, 4, 2, 3, 6, 7, 8, 9, 10})
	if p.N != 10 || p.P50 != 5 || p.P95 != 10 {
		t.Errorf("%+v, want 10 apps, p50 5, p95 10 (nearest rank)", p)
	}
	if p := percentiles(nil); p.N != 0 {
		t.Errorf("%+v", p)
	}
}

// A custom type the second scheduler's containers lack is a finding: the
// job is not the same one there. Vcores cut down are not.
func TestDroppedTypes(t *testing.T) {
	types := resource.ResourceTypes{"memory-mb", "vcores", "yarn.io/gpu"}
	load := &simulate.Load{Apps: []simulate.App{{ID: "x"}, {ID: "y"}}}
	before, after := result("fair", 1, 20, []int64{500}), result("capacity", 1, 10, []int64{500})
	before.Types, after.Types = types, types
	before.Apps[0].Container, after.Apps[0].Container = resource.Resource{2048, 4, 1}, resource.Resource{2048, 1, 0}
	before.Apps[1].Container, after.Apps[1].Container = resource.Resource{2048, 4, 0}, resource.Resource{2048, 1, 0}
	rep := Compare(Input{Load: load, Before: before, After: after, Tolerance: 0.1, BeforeName: "Fair Scheduler", AfterName: "Capacity Scheduler"})
	var found []Worse
	for _, w := range rep.Worse.Worse {
		if w.Figure == FigureDroppedType {
			found = append(found, w)
		}
	}
	want := Worse{Queue: "root.a", Figure: FigureDroppedType, What: "yarn.io/gpu", App: "x", Before: 1, After: 0}
	if len(found) != 1 || found[0] != want {
		t.Errorf("dropped types %+v, want only %+v", found, want)
	}
}
