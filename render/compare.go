package render

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/fairsched/fairsched/compare"
	"github.com/fairsched/fairsched/xmlconf"
)

// compareCells are the cells of one queue in the text and markdown tables:
// the queue, then per side the numbers, "-" where the side has none.
func compareCells(r compare.Row, types xmlconf.ResourceTypes, estimated bool) []string {
	dash := "-"
	res := func(x xmlconf.Resource) string {
		if x == nil {
			return dash
		}
		return string(x.Append(nil, types, xmlconf.UnitsMB))
	}
	var steady, fmax, inst, guar, cmax, est, diff xmlconf.Resource
	if f := r.Fair; f != nil {
		steady, fmax, inst = f.Steady, f.Max, f.Instantaneous
	}
	if c := r.Capacity; c != nil {
		guar, cmax, est = c.Guaranteed, c.Maximum, c.Estimate
	}
	if guar != nil && steady != nil {
		diff = minus(guar, steady)
	}
	cells := []string{r.Queue, res(steady), res(fmax), res(guar), res(cmax), signed(diff, types)}
	if estimated {
		cells = append(cells, res(inst), res(est))
	}
	return cells
}

// compareHeader names compareCells' columns.
func compareHeader(estimated bool) []string {
	h := []string{"QUEUE", "FAIR STEADY", "FAIR MAX", "CS GUARANTEED", "CS MAX", "GUARANTEED - STEADY"}
	if estimated {
		h = append(h, "FAIR INSTANTANEOUS", "CS ESTIMATE")
	}
	return h
}

func minus(a, b xmlconf.Resource) xmlconf.Resource {
	out := make(xmlconf.Resource, len(a))
	for i := range a {
		out[i] = a[i] - b.Get(i)
	}
	return out
}

// signed writes a difference with its sign on every part ("+0 mb, -2
// vcores"), "-" for none.
func signed(d xmlconf.Resource, types xmlconf.ResourceTypes) string {
	if d == nil {
		return "-"
	}
	parts := make([]string, len(d))
	for i, v := range d {
		name := " mb"
		switch {
		case i == 1:
			name = " vcores"
		case i > 1 && i < len(types):
			name = " " + types[i]
		}
		parts[i] = fmt.Sprintf("%+d%s", v, name)
	}
	return strings.Join(parts, ", ")
}

// CompareText writes the side-by-side table, the estimate's method when
// there are estimates, and the findings.
func CompareText(w io.Writer, rep compare.Report, types xmlconf.ResourceTypes, o Options) error {
	if rep.Refused {
		if _, err := fmt.Fprintln(w, "The Capacity Scheduler refuses the capacity file; no capacity figures:"); err != nil {
			return err
		}
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, strings.Join(compareHeader(rep.Estimated), "\t"))
	for _, r := range rep.Queues {
		fmt.Fprintln(tw, strings.Join(compareCells(r, types, rep.Estimated), "\t"))
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	if rep.Estimated {
		if _, err := fmt.Fprintf(w, "\nCS ESTIMATE is an %s.\n", compare.EstimateMethod); err != nil {
			return err
		}
	}
	if len(rep.Findings) == 0 {
		return nil
	}
	if _, err := fmt.Fprintln(w); err != nil {
		return err
	}
	return Text(w, rep.Findings, o)
}

// CompareMarkdown writes the same as CompareText as a markdown table and
// list, for pull requests.
func CompareMarkdown(w io.Writer, rep compare.Report, types xmlconf.ResourceTypes) error {
	var b strings.Builder
	b.WriteString("## Fair Scheduler → Capacity Scheduler\n\n")
	if rep.Refused {
		b.WriteString("**The Capacity Scheduler refuses the capacity file**; no capacity figures.\n\n")
	}
	h := compareHeader(rep.Estimated)
	b.WriteString("| " + strings.Join(h, " | ") + " |\n|" + strings.Repeat(" --- |", len(h)) + "\n")
	for _, r := range rep.Queues {
		cells := compareCells(r, types, rep.Estimated)
		cells[0] = "`" + cells[0] + "`"
		b.WriteString("| " + strings.Join(cells, " | ") + " |\n")
	}
	if rep.Estimated {
		b.WriteString("\nCS ESTIMATE is an " + compare.EstimateMethod + ".\n")
	}
	if len(rep.Findings) > 0 {
		b.WriteString("\n### Findings\n\n")
		for _, d := range rep.Findings {
			q := ""
			if d.Queue != "" {
				q = " `" + d.Queue + "`"
			}
			fmt.Fprintf(&b, "- **%s** `%s`%s %s:%d:%d: %s\n", d.Severity, d.Rule, q, d.File, d.Pos.Line, d.Pos.Col, mdEscape(d.Message))
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func mdEscape(s string) string { return strings.ReplaceAll(s, "|", "\\|") }
