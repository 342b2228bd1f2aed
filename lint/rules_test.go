package lint

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/core/yarnsite"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// The rule tests (STYLE.md §3.9.1) read testdata/fair-scheduler/rules/<id>/*.xml,
// run only rule <id> on each file, and compare the findings with the
// expectations written in the file as XML comments:
//
//	<!-- want "regexp" -->          one finding on the comment's own line
//	<!-- want "re1" `re2` -->       two findings on that line
//	<!-- want@+N "regexp" -->       one finding N lines below the comment
//	<!-- want@-N "regexp" -->       one finding N lines above the comment
//	<!-- want@L "regexp" -->        one finding on line L (1-based)
//
// The relative and absolute forms are for findings on lines where a comment
// cannot sit, such as the end of a truncated file (malformed-xml).
// Patterns are Go string literals, "interpreted" or `raw`, matched against
// the message with regexp.MatchString. An XML comment may not contain "--",
// so write -{2} in a pattern that needs two dashes. Each pattern consumes one
// finding; a finding no pattern matches, or a pattern left unmatched, fails
// the test. Every directory needs a file with a want and a file without.
//
// Each file is run through Run and then SuppressWith, as the CLI does; for
// the suppression rules (SuppressionRules) every rule runs, since their
// findings are about the other rules' findings.
//
// A comment <!-- fairsched:types yarn.io/gpu ... --> (by convention on the
// first line, so the file then has no XML declaration) parses the file as on
// a cluster with those custom resource types.

const rulesDir = "../testdata/fair-scheduler/rules"

const goString = "\"(?:[^\"\\\\]|\\\\.)*\"|`[^`]*`"

var (
	wantStart      = regexp.MustCompile(`<!--\s*want\b`)
	wantComment    = regexp.MustCompile(`<!--\s*want(@[+-]?[0-9]+)?((?:\s+(?:` + goString + `))+)\s*-->`)
	wantPattern    = regexp.MustCompile(goString)
	typesDirective = regexp.MustCompile(`<!--\s*fairsched:types\s+([^>]*?)\s*-->`)
	// hadoopDirective names the release a fixture is read as:
	// <!-- fairsched:hadoop 3.3.0 -->.
	hadoopDirective = regexp.MustCompile(`<!--\s*fairsched:hadoop\s+(\S+)\s*-->`)
	// upgradeDirective names the release an upgrade rule compares with:
	// <!-- fairsched:upgrade-to 3.4 -->.
	upgradeDirective = regexp.MustCompile(`<!--\s*fairsched:upgrade-to\s+(\S+)\s*-->`)
	// yarnSiteDirective gives the yarn-site a fixture runs with, as
	// name=value pairs: <!-- fairsched:yarn-site yarn.scheduler.minimum-allocation-mb=2048 -->.
	yarnSiteDirective = regexp.MustCompile(`<!--\s*fairsched:yarn-site\s+([^>]*?)\s*-->`)
)

// upgradeExamples are the releases the upgrade rules' Bad and Good
// examples are compared across (from, to).
var upgradeExamples = map[string][2]string{
	UpgradeRefused.ID:          {"3.3.0", "3.3.6"},
	UpgradeIgnored.ID:          {"3.3", "3.4"},
	UpgradeShareChanges.ID:     {"3.3", "3.4"},
	UpgradePlacementChanges.ID: {"3.2", "3.3"},
}

// upgradeFor returns the Upgrade a fixture asks for with a
// fairsched:upgrade-to directive, else the rule's example releases, and
// the release to read the file as (or "").
func upgradeFor(src, id string) (Upgrade, string) {
	from, to := "", ""
	if ex, ok := upgradeExamples[id]; ok {
		from, to = ex[0], ex[1]
	}
	if m := upgradeDirective.FindStringSubmatch(src); m != nil {
		from, to = "", m[1]
	}
	v, err := hadoop.Parse(to)
	if err != nil {
		return Upgrade{}, ""
	}
	return Upgrade{To: hadoop.For(v), Source: []byte(src)}, from
}

var ()

// want is one expected finding.
type want struct {
	line    int
	pattern string
	re      *regexp.Regexp
	matched bool
}

// optionsFor returns the parse options a fixture asks for with a
// fairsched:types directive.
func optionsFor(src string) xmlconf.Options {
	var o xmlconf.Options
	if m := typesDirective.FindStringSubmatch(src); m != nil {
		o.Types = resource.WithCustom(strings.Fields(m[1])...)
	}
	if m := hadoopDirective.FindStringSubmatch(src); m != nil {
		if v, err := hadoop.Parse(m[1]); err == nil {
			o.Hadoop = hadoop.For(v)
		}
	}
	return o
}

// optionsForRule is optionsFor, except that a fixture without a
// fairsched:hadoop directive is read as the newest release the rule
// applies to when it does not apply to the default one.
func optionsForRule(src, id string) xmlconf.Options {
	o := optionsFor(src)
	r, _ := testRule(id)
	if o.Hadoop.Version != (hadoop.Version{}) || r == nil || r.AppliesTo(hadoop.Default) {
		return o
	}
	for i := len(hadoop.Releases) - 1; i >= 0; i-- {
		if r.AppliesTo(hadoop.Releases[i]) {
			o.Hadoop = hadoop.For(hadoop.Releases[i])
			break
		}
	}
	return o
}

// testRule returns the rule with the given ID from All or from
// SuppressionRules, and whether it is a suppression rule.
func testRule(id string) (*Rule, bool) {
	for _, r := range SuppressionRules {
		if r.ID == id {
			return r, true
		}
	}
	return ByID(id), false
}

// runRule parses src, runs the rule id on it followed by the suppression
// comments, and returns that rule's findings. The suppression rules judge
// the findings of every other rule, so for them every rule runs.
func runRule(name, src, id string) []diag.Finding {
	if r := ByID(id); r != nil && r.Input == ClusterInput {
		return runClusterExample(name, src, id)
	}
	if r := ByID(id); r != nil && slices.Contains(YarnSiteRules, r) {
		return runYarnSiteRule(name, src, id)
	}
	if r := ByID(id); r != nil && slices.Contains(CapacityRules, r) {
		return runCapacityRule(name, src, r)
	}
	opts := optionsForRule(src, id)
	up, from := upgradeFor(src, id)
	if v, err := hadoop.Parse(from); err == nil && !hadoopDirective.MatchString(src) {
		opts.Hadoop = hadoop.For(v)
	}
	a := xmlconf.Parse([]byte(src), opts)
	o := Options{Only: []string{id}, Upgrade: up}
	if _, sup := testRule(id); sup {
		o = Options{}
	}
	o.YarnSite = yarnSiteFor(src)
	var out []diag.Finding
	for _, d := range SuppressWith(a, name, Run(name, a, o), o) {
		if d.Rule == id {
			out = append(out, d)
		}
	}
	return out
}

// runYarnSiteRule reads src as a yarn-site file and returns the findings
// of the yarn-site rule id.
func runYarnSiteRule(name, src, id string) []diag.Finding {
	c, err := yarnsite.Parse(name, []byte(src))
	if err != nil {
		return []diag.Finding{{File: name, Pos: xmlconf.Pos{Line: 1, Col: 1}, Rule: id, Message: "not a yarn-site file: " + err.Error()}}
	}
	ys := NewYarnSite(name, c)
	ys.Hadoop = optionsForRule(src, id).Hadoop
	return RunYarnSite(ys, Options{Only: []string{id}})
}

// yarnSiteFor returns the yarn-site a fixture asks for with a
// fairsched:yarn-site directive, or nil.
func yarnSiteFor(src string) *YarnSite {
	m := yarnSiteDirective.FindStringSubmatch(src)
	if m == nil {
		return nil
	}
	var b strings.Builder
	b.WriteString("<configuration>\n")
	for _, kv := range strings.Fields(m[1]) {
		k, v, _ := strings.Cut(kv, "=")
		fmt.Fprintf(&b, "  <property><name>%s</name><value>%s</value></property>\n", k, v)
	}
	b.WriteString("</configuration>\n")
	c, err := yarnsite.Parse("yarn-site.xml", []byte(b.String()))
	if err != nil {
		panic(err) // a fixture's directive is test input: fail loudly
	}
	return NewYarnSite("yarn-site.xml", c)
}

// parseWants collects the expectations of a fixture.
func parseWants(t *testing.T, src string) []*want {
	t.Helper()
	if n, m := len(wantStart.FindAllString(src, -1)), len(wantComment.FindAllString(src, -1)); n != m {
		t.Fatalf("%d want comments, but only %d are well formed", n, m)
	}
	var ws []*want
	for _, m := range wantComment.FindAllStringSubmatchIndex(src, -1) {
		line := 1 + strings.Count(src[:m[0]], "\n")
		if m[2] >= 0 {
			line = wantLine(t, src[m[2]+1:m[3]], line)
		}
		for _, lit := range wantPattern.FindAllString(src[m[4]:m[5]], -1) {
			ws = append(ws, compileWant(t, line, lit))
		}
	}
	return ws
}

// wantLine resolves the @ part of a want comment found on line.
func wantLine(t *testing.T, at string, line int) int {
	t.Helper()
	n, err := strconv.Atoi(at)
	if err != nil {
		t.Fatalf("line %d: bad want@%s: %v", line, at, err)
	}
	if at[0] == '+' || at[0] == '-' {
		return line + n
	}
	return n
}

func compileWant(t *testing.T, line int, lit string) *want {
	t.Helper()
	pat, err := strconv.Unquote(lit)
	if err != nil {
		t.Fatalf("line %d: bad want pattern %s: %v", line, lit, err)
	}
	re, err := regexp.Compile(pat)
	if err != nil {
		t.Fatalf("line %d: bad want regexp %q: %v", line, pat, err)
	}
	return &want{line: line, pattern: pat, re: re}
}

// TestRules runs every rule on its fixtures and checks the findings
// against the want comments.
func TestRules(t *testing.T) {
	dirs, err := os.ReadDir(rulesDir)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, d := range dirs {
		if !d.IsDir() {
			continue
		}
		seen[d.Name()] = true
		r, _ := testRule(d.Name())
		if r == nil {
			t.Errorf("%s: directory for an unknown rule", filepath.Join(rulesDir, d.Name()))
			continue
		}
		t.Run(r.ID, func(t *testing.T) { testRuleDir(t, r, filepath.Join(rulesDir, d.Name())) })
	}
	for _, r := range registered() {
		// Compare rules take two files: their fixtures are their Bad and Good
		// pairs (compare.TestRuleExamples) and testdata/compare.
		// The Capacity Scheduler's rules have theirs under testdata/capacity/rules
		// (TestCapacityRules). The drift rules' are their Bad and Good
		// pairs (drift.TestRuleExamples) and testdata/drift; compare --load's,
		// their Bad and Good triples (cmd's TestLoadRuleExamples) and testdata/capsim.
		// The refresh rules' are under testdata/capacity/refresh (TestRefreshRules).
		if !seen[r.ID] && r.Input != ClusterInput && r.Input != DriftInput && r.Input != LoadCompareInput && r.Input != RefreshInput && !slices.Contains(CompareRules, r) && !slices.Contains(ConvertRules, r) && !slices.Contains(CapacityRules, r) {
			t.Errorf("rule %s has no directory %s", r.ID, filepath.Join(rulesDir, r.ID))
		}
	}
}

func testRuleDir(t *testing.T, r *Rule, dir string) {
	files, err := filepath.Glob(filepath.Join(dir, "*.xml"))
	if err != nil {
		t.Fatal(err)
	}
	withWant, without := 0, 0
	for _, f := range files {
		if testRuleFile(t, r, f) {
			withWant++
		} else {
			without++
		}
	}
	if withWant == 0 || without == 0 {
		t.Errorf("%s: need at least one file with a want comment (got %d) and one without (got %d)", dir, withWant, without)
	}
}

// testRuleFile checks one fixture and reports whether it has wants.
func testRuleFile(t *testing.T, r *Rule, path string) bool {
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	name := filepath.Base(path)
	return expectWants(t, r, name, string(src), runRule(name, string(src), r.ID))
}

// expectWants checks rule r's findings ds on the fixture name (its text
// src) against src's want comments, as analysistest does: every finding
// expected, every want met; it reports whether src has wants.
func expectWants(t *testing.T, r *Rule, name, src string, ds []diag.Finding) bool {
	t.Helper()
	ws := parseWants(t, src)
	for _, d := range ds {
		checkDiagnostic(t, r, d)
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

// consume marks the first unmatched want on d's line that matches d.
func consume(ws []*want, d diag.Finding) bool {
	for _, w := range ws {
		if !w.matched && w.line == int(d.Pos.Line) && w.re.MatchString(d.Message) {
			w.matched = true
			return true
		}
	}
	return false
}

// checkDiagnostic checks what every finding must satisfy (STYLE.md §3.5).
func checkDiagnostic(t *testing.T, r *Rule, d diag.Finding) {
	t.Helper()
	where := d.File + ":" + d.Pos.String()
	switch {
	case !d.Pos.IsValid() || d.Pos.Col < 1:
		t.Errorf("%s: finding without a valid position: %s", where, d.Message)
	case d.Rule != r.ID || d.Severity != r.Severity && r.SeverityIn == nil: // TestMergedRulesByRelease checks SeverityIn
		t.Errorf("%s: finding has rule %s severity %s, want %s %s", where, d.Rule, d.Severity, r.ID, r.Severity)
	case d.Message == "" || strings.ContainsAny(d.Message, "\r\n") || strings.HasSuffix(d.Message, "."):
		t.Errorf("%s: message must be one line without a trailing period: %q", where, d.Message)
	case strings.Contains(d.Message, "["+r.ID+"]"):
		t.Errorf("%s: message repeats the rule ID: %q", where, d.Message)
	case specCitation(d.Message+d.Hint) != "":
		t.Errorf("%s: message or hint cites the internal notes: %q %q", where, d.Message, d.Hint)
	}
}
