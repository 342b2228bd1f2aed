package convert_test

import (
	"strings"
	"testing"

	"github.com/fairsched/fairsched/analysis/convert"
	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/resource"
)

// TestClosedQueueStaysClosed: a maxResources of 0 in memory or vcores
// closes a queue (no container fits in it); the conversion writes
// maximum-capacity 0 at every release, with or without --cluster, because
// Hadoop reads an absolute [memory=0,…] as not set (memory has to be
// configured) and would open the queue to its parent's maximum. A queue
// whose minResources lifts the zero is not closed. A queue closed by vcores
// alone has a steady share of memory under fair, which it cannot use: that
// is the one warning.
func TestClosedQueueStaysClosed(t *testing.T) {
	src := `<allocations>
  <queue name="shut"><maxResources>0 mb, 0 vcores</maxResources></queue>
  <queue name="nomem"><maxResources>0 mb, 8 vcores</maxResources></queue>
  <queue name="nocpu"><maxResources>4096 mb, 0 vcores</maxResources></queue>
  <queue name="pct"><maxResources>memory-mb=0%, vcores=50%</maxResources></queue>
  <queue name="lifted"><maxResources>0 mb, 0 vcores</maxResources><minResources>1024 mb, 1 vcores</minResources></queue>
  <queue name="open"><maxResources>4096 mb, 4 vcores</maxResources></queue>
  <queue name="rest"/>
</allocations>`
	for _, c := range []struct {
		rel     string
		cluster resource.Resource
		lifted  string
	}{
		{"3.3", cluster16, "6.25"},
		{"3.4", cluster16, "[memory=1024,vcores=1]"},
		{"3.4", nil, "[memory=1024,vcores=1]"},
	} {
		r := run(t, src, "", c.rel, convert.ModePercentage, c.cluster)
		closed := map[string]bool{"root.shut": true, "root.nomem": true, "root.nocpu": true, "root.pct": true}
		for q, want := range map[string]string{"shut": "0", "nomem": "0", "nocpu": "0", "pct": "0", "lifted": c.lifted} {
			if got := prop(r, capacity.Prefix+"root."+q+".maximum-capacity"); got != want {
				t.Errorf("%s %v: root.%s.maximum-capacity = %q, want %q", c.rel, c.cluster, q, got, want)
			}
		}
		for _, d := range r.Findings {
			if closed[d.Queue] && !strings.HasPrefix(d.Message, "the queue is closed (its maximum has 0 vcores") {
				t.Errorf("%s %v: a closed queue is kept exactly, yet: %s", c.rel, c.cluster, d.Message)
			}
		}
	}
}

// TestPercentageClosedOnCluster: a percentage the Fair Scheduler truncates
// to 0 vcores on --cluster closes the queue there; the percentage is kept
// (it opens the queue on a larger cluster) with a warning.
func TestPercentageClosedOnCluster(t *testing.T) {
	src := `<allocations><queue name="a"><maxResources>20%</maxResources></queue><queue name="b"/></allocations>`
	r := run(t, src, "", "3.4", convert.ModePercentage, resource.Resource{8192, 4})
	if got := prop(r, capacity.Prefix+"root.a.maximum-capacity"); got != "20" {
		t.Errorf("maximum-capacity = %q, want 20", got)
	}
	found := false
	for _, d := range r.Findings {
		found = found || d.Queue == "root.a" && d.Rule == "convert-approximated"
	}
	if !found {
		t.Errorf("no warning that 20%% of 4 vcores closes the queue on --cluster: %v", ruleIDs(r))
	}
}
