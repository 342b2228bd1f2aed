package render

import (
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/fairsched/fairsched/analysis/diff"
	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/core/resource"
)

// DiffTree writes a comparison for a terminal: a summary, the biggest
// losers and winners, the top-level changes, the queues that changed or
// whose shares moved as an indented tree (their unchanged ancestors dim),
// and the findings introduced and fixed. The title, summary and finding
// lines stay whole; the others fold at o.Width.
func DiffTree(w io.Writer, r *diff.Result, o DiffOptions) error {
	t := &diffTreeWriter{p: newPalette(o.Color), r: r, width: o.Width, units: o.Units}
	t.header()
	t.ranking("biggest losers (steady share)", r.Losers, t.p.err.Sprint)
	t.ranking("biggest winners (steady share)", r.Winners, t.p.good.Sprint)
	t.settings("top level", r.TopLevel, 1)
	t.queues()
	t.submissions()
	t.findings("findings introduced", r.Findings.Introduced, t.p.err.Sprint)
	t.findings("findings fixed", r.Findings.Fixed, t.p.good.Sprint)
	_, err := io.WriteString(w, t.b.String())
	return err
}

type diffTreeWriter struct {
	p     palette
	r     *diff.Result
	width int
	units resource.Units
	b     strings.Builder
}

// line writes one line of the tree: plain text folded at spaces to the
// width, continued four columns in, then painted. Nothing is cut.
func (t *diffTreeWriter) line(indent int, text string, paint func(...any) string) {
	text = strings.Repeat("  ", indent) + text
	if t.width > 0 && utf8.RuneCountInString(text) > t.width {
		text = foldAt(text, t.width, 2*indent+4)
	}
	t.write(text, paint)
}

// foldAt breaks text at spaces into lines of at most width runes where the
// words allow, the first as it starts, the others indent spaces in; runs
// of spaces inside a line are kept, and no word is broken.
func foldAt(text string, width, indent int) string {
	lead := len(text) - len(strings.TrimLeft(text, " "))
	var b strings.Builder
	b.WriteString(text[:lead])
	col, fresh := lead, true
	for _, w := range strings.Split(text[lead:], " ") {
		n := utf8.RuneCountInString(w)
		switch {
		case fresh:
		case col+1+n > width && n > 0:
			b.WriteString("\n" + strings.Repeat(" ", indent))
			col, fresh = indent, true
		default:
			b.WriteByte(' ')
			col++
		}
		if fresh && n == 0 {
			continue // no spaces at the start of a continued line
		}
		b.WriteString(w)
		col += n
		fresh = false
	}
	return b.String()
}

// whole writes one line as it is, however long, then painted: the title
// and summary lines and the finding lines stay whole, as a compiler's do,
// for grep and editors.
func (t *diffTreeWriter) whole(indent int, text string, paint func(...any) string) {
	t.write(strings.Repeat("  ", indent)+text, paint)
}

func (t *diffTreeWriter) write(text string, paint func(...any) string) {
	text = strings.TrimRight(text, " ")
	if paint != nil {
		text = paint(text)
	}
	t.b.WriteString(text + "\n")
}

func (t *diffTreeWriter) header() {
	r := t.r
	t.whole(0, fmt.Sprintf("%s → %s (Hadoop %s, cluster %s)", r.Old, r.New, r.HadoopVersion, notation{types: r.Types, units: t.units}.resource(r.Cluster)), t.p.bold.Sprint)
	t.whole(0, fmt.Sprintf("queues: %d added, %d removed, %d changed, %d unchanged; findings: %d introduced, %d fixed, %d unchanged",
		r.Counts[diff.Added], r.Counts[diff.Removed], r.Counts[diff.Changed], r.Counts[diff.Unchanged],
		len(r.Findings.Introduced), len(r.Findings.Fixed), len(r.Findings.Unchanged)), nil)
}

func (t *diffTreeWriter) ranking(title string, idx []int, paint func(...any) string) {
	if len(idx) == 0 {
		return
	}
	t.b.WriteString("\n")
	t.line(0, title+":", t.p.bold.Sprint)
	width := 0
	for _, i := range idx {
		width = max(width, utf8.RuneCountInString(t.r.Queues[i].Name)) // fmt pads by runes
	}
	for _, i := range idx {
		q := t.r.Queues[i]
		t.line(1, fmt.Sprintf("%-*s  %s", width, q.Name, diffShareText(q, t.r.Types, false, t.units)), paint)
	}
}

func (t *diffTreeWriter) settings(title string, ss []diff.Setting, indent int) {
	if len(ss) == 0 {
		return
	}
	if title != "" {
		t.b.WriteString("\n")
		t.line(0, title+":", t.p.bold.Sprint)
	}
	for _, s := range ss {
		t.line(indent, fmt.Sprintf("%s: %s → %s  (%s → %s)", s.Name, diffValueText(s.Old), diffValueText(s.New),
			diffPosText(t.r.Old, s.Old, s.OldPos), diffPosText(t.r.New, s.New, s.NewPos)), nil)
	}
}

// queues writes every shown queue under its ancestors.
func (t *diffTreeWriter) queues() {
	printed := map[string]bool{}
	hidden, any := 0, false
	for _, q := range t.r.Queues {
		if !diffShown(q) {
			hidden++
			continue
		}
		if !any {
			t.b.WriteString("\n")
			t.line(0, "queues:", t.p.bold.Sprint)
			any = true
		}
		t.ancestors(q.Name, printed)
		t.queue(q)
		printed[q.Name] = true
	}
	if hidden > 0 {
		t.line(0, "("+plural(hidden, "unchanged queue")+" not shown)", t.p.dim.Sprint)
	}
}

// ancestors writes, dim, the ancestors of name not written yet.
func (t *diffTreeWriter) ancestors(name string, printed map[string]bool) {
	parts := strings.Split(name, ".")
	for d := 1; d < len(parts); d++ {
		full := strings.Join(parts[:d], ".")
		if !printed[full] {
			t.line(1+d-1, parts[d-1], t.p.dim.Sprint)
			printed[full] = true
		}
	}
}

func (t *diffTreeWriter) queue(q diff.Queue) {
	depth := strings.Count(q.Name, ".")
	short := q.Name[strings.LastIndex(q.Name, ".")+1:]
	paint := map[diff.Change]func(...any) string{diff.Added: t.p.good.Sprint, diff.Removed: t.p.err.Sprint, diff.Changed: t.p.warn.Sprint}[q.Change]
	t.line(1+depth, short+"  "+diffChangeText(q), paint)
	if q.Kind != "" {
		t.line(3+depth, "kind: "+q.Kind, nil)
	}
	t.settings("", q.Settings, 3+depth)
	if s := diffShareText(q, t.r.Types, false, t.units); s != "" {
		t.line(3+depth, "steady: "+s, nil)
	}
	if s := diffShareText(q, t.r.Types, true, t.units); s != "" {
		t.line(3+depth, "instantaneous: "+s, nil)
	}
	for _, y := range q.Why {
		t.line(3+depth, "why: "+diffWhyText(y), nil)
	}
}

func (t *diffTreeWriter) findings(title string, ds []diag.Finding, paint func(...any) string) {
	if len(ds) == 0 {
		return
	}
	t.b.WriteString("\n")
	t.line(0, fmt.Sprintf("%s (%d):", title, len(ds)), t.p.bold.Sprint)
	for _, d := range ds {
		t.whole(1, fmt.Sprintf("%s: %s: %s [%s]", findingPlace(d.File, d.Pos), d.Severity, diffText(d), d.Rule), paint)
		for _, r := range d.Related {
			t.whole(2, fmt.Sprintf("see %s: %s", findingPlace(r.File, r.Pos), r.Message), nil)
		}
	}
}
