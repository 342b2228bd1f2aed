package render

import (
	"bytes"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/core/simcore"
)

func simResult() *simcore.Result {
	r := func(m, v int64) resource.Resource { return resource.Resource{m, v} }
	return &simcore.Result{Types: resource.DefaultResourceTypes, Cluster: r(102400, 100), Nodes: 10, HadoopVersion: "3.3.6",
		Queues: []simcore.QueueResult{
			{Name: "root", Usage: r(102400, 100), Demand: r(204800, 200), FairShare: r(102400, 100), StoppedBy: "node-fit"},
			{Name: "root.a", Depth: 1, Leaf: true, Usage: r(76800, 75), Demand: r(102400, 100), FairShare: r(51200, 0), StoppedBy: "node-fit"},
			{Name: "root.b", Depth: 1, Leaf: true, Usage: r(25600, 25), Demand: r(102400, 100), FairShare: r(51200, 0), StoppedBy: "node-fit"}}}
}

// The queue table fits the width it is given: a bar when there is room,
// then without the demand column, then without the bar.
func TestSimulateTreeFitsWidth(t *testing.T) {
	for _, tc := range []struct {
		width          int
		bar, demandCol bool
	}{{130, true, true}, {90, true, true}, {50, false, false}} { // at 90 in the compact notation
		var b bytes.Buffer
		if err := SimulateTree(&b, simResult(), SimulateOptions{Width: tc.width}); err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(b.String(), "\n")
		table := lines[3:7]
		for _, l := range table {
			if n := utf8.RuneCountInString(l); n > tc.width && tc.width >= 90 {
				t.Errorf("width %d: %d-rune line %q", tc.width, n, l)
			}
		}
		if got := strings.Contains(table[0], "USAGE | FAIR SHARE"); got != tc.bar {
			t.Errorf("width %d: bar %v, want %v", tc.width, got, tc.bar)
		}
		if got := strings.Contains(table[0], "DEMAND"); got != tc.demandCol {
			t.Errorf("width %d: demand column %v, want %v", tc.width, got, tc.demandCol)
		}
		if tc.bar && !strings.Contains(table[2], "|") {
			t.Errorf("width %d: no fair-share mark in %q", tc.width, table[2])
		}
	}
}
