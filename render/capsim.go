package render

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"github.com/fairsched/fairsched/simulate"
	"github.com/fairsched/fairsched/xmlconf"
)

// CapacitySimulateTree writes a Capacity Scheduler (or FifoScheduler)
// simulation: the queue tree with usage against guarantee, maximum and the
// apps active and pending, then the apps with their state, the rejections,
// the preemptions and the traced heartbeat decisions.
func CapacitySimulateTree(w io.Writer, r *simulate.Result, o SimulateOptions) error {
	bw := bufio.NewWriter(w)
	p := newSimPalette(o.Color)
	writeCapHeader(bw, r)
	writeCapQueues(bw, r, o, p)
	writeCapApps(bw, r, p)
	writeCapPreemptions(bw, r)
	writeSimTrace(bw, r)
	return bw.Flush()
}

func writeCapHeader(w *bufio.Writer, r *simulate.Result) {
	name := "Capacity Scheduler"
	if r.Scheduler == "fifo" {
		name = "FifoScheduler"
	}
	fmt.Fprintf(w, "cluster: %d nodes, %s; Hadoop %s %s\n", r.Nodes, simFormat(r.Cluster, r.Types), r.HadoopVersion, name)
	what := fmt.Sprintf("after %s simulated seconds", trimFloat(r.Seconds))
	if !r.Steady {
		what += " (not steady yet)"
	}
	fmt.Fprintf(w, "%s: %d containers placed in %d heartbeats\n\n", what, r.Containers, r.Heartbeats)
}

// capBarHead heads the bar column; a bar narrower than it is not drawn.
const capBarHead = "USAGE | GUARANTEED"

func writeCapQueues(w *bufio.Writer, r *simulate.Result, o SimulateOptions, p simPalette) {
	rows := [][]string{{"QUEUE", "USAGE", "GUARANTEED", "MAX", "ACTIVE", "PENDING", "STOPPED BY"}}
	for _, q := range r.Queues {
		rows = append(rows, []string{strings.Repeat("  ", q.Depth) + q.Name, memText(q.Usage), memText(q.FairShare),
			memText(q.MaxShare), fmt.Sprint(q.ActiveApps), fmt.Sprint(q.PendingApps), q.StoppedBy})
	}
	width := o.Width
	if width <= 0 {
		width = 100
	}
	widths := columnWidths(rows)
	bar := min(width-rowWidth(rows)-2, 40)
	for i, row := range rows {
		line := padRow(append(row, ""), append(widths, 0))
		switch {
		case bar < len(capBarHead):
			fmt.Fprintln(w, strings.TrimRight(p.boldIf(i == 0, line), " "))
		case i == 0:
			fmt.Fprintf(w, "%s%s\n", p.bold.Sprint(line), p.bold.Sprint(capBarHead))
		default:
			q := r.Queues[i-1]
			fmt.Fprintf(w, "%s%s\n", line, simBar(q.Usage[0], q.FairShare[0], r.Cluster[0], bar, p))
		}
	}
	w.WriteString("\n")
}

// memText prints the memory of a resource ("20 GiB"): the Capacity
// Scheduler's default calculator compares nothing else.
func memText(r []int64) string {
	if len(r) == 0 {
		return "-"
	}
	return string(xmlconf.AppendMemory(nil, r[0], xmlconf.UnitsBinary))
}

func writeCapApps(w *bufio.Writer, r *simulate.Result, p simPalette) {
	if len(r.Apps) == 0 {
		return
	}
	rows := [][]string{{"APP", "QUEUE", "USER", "STATE", "CONTAINERS", "PENDING", "USAGE", "STOPPED BY"}}
	for _, a := range r.Apps {
		rows = append(rows, []string{a.ID, a.Queue, a.User, a.State, fmt.Sprint(a.Containers), fmt.Sprint(a.Pending),
			memText(a.Usage), a.StoppedBy})
	}
	widths := columnWidths(rows)
	for i, row := range rows {
		line := padRow(row, widths)
		if i == 0 {
			line = p.bold.Sprint(line)
		}
		fmt.Fprintln(w, line)
	}
	for _, a := range r.Apps {
		if a.Message != "" {
			fmt.Fprintf(w, "%s rejected: %s\n", a.ID, a.Message)
		}
	}
	w.WriteString("\n")
}

func writeCapPreemptions(w *bufio.Writer, r *simulate.Result) {
	for _, e := range r.Preemptions {
		fmt.Fprintf(w, "preemption at %ss: %s selected in %s", trimFloat(e.T), plural(e.Containers, "container"), e.Queue)
		for i, v := range e.From {
			sep := ", from "
			if i > 0 {
				sep = ", "
			}
			fmt.Fprintf(w, "%s%s %d", sep, v.App, v.Containers)
		}
		fmt.Fprintf(w, " (%s); killed at %ss if still selected", amountText(e.Amount, r.Types), trimFloat(e.KillAt))
		if e.ServedAt != nil {
			fmt.Fprintf(w, ", killed at %ss", trimFloat(*e.ServedAt))
		}
		fmt.Fprintf(w, "\n  %s\n", e.Threshold)
	}
	if len(r.Preemptions) > 0 {
		w.WriteString("\n")
	}
}

// shareLabel names what a simulation's FairShare holds: the fair share
// under the Fair Scheduler, the guarantee under the Capacity Scheduler
// and the FifoScheduler.
func shareLabel(r *simulate.Result) string {
	if r.Scheduler == "capacity" || r.Scheduler == "fifo" {
		return "guarantee"
	}
	return "fair share"
}
