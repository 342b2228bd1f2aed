package cmd_test

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestConvertCLI runs the convert cases in testdata/convert the way TestCLI
// runs the others (-update rewrites them; review the diff). JSON outputs
// are validated against schema/convert.schema.json.
func TestConvertCLI(t *testing.T) {
	paths, _ := filepath.Glob("../testdata/convert/*.txt")
	if len(paths) < 10 {
		t.Fatalf("found %d convert cases, want at least 10", len(paths))
	}
	for _, path := range paths {
		t.Run(strings.TrimSuffix(filepath.Base(path), ".txt"), func(t *testing.T) {
			runCLICase(t, path)
		})
	}
}
