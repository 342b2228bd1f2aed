package capsim

import (
	"fmt"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/core/simcore"
	"github.com/fairsched/fairsched/core/yarnsite"
)

// The DominantResourceCalculator's arithmetic, figures worked by hand.
func TestDominantCalc(t *testing.T) {
	rc := dominantCalc{}
	cluster := Resource{16384, 200}
	// DRF: <2 GB, 10 vcores> has a dominant share of 1/8 (memory); <1 GB,
	// 40 vcores> 1/5 (vcores): the second compares larger.
	if got := rc.compare(cluster, Resource{2048, 10}, Resource{1024, 40}); got != -1 {
		t.Errorf("compare = %d, want -1", got)
	}
	// equal dominant shares: the other share decides
	if got := rc.compare(cluster, Resource{2048, 20}, Resource{2048, 10}); got != 1 {
		t.Errorf("compare on the second share = %d, want 1", got)
	}
	if got := rc.divide(cluster, Resource{4096, 10}, Resource{2048, 100}); got != float32(0.25/0.5) {
		t.Errorf("divide = %v, want 0.5", got)
	}
	if got := rc.ratio(Resource{1024, 30}, Resource{4096, 60}); got != 0.5 {
		t.Errorf("ratio = %v, want 0.5", got)
	}
	if rc.fitsIn(Resource{1024, 9}, Resource{8192, 8}) || !rc.fitsIn(Resource{1024, 8}, Resource{1024, 8}) {
		t.Error("fitsIn must hold every type")
	}
	if got := rc.available(Resource{8192, 100, 3}, Resource{1024, 40, 0}); got != 2 {
		t.Errorf("available = %d, want 2 (vcores bound; a type not asked for is not)", got)
	}
	// three types: a type the cluster has none of is left out
	c3 := Resource{8192, 8, 0}
	if got := rc.compare(c3, Resource{1024, 1, 5}, Resource{1024, 1, 0}); got != 0 {
		t.Errorf("compare with a type the cluster lacks = %d, want 0", got)
	}
	got := rc.normalize(Resource{1500, 0, 1}, Resource{1024, 1, 0}, Resource{8192, 4, 4}, Resource{1024, 1, 0})
	if fmt.Sprint(got) != "[2048 1 1]" {
		t.Errorf("normalize = %v, want [2048 1 1]", got)
	}
	if got := rc.multiplyAndNormalizeUp(Resource{10000, 7, 3}, 0.1, Resource{1024, 1, 0}); fmt.Sprint(got) != "[1024 1 1]" {
		t.Errorf("multiplyAndNormalizeUp = %v, want [1024 1 1]", got)
	}
}

// Under the DominantResourceCalculator a vcore-heavy ask fills a node by
// its vcores; under the DefaultResourceCalculator it is memory alone.
func TestDominantCalcSchedulesVcores(t *testing.T) {
	load := `{"nodes":[{"count":1,"resources":{"memory-mb":8192,"vcores":4}}],
	"apps":[{"id":"a","queue":"a","user":"u","container":{"memory-mb":1024,"vcores":2},"containers":8}]}`
	for calc, want := range map[string]int{"": 8, yarnsite.DominantCalculatorClass: 2} {
		xml := csXML(map[string]string{
			"yarn.scheduler.capacity.root.queues":                 "a",
			"yarn.scheduler.capacity.root.a.capacity":             "100",
			"yarn.scheduler.capacity.maximum-am-resource-percent": "1",
			"yarn.scheduler.capacity.resource-calculator":         calc,
		})
		r := newTestSim(t, xml, load, SchedulerCapacity).Run(RunOptions{RunOptions: simcore.RunOptions{DurationMS: 20000}})
		if got := r.Apps[0].Containers; got != want {
			t.Errorf("calculator %q: %d containers run, want %d", calc, got, want)
		}
	}
}

// A GPU ask waits for the nodes with GPUs under the DominantResource
// Calculator; the DefaultResourceCalculator drops it, and says so.
func TestDominantCalcSchedulesGPUs(t *testing.T) {
	load := `{"nodes":[{"count":3,"resources":{"memory-mb":8192,"vcores":8}},
	                   {"count":1,"resources":{"memory-mb":8192,"vcores":8,"yarn.io/gpu":2}}],
	"apps":[{"id":"g","queue":"a","user":"u","container":{"memory-mb":2048,"vcores":1,"yarn.io/gpu":1},"containers":6}]}`
	for calc, want := range map[string]int{"": 6, yarnsite.DominantCalculatorClass: 2} {
		xml := csXML(map[string]string{
			"yarn.scheduler.capacity.root.queues":                 "a",
			"yarn.scheduler.capacity.root.a.capacity":             "100",
			"yarn.scheduler.capacity.maximum-am-resource-percent": "1",
			"yarn.scheduler.capacity.resource-calculator":         calc,
		})
		s := newTestSim(t, xml, load, SchedulerCapacity)
		r := s.Run(RunOptions{RunOptions: simcore.RunOptions{DurationMS: 20000}})
		if got := r.Apps[0].Containers; got != want {
			t.Errorf("calculator %q: %d containers run, want %d", calc, got, want)
		}
		warned := fmt.Sprint(s.warnings)
		if (calc == "") != (len(warned) > 2 && strings.Contains(warned, "yarn.io/gpu=1")) {
			t.Errorf("calculator %q: warnings %s", calc, warned)
		}
	}
}
