package capsim

import "testing"

// Queue a fills the cluster while b is idle; when b asks, the policy
// takes containers back from a until a is within max_ignored_over_capacity
// (10 %) of its guarantee: a keeps 17 GiB of its 16 GiB guarantee (17 GiB
// is under 16 GiB × 1.1), so b stays one container short of its own.
func TestPreemptionGivesBackTheGuarantee(t *testing.T) {
	xml := csXML(map[string]string{
		"yarn.scheduler.capacity.root.queues":              "a,b",
		"yarn.scheduler.capacity.root.a.capacity":          "50",
		"yarn.scheduler.capacity.root.b.capacity":          "50",
		"yarn.scheduler.capacity.root.a.user-limit-factor": "2",
		"yarn.scheduler.capacity.root.b.user-limit-factor": "2",
		"yarn.resourcemanager.scheduler.monitor.enable":    "true",
	})
	load := `{"nodes":[{"count":4,"resources":{"memory-mb":8192,"vcores":8}}],
	"apps":[{"id":"a1","queue":"a","user":"u","container":{"memory-mb":1024,"vcores":1},"containers":40},
	        {"id":"b1","queue":"b","user":"v","start":30,"container":{"memory-mb":1024,"vcores":1},"containers":40}]}`
	s := newTestSim(t, xml, load, SchedulerCapacity)
	r := s.Run(RunOptions{RunOptions: simRun(300000)})
	a, b := queueByName(t, r, "root.a"), queueByName(t, r, "root.b")
	if a.Usage[0] != 17408 || b.Usage[0] != 15360 {
		t.Errorf("usage a %d b %d, want 17408 and 15360", a.Usage[0], b.Usage[0])
	}
	if len(r.Preemptions) == 0 {
		t.Fatal("no preemption")
	}
	if got := appByID(t, r, "a1").Preempted; got != 15 {
		t.Errorf("a1 lost %d containers, want 15", got)
	}
	for _, p := range r.Preemptions {
		for _, v := range p.From {
			if v.App != "a1" {
				t.Errorf("preempted from %s", v.App)
			}
		}
	}
}
