package convert_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/analysis/convert"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/lint"
)

// TestRuleExamples converts each convert rule's Bad example (at least one
// finding of the rule) and Good example (none), for Hadoop 3.3 (3.4 after
// lint.ConvertTargetComment, 3.2 after lint.ConvertTarget32Comment).
func TestRuleExamples(t *testing.T) {
	if len(lint.ConvertRules) < 8 {
		t.Fatalf("%d convert rules", len(lint.ConvertRules))
	}
	for _, r := range lint.ConvertRules {
		t.Run(r.ID, func(t *testing.T) {
			if n := countRule(t, r.BadExample(), r.ID); n == 0 {
				t.Error("Bad gives no finding")
			}
			if n := countRule(t, r.GoodExample(), r.ID); n != 0 {
				t.Errorf("Good gives %d findings", n)
			}
		})
	}
}

func countRule(t *testing.T, example, id string) int {
	t.Helper()
	var cluster resource.Resource
	if rest, ok := strings.CutPrefix(example, lint.ConvertClusterComment); ok {
		example, cluster = rest, resource.Resource{16384, 16}
	}
	rel, mode := "3.3", convert.ModePercentage
	if rest, ok := strings.CutPrefix(example, lint.ConvertTargetComment); ok {
		example, rel, mode = rest, "3.4", convert.ModeWeight
	}
	if rest, ok := strings.CutPrefix(example, lint.ConvertTarget32Comment); ok {
		example, rel = rest, "3.2"
	}
	fair, site, _ := strings.Cut(example, lint.ConvertSeparator)
	n := 0
	for _, d := range run(t, fair, site, rel, mode, cluster).Findings {
		if d.Rule == id {
			n++
		}
	}
	return n
}

// TestWriteFiles: the files land in DIR; a second run without force
// changes nothing and says which file exists; with force they are
// replaced; no temporary file is left behind.
func TestWriteFiles(t *testing.T) {
	dir := t.TempDir()
	r := run(t, `<allocations><queue name="a"/><queuePlacementPolicy><rule name="user"/></queuePlacementPolicy></allocations>`, "", "3.4", convert.ModeWeight, nil)
	if err := convert.WriteFiles(dir, r, false); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{convert.CapacityFile, convert.YarnSiteFile, convert.MappingFile, convert.SettingsFile} {
		if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
			t.Errorf("%s not written: %v", name, err)
		}
	}
	if b, _ := os.ReadFile(filepath.Join(dir, convert.SettingsFile)); !strings.Contains(string(b), `"hadoopVersion": "`+r.Release+`"`) {
		t.Errorf("%s does not name the target release %s: %s", convert.SettingsFile, r.Release, b)
	}
	marker := []byte("<configuration/>\n")
	os.WriteFile(filepath.Join(dir, convert.YarnSiteFile), marker, 0o644)
	err := convert.WriteFiles(dir, r, false)
	if ee, ok := err.(*convert.ExistsError); !ok || !strings.HasSuffix(ee.Path, convert.CapacityFile) {
		t.Fatalf("second run without force: %v", err)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, convert.YarnSiteFile)); string(b) != string(marker) {
		t.Error("a refused run changed yarn-site.xml")
	}
	if err := convert.WriteFiles(dir, r, true); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, convert.YarnSiteFile)); string(b) == string(marker) {
		t.Error("--force did not replace yarn-site.xml")
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 4 {
		t.Errorf("%d entries in DIR, want 4 (no temporary file left)", len(entries))
	}
	if err := convert.WriteFiles(filepath.Join(dir, "missing", "dir"), r, false); err == nil {
		t.Error("writing into a missing directory succeeded")
	}
}
