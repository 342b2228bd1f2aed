package render

import (
	"fmt"
	"io"
	"strings"

	"github.com/fairsched/fairsched/analysis/diff"
	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/lint"
)

// DiffMarkdown writes a comparison as a pull-request comment: a heading, a
// short summary table, then the details (top-level settings, queues,
// findings) each in a <details> block. The order is that of the Result,
// so a re-run on the same files writes the same bytes.
func DiffMarkdown(w io.Writer, r *diff.Result) error {
	var b strings.Builder
	// The marker lets a CI job find its earlier comment and update it.
	b.WriteString("<!-- fairsched-diff -->\n")
	fmt.Fprintf(&b, "### fairsched diff: %s → %s\n\n", diffMDCode(r.Old), diffMDCode(r.New))
	fmt.Fprintf(&b, "Hadoop %s, cluster %s.\n\n", diffMDText(r.HadoopVersion), diffMDCode(notation{types: r.Types}.resource(r.Cluster)))
	diffMDSummary(&b, r)
	diffMDRanking(&b, r)
	if len(r.TopLevel) > 0 {
		diffMDDetails(&b, fmt.Sprintf("Top-level changes (%d)", len(r.TopLevel)), func() {
			t := newDiffMDTable(&b, "setting", "old", "new", "where")
			diffMDSettings(t, r, "", r.TopLevel)
			t.end()
		})
	}
	diffMDQueues(&b, r)
	diffMDSubmissions(&b, r)
	diffMDFindings(&b, "Findings introduced", r.Findings.Introduced)
	diffMDFindings(&b, "Findings fixed", r.Findings.Fixed)
	diffMDFindings(&b, "Findings unchanged", r.Findings.Unchanged)
	_, err := io.WriteString(w, b.String())
	return err
}

func diffMDSummary(b *strings.Builder, r *diff.Result) {
	b.WriteString("| | count |\n| --- | ---: |\n")
	for _, row := range []struct {
		name string
		n    int
	}{
		{"queues added", r.Counts[diff.Added]}, {"queues removed", r.Counts[diff.Removed]},
		{"queues changed", r.Counts[diff.Changed]}, {"queues unchanged", r.Counts[diff.Unchanged]},
		{"top-level changes", len(r.TopLevel)},
		{"findings introduced", len(r.Findings.Introduced)}, {"findings fixed", len(r.Findings.Fixed)},
		{"findings unchanged", len(r.Findings.Unchanged)},
	} {
		fmt.Fprintf(b, "| %s | %d |\n", row.name, row.n)
	}
	if s := r.Submissions; s != nil {
		fmt.Fprintf(b, "| submissions landing elsewhere | %d of %d |\n", len(s.Moved), s.Total)
	}
	b.WriteString("\n")
}

// diffMDRanking writes the biggest losers and winners as one table.
func diffMDRanking(b *strings.Builder, r *diff.Result) {
	if len(r.Losers)+len(r.Winners) == 0 {
		return
	}
	b.WriteString("| queue | steady share |\n| --- | --- |\n")
	for _, i := range append(append([]int{}, r.Losers...), r.Winners...) {
		q := r.Queues[i]
		fmt.Fprintf(b, "| %s | %s |\n", diffMDCode(q.Name), diffMDText(diffShareText(q, r.Types, false, resource.UnitsBinary)))
	}
	b.WriteString("\n")
}

func diffMDDetails(b *strings.Builder, summary string, body func()) {
	fmt.Fprintf(b, "<details><summary>%s</summary>\n\n", diffMDText(summary))
	body()
	b.WriteString("</details>\n\n")
}

// diffMDSettings writes settings as rows of t, with the queue in the first
// column when queue is not "".
func diffMDSettings(t *diffMDTable, r *diff.Result, queue string, ss []diff.Setting) {
	for _, s := range ss {
		cells := []string{diffMDText(s.Name), diffMDCode(diffValueText(s.Old)), diffMDCode(diffValueText(s.New)),
			diffMDText(diffPosText(r.Old, s.Old, s.OldPos)) + " → " + diffMDText(diffPosText(r.New, s.New, s.NewPos))}
		if queue != "" {
			cells = append([]string{diffMDCode(queue)}, cells...)
		}
		t.row(cells...)
	}
}

// diffMDRowLimit caps the rows of one table: GitHub refuses a comment of
// more than 65,536 characters, so a large change lists its first rows and
// says how many more the JSON output has.
const diffMDRowLimit = 40

// diffMDTable writes one table, at most diffMDRowLimit rows of it.
type diffMDTable struct {
	b           *strings.Builder
	rows, total int
}

func newDiffMDTable(b *strings.Builder, header ...string) *diffMDTable {
	b.WriteString("| " + strings.Join(header, " | ") + " |\n|" + strings.Repeat(" --- |", len(header)) + "\n")
	return &diffMDTable{b: b}
}

func (t *diffMDTable) row(cells ...string) {
	t.total++
	if t.rows < diffMDRowLimit {
		t.rows++
		t.b.WriteString("| " + strings.Join(cells, " | ") + " |\n")
	}
}

func (t *diffMDTable) end() {
	if n := t.total - t.rows; n > 0 {
		fmt.Fprintf(t.b, "\n%d more not shown; `fairsched diff --format json` lists every one.\n", n)
	}
	t.b.WriteString("\n")
}

// diffMDQueues writes the queue changes: one table of what happened to each
// shown queue, one of their changed settings.
func diffMDQueues(b *strings.Builder, r *diff.Result) {
	var qs []diff.Queue
	settings := 0
	for _, q := range r.Queues {
		if diffShown(q) {
			qs = append(qs, q)
			settings += len(q.Settings)
		}
	}
	if len(qs) == 0 {
		return
	}
	diffMDDetails(b, fmt.Sprintf("Queues (%d)", len(qs)), func() {
		t := newDiffMDTable(b, "queue", "change", "steady share", "instantaneous share", "why")
		for _, q := range qs {
			t.row(diffMDCode(q.Name), diffMDText(diffChangeAndKind(q)),
				diffMDText(diffShareText(q, r.Types, false, resource.UnitsBinary)), diffMDText(diffShareText(q, r.Types, true, resource.UnitsBinary)), diffMDText(diffWhyAll(q)))
		}
		t.end()
	})
	if settings == 0 {
		return
	}
	diffMDDetails(b, fmt.Sprintf("Queue settings (%d)", settings), func() {
		t := newDiffMDTable(b, "queue", "setting", "old", "new", "where")
		for _, q := range qs {
			diffMDSettings(t, r, q.Name, q.Settings)
		}
		t.end()
	})
}

func diffChangeAndKind(q diff.Queue) string {
	if q.Kind == "" {
		return diffChangeText(q)
	}
	return diffChangeText(q) + "; " + q.Kind
}

func diffWhyAll(q diff.Queue) string {
	var parts []string
	for _, y := range q.Why {
		parts = append(parts, diffWhyText(y))
	}
	return strings.Join(parts, "; ")
}

func diffMDFindings(b *strings.Builder, title string, ds []diag.Finding) {
	if len(ds) == 0 {
		return
	}
	diffMDDetails(b, fmt.Sprintf("%s (%d)", title, len(ds)), func() {
		t := newDiffMDTable(b, "where", "severity", "rule", "finding")
		for _, d := range ds {
			t.row(diffMDText(findingPlace(d.File, d.Pos)),
				d.Severity.String(), diffMDCode(d.Rule), diffMDText(diffText(d)+diffSeeText(d.Related)))
		}
		t.end()
	})
}

// diffMDText escapes text for a table cell: HTML specials become entities (so
// "<weight>" is shown, not parsed), and Markdown punctuation that would
// start emphasis, links or cells is backslash-escaped.
func diffMDText(s string) string {
	var b strings.Builder
	for _, c := range s {
		switch c {
		case '&':
			b.WriteString("&amp;")
		case '<':
			b.WriteString("&lt;")
		case '>':
			b.WriteString("&gt;")
		case '|', '*', '_', '`', '[', ']', '\\', '#', '~':
			b.WriteByte('\\')
			b.WriteRune(c)
		case '\n':
			b.WriteByte(' ')
		default:
			b.WriteRune(c)
		}
	}
	return b.String()
}

// diffMDCode writes s as a code span for a table cell: a backtick fence longer
// than any run in s, and "|" escaped (GFM tables split cells before code
// spans are read).
func diffMDCode(s string) string {
	if s == "" {
		return ""
	}
	fence := "`"
	for strings.Contains(s, fence) {
		fence += "`"
	}
	s = strings.ReplaceAll(strings.ReplaceAll(s, "|", `\|`), "\n", " ")
	if strings.HasPrefix(s, "`") || strings.HasSuffix(s, "`") {
		s = " " + s + " "
	}
	return fence + s + fence
}

// diffSeeText appends a finding's related places to its text: " (see
// new.xml:3:3: first declaration of root.a)".
func diffSeeText(rs []lint.Related) string {
	var parts []string
	for _, r := range rs {
		parts = append(parts, findingPlace(r.File, r.Pos)+": "+r.Message)
	}
	if len(parts) == 0 {
		return ""
	}
	return " (see " + strings.Join(parts, "; ") + ")"
}
