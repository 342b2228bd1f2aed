package render

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/xmlconf"
)

// TestSARIFValidator renders the findings of every rule fixture as SARIF
// and runs Microsoft's SARIF validator (the npm package
// @microsoft/sarif-multitool, installed by scripts/install-sarif-validator.sh)
// on the files. It runs when FAIRSCHED_SARIF_VALIDATOR names the
// validator's executable; make test sets it.
func TestSARIFValidator(t *testing.T) {
	validator := os.Getenv("FAIRSCHED_SARIF_VALIDATOR")
	if validator == "" {
		t.Skip("FAIRSCHED_SARIF_VALIDATOR is not set: make test sets it after running scripts/install-sarif-validator.sh")
	}
	fixtures, err := filepath.Glob("../testdata/fair-scheduler/rules/*/*.xml")
	if err != nil || len(fixtures) == 0 {
		t.Fatalf("no rule fixtures found (%v)", err)
	}
	dir := t.TempDir()
	var targets []string
	for i, f := range fixtures {
		doc := fixtureSARIF(t, f)
		checkSARIF(t, doc)
		target := filepath.Join(dir, fmt.Sprintf("%03d-%s.sarif", i, filepath.Base(filepath.Dir(f))))
		if err := os.WriteFile(target, doc, 0o644); err != nil {
			t.Fatal(err)
		}
		targets = append(targets, target)
	}
	logFile, config := filepath.Join(dir, "validation.sarif"), filepath.Join(dir, "config.xml")
	if err := os.WriteFile(config, []byte(validatorConfig), 0o644); err != nil {
		t.Fatal(err)
	}
	args := append([]string{"validate", "--config", config, "--output", logFile}, targets...)
	out, err := exec.Command(validator, args...).CombinedOutput()
	if err != nil {
		t.Fatalf("%s validate: %v\n%s", validator, err, out)
	}
	checkValidation(t, logFile, out, len(targets))
}

// validatorConfig turns off the validator's rule SARIF2006 (URIs should be
// reachable, level note): it fetches every helpUri over the network, which
// makes the test slow and dependent on GitHub without checking the format.
const validatorConfig = `<?xml version="1.0" encoding="utf-8"?>
<Properties>
  <Properties Key="SARIF2006.UrisShouldBeReachable.Options">
    <Property Key="RuleEnabled" Value="Disabled" Type="Driver.RuleEnabledState" />
  </Properties>
</Properties>
`

// fixtureSARIF parses a fixture, lints it with the default options and
// applies its suppressions, and renders the findings as SARIF.
func fixtureSARIF(t *testing.T, path string) []byte {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	name := strings.TrimPrefix(filepath.ToSlash(path), "../")
	a := xmlconf.Parse(src, xmlconf.Options{})
	ds := lint.Suppress(a, name, lint.Run(name, a, lint.Options{}))
	var b bytes.Buffer
	if err := SARIF(&b, Report{Diagnostics: ds, Files: []string{name}, Version: "0.0.0-test"}, Options{}); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func TestSARIFStructure(t *testing.T) {
	for name, r := range ciCases {
		t.Run(name, func(t *testing.T) {
			log := checkSARIF(t, render(t, ciFormats["sarif"], r))
			if n := len(sarifResults(t, log)); n != len(r.Diagnostics) {
				t.Errorf("%d results, want %d", n, len(r.Diagnostics))
			}
		})
	}
}

// TestSARIFRegistry checks that the exported SARIF lists every rule of
// lint.Registry() that applies to the release checked (the default one
// here), sorted by ID, also those without results.
func TestSARIFRegistry(t *testing.T) {
	log := checkSARIF(t, render(t, SARIF, ciCases["clean"]))
	var ids []string
	for _, r := range get[[]any](t, sarifDriverOf(t, log), "rules") {
		ids = append(ids, get[string](t, r.(map[string]any), "id"))
	}
	var want []string
	for _, r := range lint.RulesFor(hadoop.Default) {
		if !slices.Contains(want, r.ID) {
			want = append(want, r.ID)
		}
	}
	if strings.Join(ids, " ") != strings.Join(want, " ") {
		t.Errorf("driver rules %v, want lint.Registry() %v", ids, want)
	}
}

func TestSARIFFingerprints(t *testing.T) {
	r := ciCases["mixed"]
	moved := r
	moved.Diagnostics = nil
	for _, d := range r.Diagnostics {
		if d.Pos.IsValid() {
			d.Pos.Line += 5
		}
		d.Message = strings.ReplaceAll(d.Message, "(line 15)", "(line 20)")
		moved.Diagnostics = append(moved.Diagnostics, d)
	}
	a, b := fingerprintsOf(t, r), fingerprintsOf(t, moved)
	if strings.Join(a, " ") != strings.Join(b, " ") {
		t.Errorf("fingerprints changed when lines moved:\n%v\n%v", a, b)
	}
	seen := map[string]bool{}
	for _, f := range a {
		if seen[f] {
			t.Errorf("fingerprint %s is not unique", f)
		}
		seen[f] = true
	}
}

func fingerprintsOf(t *testing.T, r Report) []string {
	var out []string
	for _, res := range sarifResults(t, checkSARIF(t, render(t, ciFormats["sarif"], r))) {
		out = append(out, get[string](t, get[map[string]any](t, res.(map[string]any), "partialFingerprints"), fingerprintKey))
	}
	return out
}

func TestSARIFArtifact(t *testing.T) {
	tests := []struct{ in, uri, base string }{
		{"conf/a.xml", "conf/a.xml", "%SRCROOT%"},
		{"./conf/a.xml", "conf/a.xml", "%SRCROOT%"},
		{"odd dir/a,b:c%.xml", "odd%20dir/a,b:c%25.xml", "%SRCROOT%"},
		{"a:b.xml", "./a:b.xml", "%SRCROOT%"},
		{"/srv/yarn/fair-scheduler.xml", "file:///srv/yarn/fair-scheduler.xml", ""},
	}
	for _, tc := range tests {
		got := artifactOf(tc.in)
		if got["uri"] != tc.uri || got["uriBaseId"] != tc.base {
			t.Errorf("artifactOf(%q) = %v, want uri %q uriBaseId %q", tc.in, got, tc.uri, tc.base)
		}
	}
}

// scanned is the validator's summary line.
var scanned = regexp.MustCompile(`Done\. (\d+) files? scanned`)

// checkValidation reads the validator's own SARIF log. The validator exits
// 0 even when it finds errors, so the log decides: every result of level
// error fails the test; warnings and notes (such as "no end column") are
// logged.
func checkValidation(t *testing.T, logFile string, console []byte, files int) {
	t.Helper()
	if m := scanned.FindSubmatch(console); m == nil || string(m[1]) != fmt.Sprint(files) {
		t.Fatalf("the validator did not report scanning %d files:\n%s", files, console)
	}
	doc, err := os.ReadFile(logFile)
	if err != nil {
		t.Fatalf("the validator wrote no log: %v\n%s", err, console)
	}
	for _, r := range sarifResults(t, jsonOf(t, doc)) {
		res := r.(map[string]any)
		level, _ := res["level"].(string)
		if level == "" {
			level = "warning" // SARIF's default
		}
		if level == "error" {
			t.Errorf("validator %s %s", level, describeResult(res))
		} else {
			t.Logf("validator %s %s", level, describeResult(res))
		}
	}
	if t.Failed() {
		t.Logf("validator output:\n%s", console)
	}
}

// describeResult is a validator result as "RULE in FILE: ARGUMENTS".
func describeResult(res map[string]any) string {
	id, _ := res["ruleId"].(string)
	var file string
	if locs, ok := res["locations"].([]any); ok && len(locs) > 0 {
		b, _ := json.Marshal(locs[0])
		var l struct {
			PhysicalLocation struct{ ArtifactLocation struct{ URI string } }
		}
		_ = json.Unmarshal(b, &l)
		file = filepath.Base(l.PhysicalLocation.ArtifactLocation.URI)
	}
	msg, _ := json.Marshal(res["message"])
	return fmt.Sprintf("%s in %s: %s", id, file, msg)
}

// checkSARIF checks the parts of a SARIF log that GitHub code scanning
// relies on and returns the decoded log.
func checkSARIF(t *testing.T, doc []byte) map[string]any {
	t.Helper()
	log := jsonOf(t, doc)
	if get[string](t, log, "version") != "2.1.0" || get[string](t, log, "$schema") == "" {
		t.Errorf("version %v, $schema %v: want 2.1.0 and a schema URI", log["version"], log["$schema"])
	}
	driver := sarifDriverOf(t, log)
	for _, k := range []string{"name", "version", "informationUri"} {
		if get[string](t, driver, k) == "" {
			t.Errorf("tool.driver.%s is empty", k)
		}
	}
	var ids []string
	for _, r := range get[[]any](t, driver, "rules") {
		ids = append(ids, checkSARIFRule(t, r.(map[string]any)))
	}
	for _, r := range sarifResults(t, log) {
		checkSARIFResult(t, r.(map[string]any), ids)
	}
	return log
}

func checkSARIFRule(t *testing.T, r map[string]any) string {
	t.Helper()
	id := get[string](t, r, "id")
	for _, k := range []string{"shortDescription", "fullDescription"} {
		if get[string](t, get[map[string]any](t, r, k), "text") == "" {
			t.Errorf("rule %s: %s.text is empty", id, k)
		}
	}
	if h := get[string](t, r, "helpUri"); h != rulesDocURI+id {
		t.Errorf("rule %s: helpUri %q, want %q", id, h, rulesDocURI+id)
	}
	if l := get[string](t, get[map[string]any](t, r, "defaultConfiguration"), "level"); !slices.Contains([]string{"error", "warning", "note"}, l) {
		t.Errorf("rule %s: default level %q", id, l)
	}
	return id
}

func checkSARIFResult(t *testing.T, r map[string]any, ruleIDs []string) {
	t.Helper()
	id, index := get[string](t, r, "ruleId"), int(get[float64](t, r, "ruleIndex"))
	if index < 0 || index >= len(ruleIDs) || ruleIDs[index] != id {
		t.Errorf("result %s: ruleIndex %d does not name that rule", id, index)
	}
	if l := get[string](t, r, "level"); !slices.Contains([]string{"error", "warning", "note"}, l) || get[string](t, get[map[string]any](t, r, "message"), "text") == "" {
		t.Errorf("result %s: level %q or empty message", id, l)
	}
	if len(get[map[string]any](t, r, "partialFingerprints")) == 0 {
		t.Errorf("result %s: no partialFingerprints", id)
	}
	for _, l := range get[[]any](t, r, "locations") {
		phys := get[map[string]any](t, l.(map[string]any), "physicalLocation")
		art := get[map[string]any](t, phys, "artifactLocation")
		if uri := get[string](t, art, "uri"); uri == "" || strings.HasPrefix(uri, "/") || art["uriBaseId"] != "%SRCROOT%" {
			t.Errorf("result %s: artifactLocation %v, want a relative uri against %%SRCROOT%%", id, art)
		}
		if reg, ok := phys["region"].(map[string]any); ok && (get[float64](t, reg, "startLine") < 1 || get[float64](t, reg, "startColumn") < 1) {
			t.Errorf("result %s: region %v, want startLine and startColumn of at least 1", id, reg)
		}
	}
}

func sarifDriverOf(t *testing.T, log map[string]any) map[string]any {
	t.Helper()
	runs := get[[]any](t, log, "runs")
	if len(runs) != 1 {
		t.Fatalf("%d runs, want 1", len(runs))
	}
	return get[map[string]any](t, get[map[string]any](t, runs[0].(map[string]any), "tool"), "driver")
}

func sarifResults(t *testing.T, log map[string]any) []any {
	t.Helper()
	return get[[]any](t, get[[]any](t, log, "runs")[0].(map[string]any), "results")
}

// get returns m[key] as a T, failing the test when it is missing or has
// another type.
func get[T any](t *testing.T, m map[string]any, key string) T {
	t.Helper()
	v, ok := m[key].(T)
	if !ok {
		t.Fatalf("key %q: got %T (%v), want %T", key, m[key], m[key], v)
	}
	return v
}
