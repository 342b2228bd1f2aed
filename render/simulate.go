package render

import (
	"bufio"
	"fmt"
	"io"
	"math"
	"strings"
	"unicode/utf8"

	"github.com/fairsched/fairsched/simulate"
	"github.com/fairsched/fairsched/xmlconf"
	"github.com/fatih/color"
)

// SimulateOptions are the choices of SimulateTree.
type SimulateOptions struct {
	Color bool
	// Width is the terminal width the rows must fit in (0: 100).
	Width int
}

// SimulateTree writes the converged state: the queue tree with usage
// against fair share as a bar, then the apps, the preemptions and the
// traced heartbeat decisions.
func SimulateTree(w io.Writer, r *simulate.Result, o SimulateOptions) error {
	bw := bufio.NewWriter(w)
	p := newSimPalette(o.Color)
	writeSimHeader(bw, r)
	writeSimQueues(bw, r, o, p)
	writeSimReached(bw, r)
	writeSimApps(bw, r, p)
	writeSimPreemptions(bw, r)
	writeSimTrace(bw, r)
	return bw.Flush()
}

type simPalette struct{ bold, used, over, dim *color.Color }

func newSimPalette(on bool) simPalette {
	p := simPalette{bold: color.New(color.Bold), used: color.New(color.FgGreen), over: color.New(color.FgYellow), dim: color.New(color.Faint)}
	for _, c := range []*color.Color{p.bold, p.used, p.over, p.dim} {
		if on {
			c.EnableColor()
		} else {
			c.DisableColor()
		}
	}
	return p
}

func writeSimHeader(w *bufio.Writer, r *simulate.Result) {
	fmt.Fprintf(w, "cluster: %d nodes, %s; Hadoop %s\n", r.Nodes, simFormat(r.Cluster, r.Types), r.HadoopVersion)
	what := "converged from the load"
	if r.Seconds > 0 {
		what = fmt.Sprintf("after %s simulated seconds", trimFloat(r.Seconds))
		if !r.Steady {
			what += " (not steady yet)"
		}
	}
	fmt.Fprintf(w, "%s: %d containers placed in %d heartbeats\n\n", what, r.Containers, r.Heartbeats)
}

// simFormat prints a resource as "20 GB, 20 vc, 2 gpu": memory in GB when
// it is a whole number of them, custom types by the last part of their
// name.
func simFormat(r xmlconf.Resource, types xmlconf.ResourceTypes) string {
	parts := make([]string, 0, len(types))
	for i, t := range types {
		v := r.Get(i)
		switch {
		case v == math.MaxInt64:
			parts = append(parts, "∞ "+simUnit(t))
		case t == xmlconf.MemoryMB && v >= 1024 && v%1024 == 0:
			parts = append(parts, fmt.Sprintf("%d GB", v/1024))
		default:
			parts = append(parts, fmt.Sprintf("%d %s", v, simUnit(t)))
		}
	}
	return strings.Join(parts, ", ")
}

func simUnit(t string) string {
	switch t {
	case xmlconf.MemoryMB:
		return "MB"
	case xmlconf.VCores:
		return "vc"
	}
	if i := strings.LastIndex(t, "/"); i >= 0 {
		return t[i+1:]
	}
	return t
}

func trimFloat(f float64) string {
	return strings.TrimSuffix(strings.TrimRight(fmt.Sprintf("%.3f", f), "0"), ".")
}

func writeSimQueues(w *bufio.Writer, r *simulate.Result, o SimulateOptions, p simPalette) {
	rows := [][]string{{"QUEUE", "USAGE", "FAIR SHARE", "DEMAND", "STOPPED BY"}}
	for _, q := range r.Queues {
		rows = append(rows, []string{strings.Repeat("  ", q.Depth) + q.Name, simFormat(q.Usage, r.Types),
			simFormat(q.FairShare, r.Types), simFormat(q.Demand, r.Types), q.StoppedBy})
	}
	width := o.Width
	if width <= 0 {
		width = 100
	}
	if rowWidth(rows) > width-12 { // no room for a bar: drop the demand column
		for i := range rows {
			rows[i] = append(rows[i][:3:3], rows[i][4])
		}
	}
	widths := columnWidths(rows)
	bar := min(width-rowWidth(rows)-2, 40)
	for i, row := range rows {
		line := padRow(append(row, ""), append(widths, 0))
		switch {
		case bar < 10:
			fmt.Fprintln(w, strings.TrimRight(p.boldIf(i == 0, line), " "))
		case i == 0:
			fmt.Fprintf(w, "%s%s\n", p.bold.Sprint(line), p.bold.Sprint("USAGE | FAIR SHARE"))
		default:
			q := r.Queues[i-1]
			fmt.Fprintf(w, "%s%s\n", line, simBar(q.Usage[0], q.FairShare[0], r.Cluster[0], bar, p))
		}
	}
	w.WriteString("\n")
}

// rowWidth is the width of the widest table row, two spaces between
// columns and after the last.
func rowWidth(rows [][]string) int {
	used := 0
	for _, wd := range columnWidths(rows) {
		used += wd + 2
	}
	return used
}

func (p simPalette) boldIf(on bool, s string) string {
	if on {
		return p.bold.Sprint(s)
	}
	return s
}

// simBar draws usage as a filled bar and the fair share as a '|' mark, both
// scaled to the cluster's memory.
func simBar(usage, fair, total int64, width int, p simPalette) string {
	cells := func(v int64) int {
		if total <= 0 {
			return 0
		}
		return int(math.Round(float64(min(v, total)) / float64(total) * float64(width)))
	}
	u, f := cells(usage), cells(fair)
	var b strings.Builder
	for i := 0; i < width; i++ {
		switch {
		case i == f && f < width:
			b.WriteString("|")
		case i < u && i >= f:
			b.WriteString(p.over.Sprint("█"))
		case i < u:
			b.WriteString(p.used.Sprint("█"))
		default:
			b.WriteString(p.dim.Sprint("·"))
		}
	}
	return strings.TrimRight(b.String(), " ")
}

func columnWidths(rows [][]string) []int {
	widths := make([]int, len(rows[0]))
	for _, r := range rows {
		for i, c := range r {
			widths[i] = max(widths[i], utf8.RuneCountInString(c))
		}
	}
	return widths
}

func padRow(row []string, widths []int) string {
	var b strings.Builder
	for i, c := range row {
		if i > 0 {
			b.WriteString("  ")
		}
		b.WriteString(c)
		if i < len(row)-1 {
			b.WriteString(strings.Repeat(" ", widths[i]-utf8.RuneCountInString(c)))
		}
	}
	return b.String()
}

func writeSimApps(w *bufio.Writer, r *simulate.Result, p simPalette) {
	if len(r.Apps) == 0 {
		return
	}
	rows := [][]string{{"APP", "QUEUE", "CONTAINERS", "PENDING", "USAGE", "FAIR SHARE", "STOPPED BY"}}
	for _, a := range r.Apps {
		rows = append(rows, []string{a.ID, a.Queue, fmt.Sprint(a.Containers), fmt.Sprint(a.Pending),
			simFormat(a.Usage, r.Types), simFormat(a.FairShare, r.Types), a.StoppedBy})
	}
	widths := columnWidths(rows)
	for i, row := range rows {
		line := padRow(row, widths)
		if i == 0 {
			line = p.bold.Sprint(line)
		}
		fmt.Fprintln(w, line)
	}
	w.WriteString("\n")
}
