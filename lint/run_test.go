package lint

import (
	"testing"

	"github.com/fairsched/fairsched/xmlconf"
)

// TestRunNotAllocationFile checks that input which is no allocation file
// gets its one structural error and no follow-on finding, and that a file
// Hadoop refuses keeps its errors and warnings but no info.
func TestRunNotAllocationFile(t *testing.T) {
	tests := []struct {
		name, src string
		want      []string // rule IDs, in order
	}{
		{"empty input", "", []string{"malformed-xml"}},
		{"declaration only", "<?xml version=\"1.0\"?>\n", []string{"malformed-xml"}},
		{"truncated", `<allocations><queue name="a"><schedulingMode>fair</schedulingMode><maxRunningJobs>3`, []string{"malformed-xml"}},
		{"yarn-site.xml", `<configuration><property><name>yarn.scheduler.fair.preemption</name><value>true</value></property></configuration>`,
			[]string{"wrong-root-element"}},
		{"refused, with a warning and an info", `<allocations>
  <queue name="a"><weight>x</weight><schedulingMode>fair</schedulingMode><maxRunningJobs>3</maxRunningJobs></queue>
</allocations>`, []string{"invalid-number", "unknown-element"}},
		{"Spark fairscheduler.xml", `<allocations>
  <pool name="production"><schedulingMode>FAIR</schedulingMode><weight>1</weight><minShare>2</minShare></pool>
</allocations>`, []string{"spark-allocation-file"}},
		{"loads, with a warning and an info", `<allocations>
  <queue name="a"><schedulingMode>fair</schedulingMode><maxRunningJobs>3</maxRunningJobs></queue>
</allocations>`, []string{"deprecated-element", "unknown-element"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a := xmlconf.Parse([]byte(tc.src), xmlconf.Options{})
			var got []string
			for _, d := range Run("f.xml", a, Options{}) {
				got = append(got, d.Rule)
			}
			if len(got) != len(tc.want) {
				t.Fatalf("rules = %v, want %v", got, tc.want)
			}
			for i := range got {
				if got[i] != tc.want[i] {
					t.Errorf("rules = %v, want %v", got, tc.want)
				}
			}
		})
	}
}

// TestSuppressionOfDroppedFinding checks that a suppression of a finding
// Run drops as follow-on noise is not reported as unused.
func TestSuppressionOfDroppedFinding(t *testing.T) {
	tests := []struct{ name, src string }{
		{"info in a refused file", `<allocations>
  <!-- fairsched:ignore deprecated-element the old name is kept on purpose -->
  <queue name="a"><schedulingMode>fair</schedulingMode><weight>x</weight></queue>
</allocations>`},
		{"element of a Spark file", `<allocations>
  <!-- fairsched:ignore unknown-element Spark's own element -->
  <pool name="production"><minShare>2</minShare></pool>
</allocations>`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a := xmlconf.Parse([]byte(tc.src), xmlconf.Options{})
			for _, d := range Suppress(a, "f.xml", Run("f.xml", a, Options{})) {
				if d.Rule == UnusedSuppression.ID {
					t.Errorf("%s: %s", d.Pos, d.Message)
				}
			}
		})
	}
}
