package csplace

import (
	"fmt"
	"testing"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/placement"
	"github.com/fairsched/fairsched/hadoop"
)

// BenchmarkReplay100k replays 100,000 submissions of 1,000 users through
// 3.4 legacy mappings that create users' queues, after reading the file;
// like place's replay, the target is under one second per operation.
func BenchmarkReplay100k(b *testing.B) {
	cf := caseFile{leaves: []string{"root.default", "root.eng.etl", "root.eng.adhoc", "root.ops"}, managed: []string{"root.users"}}
	src := cf.xml([][2]string{{capacity.Prefix + "queue-mappings", "g:ops:ops,g:etl:etl,u:%user:%primary_group.%user,u:%user:users.%user"}})
	prof := hadoop.For(hadoop.V(3, 4, 0))
	subs := make([]placement.Submission, 100_000)
	for i := range subs {
		subs[i] = placement.Submission{User: fmt.Sprintf("user%d", i%1000), Groups: []string{[]string{"eng", "ops", "etl", "staff"}[i%4], "all"}}
	}
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		c, err := capacity.Read("capacity-scheduler.xml", src, prof)
		if err != nil {
			b.Fatal(err)
		}
		if _, sum := placement.Replay(New(c, prof), subs); sum.Total != len(subs) {
			b.Fatalf("total %d", sum.Total)
		}
	}
}
