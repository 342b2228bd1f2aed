package lint

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/xmlconf"
)

// The cluster rules are tested like the others (rules_test.go), from
// testdata/fair-scheduler/cluster-rules/<id>/*.xml with want comments, on
// a cluster of 16384 MB and 16 vcores unless a file says otherwise with
// <!-- fairsched:cluster RESOURCES --> (and the minimum container with
// <!-- fairsched:min-container RESOURCES -->).

const clusterRulesDir = "../testdata/fair-scheduler/cluster-rules"

var (
	clusterDirective      = regexp.MustCompile(`<!--\s*fairsched:cluster\s+([^>]*?)\s*-->`)
	minContainerDirective = regexp.MustCompile(`<!--\s*fairsched:min-container\s+([^>]*?)\s*-->`)
)

// clusterFor reads the cluster a fixture asks for.
func clusterFor(t *testing.T, a *xmlconf.Allocations, src string) Cluster {
	t.Helper()
	c := Cluster{Size: xmlconf.Resource{16384, 16}}
	if m := clusterDirective.FindStringSubmatch(src); m != nil {
		_, r, err := xmlconf.ParseCluster(m[1], a.Types)
		if err != nil {
			t.Fatalf("bad fairsched:cluster %q: %v", m[1], err)
		}
		c.Size = r
	}
	if m := minContainerDirective.FindStringSubmatch(src); m != nil {
		_, r, err := xmlconf.ParseCluster(m[1], a.Types)
		if err != nil {
			t.Fatalf("bad fairsched:min-container %q: %v", m[1], err)
		}
		c.MinContainer = r
	}
	return c
}

func runClusterRule(t *testing.T, name, src, id string) []Diagnostic {
	t.Helper()
	a, _ := xmlconf.Parse([]byte(src), optionsFor(src))
	return RunCluster(name, a, clusterFor(t, a, src), Options{Only: []string{id}})
}

// TestClusterRegistry checks the cluster rules' metadata and examples as
// TestRegistryMetadata and TestRegistryExamples check the others', and
// that no ID is taken twice.
func TestClusterRegistry(t *testing.T) {
	seen := map[string]bool{}
	for _, r := range Registry() {
		seen[r.ID] = true
	}
	for i, r := range ClusterRules {
		t.Run(r.ID, func(t *testing.T) {
			if !kebab.MatchString(r.ID) || !strings.HasPrefix(r.ID, "cluster-") || seen[r.ID] {
				t.Errorf("ID %q must be new kebab-case starting with cluster-", r.ID)
			}
			seen[r.ID] = true
			if i > 0 && ClusterRules[i-1].ID >= r.ID {
				t.Errorf("ClusterRules is not sorted at %q", r.ID)
			}
			if ClusterRuleByID(r.ID) != r {
				t.Errorf("ClusterRuleByID(%q) does not return the rule", r.ID)
			}
			if msg := summaryProblem(r.Summary); msg != "" {
				t.Errorf("Summary %q: %s", r.Summary, msg)
			}
			if !strings.HasPrefix(r.Doc, "Why: ") || !strings.Contains(r.Doc, "\nFix: ") || !strings.Contains(r.Doc, "\nSee: ") {
				t.Error("Doc needs Why:, Fix: and See:")
			}
			if r.Severity.String() == "invalid" || r.CheckCluster == nil {
				t.Error("invalid Severity or nil CheckCluster")
			}
			if len(runClusterRule(t, "bad.xml", r.Bad, r.ID)) == 0 {
				t.Error("Bad gives no finding")
			}
			for _, d := range runClusterRule(t, "good.xml", r.Good, r.ID) {
				t.Errorf("Good gives a finding at %s: %s", d.Pos, d.Message)
			}
		})
	}
}

// TestClusterRules runs every cluster rule on its fixtures.
func TestClusterRules(t *testing.T) {
	for _, r := range ClusterRules {
		t.Run(r.ID, func(t *testing.T) {
			files, _ := filepath.Glob(filepath.Join(clusterRulesDir, r.ID, "*.xml"))
			withWant, without := 0, 0
			for _, f := range files {
				if testClusterFile(t, r, f) {
					withWant++
				} else {
					without++
				}
			}
			if withWant == 0 || without == 0 {
				t.Errorf("%s: need a file with a want comment (got %d) and one without (got %d)", r.ID, withWant, without)
			}
		})
	}
}

func testClusterFile(t *testing.T, r *ClusterRule, path string) bool {
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	name := filepath.Base(path)
	ws := parseWants(t, string(src))
	for _, d := range runClusterRule(t, name, string(src), r.ID) {
		checkDiagnostic(t, &r.Rule, d)
		if !consume(ws, d) {
			t.Errorf("%s:%s: unexpected finding: %s", name, d.Pos, d.Message)
		}
	}
	for _, w := range ws {
		if !w.matched {
			t.Errorf("%s:%d: no finding matches %q", name, w.line, w.pattern)
		}
	}
	return len(ws) > 0
}

// TestClusterRulesCleanCorpus: the realistic files of the clean corpus give
// no warning from the cluster rules on a cluster of a realistic size.
func TestClusterRulesCleanCorpus(t *testing.T) {
	files, _ := filepath.Glob("../testdata/fair-scheduler/ok/*.xml")
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		a, _ := xmlconf.Parse(src, xmlconf.Options{})
		for _, d := range RunCluster(f, a, Cluster{Size: xmlconf.Resource{1 << 20, 1024}}, Options{}) {
			if d.Severity >= Warning {
				t.Errorf("%s:%s: %s [%s]", f, d.Pos, d.Message, d.Rule)
			}
		}
	}
}
