package render

import (
	"bufio"
	"bytes"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/core/simcore"
	"github.com/fairsched/fairsched/internal/golden"
)

// stResult is a hand-made 30-second simulation on two nodes, 16 GiB and
// 16 vcores in all. root (policy fair, so its children's fair shares
// are memory only) uses 12 of 16 GiB; root.a (drf) got its 8 GiB demand
// at 4.5 s; root.b (fair) is held at 4 of its 8 GiB fair share by its
// max share; root.c has no apps. app-2 in root.b was starved twice and
// took containers from app-1 in root.a (drf: it may lose vcores too) and
// from app-9 in root.b (fair: memory only). Three heartbeats are traced.
func stResult() *simcore.Result {
	res := func(m, v int64) resource.Resource { return resource.Resource{m, v} }
	amt := func(m, v int64) simcore.Amount { return simcore.Amount{"memory-mb": m, "vcores": v} }
	at := func(f float64) *float64 { return &f }
	return &simcore.Result{Scheduler: "fair", Types: resource.DefaultResourceTypes, Cluster: res(16384, 16), Nodes: 2,
		NodeOrder: "round-robin", HadoopVersion: "3.3.6", Heartbeats: 12, Containers: 6, Seconds: 30, Steady: true,
		Queues: []simcore.QueueResult{
			{Name: "root", Policy: "fair", Weight: 1, Usage: res(12288, 6), Demand: res(20480, 10), FairShare: res(16384, 16),
				SteadyFairShare: res(16384, 16), MinShare: res(0, 0), MaxShare: res(16384, 16), StoppedBy: "node-fit", Apps: 2, RunnableApps: 2,
				Peak: res(14336, 8), PeakAt: at(12)},
			{Name: "root.a", Depth: 1, Leaf: true, Policy: "drf", Weight: 1, Usage: res(8192, 4), Demand: res(8192, 4), FairShare: res(8192, 8),
				SteadyFairShare: res(5461, 0), MinShare: res(0, 0), MaxShare: res(16384, 16), StoppedBy: "demand-met", Apps: 1, RunnableApps: 1,
				ReachedFairShareAt: at(4.5), Peak: res(10240, 6), PeakAt: at(4.5)},
			{Name: "root.b", Depth: 1, Leaf: true, Policy: "fair", Weight: 1, Usage: res(4096, 2), Demand: res(12288, 6), FairShare: res(8192, 8),
				SteadyFairShare: res(5461, 0), MinShare: res(2048, 0), MaxShare: res(4096, 16), StoppedBy: "max-share", Apps: 1, RunnableApps: 1,
				Peak: res(4096, 2), PeakAt: at(28)},
			{Name: "root.c", Depth: 1, Leaf: true, Policy: "fair", Weight: 1, Usage: res(0, 0), Demand: res(0, 0), FairShare: res(0, 0),
				SteadyFairShare: res(5461, 0), MinShare: res(0, 0), MaxShare: res(16384, 16), StoppedBy: "no-apps"},
		},
		Apps: []simcore.AppResult{
			{ID: "app-1", Queue: "root.a", User: "alice", Usage: res(8192, 4), Demand: res(8192, 4), FairShare: res(8192, 4),
				Container: res(2048, 1), Containers: 4, Asked: 7, Runnable: true, AMRunning: true, StoppedBy: "demand-met", State: "active",
				FirstContainerAt: at(1)},
			{ID: "app-2", Queue: "root.b", User: "bob", Usage: res(4096, 2), Demand: res(12288, 6), FairShare: res(8192, 8),
				Container: res(2048, 1), Containers: 2, Pending: 4, Asked: 6, Runnable: true, AMRunning: true, StoppedBy: "max-share", Preempted: 0, State: "active",
				Start: 2, FirstContainerAt: at(28)},
			{ID: "app-3", Queue: "root.a", User: "carol", Usage: res(0, 0), Demand: res(0, 0), FairShare: res(2048, 1),
				Container: res(2048, 1), Asked: 1, StoppedBy: "finished", Start: 2, FirstContainerAt: at(2), EndAt: at(12), State: "finished"},
		},
		Timeline: []simcore.Sample{
			{T: 0, Usage: []resource.Resource{res(0, 0), res(0, 0), res(0, 0), res(0, 0)},
				FairShare: []resource.Resource{res(16384, 16), res(8192, 8), res(8192, 8), res(0, 0)}},
			{T: 1, Usage: []resource.Resource{res(2048, 1), res(2048, 1), res(0, 0), res(0, 0)},
				FairShare: []resource.Resource{res(16384, 16), res(8192, 8), res(8192, 8), res(0, 0)}},
		},
		Preemptions: []simcore.Preemption{
			{T: 12.5, StarvedApp: "app-2", Queue: "root.b", FairShareStarvation: amt(2048, 1), MinShareStarvation: amt(1024, 0),
				Containers: 2, Amount: amt(2048, 2), KillAt: 27.5, ServedAt: at(28),
				From:          []simcore.Victim{{App: "app-1", Queue: "root.a", Containers: 2, Amount: amt(2048, 2), MaxLoss: amt(4096, 4)}},
				Threshold:     "preemption brings app-2 up to 0.5 × its fair share",
				MinShareTimer: "min-share timer of root.b ran since 2s"},
			{T: 40, StarvedApp: "app-2", Queue: "root.b", FairShareStarvation: amt(1024, 0), MinShareStarvation: amt(0, 0),
				Containers: 1, Amount: amt(1024, 1), KillAt: 55,
				From: []simcore.Victim{{App: "app-1", Queue: "root.a", Containers: 1, Amount: amt(1024, 1), MaxLoss: amt(2048, 2)},
					{App: "app-9", Queue: "root.b", Containers: 1, Amount: amt(0, 0), MaxLoss: amt(512, 3)}},
				Threshold: "preemption brings app-2 up to 0.5 × its fair share",
				AsCoded:   "Hadoop subtracts the min share twice"},
		},
		Trace: []simcore.Decision{
			{Heartbeat: 3, T: 1.5, Node: "node-1", Outcome: "allocated", App: "app-1", Container: amt(2048, 1), Levels: []simcore.Level{
				{Queue: "root", Order: []string{"root.a", "root.b"}, Chosen: "root.a", Why: "root.a is further below its fair share"},
				{Queue: "root.a", Order: []string{"app-1"}, Chosen: "app-1"}}},
			{Heartbeat: 4, T: 2, Node: "node-2", Outcome: "none", Levels: []simcore.Level{
				{Queue: "root", Order: []string{}}, {Queue: "root.b", Order: []string{}, Skipped: "at its max share"}}},
			{Heartbeat: 5, T: 12.5, Node: "node-1", Outcome: "starvation", App: "app-2", Note: "owed 2 GiB", Levels: []simcore.Level{}},
		},
		Warnings: []string{"maxAMShare 1.5 is above 1"},
	}
}

// TestSimulateTreeGolden compares the whole output for stResult with
// testdata/simulate/tree.golden, checked by hand: at 100 columns the
// demand and peak-time columns make way for the bar, which is then 24
// cells (100 columns - 74 of table - 2), so root's 12288 of 16384 MB is 18
// full cells, root.a's 8192 is 12 cells with the fair-share mark right
// after them, root.b's 4096 is 6 cells with the mark at 8192 (cell 12);
// app-2 waited from 2 s to 28 s, and finished app-3 shows no share.
func TestSimulateTreeGolden(t *testing.T) {
	var b bytes.Buffer
	if err := SimulateTree(&b, stResult(), SimulateOptions{}); err != nil {
		t.Fatal(err)
	}
	golden.Check(t, filepath.Join("testdata", "simulate", "tree.golden"), b.Bytes(), *update)
	out := b.String()
	for _, want := range []string{
		"cluster: 2 nodes, 16 GiB, 16 vcores; Hadoop 3.3.6\n",
		"after 30 simulated seconds: 6 containers placed in 12 heartbeats\n",
		"├─ a   8 GiB, 4 vcores   10 GiB, 6 vcores  4.5s     8 GiB  ",                        // parent root is fair: memory only
		"app-2  root.b      6        2        4  2s     26s     -  ",                         // asked 6, waited from 2 s to 28 s
		"app-3  root.a      1        0        0  2s     0s      12s    -                -  ", // finished: no share
		"root.a reached min(fair share, demand) in memory at 4.5s\n",
		"root.b never reached min(fair share, demand) in memory\n",
		"(may lose up to 4 GiB, 4 vcores)", // app-1's queue is drf
		"(may lose up to 512 MiB)",         // app-9's queue is fair
		"\n  root order: (nothing with pending demand)\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	if strings.Contains(out, "root.c reached") || strings.Contains(out, "root.c never") {
		t.Errorf("a queue without demand has a reached line:\n%s", out)
	}
}

// TestSimulateHeader: a static load "converged", a timed one says its
// seconds, and whether it was still moving or since when nothing changed.
func TestSimulateHeader(t *testing.T) {
	for _, tc := range []struct {
		seconds float64
		steady  bool
		want    string
	}{
		{0, true, "converged from the load: 6 containers placed in 12 heartbeats\n\n"},
		{0, false, "converged from the load: 6 containers placed in 12 heartbeats\n\n"},
		{30, true, "after 30 simulated seconds: 6 containers placed in 12 heartbeats\n\n"},
		{2.25, false, "after 2.25 simulated seconds (not steady yet): 6 containers placed in 12 heartbeats\n\n"},
		{3600, true, "after 3600 simulated seconds (nothing changed after 28s): 6 containers placed in 12 heartbeats\n\n"},
	} {
		r := stResult()
		r.Seconds, r.Steady = tc.seconds, tc.steady
		if tc.seconds == 3600 {
			r.LastChange = 28
		}
		var b bytes.Buffer
		w := bufio.NewWriter(&b)
		writeSimHeader(w, r, 0)
		w.Flush()
		want := "cluster: 2 nodes, 16 GiB, 16 vcores; Hadoop 3.3.6\n" + tc.want
		if b.String() != want {
			t.Errorf("seconds %v steady %v:\n got %q\nwant %q", tc.seconds, tc.steady, b.String(), want)
		}
	}
}

// TestSimulateHeaderFolds: at a width, the header lines fold under
// themselves like the prose around every table, losing no word.
func TestSimulateHeaderFolds(t *testing.T) {
	r := stResult()
	r.Seconds, r.Steady, r.LastChange = 3600, true, 28
	var b bytes.Buffer
	w := bufio.NewWriter(&b)
	writeSimHeader(w, r, 40)
	w.Flush()
	want := "cluster: 2 nodes, 16 GiB, 16 vcores; Hadoop 3.3.6 after 3600 simulated seconds (nothing changed after 28s): 6 containers placed in 12 heartbeats"
	if got := strings.Join(strings.Fields(b.String()), " "); got != want {
		t.Errorf("words changed:\n got %q\nwant %q", got, want)
	}
	for _, l := range strings.Split(strings.TrimRight(b.String(), "\n"), "\n") {
		if len(l) > 40 {
			t.Errorf("line of %d columns at width 40: %q", len(l), l)
		}
	}
}

func TestTrimFloat(t *testing.T) {
	for f, want := range map[float64]string{0: "0", 1: "1", 10: "10", 100: "100", 1.5: "1.5", 27.25: "27.25",
		0.001: "0.001", 3.14159: "3.142", 2.0004: "2"} {
		if got := trimFloat(f); got != want {
			t.Errorf("trimFloat(%v) = %q, want %q", f, got, want)
		}
	}
}

// TestAmountText: every type of the cluster in order, a type the amount
// lacks as 0, memory in binary units (1536 MB = 1.5 GiB, 1048576 MB =
// 1 TiB, 25600 MB = 25 GiB).
func TestAmountText(t *testing.T) {
	gpu := resource.WithCustom("yarn.io/gpu")
	for _, tc := range []struct {
		a     simcore.Amount
		types resource.ResourceTypes
		want  string
	}{
		{simcore.Amount{"memory-mb": 25600, "vcores": 0, "yarn.io/gpu": 1}, gpu, "25 GiB, 0 vcores, yarn.io/gpu=1"},
		{simcore.Amount{"yarn.io/gpu": 2}, gpu, "0 MiB, 0 vcores, yarn.io/gpu=2"},
		{simcore.Amount{"memory-mb": 1536, "vcores": 3}, resource.DefaultResourceTypes, "1.5 GiB, 3 vcores"},
		{simcore.Amount{"memory-mb": 1048576, "vcores": 1024}, resource.DefaultResourceTypes, "1 TiB, 1024 vcores"},
		{simcore.Amount{"memory-mb": 512, "other": 9}, resource.DefaultResourceTypes, "512 MiB, 0 vcores"},
		{nil, resource.DefaultResourceTypes, "0 MiB, 0 vcores"},
	} {
		if got := amountText(tc.a, tc.types); got != tc.want {
			t.Errorf("amountText(%v) = %q, want %q", tc.a, got, tc.want)
		}
	}
}

// stWrite runs one of the writers of SimulateTree on r.
func stWrite(f func(*bufio.Writer, *simcore.Result), r *simcore.Result) string {
	var b bytes.Buffer
	w := bufio.NewWriter(&b)
	f(w, r)
	w.Flush()
	return b.String()
}

// TestSimulateEmptyParts: with no preemptions, no trace, no apps and no
// time simulated, those parts write nothing at all (not even a blank
// line); a timed run where no leaf ever had demand has no reached lines.
func TestSimulateEmptyParts(t *testing.T) {
	r := stResult()
	r.Preemptions, r.Trace, r.Apps, r.Seconds = nil, nil, nil, 0
	for name, f := range map[string]func(*bufio.Writer, *simcore.Result){
		"preemptions": writeSimPreemptions, "trace": writeSimTrace, "reached": writeSimReached,
		"apps": func(w *bufio.Writer, r *simcore.Result) { writeSimApps(w, r, SimulateOptions{}) },
	} {
		if got := stWrite(f, r); got != "" {
			t.Errorf("%s: wrote %q, want nothing", name, got)
		}
	}
	r.Seconds = 10
	for i := range r.Queues {
		r.Queues[i].Demand, r.Queues[i].Peak, r.Queues[i].ReachedFairShareAt = resource.Resource{0, 0}, resource.Resource{0, 0}, nil
	}
	if got := stWrite(writeSimReached, r); got != "" {
		t.Errorf("reached without demand: wrote %q, want nothing", got)
	}
}

// TestSimulateZeroCluster: a cluster of nothing draws the fair-share mark
// at the first cell and no usage, and does not divide by zero.
func TestSimulateZeroCluster(t *testing.T) {
	z := resource.Resource{0, 0}
	r := &simcore.Result{Types: resource.DefaultResourceTypes, Cluster: z, Nodes: 0, HadoopVersion: "3.3.6",
		Queues: []simcore.QueueResult{{Name: "root", Policy: "fair", Usage: z, Demand: z, FairShare: z, StoppedBy: "no-apps"}}}
	var b bytes.Buffer
	if err := SimulateTree(&b, r, SimulateOptions{Width: 80}); err != nil {
		t.Fatal(err)
	}
	// USAGE and DEMAND are "-" in every row, so they are left out:
	// QUEUE(5) FAIR SHARE(15) STOPPED BY(10), each +2: 7+17+12 = 36; the
	// bar is min(80 - 36 - 2, 40) = 40 cells.
	want := "cluster: 0 nodes, 0 MiB, 0 vcores; Hadoop 3.3.6\n" +
		"converged from the load: 0 containers placed in 0 heartbeats\n\n" +
		"QUEUE  FAIR SHARE       STOPPED BY  USAGE | FAIR SHARE\n" +
		"root   0 MiB, 0 vcores  no-apps     |" + strings.Repeat("·", 39) + "\n\n"
	if b.String() != want {
		t.Errorf("got:\n%s\nwant:\n%s", b.String(), want)
	}
}

// TestSimulateTreeWidth: whenever the bar is drawn, every line of the
// queue table, its heading included, fits the width; long and
// multi-byte queue names are counted in letters. Widths just above and
// below each threshold are tried.
func TestSimulateTreeWidth(t *testing.T) {
	r := stResult()
	r.Queues = append(r.Queues, simcore.QueueResult{Name: "root.ünïcödé_ñame", Depth: 1, Leaf: true, Policy: "fair",
		Usage: resource.Resource{1024, 1}, Demand: resource.Resource{1024, 1}, FairShare: resource.Resource{1024, 1}, StoppedBy: "demand-met"})
	// The table fits as every table does (the long notation, else the
	// compact one, then columns left out by their drop order), and the bar
	// needs 18 cells and 2 spaces; for it the table may give up DEMAND and
	// PEAK AT. Long, every column and a bar: 112 + 20 from width 131
	// (widths checked by hand: QUEUE 15 "└─ ünïcödé_ñame", USAGE 16, PEAK
	// 16, PEAK AT 7, FAIR SHARE 17, DEMAND 17, STOPPED BY 10, each +2);
	// compact ("100Gi,100vc"), every column and a bar down to 103; at 80
	// the bar without the peak's time and demand; at 60 no bar.
	for _, tc := range []struct {
		width               int
		bar, demand, peakAt bool
	}{
		{200, true, true, true}, {132, true, true, true}, {131, true, true, true}, {113, true, true, true},
		{104, true, true, true}, {103, true, true, true}, {80, true, false, false}, {60, false, false, false},
	} {
		var b bytes.Buffer
		if err := SimulateTree(&b, r, SimulateOptions{Width: tc.width}); err != nil {
			t.Fatal(err)
		}
		table := strings.Split(b.String(), "\n")[3:9]
		if got := strings.Contains(table[0], "USAGE | FAIR SHARE"); got != tc.bar {
			t.Errorf("width %d: bar %v, want %v", tc.width, got, tc.bar)
		}
		if got := strings.Contains(table[0], "DEMAND"); got != tc.demand {
			t.Errorf("width %d: demand column %v, want %v", tc.width, got, tc.demand)
		}
		if got := strings.Contains(table[0], "PEAK AT"); got != tc.peakAt {
			t.Errorf("width %d: peak time column %v, want %v", tc.width, got, tc.peakAt)
		}
		for _, l := range table {
			if n := utf8.RuneCountInString(l); tc.bar && n > tc.width {
				t.Errorf("width %d: %d-letter line %q", tc.width, n, l)
			}
		}
		if !tc.bar && strings.ContainsAny(b.String(), "█·") {
			t.Errorf("width %d: bar cells without a bar column", tc.width)
		}
	}
}

// TestSimulateColour: with colour on, the heading is bold and the bars
// are painted; the text without escapes is the text without colour.
func TestSimulateColour(t *testing.T) {
	var plain, coloured bytes.Buffer
	if err := SimulateTree(&plain, stResult(), SimulateOptions{}); err != nil {
		t.Fatal(err)
	}
	if err := SimulateTree(&coloured, stResult(), SimulateOptions{Color: true}); err != nil {
		t.Fatal(err)
	}
	if !ansiRE.Match(coloured.Bytes()) {
		t.Fatal("no colour written")
	}
	if got := ansiRE.ReplaceAllString(coloured.String(), ""); got != plain.String() {
		t.Errorf("coloured output differs from the plain one once the escapes are removed:\n%s", got)
	}
}
