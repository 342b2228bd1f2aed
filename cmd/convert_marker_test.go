package cmd_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// convert's printed capacity-scheduler.xml says the release it is for in a
// comment Hadoop ignores (<!-- fairsched:hadoop 3.4.2 -->): saved as it is,
// lint, tree and shares read it as that release without --hadoop-version
// or .fairsched.json (3.4's weights, which 3.3 does not read), and an
// explicit --hadoop-version still wins.
func TestConvertPrintedRelease(t *testing.T) {
	dir := t.TempDir()
	fair := filepath.Join(dir, "fair.xml")
	if err := os.WriteFile(fair, []byte(`<allocations>
  <queue name="a"><weight>3</weight></queue>
  <queue name="b"><weight>1</weight></queue>
</allocations>
`), 0o644); err != nil {
		t.Fatal(err)
	}
	out, stderr, code := run(t, "", "convert", fair, "--to", "capacity", "--hadoop-version", "3.4")
	_, printed, ok := strings.Cut(out, "printed because no --output-dir was given:\n")
	printed, _, _ = strings.Cut(printed, "</configuration>\n")
	if code != 0 || !ok || !strings.Contains(printed, "<!-- fairsched:hadoop 3.4.2 -->") || !strings.Contains(printed, "3.0w") {
		t.Fatalf("convert: exit %d\n%s%s", code, out, stderr)
	}
	cs := filepath.Join(t.TempDir(), "capacity-scheduler.xml")
	if err := os.WriteFile(cs, []byte(printed+"</configuration>\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"lint", cs}, {"tree", cs, "--format", "json"}, {"shares", cs, "--cluster", "100 GB, 100 vcores"}} {
		out, stderr, code := run(t, "", args...)
		if code != 0 || args[0] == "tree" && !strings.Contains(out, `"hadoopVersion": "3.4.2"`) {
			t.Errorf("%s: exit %d\n%s%s", args[0], code, out, stderr)
		}
	}
	if out, stderr, code := run(t, "", "lint", cs, "--hadoop-version", "3.3"); code != 1 || !strings.Contains(out, "3.0w") {
		t.Errorf("lint --hadoop-version 3.3: exit %d, want 1 (3.3 does not read weights)\n%s%s", code, out, stderr)
	}
}
