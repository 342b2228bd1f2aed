package render

import (
	"bytes"
	"io"
	"testing"

	"github.com/fairsched/fairsched/compute"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/internal/synth"
	"github.com/fairsched/fairsched/xmlconf"
)

// BenchmarkSharesTree measures the shares table of a 100,000-queue file,
// the file's parsing and the computation left out.
func BenchmarkSharesTree(b *testing.B) {
	var buf bytes.Buffer
	if err := synth.Allocations(&buf, 100000); err != nil {
		b.Fatal(err)
	}
	a := xmlconf.Parse(buf.Bytes(), xmlconf.Options{Types: resource.DefaultResourceTypes})
	cluster := resource.Resource{1 << 20, 1024}
	tree := compute.NewTree(a, cluster, func(*xmlconf.Queue) bool { return true })
	v := SharesView{Tree: tree, Shares: tree.Compute(cluster), Cluster: cluster, Types: a.Types}
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		if err := SharesTree(io.Discard, v, Options{}); err != nil {
			b.Fatal(err)
		}
	}
}
