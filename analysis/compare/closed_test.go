package compare_test

import (
	"slices"
	"testing"

	"github.com/fairsched/fairsched/lint"
)

// TestClosedQueue: a fair maximum of 0 mb (or 0 vcores) lets no container
// in, so it is 0 in every type, and maximum-capacity 0 keeps it; an
// absolute [memory=0,vcores=0] is read as not set (Hadoop: memory has to
// be configured), which opens the queue to the whole cluster.
func TestClosedQueue(t *testing.T) {
	fair := `<allocations>
  <queue name="a"><maxResources>0 mb, 8 vcores</maxResources></queue>
  <queue name="b"><maxResources>4096 mb, 0 vcores</maxResources></queue>
</allocations>`
	cs := func(maxA, maxB string) string {
		return `<configuration>
<property><name>yarn.scheduler.capacity.root.queues</name><value>default,a,b</value></property>
<property><name>yarn.scheduler.capacity.root.default.capacity</name><value>100</value></property>
<property><name>yarn.scheduler.capacity.root.a.capacity</name><value>0</value></property>
<property><name>yarn.scheduler.capacity.root.b.capacity</name><value>0</value></property>
<property><name>yarn.scheduler.capacity.root.a.maximum-capacity</name><value>` + maxA + `</value></property>
<property><name>yarn.scheduler.capacity.root.b.maximum-capacity</name><value>` + maxB + `</value></property>
</configuration>`
	}
	for _, c := range []struct {
		maxA, maxB string
		want       []string
	}{
		{"0", "0", nil},
		{"[memory=0,vcores=8]", "0", []string{"root.a " + lint.CompareMaxRaised.ID}},
		{"0", "25", []string{"root.b " + lint.CompareMaxRaised.ID}},
	} {
		rep := pair(t, fair, cs(c.maxA, c.maxB), nil)
		var got []string
		for _, d := range rep.Findings {
			if d.Rule == lint.CompareMaxRaised.ID || d.Rule == lint.CompareMaxLowered.ID {
				got = append(got, d.Queue+" "+d.Rule)
			}
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("maxima %s, %s: got %v, want %v", c.maxA, c.maxB, got, c.want)
		}
		for _, r := range rep.Queues {
			if r.Queue == "root.b" && (r.Fair.Max[0] != 0 || r.Fair.Max[1] != 0) {
				t.Errorf("root.b's fair maximum %v, want 0 in every type", r.Fair.Max)
			}
		}
	}
}
