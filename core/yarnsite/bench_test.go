package yarnsite

import (
	"bytes"
	"testing"

	"github.com/fairsched/fairsched/internal/synth"
)

// BenchmarkParse reads a 10,000-queue capacity-scheduler.xml, the file of
// scripts/bench-capacity.sh, whose time is mostly this reader's.
func BenchmarkParse(b *testing.B) {
	var buf bytes.Buffer
	if err := synth.Capacity(&buf, 10000); err != nil {
		b.Fatal(err)
	}
	data := buf.Bytes()
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse("cs.xml", data); err != nil {
			b.Fatal(err)
		}
	}
}
