package compare_test

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/analysis/compare"
	"github.com/fairsched/fairsched/analysis/convert"
	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/xmlconf"
)

// realFiles are the real allocation files of testdata: the corpus, and
// any realworld* sets.
func realFiles(t *testing.T) []string {
	t.Helper()
	var files []string
	for _, pattern := range []string{"../../testdata/fair-scheduler/corpus/*.xml", "../../testdata/fair-scheduler/realworld*/*.xml", "../../testdata/fair-scheduler/realworld*/*/*.xml"} {
		m, _ := filepath.Glob(pattern)
		files = append(files, m...)
	}
	if len(files) < 20 {
		t.Fatalf("%d real files", len(files))
	}
	return files
}

// roundTrip is one real file converted for one release on one cluster.
type roundTrip struct {
	file, rel string
	conv      *convert.Result
	rep       compare.Report
}

// TestConvertThenCompare converts every real file the Fair Scheduler loads,
// for 3.3 and 3.4 (the file read and written as the same release) and from
// 3.3 to 3.4, on a 100 GB, 100 vcore cluster, and compares the file
// with its conversion (item 8 of the migration work): the Capacity
// Scheduler accepts every output; compare finds no queue missing and no
// error about access, running applications or preemption; every guarantee
// equals the steady fair share within the Capacity Scheduler's rounding,
// and no maximum loosens, unless a convert finding explains the difference
// (explainedAt). It logs the figures.
func TestConvertThenCompare(t *testing.T) {
	cluster := resource.Resource{102400, 100}
	for _, rel := range []string{"3.3", "3.4", "3.3>3.4"} {
		converted, refused, queues, equal, beyond := 0, 0, 0, 0, 0
		var maxDiff int64
		sev := map[lint.Severity]int{}
		for _, f := range realFiles(t) {
			rt, ok := convertAndCompare(t, f, rel, cluster)
			if !ok {
				refused++
				continue
			}
			converted++
			for _, d := range rt.conv.Findings {
				sev[d.Severity]++
			}
			checkRoundTrip(t, rt)
			for _, d := range rt.rep.Findings {
				if d.Rule == lint.CompareGuaranteeBelowSteady.ID || d.Rule == lint.CompareGuaranteeLost.ID {
					beyond++
				}
			}
			for _, r := range rt.rep.Queues {
				if r.Fair != nil && r.Capacity != nil {
					queues++
					d := r.Fair.Steady[0] - r.Capacity.Guaranteed[0]
					if d == 0 {
						equal++
					}
					maxDiff = max(maxDiff, d, -d)
				}
			}
		}
		t.Logf("%s: %d files converted, %d not loaded by the Fair Scheduler; findings: %d error, %d warning, %d info; %d queues, guarantee = steady share to the MB for %d, below it beyond rounding (each explained by a convert finding) for %d, largest difference %d mb",
			rel, converted, refused, sev[lint.Error], sev[lint.Warning], sev[lint.Info], queues, equal, beyond, maxDiff)
	}
}

// convertAndCompare converts the file at path for rel ("3.3", or
// "3.3>3.4": the Fair Scheduler on 3.3 today, the Capacity Scheduler
// written for 3.4) and compares the two.
func convertAndCompare(t *testing.T, path, rel string, cluster resource.Resource) (roundTrip, bool) {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	from, to, ok := strings.Cut(rel, ">")
	if !ok {
		to = from
	}
	vf, _ := hadoop.Parse(from)
	vt, _ := hadoop.Parse(to)
	p, target := hadoop.For(vf), hadoop.For(vt)
	name := filepath.Base(path)
	a := xmlconf.Parse(src, xmlconf.Options{Types: resource.DefaultResourceTypes, Hadoop: p})
	if _, refused := lint.ForTree(name, a); refused {
		return roundTrip{}, false
	}
	r := convert.Convert(convert.Input{File: name, Fair: a, Target: target, Cluster: cluster, Check: lint.CheckCapacityOn})
	r.Findings = lint.CheckConversion(r.Source, r.Facts, lint.Options{})
	files, err := convert.Files(r)
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := capacity.Read(convert.CapacityFile, files[convert.CapacityFile], target)
	if err != nil {
		t.Fatalf("%s %s: %v", name, rel, err)
	}
	rep := worded(compare.Input{FairFile: name, CapacityFile: convert.CapacityFile, Fair: a, Capacity: cfg,
		Cluster: cluster}, lint.Options{})
	return roundTrip{file: name, rel: rel, conv: r, rep: rep}, true
}

// checkRoundTrip asserts item 8's properties of one conversion.
func checkRoundTrip(t *testing.T, rt roundTrip) {
	t.Helper()
	label := rt.file + " " + rt.rel
	sameNames := false
	for _, d := range rt.conv.Findings {
		sameNames = sameNames || strings.Contains(d.Message, "requires distinct leaf names")
	}
	for _, d := range rt.conv.Findings {
		if d.Rule == lint.ConvertRefused.ID && !sameNames {
			t.Errorf("%s: %s", label, d.Message)
		}
	}
	for _, d := range rt.rep.Findings {
		switch {
		case d.Rule == lint.CompareCapacityRefused.ID && !sameNames:
			t.Errorf("%s: compare: %s", label, d.Message)
		case d.Rule == lint.CompareFairOnly.ID:
			t.Errorf("%s: compare: %s", label, d.Message)
		case d.Rule == lint.CompareGuaranteeBelowSteady.ID || d.Rule == lint.CompareGuaranteeLost.ID || d.Rule == lint.CompareMaxRaised.ID:
			if !explainedAt(rt.conv.Findings, d.Queue) {
				t.Errorf("%s: compare: %s (no convert finding explains it)", label, d.Message)
			}
		case d.Severity == lint.Error && d.Rule != lint.CompareCapacityRefused.ID:
			t.Errorf("%s: compare: %s [%s]", label, d.Message, d.Rule)
		}
	}
}

// explainedAt reports whether a convert finding explains a difference of
// guarantee or maximum at queue: a warning or error at the queue, or at a
// parent other than root (its own capacity or maximum carries down), or a
// parent's convert-max-dropped that names the child on the way to the queue
// among the maxima it raises. A finding at root about other queues explains
// nothing.
func explainedAt(findings []diag.Finding, queue string) bool {
	for _, d := range findings {
		if d.Severity < lint.Warning || d.Queue == "" {
			continue
		}
		switch {
		case d.Queue == queue:
			return true
		case strings.HasPrefix(queue, d.Queue+"."):
			child := strings.SplitN(strings.TrimPrefix(queue, d.Queue+"."), ".", 2)[0]
			if d.Queue != "root" || d.Rule == lint.ConvertMaxDropped.ID && strings.Contains(d.Message, " "+child+" to ") {
				return true
			}
		}
	}
	return false
}

// TestRoundTripFigures is item 8 on the bundled example, where the
// figures are checked by hand: every guarantee equals the steady fair
// share to the MB.
func TestRoundTripFigures(t *testing.T) {
	rt, ok := convertAndCompare(t, "../../testdata/fair-scheduler/corpus/hadoop-fairscheduler-md-example.xml", "3.3", resource.Resource{102400, 100})
	if ok {
		checkRoundTrip(t, rt)
	}
	src := `<allocations>
  <queue name="a"><weight>20</weight><maxResources>10240 mb, 10 vcores</maxResources></queue>
  <queue name="b"><weight>70</weight></queue>
  <queue name="c"><weight>10</weight><minResources>30720 mb, 1 vcores</minResources></queue>
</allocations>`
	dir := t.TempDir()
	path := filepath.Join(dir, "fair.xml")
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	rt, ok = convertAndCompare(t, path, "3.3", resource.Resource{102400, 100})
	if !ok {
		t.Fatal("refused")
	}
	checkRoundTrip(t, rt)
	var got []string
	for _, r := range rt.rep.Queues {
		if r.Fair != nil && r.Capacity != nil {
			got = append(got, fmt.Sprintf("%s %d/%d", r.Queue, r.Capacity.Guaranteed[0], r.Fair.Steady[0]))
		}
	}
	// a is capped at 10240; c raised to its min 30720; b and default share
	// the rest 70:1 (weights), as the Fair Scheduler's steady shares.
	want := []string{"root 102400/102400", "root.a 10240/10240", "root.b 60574/60575", "root.c 30720/30720", "root.default 865/865"}
	if !slices.Equal(got, want) {
		t.Errorf("guarantee/steady = %v, want %v", got, want)
	}
}

// TestConvertThenCompareAllTestdata runs item 8's checks on every
// allocation file under testdata (the rule examples included), from 3.3 to
// 3.4 on a 8192 mb, 4 vcore cluster, where small numbers make rounding
// show. Two files are left out on purpose: queue names the Capacity
// Scheduler cannot say (convert reports them as errors), and weights whose
// fair share never ends.
func TestConvertThenCompareAllTestdata(t *testing.T) {
	if testing.Short() {
		t.Skip("-short")
	}
	skip := map[string]bool{"jmx_chars.xml": true, "bad_weights.xml": true}
	n := 0
	err := filepath.WalkDir("../../testdata", func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".xml") || skip[filepath.Base(p)] ||
			strings.Contains(p, "capacity") || strings.Contains(p, "yarn-site") || strings.Contains(p, "/rm/") {
			return err
		}
		if b, _ := os.ReadFile(p); !strings.Contains(string(b), "<allocations") {
			return nil
		}
		if rt, ok := convertAndCompare(t, p, "3.3>3.4", resource.Resource{8192, 4}); ok {
			n++
			checkRoundTrip(t, rt)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n < 100 {
		t.Errorf("%d files converted", n)
	}
}
