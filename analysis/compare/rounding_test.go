package compare_test

import (
	"testing"

	"github.com/fairsched/fairsched/lint"
)

// TestNoFindingWithinRounding: thirds written to a thousandth of a
// percent miss the steady shares by a few MB on 16384 mb, which is the
// Capacity Scheduler's rounding, not a finding; vcores, which the Fair
// Scheduler does not compute under fair, are not compared; a real gap is.
func TestNoFindingWithinRounding(t *testing.T) {
	fair := `<allocations><queue name="a"/><queue name="b"/></allocations>`
	cs := func(a, b, d string) string {
		return `<configuration>
  <property><name>yarn.scheduler.capacity.maximum-am-resource-percent</name><value>0.5</value></property>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>a,b,default</value></property>
  <property><name>yarn.scheduler.capacity.root.a.capacity</name><value>` + a + `</value></property>
  <property><name>yarn.scheduler.capacity.root.b.capacity</name><value>` + b + `</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>` + d + `</value></property>
  <property><name>yarn.scheduler.capacity.root.a.user-limit-factor</name><value>-1</value></property>
  <property><name>yarn.scheduler.capacity.root.b.user-limit-factor</name><value>-1</value></property>
  <property><name>yarn.scheduler.capacity.root.default.user-limit-factor</name><value>-1</value></property>
  <property><name>yarn.scheduler.capacity.root.a.maximum-applications</name><value>10000</value></property>
  <property><name>yarn.scheduler.capacity.root.b.maximum-applications</name><value>10000</value></property>
  <property><name>yarn.scheduler.capacity.root.default.maximum-applications</name><value>10000</value></property>
</configuration>`
	}
	if rep := pair(t, fair, cs("33.334", "33.333", "33.333"), nil); len(rep.Findings) != 0 {
		t.Errorf("thirds: %v", rulesOf(rep))
	}
	rep := pair(t, fair, cs("40", "30", "30"), nil)
	got := map[string]bool{}
	for _, d := range rep.Findings {
		got[d.Queue+" "+d.Rule] = true
		if d.Rule == lint.CompareGuaranteeBelowSteady.ID && d.Queue == "root.b" && d.Message != "the capacity guarantee 4915 mb is below the steady fair share 5462 mb by 547 mb (the Fair Scheduler computes a share of memory alone under fair)" {
			t.Errorf("message %q", d.Message)
		}
	}
	if !got["root.b "+lint.CompareGuaranteeBelowSteady.ID] || got["root.a "+lint.CompareGuaranteeBelowSteady.ID] {
		t.Errorf("40/30/30: %v", rulesOf(rep))
	}
}

// TestRootDefaultMissing: the Fair Scheduler has root.default without
// declaring it (before 3.4.0); a capacity file without it is an error.
func TestRootDefaultMissing(t *testing.T) {
	fair := `<allocations><queue name="a"/></allocations>`
	cs := `<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>a</value></property>
  <property><name>yarn.scheduler.capacity.root.a.capacity</name><value>100</value></property>
</configuration>`
	rep := pair(t, fair, cs, nil)
	for _, d := range rep.Findings {
		if d.Rule == lint.CompareFairOnly.ID && d.Queue == "root.default" && d.Severity == lint.Error {
			return
		}
	}
	t.Errorf("no compare-fair-only for root.default: %v", rulesOf(rep))
}
