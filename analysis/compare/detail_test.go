package compare_test

import (
	"slices"
	"testing"

	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/lint"
)

const detailFair = `<allocations>
  <queue name="eng"><weight>3</weight><minResources>4096 mb, 4 vcores</minResources><maxResources>8192 mb, 8 vcores</maxResources></queue>
  <queue name="ads"/>
</allocations>`

func detailCS(engMax string) string {
	return `<configuration>
<property><name>yarn.scheduler.capacity.root.queues</name><value>default,eng,ads</value></property>
<property><name>yarn.scheduler.capacity.root.default.capacity</name><value>25</value></property>
<property><name>yarn.scheduler.capacity.root.eng.capacity</name><value>50</value></property>
<property><name>yarn.scheduler.capacity.root.ads.capacity</name><value>25</value></property>
<property><name>yarn.scheduler.capacity.root.eng.maximum-capacity</name><value>` + engMax + `</value></property>
</configuration>`
}

// TestMaxRaisedMessage: fs2cs's maximum-capacity 100 on a queue capped at
// half the cluster (8192 of 16384 mb, 8 of 16 vcores).
func TestMaxRaisedMessage(t *testing.T) {
	rep := pair(t, detailFair, detailCS("100"), nil)
	var got []string
	for _, d := range rep.Findings {
		if d.Rule == lint.CompareMaxRaised.ID {
			got = append(got, d.Queue+": "+d.Message+" @"+d.Pos.String())
		}
	}
	want := []string{"root.eng: the capacity maximum 16384 mb, 16 vcores is above the fair maximum 8192 mb, 8 vcores by 8192 mb, 8 vcores @6:1"}
	if !slices.Equal(got, want) {
		t.Errorf("got %q\nwant %q", got, want)
	}
}

// TestEstimate: eng (50%, maximum 100) and ads (25%) active, default idle.
// Guarantees 8192 and 4096 mb; default's idle 4096 mb is lent 2:1 (absolute
// capacities 0.5 and 0.25): 2730 and 1365, the one mb rounding leaves goes
// to the first child with room. Vcores: 8 and 4, then 4 lent: 2 and 1, the
// last one to eng.
func TestEstimate(t *testing.T) {
	rep := pair(t, detailFair, detailCS("100"), []string{"eng", "ads"})
	est := map[string]resource.Resource{}
	for _, r := range rep.Queues {
		if r.Capacity != nil {
			est[r.Queue] = r.Capacity.Estimate
		}
	}
	want := map[string]resource.Resource{
		"root": {16384, 16}, "root.eng": {10923, 11}, "root.ads": {5461, 5}, "root.default": {0, 0},
	}
	for q, w := range want {
		if !slices.Equal(est[q], w) {
			t.Errorf("%s estimate %v, want %v", q, est[q], w)
		}
	}
	if !rep.Estimated {
		t.Error("Estimated not set")
	}
}

// TestRefusedHasNoCapacitySide: a refused capacity file gives its reasons
// and no capacity numbers.
func TestRefusedHasNoCapacitySide(t *testing.T) {
	rep := pair(t, detailFair, detailCS("40"), nil)
	if !rep.Refused {
		t.Fatal("not refused")
	}
	if got := rulesOf(rep); !slices.Equal(got, []string{lint.CompareCapacityRefused.ID}) {
		t.Errorf("findings %v", got)
	}
	for _, r := range rep.Queues {
		if r.Capacity != nil {
			t.Errorf("%s has a capacity side", r.Queue)
		}
	}
}
