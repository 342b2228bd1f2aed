package render

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/fairsched/fairsched/analysis/loadcmp"
)

// schedulerTitle names a scheduler as the text output does.
func schedulerTitle(s string) string {
	switch s {
	case "fair":
		return "Fair Scheduler"
	case "capacity":
		return "Capacity Scheduler"
	case "fifo":
		return "FifoScheduler"
	}
	return s
}

// loadCells are a row's cells: each figure before → after.
func loadCells(row loadcmp.Row, queues bool) []string {
	b, a := row.Side[loadcmp.Before], row.Side[loadcmp.After]
	cells := []string{row.Name, fmt.Sprintf("%d", b.Apps),
		pctPair(b.FirstContainer, a.FirstContainer), pctPair(b.AMStart, a.AMStart), pctPair(b.Completion, a.Completion)}
	if queues {
		cells = append(cells, fmt.Sprintf("%.1f%% → %.1f%%", 100*b.Share, 100*a.Share))
	}
	return append(cells, fmt.Sprintf("%d → %d", b.Preempted, a.Preempted),
		fmt.Sprintf("%d/%d → %d/%d", b.Rejected, b.Pending, a.Rejected, a.Pending))
}

// pctPair writes p50/p95 before → after: "3/12s → 5/40s".
func pctPair(b, a loadcmp.Percentiles) string {
	return pctText(b) + " → " + pctText(a)
}

func pctText(p loadcmp.Percentiles) string {
	if p.N == 0 {
		return "-"
	}
	return trimFloat(p.P50) + "/" + trimFloat(p.P95) + "s"
}

// loadColumns are the columns of one compare --load table, the
// preemption and rejection counts left out first when it does not fit.
func loadColumns(queues bool) []column {
	drop := map[string]int{"REJECTED/PENDING": 6, "PREEMPTED": 5, "CLUSTER SHARE": 4, "AM START p50/p95": 3, "APPS": 2, "FIRST CONTAINER p50/p95": 1}
	head := loadHeader(queues)
	cols := make([]column, len(head))
	for i, h := range head {
		cols[i] = column{id: strings.ToLower(h), header: h, drop: drop[h]}
	}
	return cols
}

func loadHeader(queues bool) []string {
	h := []string{"QUEUE", "APPS", "FIRST CONTAINER p50/p95", "AM START p50/p95", "COMPLETION p50/p95"}
	if !queues {
		h[0] = "USER"
	}
	if queues {
		h = append(h, "CLUSTER SHARE")
	}
	return append(h, "PREEMPTED", "REJECTED/PENDING")
}

// CompareLoadText writes the comparison under load as two tables (queues,
// users), each figure before → after, then the findings.
func CompareLoadText(w io.Writer, rep loadcmp.Report, o Options) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "%s\n\n", fold(fmt.Sprintf("the same load under the %s → the %s (%s → %s simulated seconds)",
		schedulerTitle(rep.Schedulers[0]), schedulerTitle(rep.Schedulers[1]), trimFloat(rep.Seconds[0]), trimFloat(rep.Seconds[1])), o.Width, "  "))
	for _, queues := range []bool{true, false} {
		src := rep.Teams
		if queues {
			src = rep.Queues
		}
		rows := func(notation) [][]string {
			out := make([][]string, 0, len(src))
			for _, r := range src {
				out = append(out, loadCells(r, queues))
			}
			return out
		}
		if err := (textTable{cols: loadColumns(queues), rows: rows}).write(bw, o, newNotation(nil, o)); err != nil {
			return err
		}
		bw.WriteString("\n")
	}
	if err := bw.Flush(); err != nil {
		return err
	}
	if len(rep.Findings) == 0 {
		_, err := fmt.Fprintf(w, "no queue fares worse by more than %s%%\n", trimFloat(100*rep.Tolerance))
		return err
	}
	return Text(w, rep.Findings, o)
}

// CompareLoadMarkdown writes the comparison as a pull-request comment.
func CompareLoadMarkdown(w io.Writer, rep loadcmp.Report) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "### The same load under the %s and the %s\n\n", schedulerTitle(rep.Schedulers[0]), schedulerTitle(rep.Schedulers[1]))
	bw.WriteString("Each figure is before → after; times are seconds from each app's start.\n\n")
	for _, queues := range []bool{true, false} {
		src := rep.Teams
		if queues {
			src = rep.Queues
		}
		h := loadHeader(queues)
		fmt.Fprintf(bw, "| %s |\n|%s\n", strings.Join(h, " | "), strings.Repeat(" --- |", len(h)))
		for _, r := range src {
			cells := loadCells(r, queues)
			cells[0] = "`" + cells[0] + "`"
			fmt.Fprintf(bw, "| %s |\n", strings.Join(cells, " | "))
		}
		bw.WriteString("\n")
	}
	if len(rep.Findings) == 0 {
		fmt.Fprintf(bw, "No queue fares worse by more than %s %%.\n", trimFloat(100*rep.Tolerance))
	} else {
		bw.WriteString("**Worse after the move:**\n\n")
		for _, f := range rep.Findings {
			fmt.Fprintf(bw, "- %s\n", f.Message)
		}
	}
	return bw.Flush()
}

type loadDoc struct {
	SchemaVersion int           `json:"schemaVersion"`
	Tolerance     float64       `json:"tolerance"`
	Before        loadRun       `json:"before"`
	After         loadRun       `json:"after"`
	Queues        []loadRow     `json:"queues"`
	Users         []loadRow     `json:"users"`
	Findings      []loadFinding `json:"findings"`
}

type loadRun struct {
	Scheduler string  `json:"scheduler"`
	Seconds   float64 `json:"seconds"`
	Steady    bool    `json:"steady"`
}

type loadRow struct {
	Name   string    `json:"name"`
	Before loadStats `json:"before"`
	After  loadStats `json:"after"`
}

type loadStats struct {
	Apps           int      `json:"apps"`
	FirstContainer *loadPct `json:"firstContainer"`
	AMStart        *loadPct `json:"amStart"`
	Completion     *loadPct `json:"completion"`
	Share          *float64 `json:"clusterShare,omitempty"`
	Preempted      int      `json:"preempted"`
	Rejected       int      `json:"rejected"`
	Pending        int      `json:"pending"`
	Killed         int      `json:"killed"`
}

type loadPct struct {
	N   int     `json:"apps"`
	P50 float64 `json:"p50"`
	P95 float64 `json:"p95"`
}

type loadFinding struct {
	Queue   string `json:"queue"`
	Rule    string `json:"rule"`
	Level   string `json:"severity"`
	Message string `json:"message"`
	Hint    string `json:"hint,omitempty"`
}

// CompareLoadJSON writes the comparison following
// schema/compare-load.schema.json.
func CompareLoadJSON(w io.Writer, rep loadcmp.Report) error {
	d := loadDoc{SchemaVersion: 1, Tolerance: rep.Tolerance, Queues: []loadRow{}, Users: []loadRow{}, Findings: []loadFinding{},
		Before: loadRun{rep.Schedulers[0], rep.Seconds[0], rep.Steady[0]}, After: loadRun{rep.Schedulers[1], rep.Seconds[1], rep.Steady[1]}}
	for _, r := range rep.Queues {
		d.Queues = append(d.Queues, jsonRow(r))
	}
	for _, r := range rep.Teams {
		d.Users = append(d.Users, jsonRow(r))
	}
	for _, f := range rep.Findings {
		d.Findings = append(d.Findings, loadFinding{Queue: f.Queue, Rule: f.Rule, Level: f.Severity.String(), Message: f.Message, Hint: f.Hint})
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(d)
}

func jsonRow(r loadcmp.Row) loadRow {
	return loadRow{Name: r.Name, Before: jsonStats(r.Side[loadcmp.Before]), After: jsonStats(r.Side[loadcmp.After])}
}

func jsonStats(s loadcmp.Stats) loadStats {
	pct := func(p loadcmp.Percentiles) *loadPct {
		if p.N == 0 {
			return nil
		}
		return &loadPct{N: p.N, P50: p.P50, P95: p.P95}
	}
	out := loadStats{Apps: s.Apps, FirstContainer: pct(s.FirstContainer), AMStart: pct(s.AMStart), Completion: pct(s.Completion),
		Preempted: s.Preempted, Rejected: s.Rejected, Pending: s.Pending, Killed: s.Killed}
	if s.Share >= 0 {
		v := s.Share
		out.Share = &v
	}
	return out
}
