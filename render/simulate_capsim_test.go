package render

import (
	"bytes"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/core/simcore"
)

// capResult is a finished Capacity Scheduler run: nothing is used at the
// end, so the text must show what happened (peaks, times), not the zeros.
func capResult() *simcore.Result {
	r := func(m, v int64) resource.Resource { return resource.Resource{m, v} }
	at := func(v float64) *float64 { return &v }
	zero := r(0, 0)
	return &simcore.Result{Scheduler: "capacity", Types: resource.DefaultResourceTypes, Cluster: r(32768, 32), Nodes: 4,
		HadoopVersion: "3.3.6", Seconds: 60, Steady: true, Timeline: []simcore.Sample{{T: 0}},
		Queues: []simcore.QueueResult{
			{Name: "root", Usage: zero, Peak: r(32768, 32), PeakAt: at(5), FairShare: r(32768, 32), MaxShare: r(32768, 32), StoppedBy: "demand-met"},
			{Name: "root.a", Depth: 1, Leaf: true, Usage: zero, Peak: r(24576, 24), PeakAt: at(5), FairShare: r(16384, 16), MaxShare: r(32768, 32),
				AMLimit: r(4096, 1), StoppedBy: "demand-met"},
			{Name: "root.b", Depth: 1, Leaf: true, Usage: zero, Peak: r(8192, 8), PeakAt: at(30), FairShare: r(16384, 16), MaxShare: r(32768, 32),
				AMLimit: r(4096, 1), StoppedBy: "no-apps"}},
		Apps: []simcore.AppResult{{ID: "a1", Queue: "root.a", User: "ann", Asked: 24, Usage: zero, State: "finished", Start: 0,
			FirstContainerAt: at(0), EndAt: at(50), StoppedBy: "finished"}}}
}

// The Capacity Scheduler's run goes through the one renderer with its own
// columns: guarantee, maximum, AM limit, and the user of each app; no
// fair share; all-"-" columns (usage at the end, active apps) left out.
func TestSimulateTreeCapacityColumns(t *testing.T) {
	var b bytes.Buffer
	if err := SimulateTree(&b, capResult(), SimulateOptions{Width: 200}); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	lines := strings.Split(out, "\n")
	if !strings.HasSuffix(lines[0], "Hadoop 3.3.6 Capacity Scheduler") {
		t.Errorf("header %q", lines[0])
	}
	head, apps := lines[3], lines[8]
	for _, want := range []string{"PEAK", "PEAK AT", "GUARANTEED", "MAX", "AM LIMIT", "USAGE | GUARANTEED"} {
		if !strings.Contains(head, want) {
			t.Errorf("queue heading lacks %q: %q", want, head)
		}
	}
	for _, gone := range []string{"FAIR SHARE ", "ACTIVE APPS", "PENDING APPS", "  USAGE  "} {
		if strings.Contains(head, gone) {
			t.Errorf("queue heading has %q: %q", gone, head)
		}
	}
	if !strings.HasPrefix(lines[5], "├─ a  ") || !strings.Contains(lines[5], "24 GiB, 24 vcores  5s") {
		t.Errorf("row a %q: want the drawn tree and its peak at 5s", lines[5])
	}
	if !strings.Contains(apps, "USER") || strings.Contains(apps, "FAIR SHARE") || !strings.Contains(apps, "ENDED") {
		t.Errorf("apps heading %q", apps)
	}
	if !strings.Contains(out, "a1   root.a  ann      24") { // counts right-aligned
		t.Errorf("app row lacks its user and asks:\n%s", out)
	}
	r := capResult()
	r.Scheduler = "fifo"
	b.Reset()
	if err := SimulateTree(&b, r, SimulateOptions{Width: 200}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "FifoScheduler") {
		t.Errorf("FIFO header:\n%s", b.String())
	}
}
