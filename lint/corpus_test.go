package lint

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/xmlconf"
)

// The clean corpus (STYLE.md §3.9.3): realistic allocation files on which
// every rule must be silent. A file may list info-level rules it expects in
// a comment <!-- expect-info rule-id ... -->; those must fire (so the list
// cannot go stale) and nothing else may. Files are run through Run and then
// Suppress, as the CLI does, and may carry a fairsched:types directive (see
// rules_test.go).

const okDir = "../testdata/fair-scheduler/ok"

var expectInfo = regexp.MustCompile(`<!--\s*expect-info\s+([^>]*?)\s*-->`)

// TestCleanCorpus checks that no rule reports anything on the clean files.
func TestCleanCorpus(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(okDir, "*.xml"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 6 {
		t.Errorf("%s holds %d files, want at least 6", okDir, len(files))
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) { testCleanFile(t, f) })
	}
}

func testCleanFile(t *testing.T, path string) {
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	name := filepath.Base(path)
	allowed := expectedInfo(t, string(src))
	a := xmlconf.Parse(src, optionsFor(string(src)))
	fired := map[string]bool{}
	for _, d := range Suppress(a, name, Run(name, a, Options{})) {
		if d.Severity == Info && allowed[d.Rule] {
			fired[d.Rule] = true
			continue
		}
		t.Errorf("%s:%s: %s: %s [%s]", name, d.Pos, d.Severity, d.Message, d.Rule)
	}
	for id := range allowed {
		if !fired[id] {
			t.Errorf("%s: expect-info %s, but the rule did not fire", name, id)
		}
	}
}

// expectedInfo reads the expect-info comments of a file; each ID must name
// an info-level rule.
func expectedInfo(t *testing.T, src string) map[string]bool {
	t.Helper()
	ids := map[string]bool{}
	for _, m := range expectInfo.FindAllStringSubmatch(src, -1) {
		for _, id := range strings.Fields(m[1]) {
			r := ByID(id)
			if r == nil || r.Severity != Info {
				t.Fatalf("expect-info %s: not an info-level rule", id)
			}
			ids[id] = true
		}
	}
	return ids
}

// TestAllRulesOnFixtures runs every rule on every fixture, including the
// malformed ones: no rule may panic, and every finding must have a real
// position and a one-line message (implicit queues such as root.default
// have no position of their own).
func TestAllRulesOnFixtures(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(rulesDir, "*", "*.xml"))
	if err != nil {
		t.Fatal(err)
	}
	extra := []string{"", "<?xml version=\"1.0\"?>\n", "<allocations/>", "<queue name=\"a\"/>", "<allocations><queue name=\"Root\"/></allocations>"}
	for i, src := range extra {
		checkAllRules(t, "extra"+string(rune('0'+i))+".xml", src)
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		checkAllRules(t, f, string(src))
	}
}

func checkAllRules(t *testing.T, name, src string) {
	t.Helper()
	a := xmlconf.Parse([]byte(src), optionsFor(src))
	for _, d := range Suppress(a, name, Run(name, a, Options{})) {
		r, _ := testRule(d.Rule)
		if r == nil {
			t.Errorf("%s:%s: finding of unknown rule %q", name, d.Pos, d.Rule)
			continue
		}
		checkDiagnostic(t, r, d)
	}
}

// The real corpus: allocation files found in public repositories
// (testdata/fair-scheduler/corpus/README.md names each source). Every rule
// runs over each file, as the CLI runs them, and the findings must equal
// golden.txt, whose every line was reviewed by hand. Regenerate with
// go test ./lint -run TestRealCorpus -update, then review the diff: a false
// alarm is fixed in the rule, never accepted in the golden file.

const realCorpusDir = "../testdata/fair-scheduler/corpus"

var update = flag.Bool("update", false, "rewrite the real corpus's golden.txt")

// TestRealCorpus compares the findings on the real corpus with golden.txt.
func TestRealCorpus(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(realCorpusDir, "*.xml"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 20 {
		t.Errorf("%s holds %d files, want at least 20", realCorpusDir, len(files))
	}
	readme, err := os.ReadFile(filepath.Join(realCorpusDir, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	var got strings.Builder
	for _, f := range files {
		name := filepath.Base(f)
		if !strings.Contains(string(readme), "| "+name+" |") {
			t.Errorf("%s: no source given in README.md", name)
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		a := xmlconf.Parse(src, optionsFor(string(src)))
		for _, d := range Suppress(a, name, Run(name, a, Options{})) {
			got.WriteString(goldenLine(d))
		}
	}
	golden := filepath.Join(realCorpusDir, "golden.txt")
	if *update {
		if err := os.WriteFile(golden, []byte(got.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if got.String() != string(want) {
		t.Errorf("findings on the real corpus differ from %s (rerun with -update and review the diff):\n%s", golden, lineDiff(string(want), got.String()))
	}
}

// goldenLine formats one finding for golden.txt: position, severity, rule,
// queue, message, and the hint on its own line.
func goldenLine(d diag.Finding) string {
	s := fmt.Sprintf("%s:%s: %s [%s]", d.File, d.Pos, d.Severity, d.Rule)
	if d.Queue != "" {
		s += " queue " + d.Queue + ":"
	}
	s += " " + d.Message + "\n"
	if d.Hint != "" {
		s += "    hint: " + d.Hint + "\n"
	}
	return s
}

// lineDiff lists the lines only in want (-) and only in got (+).
func lineDiff(want, got string) string {
	count := map[string]int{}
	for _, l := range strings.Split(want, "\n") {
		count[l]++
	}
	var b strings.Builder
	for _, l := range strings.Split(got, "\n") {
		if count[l] > 0 {
			count[l]--
			continue
		}
		b.WriteString("+ " + l + "\n")
	}
	for _, l := range strings.Split(want, "\n") {
		if count[l] > 0 {
			count[l]--
			b.WriteString("- " + l + "\n")
		}
	}
	return b.String()
}
