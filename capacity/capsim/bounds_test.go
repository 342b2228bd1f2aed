package capsim

import (
	"errors"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/core/simcore"
)

// boundsXML is two queues, half the cluster each.
var boundsXML = csXML(map[string]string{"yarn.scheduler.capacity.root.queues": "a,b",
	"yarn.scheduler.capacity.root.a.capacity": "50", "yarn.scheduler.capacity.root.b.capacity": "50"})

// An app asking for 10^12 containers (and two for 2^62 each) is a demand,
// under both schedulers: the run places what the nodes hold and reports
// the rest as pending, and no demand overflows.
func TestTrillionAsked(t *testing.T) {
	const l = `{"nodes": [{"count": 4, "resources": {"memory-mb": 8192, "vcores": 8}}], "apps": [
		{"id": "x", "queue": "a", "user": "u", "container": {"memory-mb": 1024, "vcores": 1}, "containers": 1000000000000, "runtime": 30},
		{"id": "y", "queue": "b", "user": "v", "container": {"memory-mb": 1024, "vcores": 1}, "containers": 4611686018427387904},
		{"id": "z", "queue": "b", "user": "w", "container": {"memory-mb": 1024, "vcores": 1}, "containers": 4611686018427387904}]}`
	for _, sched := range []Scheduler{SchedulerCapacity, SchedulerFIFO} {
		s := newTestSim(t, boundsXML, l, sched)
		r := s.Run(RunOptions{RunOptions: simcore.RunOptions{DurationMS: 3600_000}})
		if s.Err() != nil {
			t.Fatalf("%s: %v", sched, s.Err())
		}
		if r.Containers > 10_000 || r.Apps[0].Pending < 1e12-10_000 {
			t.Errorf("%s: %d containers placed, x pending %d", sched, r.Containers, r.Apps[0].Pending)
		}
		if sched == SchedulerCapacity && r.Apps[1].Containers+r.Apps[2].Containers == 0 { // the FifoScheduler serves x first
			t.Errorf("asks past a long together: y and z got nothing")
		}
		for _, q := range r.Queues {
			for i, v := range q.Demand {
				if v < 0 {
					t.Errorf("%s: queue %s demand[%d] = %d: overflowed", sched, q.Name, i, v)
				}
			}
		}
	}
}

// A load truly too costly stops once it placed more containers than a run
// may, with a TooCostlyError.
func TestTooCostly(t *testing.T) {
	const l = `{"nodes": [{"count": 4, "resources": {"memory-mb": 8192, "vcores": 8}}], "apps": [
		{"id": "x", "queue": "a", "user": "u", "container": {"memory-mb": 1024, "vcores": 1}, "containers": 1000000000000, "runtime": 1}]}`
	for _, sched := range []Scheduler{SchedulerCapacity, SchedulerFIFO} {
		s := newTestSim(t, boundsXML, l, sched)
		r := s.Run(RunOptions{RunOptions: simcore.RunOptions{DurationMS: 24 * 3600_000, MaxPlaced: 1000}})
		var tc *simcore.TooCostlyError
		if !errors.As(s.Err(), &tc) || !strings.Contains(s.Err().Error(), "places more than 1000 containers") {
			t.Fatalf("%s: Err = %v, want a TooCostlyError", sched, s.Err())
		}
		if r.Containers > 1000+32 || r.Seconds >= 3600 {
			t.Errorf("%s: stopped after %d containers at %g s", sched, r.Containers, r.Seconds)
		}
	}
}
