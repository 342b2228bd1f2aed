package capsim

import (
	"fmt"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/core/simcore"
)

func TestElasticityStopsAtMaximumCapacity(t *testing.T) {
	xml := csXML(map[string]string{
		"yarn.scheduler.capacity.root.queues":              "a,b",
		"yarn.scheduler.capacity.root.a.capacity":          "30",
		"yarn.scheduler.capacity.root.b.capacity":          "70",
		"yarn.scheduler.capacity.root.a.maximum-capacity":  "50",
		"yarn.scheduler.capacity.root.a.user-limit-factor": "10",
	})
	load := `{"nodes":[{"count":4,"resources":{"memory-mb":8192,"vcores":8}}],
	"apps":[{"id":"app1","queue":"a","user":"u","container":{"memory-mb":1024,"vcores":1},"containers":40}]}`
	s := newTestSim(t, xml, load, SchedulerCapacity)
	r := s.Run(RunOptions{})
	a := queueByName(t, r, "root.a")
	if got := a.Usage[0]; got != 16384 {
		t.Errorf("root.a usage %d MB, want 16384 (50%% of 32 GiB)", got)
	}
	app := appByID(t, r, "app1")
	if app.State != "active" || app.StoppedBy != simcore.StoppedMaxCapacity {
		t.Errorf("app1 %s stopped by %s", app.State, app.StoppedBy)
	}
	_ = simcore.StoppedNodeFit
}

func TestRejections(t *testing.T) {
	xml := csXML(map[string]string{
		"yarn.scheduler.capacity.root.queues":                 "a,b",
		"yarn.scheduler.capacity.root.a.capacity":             "50",
		"yarn.scheduler.capacity.root.b.capacity":             "50",
		"yarn.scheduler.capacity.root.a.maximum-applications": "1",
	})
	load := `{"nodes":[{"count":1,"resources":{"memory-mb":8192,"vcores":8}}],
	"apps":[{"id":"one","queue":"a","user":"u","container":{"memory-mb":1024,"vcores":1},"containers":1},
	        {"id":"two","queue":"a","user":"u","container":{"memory-mb":1024,"vcores":1},"containers":1},
	        {"id":"lost","queue":"root.x","user":"u","container":{"memory-mb":1024,"vcores":1},"containers":1},
	        {"id":"parent","queue":"root","user":"u","container":{"memory-mb":1024,"vcores":1},"containers":1}]}`
	r := newTestSim(t, xml, load, SchedulerCapacity).Run(RunOptions{})
	for id, want := range map[string]string{
		"two":    "org.apache.hadoop.security.AccessControlException: Queue root.a already has 1 applications, cannot accept submission of application: two",
		"lost":   "Application lost submitted by user u to unknown queue: root.x",
		"parent": "Application parent submitted by user u to non-leaf queue: root",
	} {
		if a := appByID(t, r, id); a.State != "rejected" || a.Message != want {
			t.Errorf("%s: %s %q, want rejected %q", id, a.State, a.Message, want)
		}
	}
	if a := appByID(t, r, "one"); a.State != "active" && a.State != "finished" {
		t.Errorf("one: %s", a.State)
	}
}

// max-parallel-apps keeps the second app pending until the first ends;
// FIFO gives the earlier app the node first.
func TestMaxParallelApps(t *testing.T) {
	xml := csXML(map[string]string{
		"yarn.scheduler.capacity.root.queues":              "a",
		"yarn.scheduler.capacity.root.a.capacity":          "100",
		"yarn.scheduler.capacity.root.a.max-parallel-apps": "1",
		"yarn.scheduler.capacity.root.a.user-limit-factor": "1",
	})
	load := `{"nodes":[{"count":1,"resources":{"memory-mb":8192,"vcores":8}}],
	"apps":[{"id":"first","queue":"a","user":"u","container":{"memory-mb":1024,"vcores":1},"containers":2,"runtime":10},
	        {"id":"second","queue":"a","user":"u","container":{"memory-mb":1024,"vcores":1},"containers":2,"runtime":10}]}`
	r := newTestSim(t, xml, load, SchedulerCapacity).Run(RunOptions{RunOptions: simRun(5000)})
	if a := appByID(t, r, "second"); a.State != "pending" || a.StoppedBy != "not-runnable" {
		t.Errorf("second at 5 s: %s, %s; want pending, not-runnable", a.State, a.StoppedBy)
	}
	r = newTestSim(t, xml, load, SchedulerCapacity).Run(RunOptions{})
	first, second := appByID(t, r, "first"), appByID(t, r, "second")
	if first.State != "finished" || second.State != "finished" || *second.FirstContainerAt < *first.EndAt {
		t.Errorf("first %s ends %v, second %s starts %v", first.State, *first.EndAt, second.State, *second.FirstContainerAt)
	}
}

// With priority-utilization, the higher-priority child is offered the
// node first while both are under their guarantees.
func TestPriorityUtilization(t *testing.T) {
	xml := csXML(map[string]string{
		"yarn.scheduler.capacity.root.queues":          "lo,hi",
		"yarn.scheduler.capacity.root.ordering-policy": "priority-utilization",
		"yarn.scheduler.capacity.root.lo.capacity":     "50",
		"yarn.scheduler.capacity.root.hi.capacity":     "50",
		"yarn.scheduler.capacity.root.hi.priority":     "1",
	})
	load := `{"nodes":[{"count":1,"resources":{"memory-mb":8192,"vcores":8}}],
	"apps":[{"id":"l","queue":"lo","user":"u","container":{"memory-mb":1024,"vcores":1},"containers":10},
	        {"id":"h","queue":"hi","user":"v","container":{"memory-mb":1024,"vcores":1},"containers":10}]}`
	s := newTestSim(t, xml, load, SchedulerCapacity)
	r := s.Run(RunOptions{RunOptions: simcore.RunOptions{DurationMS: 500, Trace: 1}})
	if len(r.Trace) != 1 || r.Trace[0].App != "h" {
		t.Fatalf("first decision %+v, want h", r.Trace)
	}
}

func TestUnsimulatedSettingsWarn(t *testing.T) {
	xml := csXML(map[string]string{
		"yarn.scheduler.capacity.root.queues":                    "a",
		"yarn.scheduler.capacity.root.a.capacity":                "100",
		"yarn.scheduler.capacity.schedule-asynchronously.enable": "true",
		"yarn.scheduler.capacity.resource-calculator":            "org.apache.hadoop.yarn.util.resource.DominantResourceCalculator",
	})
	s := newTestSim(t, xml, `{"nodes":[{"count":1,"resources":{"memory-mb":8192,"vcores":8}}]}`, SchedulerCapacity)
	got := strings.Join(s.warnings, "\n")
	if !strings.Contains(got, "schedule-asynchronously.enable is true") {
		t.Errorf("warnings lack the asynchronous scheduling:\n%s", got)
	}
	if strings.Contains(got, "DominantResourceCalculator") || !s.rc.dominant() {
		t.Errorf("the DominantResourceCalculator is simulated, not warned about:\n%s", got)
	}
}

// A later app of higher priority is offered the node first, once the
// cluster allows priorities above 0 (yarn.cluster.max-application-priority).
func TestApplicationPriority(t *testing.T) {
	xml := csXML(map[string]string{
		"yarn.scheduler.capacity.root.queues":                 "a",
		"yarn.scheduler.capacity.root.a.capacity":             "100",
		"yarn.scheduler.capacity.maximum-am-resource-percent": "1",
	})
	load := func(max int) string {
		return fmt.Sprintf(`{"nodes":[{"count":1,"resources":{"memory-mb":8192,"vcores":8}}],
		"settings": {"yarn.cluster.max-application-priority": %d},
		"apps":[{"id":"early","queue":"a","user":"u","container":{"memory-mb":1024,"vcores":1},"containers":4},
		        {"id":"urgent","queue":"a","user":"u","priority":5,"container":{"memory-mb":1024,"vcores":1},"containers":4}]}`, max)
	}
	for max, first := range map[int]string{0: "early", 10: "urgent"} {
		r := newTestSim(t, xml, load(max), SchedulerCapacity).Run(RunOptions{RunOptions: simcore.RunOptions{DurationMS: 500, Trace: 1}})
		if len(r.Trace) != 1 || r.Trace[0].App != first {
			t.Errorf("max priority %d: first decision %+v, want %s", max, r.Trace, first)
		}
	}
}

// TestAutoCreatingParentIsNoLeaf: a parent that creates its leaves has no
// children in the file, yet CapacityScheduler#addApplication refuses an app
// sent to it as to any parent.
func TestAutoCreatingParentIsNoLeaf(t *testing.T) {
	xml := csXML(map[string]string{
		"yarn.scheduler.capacity.root.queues":                                "a,users",
		"yarn.scheduler.capacity.root.a.capacity":                            "50",
		"yarn.scheduler.capacity.root.users.capacity":                        "50",
		"yarn.scheduler.capacity.root.users.auto-create-child-queue.enabled": "true",
	})
	load := `{"nodes":[{"count":1,"resources":{"memory-mb":8192,"vcores":8}}],
	"apps":[{"id":"app","queue":"users","user":"u","container":{"memory-mb":1024,"vcores":1},"containers":1}]}`
	r := newTestSim(t, xml, load, SchedulerCapacity).Run(RunOptions{})
	want := "Application app submitted by user u to non-leaf queue: users"
	if a := appByID(t, r, "app"); a.State != "rejected" || a.Message != want {
		t.Errorf("app: %s %q, want rejected %q", a.State, a.Message, want)
	}
}
