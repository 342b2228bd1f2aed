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

// simFormat prints a resource in the one notation of fairsched's text
// output: "20 GiB, 20 vcores, yarn.io/gpu=2".
func simFormat(r xmlconf.Resource, types xmlconf.ResourceTypes) string {
	return string(r.Append(nil, types, xmlconf.UnitsBinary))
}

// shareFormat prints a fair share: memory only where the policy that
// computed it is fair or FIFO, which share out memory alone (the other
// types' shares are 0 there and mean nothing), every type under DRF.
func shareFormat(r xmlconf.Resource, types xmlconf.ResourceTypes, policy string) string {
	if policy == "drf" || len(r) == 0 {
		return simFormat(r, types)
	}
	return string(xmlconf.AppendMemory(nil, r.Get(0), xmlconf.UnitsBinary))
}

// parentPolicies returns, for each queue of r (in tree order), the policy
// of its parent, which computes its fair share; root's is "drf": its share
// is the whole cluster.
func parentPolicies(r *simulate.Result) []string {
	out := make([]string, len(r.Queues))
	var stack []string // the policies of the open ancestors, by depth
	for i, q := range r.Queues {
		stack = stack[:min(q.Depth, len(stack))]
		out[i] = "drf"
		if q.Depth > 0 && len(stack) >= q.Depth {
			out[i] = stack[q.Depth-1]
		}
		stack = append(stack, q.Policy)
	}
	return out
}

// queuePolicies maps the full names of r's queues to their policies.
func queuePolicies(r *simulate.Result) map[string]string {
	m := make(map[string]string, len(r.Queues))
	for _, q := range r.Queues {
		m[q.Name] = q.Policy
	}
	return m
}

func trimFloat(f float64) string {
	return strings.TrimSuffix(strings.TrimRight(fmt.Sprintf("%.3f", f), "0"), ".")
}

func writeSimQueues(w *bufio.Writer, r *simulate.Result, o SimulateOptions, p simPalette) {
	rows := [][]string{{"QUEUE", "USAGE", "FAIR SHARE", "DEMAND", "STOPPED BY"}}
	parents := parentPolicies(r)
	for i, q := range r.Queues {
		rows = append(rows, []string{strings.Repeat("  ", q.Depth) + q.Name, simFormat(q.Usage, r.Types),
			shareFormat(q.FairShare, r.Types, parents[i]), simFormat(q.Demand, r.Types), q.StoppedBy})
	}
	width := o.Width
	if width <= 0 {
		width = 100
	}
	if rowWidth(rows) > width-len(simBarHead)-2 { // no room for a bar: drop the demand column
		for i := range rows {
			rows[i] = append(rows[i][:3:3], rows[i][4])
		}
	}
	widths := columnWidths(rows)
	bar := min(width-rowWidth(rows)-2, 40)
	for i, row := range rows {
		line := padRow(append(row, ""), append(widths, 0))
		switch {
		case bar < len(simBarHead): // the bar's heading would not fit
			fmt.Fprintln(w, strings.TrimRight(p.boldIf(i == 0, line), " "))
		case i == 0:
			fmt.Fprintf(w, "%s%s\n", p.bold.Sprint(line), p.bold.Sprint(simBarHead))
		default:
			q := r.Queues[i-1]
			fmt.Fprintf(w, "%s%s\n", line, simBar(q.Usage[0], q.FairShare[0], r.Cluster[0], bar, p))
		}
	}
	w.WriteString("\n")
}

// simBarHead heads the bar column; a bar narrower than it is not drawn.
const simBarHead = "USAGE | FAIR SHARE"

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
	policies := queuePolicies(r)
	for _, a := range r.Apps {
		rows = append(rows, []string{a.ID, a.Queue, fmt.Sprint(a.Containers), fmt.Sprint(a.Pending),
			simFormat(a.Usage, r.Types), shareFormat(a.FairShare, r.Types, policies[a.Queue]), a.StoppedBy})
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
