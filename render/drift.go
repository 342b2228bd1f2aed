package render

import (
	"fmt"
	"io"
	"strings"

	"github.com/fairsched/fairsched/analysis/drift"
	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/core/resource"
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
	return file + driftDiffers + rm
}

// driftRes is an RM resource in the notation.
func driftRes(n notation, r drift.Resource) string {
	return n.resource(resource.Resource{r.Memory, r.VCores})
}

// driftColumns are the columns of the table. A column where some queue's
// file and RM values differ is never left out to fit a width; otherwise
// fitting leaves out min first, then max, max apps, the fair share and
// the steady fair share.
func driftColumns(r *drift.Report) []column {
	if r.IsCapacity() {
		return csDriftColumns(r)
	}
	cols := []column{
		{id: "queue", header: "QUEUE"},
		{id: "drift", header: "DRIFT"},
		{id: "steady", header: "STEADY FAIR SHARE", drop: 1},
		{id: "fair", header: "FAIR SHARE", drop: 2},
		{id: "min", header: "MIN", drop: 5},
		{id: "max", header: "MAX", drop: 4},
		{id: "max-apps", header: "MAX APPS", drop: 3},
		{id: "policy", header: "POLICY"},
	}
	n := notation{units: resource.UnitsMB} // any notation: equal values stay equal
	for _, q := range r.Queues {
		for i, c := range driftCells(q, n) {
			if strings.Contains(c, driftDiffers) {
				cols[i+2].drop = 0
			}
		}
	}
	return cols
}

// driftDiffers joins a queue's file and RM values where they differ.
const driftDiffers = " ≠ RM "

// driftRows returns the cells of every queue r shows: every queue, or
// with onlyDrift those that drift.
func driftRows(r *drift.Report, onlyDrift bool, yes string) textRows {
	return func(n notation) [][]string {
		var rows [][]string
		for _, q := range r.Queues {
			if onlyDrift && !q.Drift {
				continue
			}
			cells := driftCells
			if r.IsCapacity() {
				cells = func(q drift.Queue, _ notation) []string { return csDriftCells(q) }
			}
			rows = append(rows, append([]string{q.Name, driftMark(q, yes)}, cells(q, n)...))
		}
		return rows
	}
}

// driftCells returns a queue's cells: steady, fair, min, max, max apps,
// policy. Where the file and the RM differ by less than the notation
// shows ("18.3 GiB" both), the cell shows both in exact MB.
func driftCells(q drift.Queue, n notation) []string {
	sides := driftSides(q, n)
	exact := driftSides(q, notation{units: resource.UnitsMB})
	out := make([]string, len(sides))
	for i, c := range sides {
		if c.fileOK && c.rmOK && c.file == c.rm && exact[i].file != exact[i].rm {
			c = exact[i]
		}
		switch {
		case q.File != nil && q.RM != nil && c.fileOK && !c.rmOK:
			out[i] = c.file + " (RM: not reported)"
		default:
			out[i] = driftCell(c.file, c.rm, c.fileOK, c.rmOK)
		}
	}
	return out
}

// driftSide is one value of a queue on both sides, in a notation; ok is
// false where a side has no value.
type driftSide struct {
	file, rm     string
	fileOK, rmOK bool
}

// driftSides returns a queue's values on both sides: steady, fair, min,
// max, max apps, policy.
func driftSides(q drift.Queue, n notation) []driftSide {
	picks := []func(*drift.Values) (string, bool){
		func(v *drift.Values) (string, bool) {
			if v.SteadyFairShare == nil {
				return "", false
			}
			return driftRes(n, *v.SteadyFairShare), true
		},
		func(v *drift.Values) (string, bool) { return driftRes(n, v.FairShare), true },
		func(v *drift.Values) (string, bool) { return driftRes(n, v.MinResources), true },
		func(v *drift.Values) (string, bool) { return driftRes(n, v.MaxResources), true },
		func(v *drift.Values) (string, bool) {
			if v.MaxApps == nil {
				return "", false
			}
			return appCount(*v.MaxApps), true
		},
		func(v *drift.Values) (string, bool) { return v.SchedulingPolicy, true },
	}
	get := func(v *drift.Values, pick func(*drift.Values) (string, bool)) (string, bool) {
		if v == nil {
			return "", false
		}
		return pick(v)
	}
	sides := make([]driftSide, len(picks))
	for i, p := range picks {
		s := &sides[i]
		s.file, s.fileOK = get(q.File, p)
		s.rm, s.rmOK = get(q.RM, p)
	}
	return sides
}

// DriftText writes the comparison as a table of every queue, fitted to
// o.Width, then the findings, then a one-line verdict.
func DriftText(w io.Writer, v DriftView, o Options) error {
	var b strings.Builder
	r := v.Report
	head := fmt.Sprintf("%s against the ResourceManager %s (cluster %s, Hadoop %s)", v.File, v.From, driftRes(newNotation(nil, o), r.Cluster), v.Hadoop)
	b.WriteString(fold(head, o.Width, "  ") + "\n\n")
	table := textTable{cols: driftColumns(r), rows: driftRows(r, false, "yes")}
	if err := table.write(&b, o, newNotation(nil, o)); err != nil {
		return err
	}
	if len(r.Findings) > 0 {
		b.WriteString("\n")
	}
	for _, f := range r.Findings {
		b.WriteString(fold(driftFindingText(f), o.Width, "  ") + "\n")
	}
	b.WriteString("\n" + fold(driftVerdict(r), o.Width, "  ") + "\n")
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
	if m := r.DifferAtInfo(); n == 0 && m > 0 {
		return fmt.Sprintf("no drift at warning or above: %d of %d queues differ only in ways the settings make info", m, len(r.Queues))
	}
	if n == 0 && r.Drifts() {
		return fmt.Sprintf("drift: the ResourceManager computes what the file says for all %d queues, but its stored configuration (scheduler-conf) is not the file", len(r.Queues))
	}
	if n == 0 {
		return fmt.Sprintf("no drift: the ResourceManager computes what the file says for all %d queues", len(r.Queues))
	}
	return fmt.Sprintf("drift: %d of %d queues differ", n, len(r.Queues))
}

// DriftJSON writes the report as {"queues": [...], "findings": [...]}
// (schema/drift.schema.json).
func DriftJSON(w io.Writer, v DriftView) error {
	r := v.Report
	doc := struct {
		Queues   []drift.Queue      `json:"queues"`
		Findings []driftJSONFinding `json:"findings"`
	}{Queues: r.Queues, Findings: make([]driftJSONFinding, 0, len(r.Findings))}
	rows := make(map[string]*drift.Queue, len(r.Queues))
	for i := range r.Queues {
		rows[r.Queues[i].Name] = &r.Queues[i]
	}
	for _, f := range r.Findings {
		doc.Findings = append(doc.Findings, driftFindingJSON(rows[f.Queue], f))
	}
	return writeJSON(w, doc)
}

// driftJSONFinding is a finding of drift's JSON output: its kind, and for
// a value that differs, the value's name and both sides' values.
type driftJSONFinding struct {
	Kind    string `json:"kind"`
	Queue   string `json:"queue"`
	Field   string `json:"field,omitempty"`
	File    string `json:"file,omitempty"`
	RM      string `json:"rm,omitempty"`
	Message string `json:"message"`
	Drift   bool   `json:"drift"`
}

// driftFindingJSON maps f, a finding about queue q, to the JSON object;
// the values of the field it names (Key) are read back from q's row.
func driftFindingJSON(q *drift.Queue, f diag.Finding) driftJSONFinding {
	out := driftJSONFinding{Kind: drift.KindOf(f.Rule), Queue: f.Queue, Field: f.Key, Message: f.Message, Drift: drift.IsDrift(f)}
	if q != nil && f.Key != "" {
		v, _ := q.Field(f.Key)
		out.File, out.RM = v.File, v.RM
	}
	return out
}

// DriftMarkdown writes the report for a pull request or a ticket: a
// heading, the verdict, the table of queues that drift (or of every queue
// when none does) and the findings.
func DriftMarkdown(w io.Writer, v DriftView, o Options) error {
	var b strings.Builder
	r := v.Report
	n := newNotation(nil, o)
	fmt.Fprintf(&b, "### fairsched drift: `%s` against `%s`\n\n", v.File, v.From)
	fmt.Fprintf(&b, "Hadoop %s, cluster `%s`. %s.\n\n", v.Hadoop, driftRes(n, r.Cluster), driftVerdict(r))
	writeMarkdownTable(&b, driftColumns(r), driftRows(r, r.Drifts(), "**yes**")(n))
	if len(r.Findings) > 0 {
		b.WriteString("\n")
	}
	for _, f := range r.Findings {
		if f.Queue == "" {
			fmt.Fprintf(&b, "- %s\n", strings.ReplaceAll(f.Message, "<", "&lt;"))
			continue
		}
		fmt.Fprintf(&b, "- `%s`: %s\n", f.Queue, strings.ReplaceAll(f.Message, "<", "&lt;"))
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// driftFindingText is a finding's line: the queue it is about, then the
// message (a finding about the RM's stored configuration names its
// property itself).
func driftFindingText(f diag.Finding) string {
	if f.Queue == "" {
		return f.Message
	}
	return f.Queue + ": " + f.Message
}
