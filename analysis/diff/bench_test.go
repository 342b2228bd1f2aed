package diff

import (
	"bytes"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/internal/synth"
)

// BenchmarkCompare measures Compare alone on the 10,000-queue pair of
// cmd's BenchmarkDiffPair, the files parsed and linted beforehand.
func BenchmarkCompare(b *testing.B) {
	var buf bytes.Buffer
	if err := synth.Allocations(&buf, 10000); err != nil {
		b.Fatal(err)
	}
	changed := strings.Replace(buf.String(), "<weight>1</weight>", "<weight>5</weight>", 1)
	changed = strings.Replace(changed, "<allocations>", "<allocations>\n  <queueMaxAMShareDefault>0.3</queueMaxAMShareDefault>", 1)
	t := &testing.T{}
	old, new := side(t, "old.xml", buf.String()), side(t, "new.xml", changed)
	o := Options{Cluster: resource.Resource{1 << 20, 1024}, Profile: hadoop.DefaultProfile()}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := Compare(old, new, o); err != nil {
			b.Fatal(err)
		}
	}
}
