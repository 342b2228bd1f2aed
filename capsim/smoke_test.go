package capsim

import (
	"testing"

	"github.com/fairsched/fairsched/simulate"
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
	if app.State != "active" || app.StoppedBy != StoppedMaxCapacity {
		t.Errorf("app1 %s stopped by %s", app.State, app.StoppedBy)
	}
	_ = simulate.StoppedNodeFit
}
