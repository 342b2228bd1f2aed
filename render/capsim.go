package render

import (
	"bufio"
	"fmt"

	"github.com/fairsched/fairsched/core/simcore"
)

// capacityLike reports whether r is a Capacity Scheduler or FifoScheduler
// simulation, whose queues have guarantees rather than fair shares.
func capacityLike(r *simcore.Result) bool { return r.Scheduler == "capacity" || r.Scheduler == "fifo" }

// schedulerName is what the header says after the Hadoop release: the
// Fair Scheduler's text says nothing, as it always has.
func schedulerName(r *simcore.Result) string {
	switch r.Scheduler {
	case "capacity":
		return " Capacity Scheduler"
	case "fifo":
		return " FifoScheduler"
	}
	return ""
}

// capQueueHead are the Capacity Scheduler's own queue columns: the
// guarantee (effective minimum resource), maximum capacity, the apps
// active and waiting for activation, the AM limit, and what the queue
// holds and asks for.
var capQueueHead = []string{"GUARANTEED", "MAX", "ACTIVE APPS", "PENDING APPS", "AM LIMIT", "DEMAND"}

// capQueueCells are one queue's capQueueHead cells, "-" for nothing.
func capQueueCells(n notation, q simcore.QueueResult) []string {
	return []string{amountIn(n, q.FairShare), amountIn(n, q.MaxShare), countOrDash(q.ActiveApps),
		countOrDash(q.PendingApps), amountIn(n, q.AMLimit), amountIn(n, q.Demand)}
}

// countOrDash prints a count, "-" for none.
func countOrDash(n int) string {
	if n == 0 {
		return "-"
	}
	return fmt.Sprint(n)
}

// writeCapPreemptions writes ProportionalCapacityPreemptionPolicy's
// selections: when, from which queue and apps, and when they are killed.
func writeCapPreemptions(w *bufio.Writer, r *simcore.Result) {
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
func shareLabel(r *simcore.Result) string {
	if capacityLike(r) {
		return "guarantee"
	}
	return "fair share"
}
