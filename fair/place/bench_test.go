package place

import (
	"os"
	"testing"

	"github.com/fairsched/fairsched/core/placement"
	"github.com/fairsched/fairsched/core/submissions"
	"github.com/fairsched/fairsched/xmlconf"
)

// BenchmarkReplay100k replays 100,000 submissions, parsing included; the
// target is under one second per operation.
func BenchmarkReplay100k(b *testing.B) {
	src, err := os.ReadFile(replayDir + "fair-scheduler.xml")
	if err != nil {
		b.Fatal(err)
	}
	gdata, _ := os.ReadFile(replayDir + "groups")
	data := []byte(genSubmissions(100_000))
	a := xmlconf.Parse(src, xmlconf.Options{})
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		g, _ := submissions.ParseGroups(gdata)
		subs, _, err := submissions.Parse(data)
		if err != nil {
			b.Fatal(err)
		}
		submissions.Resolve(subs, g)
		e := NewEngine(a, v33, HadoopDefaults)
		_, sum := placement.Replay(e, subs)
		if sum.Total != 100_000 {
			b.Fatalf("total %d", sum.Total)
		}
	}
}
