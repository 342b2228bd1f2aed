package lint

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/fairsched/fairsched/xmlconf"
)

// TestResourceSettingsShared checks that the run's list of resource strings,
// which the resource rules go through, is what a walk of the tree yields
// (the oracle), over the allocation files of the corpus.
func TestResourceSettingsShared(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "testdata", "fair-scheduler", "corpus", "*.xml"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no corpus files: %v", err)
	}
	settings := 0
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		a := xmlconf.Parse(src, xmlconf.Options{})
		settings += len(slices.Collect(setResources(a)))
		shared := &shared{resources: resourceRefsOnce(a)}
		got := slices.Collect(resourceSettings(&Pass{Config: a, shared: shared}))
		walked := slices.Collect(resourceSettings(&Pass{Config: a}))
		if !slices.Equal(got, walked) {
			t.Errorf("%s: the shared list has %d resource strings, the walk %d", f, len(got), len(walked))
		}
	}
	if settings == 0 {
		t.Error("the corpus has no resource strings: the test checks nothing")
	}
}
