package render

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/fairsched/fairsched/drift"
)

// DriftView is a drift report and where its two sides came from.
type DriftView struct {
	File, From string // the allocation file; the RM address or directory
	Hadoop     string // the release the file was read as
	Report     *drift.Report
}

// driftCell is one value of a queue as the table shows it: the file's
// value, and the RM's after "≠" when they differ.
func driftCell(file, rm string, fileOK, rmOK bool) string {
	switch {
	case !fileOK && !rmOK:
		return "-"
	case !rmOK:
		return file
	case !fileOK:
		return rm
	case file == rm:
		return file
	}
	return file + " ≠ RM " + rm
}

func driftRes(r drift.Resource) string {
	return strconv.FormatInt(r.Memory, 10) + " mb, " + strconv.FormatInt(r.VCores, 10) + " vcores"
}

// driftCells returns a queue's cells: steady, fair, min, max, max apps,
// policy.
func driftCells(q drift.Queue) []string {
	f, r := q.File, q.RM
	get := func(v *drift.Values, pick func(*drift.Values) (string, bool)) (string, bool) {
		if v == nil {
			return "", false
		}
		return pick(v)
	}
	picks := []func(*drift.Values) (string, bool){
		func(v *drift.Values) (string, bool) {
			if v.SteadyFairShare == nil {
				return "", false
			}
			return driftRes(*v.SteadyFairShare), true
		},
		func(v *drift.Values) (string, bool) { return driftRes(v.FairShare), true },
		func(v *drift.Values) (string, bool) { return driftRes(v.MinResources), true },
		func(v *drift.Values) (string, bool) { return driftRes(v.MaxResources), true },
		func(v *drift.Values) (string, bool) {
			if v.MaxApps == nil {
				return "", false
			}
			return strconv.FormatInt(*v.MaxApps, 10), true
		},
		func(v *drift.Values) (string, bool) { return v.SchedulingPolicy, true },
	}
	cells := make([]string, len(picks))
	for i, p := range picks {
		fv, fok := get(f, p)
		rv, rok := get(r, p)
		if f != nil && r != nil && fok && !rok {
			cells[i] = fv + " (RM: not reported)"
			continue
		}
		cells[i] = driftCell(fv, rv, fok, rok)
	}
	return cells
}

// DriftText writes the comparison as a table of every queue, then the
// findings, then a one-line verdict.
func DriftText(w io.Writer, v DriftView) error {
	var b strings.Builder
	r := v.Report
	fmt.Fprintf(&b, "%s against the ResourceManager %s (cluster %s, Hadoop %s)\n\n", v.File, v.From, driftRes(r.Cluster), v.Hadoop)
	tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "QUEUE\tDRIFT\tSTEADY FAIR SHARE\tFAIR SHARE\tMIN\tMAX\tMAX APPS\tPOLICY")
	for _, q := range r.Queues {
		fmt.Fprintf(tw, "%s\t%s\t%s\n", q.Name, driftMark(q, "yes"), strings.Join(driftCells(q), "\t"))
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	if len(r.Findings) > 0 {
		b.WriteString("\n")
	}
	for _, f := range r.Findings {
		fmt.Fprintf(&b, "%s: %s\n", f.Queue, f.Message)
	}
	b.WriteString("\n" + driftVerdict(r) + "\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// driftMark is a queue's DRIFT column: no, yes, RM only or file only.
func driftMark(q drift.Queue, yes string) string {
	switch {
	case q.File == nil:
		return "RM only"
	case q.RM == nil:
		return "file only"
	case q.Drift:
		return yes
	}
	return "no"
}

// driftVerdict is the last line: how many queues drift.
func driftVerdict(r *drift.Report) string {
	n := 0
	for _, q := range r.Queues {
		if q.Drift {
			n++
		}
	}
	if n == 0 {
		return fmt.Sprintf("no drift: the ResourceManager computes what the file says for all %d queues", len(r.Queues))
	}
	return fmt.Sprintf("drift: %d of %d queues differ", n, len(r.Queues))
}

// DriftJSON writes the report as {"queues": [...], "findings": [...]}
// (schema/drift.schema.json).
func DriftJSON(w io.Writer, v DriftView) error {
	return writeJSON(w, v.Report)
}

// DriftMarkdown writes the report for a pull request or a ticket: a
// heading, the verdict, the table of queues that drift (or of every queue
// when none does) and the findings.
func DriftMarkdown(w io.Writer, v DriftView) error {
	var b strings.Builder
	r := v.Report
	fmt.Fprintf(&b, "### fairsched drift: `%s` against `%s`\n\n", v.File, v.From)
	fmt.Fprintf(&b, "Hadoop %s, cluster `%s`. %s.\n\n", v.Hadoop, driftRes(r.Cluster), driftVerdict(r))
	b.WriteString("| queue | drift | steady fair share | fair share | min | max | max apps | policy |\n")
	b.WriteString("| --- | --- | --- | --- | --- | --- | --- | --- |\n")
	for _, q := range r.Queues {
		if r.Drifts() && !q.Drift {
			continue
		}
		mark := driftMark(q, "**yes**")
		cells := driftCells(q)
		for i, c := range cells {
			cells[i] = strings.ReplaceAll(c, "|", `\|`)
		}
		fmt.Fprintf(&b, "| `%s` | %s | %s |\n", q.Name, mark, strings.Join(cells, " | "))
	}
	if len(r.Findings) > 0 {
		b.WriteString("\n")
	}
	for _, f := range r.Findings {
		fmt.Fprintf(&b, "- `%s`: %s\n", f.Queue, strings.ReplaceAll(f.Message, "<", "&lt;"))
	}
	_, err := io.WriteString(w, b.String())
	return err
}
