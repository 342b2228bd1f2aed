package cmd_test

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestDiffCases runs every case of testdata/diff with the CLI harness: the
// input files, the args and the expected stdout, stderr and exit code in
// one file each. -update rewrites them; review the diff.
func TestDiffCases(t *testing.T) {
	paths, _ := filepath.Glob("../testdata/diff/*.txt")
	if len(paths) == 0 {
		t.Fatal("no diff cases found")
	}
	for _, path := range paths {
		t.Run(strings.TrimSuffix(filepath.Base(path), ".txt"), func(t *testing.T) {
			runCLICase(t, path)
		})
	}
}
