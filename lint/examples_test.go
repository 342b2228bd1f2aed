package lint

import (
	"io/fs"
	"strings"
	"testing"
)

// TestExampleFiles: every rule has a bad and a good example (a file, or
// Examples where they are computed, never both), and every file of
// examples/ is one of a registered rule.
func TestExampleFiles(t *testing.T) {
	for _, r := range All {
		for _, kind := range []string{"bad", "good"} {
			file := example(r.ID, kind)
			if (file == "") == (r.Examples == nil) {
				t.Errorf("%s: %s example: file %q, Examples set %v: want exactly one", r.ID, kind, file, r.Examples != nil)
			}
		}
		if r.BadExample() == "" || r.GoodExample() == "" || r.BadExample() == r.GoodExample() {
			t.Errorf("%s: the bad and the good example must be there and differ", r.ID)
		}
	}
	names, err := fs.Glob(examples, "examples/*")
	if err != nil || len(names) == 0 {
		t.Fatalf("no example files: %v", err)
	}
	for _, name := range names {
		base := strings.TrimPrefix(name, "examples/")
		id, rest, _ := strings.Cut(base, ".")
		if ByID(id) == nil || ByID(id).ID != id || (rest != "bad.xml" && rest != "good.xml" && rest != "bad.txt" && rest != "good.txt") {
			t.Errorf("%s: not examples/<rule ID>.bad.xml or .good.xml (.txt)", name)
		}
	}
}
