package lint

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode"

	"github.com/fairsched/fairsched/xmlconf"
)

// The registry test (STYLE.md §3.9.2) checks every rule's metadata and runs
// its Bad and Good examples, the way go/analysis's Validate and actionlint's
// check-checks do.

var kebab = regexp.MustCompile(`^[a-z][a-z0-9]*(-[a-z0-9]+)*$`)

// readerRuleIDs are the IDs xmlconf gives the issues it finds while
// reading; each must be a registered rule.
var readerRuleIDs = []string{
	RuleMalformedXML,
	RuleWrongRootElement,
	RuleDoctype,
	RuleEmptyValue,
	RuleNonTextValue,
	RuleCDATASplitValue,
	RuleInvalidNumber,
	RuleInvalidResource,
	RuleUnknownElement,
	RuleUnknownAttribute,
	RuleDuplicateElement,
	RuleDeprecatedElement,
	RuleIgnoredDeprecated,
	RuleQueueTagQuirk,
	RuleInvalidQueueName,
	RuleRootWithSiblings,
	RuleRootNameCase,
	RuleReservationOnParent,
	RuleMaxAMShareOnParent,
	RuleMaxAMShareIgnoredOnParent,
	RuleInvalidPolicy,
	RuleFIFODefaultPolicy,
	RuleEmptyPlacementPolicy,
	RuleInvalidPlacementRule,
	RuleUnreachablePlacement,
	RulePlacementNotTerminal,
	RulePlacementParentRules,
	RulePlacementPolicyIgnore,
	RuleReaderLimit,
}

// registered is every rule: the one registry, All.
func registered() []*Rule { return All }

// TestRegistryOrder checks that IDs are unique kebab-case and All is sorted.
func TestRegistryOrder(t *testing.T) {
	seen := map[string]bool{}
	for _, r := range registered() {
		if !kebab.MatchString(r.ID) {
			t.Errorf("rule ID %q is not kebab-case", r.ID)
		}
		if seen[r.ID] {
			t.Errorf("rule ID %q is registered twice", r.ID)
		}
		seen[r.ID] = true
	}
	for i := 1; i < len(All); i++ {
		if All[i-1].ID >= All[i].ID {
			t.Errorf("All is not sorted: %q before %q", All[i-1].ID, All[i].ID)
		}
	}
	for _, r := range All {
		if ByID(r.ID) != r {
			t.Errorf("ByID(%q) does not return the registered rule", r.ID)
		}
	}
	if ByID("no-such-rule") != nil {
		t.Error(`ByID("no-such-rule") != nil`)
	}
}

// TestRegistryMetadata checks Summary, Doc, Severity and Check of every rule.
func TestRegistryMetadata(t *testing.T) {
	for _, r := range registered() {
		t.Run(r.ID, func(t *testing.T) {
			if msg := summaryProblem(r.Summary); msg != "" {
				t.Errorf("Summary %q: %s", r.Summary, msg)
			}
			for _, h := range []string{"Why: ", "\nFix: ", "\nSee: "} {
				if !strings.Contains(r.Documentation(), h) {
					t.Errorf("Doc lacks %q", strings.TrimSpace(h))
				}
			}
			if !strings.HasPrefix(r.Documentation(), "Why: ") {
				t.Error(`Doc does not start with "Why: "`)
			}
			if r.Severity.String() == "invalid" {
				t.Errorf("invalid Severity %d", r.Severity)
			}
			if r.Check == nil {
				t.Error("no Check")
			}
			if _, see, _ := strings.Cut(r.Documentation(), "\nSee: "); !resolvable.MatchString(see) {
				t.Errorf("See: %q names no link, JIRA or file of this repository", see)
			}
			if cite := specCitation(r.Documentation() + r.Summary); cite != "" {
				t.Errorf("Doc cites %q, a file users do not have; cite Hadoop's docs, a JIRA or the repository's docs", cite)
			}
		})
	}
}

// specCitations are the team's internal notes, which are not in the
// repository: user-facing text must not send readers there (docs/simulate.md
// is the repository's own, and may be cited).
var specCitations = regexp.MustCompile(`parsing\.md|compute\.md|compute-cases\.md|(?:^|[^/])simulate\.md|§`)

// resolvable matches a reference a reader can follow: a web address, a
// JIRA issue, or a file or package of this repository.
var resolvable = regexp.MustCompile(`https://|\b(YARN|HADOOP|MAPREDUCE)-[0-9]+\b|\bdocs/[a-z-]+\.md\b|\bxmlconf\.`)

// specCitation returns the first citation of the internal notes in s, or "".
func specCitation(s string) string { return specCitations.FindString(s) }

// summaryProblem says what is wrong with a Summary, or "".
func summaryProblem(s string) string {
	switch {
	case s == "":
		return "empty"
	case len(s) > 60:
		return "longer than 60 characters"
	case strings.HasSuffix(s, "."):
		return "ends with a period"
	case strings.ContainsAny(s, "\r\n"):
		return "more than one line"
	case unicode.IsUpper([]rune(s)[0]):
		return "does not start in lower case"
	}
	return ""
}

// TestRegistryExamples runs each rule's Bad example (at least one finding
// of the rule) and Good example (none).
func TestRegistryExamples(t *testing.T) {
	for _, r := range registered() {
		t.Run(r.ID, func(t *testing.T) {
			if slices.Contains(CompareRules, r) {
				t.Skip("two files each; compare's TestRuleExamples runs them")
			}
			if slices.Contains(ConvertRules, r) {
				t.Skip("convert's TestRuleExamples runs them")
			}
			if r.Input == DriftInput {
				t.Skip("a file and an RM response each; drift's TestRuleExamples runs them")
			}
			if r.Input == LoadCompareInput {
				t.Skip("two files and a load each; cmd's TestLoadRuleExamples runs them")
			}
			if r.Input == RefreshInput {
				t.Skip("a running file and a new one each; TestRefreshExamples runs them")
			}
			root := "<allocations"
			if slices.Contains(YarnSiteRules, r) || slices.Contains(CapacityRules, r) {
				root = "<configuration"
			}
			if !strings.Contains(r.BadExample(), root) && r.ID != WrongRootElement.ID && r.ID != CSEmptyFile.ID {
				t.Errorf("Bad is not a full file (%s>)", root)
			}
			if !strings.Contains(r.GoodExample(), root) {
				t.Errorf("Good is not a full file (%s>)", root)
			}
			if ds := runRule("bad.xml", r.BadExample(), r.ID); len(ds) == 0 {
				t.Error("Bad gives no finding")
			}
			for _, d := range runRule("good.xml", r.GoodExample(), r.ID) {
				t.Errorf("Good gives a finding at %s: %s", d.Pos, d.Message)
			}
			for _, d := range runRule("good.xml", r.GoodExample(), MalformedXML.ID) {
				t.Errorf("Good is not well formed: %s: %s", d.Pos, d.Message)
			}
		})
	}
}

// TestReaderRulesRegistered checks that every rule ID xmlconf reports has a
// registered rule, so no reader fact is ever dropped: the Rule* constants
// listed above, and the wording of every fact met while reading the test
// fixtures.
func TestReaderRulesRegistered(t *testing.T) {
	for _, id := range readerRuleIDs {
		if ByID(id) == nil {
			t.Errorf("xmlconf rule %q is not in All", id)
		}
	}
	files, err := filepath.Glob("../testdata/fair-scheduler/*/*/*.xml")
	if err != nil {
		t.Fatal(err)
	}
	more, _ := filepath.Glob("../testdata/fair-scheduler/ok/*.xml")
	for _, f := range append(files, more...) {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, i := range readerIssues(xmlconf.Parse(src, optionsFor(string(src)))) {
			if ByID(i.Rule) == nil {
				t.Errorf("%s:%s: fact worded with unregistered rule %q: %s", f, i.Pos, i.Rule, i.Message)
			}
		}
	}
}

// commentLines matches the // comment lines of a Go file (examples in doc
// comments may name rules).
var commentLines = regexp.MustCompile(`(?m)^\s*//.*$`)

// TestRuleIDsDeclaredOnce checks that every rule ID is written as a string
// literal exactly once in the code of xmlconf and lint: the reader's rules
// take their ID from xmlconf's (and capacity's) Rule* and Code* constants, the others declare it in
// their Rule value, and nothing else spells an ID out.
func TestRuleIDsDeclaredOnce(t *testing.T) {
	var src []string
	for _, dir := range []string{".", "../xmlconf", "../hadoop", "../compute", "../capacity"} {
		files, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") {
				continue
			}
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			src = append(src, f+"\x00"+commentLines.ReplaceAllString(string(b), ""))
		}
	}
	for _, r := range registered() {
		literal := regexp.MustCompile(`"` + regexp.QuoteMeta(r.ID) + `"`)
		var where []string
		for _, s := range src {
			name, body, _ := strings.Cut(s, "\x00")
			for range literal.FindAllStringIndex(body, -1) {
				where = append(where, name)
			}
		}
		if len(where) != 1 {
			t.Errorf("rule ID %q is written %d times, want 1: %v", r.ID, len(where), where)
		}
	}
}
