package cmd_test

import (
	"os"
	"strings"
	"testing"
)

// TestConvertParallelAppsByTarget: the running-application limits become
// max-parallel-apps for a target that reads it (3.3 on); for 3.1 and 3.2,
// whose Capacity Scheduler ignores the property, nothing is written and
// each limit is an error of convert-no-counterpart.
func TestConvertParallelAppsByTarget(t *testing.T) {
	const src = `<allocations>
  <queueMaxAppsDefault>50</queueMaxAppsDefault>
  <userMaxAppsDefault>5</userMaxAppsDefault>
  <user name="bob"><maxRunningApps>2</maxRunningApps></user>
  <queue name="a"><maxRunningApps>10</maxRunningApps></queue>
</allocations>
`
	for _, tt := range []struct {
		target string
		kept   bool
	}{{"3.1", false}, {"3.2", false}, {"3.3", true}, {"3.4", true}} {
		t.Run(tt.target, func(t *testing.T) {
			t.Chdir(t.TempDir())
			if err := os.WriteFile("fair-scheduler.xml", []byte(src), 0o644); err != nil {
				t.Fatal(err)
			}
			out, errOut, _ := run(t, "", "convert", "fair-scheduler.xml", "--to", "capacity", "--target-version", tt.target)
			all := out + errOut
			written := strings.Count(all, "<name>yarn.scheduler.capacity.")
			parallel := strings.Count(all, "max-parallel-apps</name>")
			unkept := strings.Count(all, "is not kept: the Capacity Scheduler of Hadoop "+tt.target)
			switch {
			case written == 0:
				t.Fatalf("nothing converted:\n%s", all)
			case tt.kept && (parallel != 4 || unkept != 0), !tt.kept && (parallel != 0 || unkept != 4):
				t.Errorf("%d max-parallel-apps written, %d limits not kept\n%s", parallel, unkept, all)
			}
		})
	}
}
