package lint

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/core/clusterspec"
	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/core/resource"

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
	c := Cluster{Size: ExampleCluster.Size}
	if m := clusterDirective.FindStringSubmatch(src); m != nil {
		r, err := clusterspec.ParseCluster(m[1], a.Types)
		if err != nil {
			t.Fatalf("bad fairsched:cluster %q: %v", m[1], err)
		}
		c.Size = r
	}
	if m := minContainerDirective.FindStringSubmatch(src); m != nil {
		r, err := clusterspec.ParseCluster(m[1], a.Types)
		if err != nil {
			t.Fatalf("bad fairsched:min-container %q: %v", m[1], err)
		}
		c.MinContainer = r
	}
	return c
}

func runClusterRule(t *testing.T, name, src, id string) []diag.Finding {
	t.Helper()
	a := xmlconf.Parse([]byte(src), optionsFor(src))
	return RunCluster(name, a, clusterFor(t, a, src), Options{Only: []string{id}, YarnSite: yarnSiteFor(src)})
}

// runClusterExample runs the cluster rule id on a Bad or Good example, on
// ExampleCluster as the rules' docs say, followed by the suppression
// comments (runRule calls it for the cluster rules).
func runClusterExample(name, src, id string) []diag.Finding {
	a := xmlconf.Parse([]byte(src), optionsFor(src))
	o := Options{Only: []string{id}}
	return SuppressWith(a, name, RunCluster(name, a, ExampleCluster, o), o)
}

// TestClusterRegistry checks what the cluster rules add to the checks of
// registry_test.go: they are registered, sorted, named cluster-*, say in
// their summary that they need --cluster, and their docs name the example
// cluster.
func TestClusterRegistry(t *testing.T) {
	for i, r := range ClusterRules {
		t.Run(r.ID, func(t *testing.T) {
			if !strings.HasPrefix(r.ID, "cluster-") {
				t.Errorf("ID %q must start with cluster-", r.ID)
			}
			if i > 0 && ClusterRules[i-1].ID >= r.ID {
				t.Errorf("ClusterRules is not sorted at %q", r.ID)
			}
			if ByID(r.ID) != r || r.Input != ClusterInput {
				t.Errorf("ByID(%q) does not return the rule, or its Input is not ClusterInput", r.ID)
			}
			if !strings.HasSuffix(r.Summary, "(needs --cluster)") {
				t.Errorf("Summary %q does not say that the rule needs --cluster", r.Summary)
			}
			if !strings.Contains(r.Documentation(), `--cluster "16384 mb, 16 vcores"`) || ExampleCluster.Size.Format(resource.DefaultResourceTypes) != "16384 mb, 16 vcores" {
				t.Error("Doc does not name ExampleCluster")
			}
			if ds := Run("bad.xml", mustParse(r.BadExample()), Options{Only: []string{r.ID}}); len(ds) != 0 {
				t.Errorf("Run without a cluster reports %d findings", len(ds))
			}
		})
	}
}

func mustParse(src string) *xmlconf.Allocations {
	return xmlconf.Parse([]byte(src), optionsFor(src))
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

func testClusterFile(t *testing.T, r *Rule, path string) bool {
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	name := filepath.Base(path)
	return expectWants(t, r, name, string(src), runClusterRule(t, name, string(src), r.ID))
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
		a := xmlconf.Parse(src, xmlconf.Options{})
		for _, d := range RunCluster(f, a, Cluster{Size: resource.Resource{1 << 20, 1024}}, Options{}) {
			if d.Severity >= Warning {
				t.Errorf("%s:%s: %s [%s]", f, d.Pos, d.Message, d.Rule)
			}
		}
	}
}
