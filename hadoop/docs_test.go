package hadoop

import (
	"os"
	"strings"
	"testing"
)

// TestVersionsDoc checks that docs/hadoop-versions.md names every release
// line with its last release, every alias with its release, and the
// default.
func TestVersionsDoc(t *testing.T) {
	b, err := os.ReadFile("../docs/hadoop-versions.md")
	if err != nil {
		t.Fatal(err)
	}
	doc := string(b)
	for _, name := range Known() {
		v, err := Parse(name)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Count(name, ".") == 2 {
			continue // single releases are covered by the line rows
		}
		if !strings.Contains(doc, "`"+name+"`") || !strings.Contains(doc, v.String()) {
			t.Errorf("docs/hadoop-versions.md lacks %q (%s)", name, v)
		}
	}
	if !strings.Contains(doc, "**"+Default.String()+"**") {
		t.Errorf("docs/hadoop-versions.md does not name the default %s", Default)
	}
}
