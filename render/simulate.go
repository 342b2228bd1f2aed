package render

import (
	"bufio"
	"fmt"
	"io"
	"math"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/fatih/color"

	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/core/simcore"
)

// SimulateOptions are the choices of SimulateTree.
type SimulateOptions struct {
	Color bool
	// Width is the width the tables fit in (0: no limit, the bar 40
	// columns wide).
	Width int
}

// SimulateTree writes a simulation of any scheduler: the queue tree with
// usage (and its peak) against the fair share, or the guarantee under the
// Capacity Scheduler and the FifoScheduler, as a bar; then the apps, the
// preemptions and the traced heartbeat decisions. The columns are the
// scheduler's own: fair share and demand for the Fair Scheduler;
// guarantee, maximum, active and pending apps and the AM limit for the
// Capacity Scheduler.
func SimulateTree(w io.Writer, r *simcore.Result, o SimulateOptions) error {
	bw := bufio.NewWriter(w)
	p := newSimPalette(o.Color)
	writeSimHeader(bw, r, o.Width)
	writeSimQueues(bw, r, o, p)
	if capacityLike(r) {
		writeSimApps(bw, r, o)
		writeCapPreemptions(bw, r)
	} else {
		writeSimReached(bw, r)
		writeSimApps(bw, r, o)
		writeSimPreemptions(bw, r)
	}
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

// writeSimHeader writes the cluster and what the run did, each line folded
// at width (0: no limit) as the prose around every table is.
func writeSimHeader(w *bufio.Writer, r *simcore.Result, width int) {
	fmt.Fprintln(w, fold(fmt.Sprintf("cluster: %d nodes, %s; Hadoop %s%s", r.Nodes, simFormat(r.Cluster, r.Types), r.HadoopVersion, schedulerName(r)), width, "  "))
	what := "converged from the load"
	if r.Seconds > 0 {
		what = fmt.Sprintf("after %s simulated seconds", trimFloat(r.Seconds))
		if !r.Steady {
			what += " (not steady yet)"
		} else if r.LastChange > 0 && r.LastChange < r.Seconds {
			what += fmt.Sprintf(" (nothing changed after %ss)", trimFloat(r.LastChange))
		}
	}
	fmt.Fprintf(w, "%s\n\n", fold(fmt.Sprintf("%s: %d containers placed in %d heartbeats", what, r.Containers, r.Heartbeats), width, "  "))
}

// simFormat prints a resource in the one notation of fairsched's text
// output, in binary units: "20 GiB, 20 vcores, yarn.io/gpu=2". Custom
// types at 0 are left out; memory and vcores always show.
func simFormat(r resource.Resource, types resource.ResourceTypes) string {
	return notation{types: types, units: resource.UnitsBinary}.resource(r)
}

// shareFormat prints a fair share: memory only where the policy that
// computed it is fair or FIFO, which share out memory alone (the other
// types' shares are 0 there and mean nothing), every type under DRF.
func shareFormat(r resource.Resource, types resource.ResourceTypes, policy string) string {
	if policy == "drf" || len(r) == 0 {
		return simFormat(r, types)
	}
	return string(resource.AppendMemory(nil, r.Get(0), resource.UnitsBinary))
}

// parentPolicies returns, for each queue of r, the policy of its parent,
// which computes its fair share; root's is "drf": its share is the whole
// cluster.
func parentPolicies(r *simcore.Result) []string {
	policies := queuePolicies(r)
	out := make([]string, len(r.Queues))
	for i, q := range r.Queues {
		out[i] = "drf"
		if dot := strings.LastIndexByte(q.Name, '.'); dot > 0 {
			out[i] = policies[q.Name[:dot]]
		}
	}
	return out
}

// simTree lists r's queues depth-first, children in r's order, each with
// the tree lines and last name it is drawn with, as tree and shares draw
// their queues (walkDrawn).
func simTree(r *simcore.Result) (order []int, names []string) {
	kids := make([][]int, len(r.Queues))
	index := make(map[string]int, len(r.Queues))
	for i, q := range r.Queues {
		index[q.Name] = i
	}
	var roots []int
	for i, q := range r.Queues {
		p, ok := -1, false
		if dot := strings.LastIndexByte(q.Name, '.'); dot > 0 {
			p, ok = index[q.Name[:dot]]
		}
		if ok {
			kids[p] = append(kids[p], i)
		} else {
			roots = append(roots, i)
		}
	}
	names = make([]string, len(r.Queues))
	for _, root := range roots {
		walkDrawn(root, func(i int) int { return len(kids[i]) }, func(i, k int) int { return kids[i][k] },
			func(i int, prefix drawnPrefix) {
				order = append(order, i)
				names[i] = string(prefix.b) + r.Queues[i].Name[strings.LastIndexByte(r.Queues[i].Name, '.')+1:]
			})
	}
	return order, names
}

// queuePolicies maps the full names of r's queues to their policies.
func queuePolicies(r *simcore.Result) map[string]string {
	m := make(map[string]string, len(r.Queues))
	for _, q := range r.Queues {
		m[q.Name] = q.Policy
	}
	return m
}

func trimFloat(f float64) string {
	return strings.TrimSuffix(strings.TrimRight(fmt.Sprintf("%.3f", f), "0"), ".")
}

// simDrop orders the columns of simulate's tables that fitting may leave
// out: the highest first. The queue or app, and usage, always stay.
var simDrop = map[string]int{
	"DEMAND": 9, "PEAK AT": 8, "AM LIMIT": 7, "MAX": 6, "PENDING APPS": 5, "PEAK": 4, "ACTIVE APPS": 3,
	"STOPPED BY": 2, "FAIR SHARE": 1, "GUARANTEED": 1,
	"START": 8, "WAITED": 5, "ENDED": 6, "USER": 7, "ASKED": 4, "PENDING": 3, "STATE": 2, "RUNNING": 1,
}

// simColumns are the columns of a heading row of simulate's tables.
func simColumns(head []string) []column {
	cols := make([]column, len(head))
	for i, h := range head {
		cols[i] = column{id: strings.ToLower(h), header: h, drop: simDrop[h]}
		if i > 0 && (h == "ASKED" || h == "RUNNING" || h == "PENDING" || h == "ACTIVE APPS" || h == "PENDING APPS") {
			cols[i].right = true
		}
	}
	return cols
}

// simQueueRows is the queue table's heading and its rows in notation n,
// in tree order: order[k] is the queue of row k. The peak columns are
// there when time was simulated and some queue's usage came down from its
// peak.
func simQueueRows(r *simcore.Result) (head []string, rows textRows, order []int) {
	timed := len(r.Timeline) > 0 && slices.ContainsFunc(r.Queues, func(q simcore.QueueResult) bool {
		return !slices.Equal(q.Peak, q.Usage)
	})
	head = []string{"QUEUE", "USAGE"}
	if timed {
		head = append(head, "PEAK", "PEAK AT")
	}
	capLike := capacityLike(r)
	if capLike {
		head = append(head, capQueueHead...)
	} else {
		head = append(head, "FAIR SHARE", "DEMAND")
	}
	head = append(head, "STOPPED BY")
	parents := parentPolicies(r)
	order, names := simTree(r)
	rows = func(n notation) [][]string {
		out := make([][]string, 0, len(order))
		for _, i := range order {
			q := r.Queues[i]
			row := []string{names[i], amountIn(n, q.Usage)}
			if timed {
				row = append(row, amountIn(n, q.Peak), atText(q.PeakAt))
			}
			if capLike {
				row = append(row, capQueueCells(n, q)...)
			} else {
				row = append(row, shareIn(n, q.FairShare, parents[i]), amountIn(n, q.Demand))
			}
			out = append(out, append(row, q.StoppedBy))
		}
		return out
	}
	return head, rows, order
}

// writeSimQueues writes the queue table with the one table writer,
// fitted to the width, and beside it a bar of each queue's usage against
// its fair share (or guarantee). For the bar, the table may give up its
// DEMAND and PEAK AT columns, never more; with no room left, no bar.
func writeSimQueues(w *bufio.Writer, r *simcore.Result, o SimulateOptions, p simPalette) {
	head, rows, order := simQueueRows(r)
	barHeading := barHead(r)
	lines, used := simTable(head, rows, r.Types, o, 0)
	bar := 40
	if o.Width > 0 {
		bar = min(o.Width-used-2, 40)
		if bar < len(barHeading) {
			narrow, nused := simTable(head, rows, r.Types, o, len(barHeading)+2)
			if keepsAllBut(narrow[0], head, "DEMAND", "PEAK AT") {
				lines, used, bar = narrow, nused, min(o.Width-nused-2, 40)
			}
		}
	}
	for i, l := range lines {
		switch {
		case bar < len(barHeading) || i-1 >= len(order): // no room for the bar
			fmt.Fprintln(w, l)
		case i == 0:
			fmt.Fprintf(w, "%s%s%s\n", l, strings.Repeat(" ", used-visibleWidth(l)+2), p.bold.Sprint(barHeading))
		default:
			q := r.Queues[order[i-1]]
			fmt.Fprintf(w, "%s%s%s\n", l, strings.Repeat(" ", used-visibleWidth(l)+2), simBar(q.Usage[0], q.FairShare[0], r.Cluster[0], bar, p))
		}
	}
	w.WriteString("\n")
}

// simTable writes the queue table fitted to the width less room, and
// returns its lines and the widest one's width.
func simTable(head []string, rows textRows, types resource.ResourceTypes, o SimulateOptions, room int) ([]string, int) {
	var table strings.Builder
	opts := Options{Color: o.Color, Width: o.Width}
	if o.Width > 0 {
		opts.Width = max(o.Width-room, 1)
	}
	_ = textTable{cols: simColumns(head), rows: rows}.write(&table, opts, newNotation(types, opts))
	lines := strings.Split(strings.TrimRight(table.String(), "\n"), "\n")
	used := 0
	for _, l := range lines {
		used = max(used, visibleWidth(l))
	}
	return lines, used
}

// keepsAllBut reports whether a table's heading line still has every
// heading of head but the ones named.
func keepsAllBut(line string, head []string, but ...string) bool {
	plain := stripColour(line)
	for _, h := range head {
		if !slices.Contains(but, h) && !strings.Contains(plain, h) {
			return false
		}
	}
	return true
}

// visibleWidth is the width of a line on a terminal: its runes, colour
// codes left out.
func visibleWidth(s string) int {
	return utf8.RuneCountInString(stripColour(s))
}

// stripColour returns s without its colour codes (ESC [ digits and ; m).
func stripColour(s string) string {
	if !strings.Contains(s, "\x1b[") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == 0x1b && i+1 < len(s) && s[i+1] == '[' {
			j := i + 2
			for j < len(s) && (s[j] >= '0' && s[j] <= '9' || s[j] == ';') {
				j++
			}
			if j < len(s) && s[j] == 'm' {
				i = j
				continue
			}
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// amountIn is r in notation n, or "-" for nothing at all.
func amountIn(n notation, r resource.Resource) string {
	for _, v := range r {
		if v != 0 {
			return n.resource(r)
		}
	}
	return "-"
}

// shareIn is a fair share in notation n: memory only where the policy
// that computed it is fair or FIFO, which share out memory alone, every
// type under DRF.
func shareIn(n notation, r resource.Resource, policy string) string {
	if policy == "drf" || len(r) == 0 {
		return n.resource(r)
	}
	return amountOf(n.types, 0, r.Get(0), n.units)
}

// atText writes a simulated time as the text output does ("12.5s"), "-"
// for never.
func atText(t *float64) string {
	if t == nil {
		return "-"
	}
	return trimFloat(*t) + "s"
}

// barHead heads the bar column (what the '|' marks); a bar narrower than
// it is not drawn.
func barHead(r *simcore.Result) string {
	if capacityLike(r) {
		return "USAGE | GUARANTEED"
	}
	return "USAGE | FAIR SHARE"
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

// showStates reports whether the apps table needs a STATE column: some
// app was killed, rejected or is still waiting to be activated.
func showStates(apps []simcore.AppResult) bool {
	for _, a := range apps {
		if a.State == simcore.StateKilled || a.State == simcore.StateRejected || a.State == simcore.StatePending {
			return true
		}
	}
	return false
}

// writeSimApps writes one row per app. ASKED counts every container the
// app asked for (as the load's containers, AM and re-asks after
// preemption included), RUNNING those running at the end, PENDING those
// still asked for; over time, when it started, how long it waited for its
// first container and when it ended (ENDED: finished, killed or
// rejected; STATE says which).
func writeSimApps(w *bufio.Writer, r *simcore.Result, o SimulateOptions) {
	if len(r.Apps) == 0 {
		return
	}
	timed := len(r.Timeline) > 0
	capLike := capacityLike(r)
	head := []string{"APP", "QUEUE"}
	if capLike {
		head = append(head, "USER") // user limits decide under the Capacity Scheduler
	}
	head = append(head, "ASKED", "RUNNING", "PENDING")
	if timed {
		head = append(head, "START", "WAITED", "ENDED")
	}
	states := showStates(r.Apps)
	if states {
		head = append(head, "STATE")
	}
	head = append(head, "USAGE")
	if !capLike {
		head = append(head, "FAIR SHARE")
	}
	head = append(head, "STOPPED BY")
	policies := queuePolicies(r)
	rows := func(n notation) [][]string {
		out := make([][]string, 0, len(r.Apps))
		for _, a := range r.Apps {
			row := []string{a.ID, a.Queue}
			if capLike {
				row = append(row, a.User)
			}
			row = append(row, fmt.Sprint(a.Asked), fmt.Sprint(a.Containers), fmt.Sprint(a.Pending))
			if timed {
				row = append(row, trimFloat(a.Start)+"s", waitedText(a), atText(a.EndAt))
			}
			if states {
				row = append(row, a.State)
			}
			row = append(row, amountIn(n, a.Usage))
			if !capLike {
				share := "-" // an app that ended has no share any more
				if a.EndAt == nil {
					share = shareIn(n, a.FairShare, policies[a.Queue])
				}
				row = append(row, share)
			}
			out = append(out, append(row, a.StoppedBy))
		}
		return out
	}
	opts := Options{Color: o.Color, Width: o.Width}
	if err := (textTable{cols: simColumns(head), rows: rows}).write(w, opts, newNotation(r.Types, opts)); err != nil {
		return
	}
	for _, a := range r.Apps {
		if a.Message != "" {
			fmt.Fprintf(w, "%s %s: %s\n", a.ID, a.State, a.Message)
		}
	}
	w.WriteString("\n")
}

// waitedText is how long the app waited from its start to its first
// container, "-" when it got none.
func waitedText(a simcore.AppResult) string {
	if a.FirstContainerAt == nil {
		return "-"
	}
	return trimFloat(*a.FirstContainerAt-a.Start) + "s"
}
