package drift_test

import (
	"os"
	"testing"

	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/rm/rmrest"
)

// FuzzCompare: any scheduler response that decodes compares with the test
// file without a panic, and a queue on one side only always drifts.
func FuzzCompare(f *testing.F) {
	for _, p := range []string{"../../testdata/drift/agree/scheduler.json", "../../testdata/drift/stale/scheduler.json", "../../testdata/simulate/rm/scheduler.json"} {
		if b, err := os.ReadFile(p); err == nil {
			f.Add(b)
		}
	}
	src, err := os.ReadFile("../../testdata/drift/fair-scheduler.xml")
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := rmrest.DecodeScheduler(data)
		if err != nil {
			return
		}
		r := fairDrift("", parseBytes(t, src), s, lint.Options{})
		for _, q := range r.Queues {
			if !q.Drift && (q.File == nil || q.RM == nil) {
				t.Fatalf("queue %s on one side only does not drift", q.Name)
			}
		}
	})
}
