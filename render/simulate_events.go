package render

import (
	"bufio"
	"fmt"
	"sort"
	"strings"

	"github.com/fairsched/fairsched/simulate"
)

func writeSimPreemptions(w *bufio.Writer, r *simulate.Result) {
	for _, e := range r.Preemptions {
		fmt.Fprintf(w, "preemption at %ss: %s (%s) owed %s fair-share + %s min-share starvation; %d containers (%s) marked",
			trimFloat(e.T), e.StarvedApp, e.Queue, amountText(e.FairShareStarvation), amountText(e.MinShareStarvation),
			e.Containers, amountText(e.Amount))
		for i, v := range e.From {
			sep := ", from "
			if i > 0 {
				sep = ", "
			}
			fmt.Fprintf(w, "%s%s %d (may lose up to %s)", sep, v.App, v.Containers, amountText(v.MaxLoss))
		}
		fmt.Fprintf(w, "; killed at %ss", trimFloat(e.KillAt))
		if e.ServedAt != nil {
			fmt.Fprintf(w, ", %s got the space at %ss", e.StarvedApp, trimFloat(*e.ServedAt))
		}
		fmt.Fprintf(w, "\n  %s\n", e.Threshold)
		if e.AsCoded != "" {
			fmt.Fprintf(w, "  as coded: %s\n", e.AsCoded)
		}
		if e.MinShareTimer != "" {
			fmt.Fprintf(w, "  %s\n", e.MinShareTimer)
		}
	}
	if len(r.Preemptions) > 0 {
		w.WriteString("\n")
	}
}

// amountText prints memory-mb and vcores first, then other types sorted.
func amountText(a simulate.Amount) string {
	parts := []string{fmt.Sprintf("%d MB", a["memory-mb"]), fmt.Sprintf("%d vc", a["vcores"])}
	var rest []string
	for k := range a {
		if k != "memory-mb" && k != "vcores" {
			rest = append(rest, k)
		}
	}
	sort.Strings(rest)
	for _, k := range rest {
		parts = append(parts, fmt.Sprintf("%d %s", a[k], k))
	}
	return strings.Join(parts, ", ")
}

func writeSimTrace(w *bufio.Writer, r *simulate.Result) {
	for _, d := range r.Trace {
		fmt.Fprintf(w, "heartbeat %d at %ss on %s: %s", d.Heartbeat, trimFloat(d.T), d.Node, d.Outcome)
		switch {
		case d.Note != "":
			fmt.Fprintf(w, " %s: %s", d.App, d.Note)
		case d.App != "":
			fmt.Fprintf(w, " %s (%s)", d.App, amountText(d.Container))
		}
		w.WriteString("\n")
		for _, l := range d.Levels {
			if l.Skipped != "" {
				fmt.Fprintf(w, "  %s skipped: %s\n", l.Queue, l.Skipped)
				continue
			}
			order := strings.Join(l.Order, ", ")
			if order == "" {
				order = "(nothing with pending demand)"
			}
			fmt.Fprintf(w, "  %s order: %s", l.Queue, order)
			if l.Chosen != "" {
				fmt.Fprintf(w, " -> %s", l.Chosen)
			}
			w.WriteString("\n")
			if l.Why != "" {
				fmt.Fprintf(w, "    %s\n", l.Why)
			}
		}
	}
}

// writeSimReached says, for a simulation over time, when each leaf first
// got min(fair share, demand): how fast the load was served.
func writeSimReached(w *bufio.Writer, r *simulate.Result) {
	if r.Seconds == 0 {
		return
	}
	any := false
	for _, q := range r.Queues {
		if !q.Leaf || q.Demand[0] == 0 {
			continue
		}
		any = true
		if q.ReachedFairShareAt == nil {
			fmt.Fprintf(w, "%s never reached min(fair share, demand) in memory\n", q.Name)
			continue
		}
		fmt.Fprintf(w, "%s reached min(fair share, demand) in memory at %ss\n", q.Name, trimFloat(*q.ReachedFairShareAt))
	}
	if any {
		w.WriteString("\n")
	}
}
