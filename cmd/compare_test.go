package cmd_test

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestCompareCLI runs the compare cases in testdata/compare the way
// TestCLI runs the others (-update rewrites them; review the diff).
func TestCompareCLI(t *testing.T) {
	paths, _ := filepath.Glob("../testdata/compare/*.txt")
	if len(paths) < 8 {
		t.Fatalf("found %d compare cases, want at least 8", len(paths))
	}
	for _, path := range paths {
		t.Run(strings.TrimSuffix(filepath.Base(path), ".txt"), func(t *testing.T) {
			runCLICase(t, path)
		})
	}
}
