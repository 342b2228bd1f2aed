package render

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/lint"
)

// JUnit writes JUnit XML as GitLab (artifacts:reports:junit) and Jenkins
// (the junit step) read it. The structure is:
//
//   - one <testsuite> per file, named by the file path, every file of the
//     report included;
//   - in it, one <testcase> per rule that fired in that file, named by the
//     rule ID, with classname and file set to the path. Test names thus
//     stay the same when lines move, so CI history and GitLab's "new
//     failures" compare like with like;
//   - when the rule's most severe finding fails the run (at or above
//     --fail-on; info never does), the testcase has one <failure>: type is
//     that level, message the first finding (and how many there are), and
//     the text lists every finding in the text format, hints included.
//     (A testcase holds a single failure: neither GitLab nor Jenkins shows
//     more than one.) Otherwise the testcase passes and the same text goes
//     in its <system-out>, so CI shows the findings without failing them;
//   - a file without findings gets one passing testcase named "lint".
//
// Jenkins splits classname at the last dot, so it shows
// "conf/fair-scheduler.xml" as package "conf/fair-scheduler", class "xml".
func JUnit(w io.Writer, r Report, _ Options) error {
	groups := groupByFile(r)
	var body strings.Builder
	tests, failures := 0, 0
	for _, g := range groups {
		t, f, err := junitSuite(&body, g, r)
		if err != nil {
			return err
		}
		tests, failures = tests+t, failures+f
	}
	var b strings.Builder
	b.WriteString(xmlHeader)
	fmt.Fprintf(&b, "<testsuites name=\"fairsched\" tests=\"%d\" failures=\"%d\" errors=\"0\" skipped=\"0\" time=\"0\">\n", tests, failures)
	b.WriteString(body.String())
	b.WriteString("</testsuites>\n")
	return writeString(w, b.String())
}

// junitSuite writes the testsuite of one file and returns its counts of
// tests and failures.
func junitSuite(b *strings.Builder, g fileGroup, r Report) (tests, failures int, err error) {
	name := xmlAttr(slashPath(g.File))
	byRule := map[string][]diag.Finding{}
	var rules []string
	for _, d := range g.Diagnostics {
		if byRule[d.Rule] == nil {
			rules = append(rules, d.Rule)
		}
		byRule[d.Rule] = append(byRule[d.Rule], d)
	}
	slices.Sort(rules)
	tests = max(len(rules), 1)
	for _, id := range rules {
		if r.fails(worstOf(byRule[id])) {
			failures++
		}
	}
	fmt.Fprintf(b, "  <testsuite name=\"%s\" tests=\"%d\" failures=\"%d\" errors=\"0\" skipped=\"0\" time=\"0\">\n",
		name, tests, failures)
	if len(rules) == 0 {
		fmt.Fprintf(b, "    <testcase name=\"lint\" classname=\"%s\" file=\"%s\" time=\"0\"/>\n", name, name)
	}
	for _, id := range rules {
		if err := junitCase(b, name, id, byRule[id], r); err != nil {
			return 0, 0, err
		}
	}
	b.WriteString("  </testsuite>\n")
	return tests, failures, nil
}

// worstOf returns the most severe level among ds.
func worstOf(ds []diag.Finding) lint.Severity {
	worst := lint.SeverityInvalid
	for _, d := range ds {
		worst = max(worst, d.Severity)
	}
	return worst
}

// junitCase writes the testcase of one rule in one file: failing when its
// worst finding fails the run, else passing with the findings as output.
func junitCase(b *strings.Builder, file, rule string, ds []diag.Finding, r Report) error {
	worst := worstOf(ds)
	first := ds[0]
	msg := fullMessage(first)
	if first.Pos.IsValid() {
		msg = fmt.Sprintf("line %d: %s", first.Pos.Line, msg)
	}
	if len(ds) > 1 {
		msg = fmt.Sprintf("%d findings; %s", len(ds), msg)
	}
	var text strings.Builder
	if err := Text(&text, ds, Options{}); err != nil {
		return err
	}
	fmt.Fprintf(b, "    <testcase name=\"%s\" classname=\"%s\" file=\"%s\" time=\"0\">\n", xmlAttr(rule), file, file)
	if r.fails(worst) {
		fmt.Fprintf(b, "      <failure message=\"%s\" type=\"%s\">%s</failure>\n",
			xmlAttr(msg), worst, xmlText(text.String()))
	} else {
		fmt.Fprintf(b, "      <system-out>%s</system-out>\n", xmlText(text.String()))
	}
	b.WriteString("    </testcase>\n")
	return nil
}
