package golden

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Fixture is one file of a test data tree.
type Fixture struct {
	Path string
	Data []byte
}

// Fixtures reads every file below root whose name ends in suffix, in
// lexical order, and fails t when there are none (a test over an empty or
// missing tree passes for nothing).
func Fixtures(t testing.TB, root, suffix string) []Fixture {
	t.Helper()
	var out []Fixture
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, suffix) {
			return err
		}
		data, err := os.ReadFile(path)
		out = append(out, Fixture{Path: path, Data: data})
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(out) == 0 {
		t.Fatalf("no %s file below %s", suffix, root)
	}
	return out
}
