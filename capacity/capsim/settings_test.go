package capsim

import (
	"strings"
	"testing"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/load"
	"github.com/fairsched/fairsched/hadoop"
)

// Each scheduler reads its own keys only: a Capacity Scheduler key Hadoop
// cannot read stops the Capacity Scheduler, not the FifoScheduler, and a
// Fair Scheduler key stops neither.
func TestOwnSettingsOnly(t *testing.T) {
	p := hadoop.For(hadoop.V(3, 3, 6))
	cs, err := capacity.Read("cs.xml", []byte(boundsXML), p)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		sched Scheduler
		key   string
		fails bool
	}{
		{SchedulerCapacity, "yarn.scheduler.capacity.maximum-applications", true},
		{SchedulerFIFO, "yarn.scheduler.capacity.maximum-applications", false},
		{SchedulerCapacity, "yarn.scheduler.fair.update-interval-ms", false},
		{SchedulerFIFO, "yarn.scheduler.fair.max.assign", false},
		{SchedulerFIFO, "yarn.scheduler.minimum-allocation-mb", true},
	} {
		l := &load.Load{Nodes: []load.NodeGroup{{Count: 1, Resources: map[string]int64{"memory-mb": 8192, "vcores": 8}}}}
		_, err := New(cs, l, l.Types(), Options{Scheduler: tc.sched, Profile: p, Settings: map[string]string{tc.key: "abc"}})
		if fails := err != nil; fails != tc.fails || fails && !strings.Contains(err.Error(), tc.key) {
			t.Errorf("%s with %s=abc: %v, want failing %v", tc.sched, tc.key, err, tc.fails)
		}
	}
}
