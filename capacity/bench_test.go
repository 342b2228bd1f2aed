package capacity

import (
	"bytes"
	"testing"

	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/internal/synth"
)

// BenchmarkReadLintShares reads a 10,000-queue capacity-scheduler.xml,
// runs every rule (with a cluster) and computes every queue's shares: what
// `fairsched lint` and `fairsched shares` do for such a file.
// scripts/bench-capacity.sh compares the commands with xmllint --noout.
func BenchmarkReadLintShares(b *testing.B) {
	var buf bytes.Buffer
	if err := synth.Capacity(&buf, 10000); err != nil {
		b.Fatal(err)
	}
	data := buf.Bytes()
	p := profile(&testing.T{}, "3.4.0")
	cluster := resource.Resource{1 << 20, 1024}
	b.SetBytes(int64(len(data)))
	b.ResetTimer()
	for b.Loop() {
		c, err := Read("cs.xml", data, p)
		if err != nil || c.Refused() {
			b.Fatalf("%v, %d facts", err, len(c.Facts))
		}
		allFindings(c, p, cluster)
		Shares(c, cluster, nil, nil)
	}
}
