package lint

import (
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/xmlconf"
)

// TestParallelRulesFindAsSequential checks that running the rules side by
// side (files of parallelFrom queues and more) finds exactly what running
// them one after the other finds, in the same order, on every file of
// testdata/fair-scheduler.
func TestParallelRulesFindAsSequential(t *testing.T) {
	files := 0
	err := filepath.WalkDir("../testdata/fair-scheduler", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".xml") {
			return err
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		files++
		sequential := findingsWithParallelFrom(path, src, 1<<30)
		parallel := findingsWithParallelFrom(path, src, 0)
		if !reflect.DeepEqual(sequential, parallel) {
			t.Errorf("%s: findings differ:\nsequential %v\nparallel   %v", path, sequential, parallel)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if files < 100 {
		t.Fatalf("only %d files read; is testdata/fair-scheduler there?", files)
	}
}

// findingsWithParallelFrom lints src with parallelFrom set to from.
func findingsWithParallelFrom(name string, src []byte, from int) []Diagnostic {
	saved := parallelFrom
	defer func() { parallelFrom = saved }()
	parallelFrom = from
	_, ds := CheckFile(name, src, xmlconf.Options{}, Job{})
	return ds
}
