package lint

import (
	"reflect"
	"testing"

	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/internal/golden"
	"github.com/fairsched/fairsched/xmlconf"
)

// TestParallelRulesFindAsSequential checks that running the rules side by
// side (files of parallelFrom queues and more) finds exactly what running
// them one after the other finds, in the same order, on every file of
// testdata/fair-scheduler.
func TestParallelRulesFindAsSequential(t *testing.T) {
	for _, f := range golden.Fixtures(t, "../testdata/fair-scheduler", ".xml") {
		sequential := findingsWithParallelFrom(f.Path, f.Data, 1<<30)
		parallel := findingsWithParallelFrom(f.Path, f.Data, 0)
		if !reflect.DeepEqual(sequential, parallel) {
			t.Errorf("%s: findings differ:\nsequential %v\nparallel   %v", f.Path, sequential, parallel)
		}
	}
}

// findingsWithParallelFrom lints src with parallelFrom set to from.
func findingsWithParallelFrom(name string, src []byte, from int) []diag.Finding {
	saved := parallelFrom
	defer func() { parallelFrom = saved }()
	parallelFrom = from
	_, ds := CheckFile(name, src, xmlconf.Options{}, Job{})
	return ds
}
