package render

import (
	"bytes"
	"io"
	"runtime"
	"testing"

	"github.com/fairsched/fairsched/compute"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/internal/synth"
	"github.com/fairsched/fairsched/xmlconf"
)

// TestSharesTreeAllocs guards what the shares table of a 10,000-queue file
// allocates: the kept rows in 64 KiB blocks (about 90 bytes a row), the
// output chunk and a few buffers (86 allocations and 1.0 MiB when
// written), not an allocation per row or cell.
func TestSharesTreeAllocs(t *testing.T) {
	var buf bytes.Buffer
	if err := synth.Allocations(&buf, 10000); err != nil {
		t.Fatal(err)
	}
	a := xmlconf.Parse(buf.Bytes(), xmlconf.Options{Types: resource.DefaultResourceTypes})
	cluster := resource.Resource{1 << 20, 1024}
	tree := compute.NewTree(a, cluster, func(*xmlconf.Queue) bool { return true })
	v := SharesView{Tree: tree, Shares: tree.Compute(cluster), Cluster: cluster, Types: a.Types}
	write := func() {
		if err := SharesTree(io.Discard, v, Options{}); err != nil {
			t.Fatal(err)
		}
	}
	if n := testing.AllocsPerRun(3, write); n > 120 {
		t.Errorf("SharesTree of %d queues: %v allocations, want at most 120", len(tree.Nodes), n)
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	write()
	runtime.ReadMemStats(&after)
	b := after.TotalAlloc - before.TotalAlloc
	if b > 1600<<10 {
		t.Errorf("SharesTree of %d queues: %d bytes allocated, want at most 1600 KiB", len(tree.Nodes), b)
	}
}
