package lint

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/hadoop"
)

// refreshDir holds the refresh rules' fixtures:
// testdata/capacity/refresh/<rule-id>/<case>/old.xml and new.xml, the
// running configuration and the new one. new.xml carries the want
// comments (STYLE.md §3.9) and the release (fairsched:hadoop); a case
// without wants is one Hadoop accepts. Cases re-expressed from Hadoop's
// tests name the test class and method in a comment.
const refreshDir = "../testdata/capacity/refresh"

// runRefreshRule runs rule id on the pair, both read as release prof.
func runRefreshRule(old, new string, prof hadoop.Profile, id string) []diag.Finding {
	oc, err1 := capacity.Read("old.xml", []byte(old), prof)
	nc, err2 := capacity.Read("new.xml", []byte(new), prof)
	if err1 != nil || err2 != nil {
		return nil
	}
	return CheckRefresh("new.xml", oc, nc, prof, Options{Only: []string{id}})
}

// profileOf is the release a fixture names, or the default one.
func profileOf(src string) hadoop.Profile {
	if p := optionsFor(src).Hadoop; p.Version != (hadoop.Version{}) {
		return p
	}
	return hadoop.DefaultProfile()
}

// TestRefreshExamples runs each refresh rule's Bad pair (at least one
// finding) and Good pair (none).
func TestRefreshExamples(t *testing.T) {
	for _, r := range RefreshRules {
		t.Run(r.ID, func(t *testing.T) {
			prof := hadoop.DefaultProfile()
			for _, v := range []hadoop.Version{hadoop.V(3, 3, 6), hadoop.V(3, 2, 4)} {
				if !r.AppliesTo(prof.Version) {
					prof = hadoop.For(v)
				}
			}
			for i, ex := range []string{r.BadExample(), r.GoodExample()} {
				old, new, ok := strings.Cut(ex, RefreshSeparator)
				if !ok {
					t.Fatal("example is not two files separated by RefreshSeparator")
				}
				ds := runRefreshRule(old, new, prof, r.ID)
				if i == 0 && len(ds) == 0 {
					t.Error("Bad gives no finding")
				}
				if i == 1 && len(ds) > 0 {
					t.Errorf("Good gives %s", ds[0].Message)
				}
			}
		})
	}
}

// TestRefreshRules runs every refresh rule on its fixtures: at least one
// pair that triggers it and one that does not.
func TestRefreshRules(t *testing.T) {
	for _, r := range RefreshRules {
		cases, _ := filepath.Glob(filepath.Join(refreshDir, r.ID, "*", "new.xml"))
		t.Run(r.ID, func(t *testing.T) {
			withWant, without := 0, 0
			for _, c := range cases {
				if testRefreshCase(t, r, filepath.Dir(c)) {
					withWant++
				} else {
					without++
				}
			}
			if withWant == 0 || without == 0 {
				t.Errorf("need a case with a want comment (got %d) and one without (got %d)", withWant, without)
			}
		})
	}
	dirs, _ := os.ReadDir(refreshDir)
	for _, d := range dirs {
		if r := ByID(d.Name()); r == nil || r.Input != RefreshInput {
			t.Errorf("%s: directory for no refresh rule", d.Name())
		}
	}
}

// testRefreshCase checks one pair and reports whether it has wants.
func testRefreshCase(t *testing.T, r *Rule, dir string) bool {
	old, err := os.ReadFile(filepath.Join(dir, "old.xml"))
	if err != nil {
		t.Fatal(err)
	}
	new, err := os.ReadFile(filepath.Join(dir, "new.xml"))
	if err != nil {
		t.Fatal(err)
	}
	return expectWants(t, r, filepath.Base(dir), string(new), runRefreshRule(string(old), string(new), profileOf(string(new)), r.ID))
}
