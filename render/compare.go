package render

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/fairsched/fairsched/analysis/compare"
	"github.com/fairsched/fairsched/core/resource"
)

// compareColumns are the columns of the text table, the difference last
// so that fitting a width never leaves it out; fitting leaves out the
// maximums first, then the instantaneous figures.
func compareColumns(estimated bool) []column {
	cols := []column{
		{id: "queue", header: "QUEUE"},
		{id: "fair-steady", header: "FAIR STEADY"},
		{id: "fair-max", header: "FAIR MAX", drop: 5},
		{id: "cs-guaranteed", header: "CS GUARANTEED"},
		{id: "cs-max", header: "CS MAX", drop: 4},
	}
	if estimated {
		cols = append(cols, column{id: "fair-instantaneous", header: "FAIR INSTANTANEOUS", drop: 3},
			column{id: "cs-estimate", header: "CS ESTIMATE", drop: 2})
	}
	return append(cols, column{id: "difference", header: "GUARANTEED - STEADY"})
}

// compareCells are the cells of one queue, in compareColumns' order: the
// queue, then the figures of each side, "-" where the side has none; the
// steady share and the difference in the types the Fair Scheduler computes.
func compareCells(r compare.Row, n notation, estimated bool) []string {
	res := func(x resource.Resource) string {
		if x == nil {
			return "-"
		}
		return n.resource(x)
	}
	var steady, fmax, inst, guar, cmax, est, diff resource.Resource
	if f := r.Fair; f != nil {
		steady, fmax, inst = f.ComputedSteady(), f.Max, f.Instantaneous
		if len(steady) == 0 {
			steady = nil // no type computed
		}
	}
	if c := r.Capacity; c != nil {
		guar, cmax, est = c.Guaranteed, c.Maximum, c.Estimate
	}
	if guar != nil && steady != nil {
		diff = minus(guar[:min(len(guar), len(steady))], steady)
	}
	cells := []string{r.Queue, res(steady), res(fmax), res(guar), res(cmax)}
	if estimated {
		cells = append(cells, res(inst), res(est))
	}
	return append(cells, n.signed(diff))
}

// compareRows returns the cells of every queue.
func compareRows(rep compare.Report) textRows {
	return func(n notation) [][]string {
		rows := make([][]string, len(rep.Queues))
		for i, r := range rep.Queues {
			rows[i] = compareCells(r, n, rep.Estimated)
		}
		return rows
	}
}

func minus(a, b resource.Resource) resource.Resource {
	out := make(resource.Resource, len(a))
	for i := range a {
		out[i] = a[i] - b.Get(i)
	}
	return out
}

// CompareText writes the side-by-side table, the estimate's method when
// the table shows estimates, and the findings.
func CompareText(w io.Writer, rep compare.Report, types resource.ResourceTypes, o Options) error {
	if rep.Refused {
		if _, err := fmt.Fprintln(w, "The Capacity Scheduler refuses the capacity file; no capacity figures:"); err != nil {
			return err
		}
	}
	table := textTable{cols: compareColumns(rep.Estimated), rows: compareRows(rep)}
	shown, err := table.writeShown(w, o, newNotation(types, o))
	if err != nil {
		return err
	}
	if slices.Contains(shown, "cs-estimate") { // the footnote goes with its column
		if _, err := fmt.Fprintf(w, "\n%s\n", fold("CS ESTIMATE is an "+compare.EstimateMethod+".", o.Width, "")); err != nil {
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
// list, for pull requests; markdown tables are not fitted to a width.
func CompareMarkdown(w io.Writer, rep compare.Report, types resource.ResourceTypes, o Options) error {
	var b strings.Builder
	b.WriteString("## Fair Scheduler → Capacity Scheduler\n\n")
	if rep.Refused {
		b.WriteString("**The Capacity Scheduler refuses the capacity file**; no capacity figures.\n\n")
	}
	writeMarkdownTable(&b, compareColumns(rep.Estimated), compareRows(rep)(newNotation(types, o)))
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
