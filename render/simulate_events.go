package render

import (
	"bufio"
	"fmt"
	"strings"

	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/core/simcore"
)

func writeSimPreemptions(w *bufio.Writer, r *simcore.Result) {
	policies := queuePolicies(r)
	for _, e := range r.Preemptions {
		// Fair-share starvation follows the starved queue's fair shares:
		// memory alone under the fair and FIFO policies.
		share := func(a simcore.Amount) string {
			return shareFormat(amountResource(a, r.Types), r.Types, policies[e.Queue])
		}
		fmt.Fprintf(w, "preemption at %ss: %s (%s) owed %s; %s (%s) marked",
			trimFloat(e.T), e.StarvedApp, e.Queue, owedText(e, share, r.Types), plural(e.Containers, "container"), amountText(e.Amount, r.Types))
		for i, v := range e.From {
			sep := ", from "
			if i > 0 {
				sep = ", "
			}
			// What a victim may lose follows its own queue's policy.
			loss := shareFormat(amountResource(v.MaxLoss, r.Types), r.Types, policies[v.Queue])
			fmt.Fprintf(w, "%s%s %d (may lose up to %s)", sep, v.App, v.Containers, loss)
		}
		fmt.Fprintf(w, "; killed at %ss", trimFloat(e.KillAt))
		if e.ServedAt != nil {
			fmt.Fprintf(w, ", %s got the space at %ss", e.StarvedApp, trimFloat(*e.ServedAt))
		}
		fmt.Fprintf(w, "\n  %s\n", e.Threshold)
		if e.AsCoded != "" {
			fmt.Fprintf(w, "  as coded: %s\n", e.AsCoded)
		}
		if e.AMLimit != "" {
			fmt.Fprintf(w, "  AM limit: %s\n", e.AMLimit)
		}
		if e.MinShareTimer != "" {
			fmt.Fprintf(w, "  %s\n", e.MinShareTimer)
		}
	}
	if len(r.Preemptions) > 0 {
		w.WriteString("\n")
	}
}

// owedText says what the starved app is owed: its fair-share starvation,
// its min-share starvation, or both when both are set.
func owedText(e simcore.Preemption, share func(simcore.Amount) string, types resource.ResourceTypes) string {
	fs, ms := !amountZero(e.FairShareStarvation), !amountZero(e.MinShareStarvation)
	switch {
	case fs && ms:
		return share(e.FairShareStarvation) + " fair-share + " + amountText(e.MinShareStarvation, types) + " min-share starvation"
	case ms:
		return amountText(e.MinShareStarvation, types) + " min-share starvation"
	}
	return share(e.FairShareStarvation) + " fair-share starvation"
}

func amountZero(a simcore.Amount) bool {
	for _, v := range a {
		if v != 0 {
			return false
		}
	}
	return true
}

// amountText prints an amount per resource type in the one notation of
// fairsched's text output ("25 GiB, 0 vcores, yarn.io/gpu=1"), every type
// of the cluster in its order.
func amountText(a simcore.Amount, types resource.ResourceTypes) string {
	return simFormat(amountResource(a, types), types)
}

// amountResource lays an amount out by the cluster's resource types.
func amountResource(a simcore.Amount, types resource.ResourceTypes) resource.Resource {
	r := make(resource.Resource, len(types))
	for i, t := range types {
		r[i] = a[t]
	}
	return r
}

func writeSimTrace(w *bufio.Writer, r *simcore.Result) {
	for _, d := range r.Trace {
		fmt.Fprintf(w, "heartbeat %d at %ss on %s: %s", d.Heartbeat, trimFloat(d.T), d.Node, d.Outcome)
		switch {
		case d.Note != "":
			fmt.Fprintf(w, " %s: %s", d.App, d.Note)
		case d.App != "":
			fmt.Fprintf(w, " %s (%s)", d.App, amountText(d.Container, r.Types))
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
func writeSimReached(w *bufio.Writer, r *simcore.Result) {
	if r.Seconds == 0 {
		return
	}
	any := false
	for _, q := range r.Queues {
		if !q.Leaf || q.Demand.Get(0) == 0 && q.Peak.Get(0) == 0 && q.ReachedFairShareAt == nil {
			continue // never asked for memory
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
