package render

import (
	"io"
	"strings"

	"github.com/fairsched/fairsched/compute"
	"github.com/fairsched/fairsched/xmlconf"
)

// SharesView is everything the shares output shows: the compute tree built
// from the file, its result, and the cluster it was computed for.
type SharesView struct {
	Input   *compute.Input
	Result  *compute.Result
	Cluster xmlconf.Resource
	Types   xmlconf.ResourceTypes
}

// bindingText explains a Binding to an admin.
var bindingText = map[compute.Binding]string{
	compute.BindingWeight:      "weight-proportional",
	compute.BindingMin:         "raised to its min",
	compute.BindingMax:         "capped at its max",
	compute.BindingMaxZero:     "fixed at 0 by a max of 0",
	compute.BindingWeightZero:  "fixed at its min by weight 0",
	compute.BindingInactive:    "inactive",
	compute.BindingCluster:     "whole cluster",
	compute.BindingNotComputed: "not computed by the parent's policy",
}

// SharesTree writes one aligned row per queue: the tree, weight, policy,
// effective min and max, steady and instantaneous shares of every resource
// type with their percentage of the cluster, and why the queue got them.
func SharesTree(w io.Writer, v SharesView, o Options) error {
	p := newPalette(o.Color)
	head := []string{"QUEUE", "WEIGHT", "POLICY", "MIN", "MAX"}
	for _, t := range v.Types {
		head = append(head, "STEADY "+shortType(t))
	}
	for _, t := range v.Types {
		head = append(head, "INSTANT "+shortType(t))
	}
	rows := [][]cell{header(p, append(head, "WHY")...)}
	walkDrawn(v.Input.Root, func(q *compute.Queue) []*compute.Queue { return q.Children }, func(q *compute.Queue, prefix string) {
		rows = append(rows, sharesRow(p, v, q, prefix))
	})
	return writeTable(w, rows)
}

func shortType(t string) string {
	switch t {
	case xmlconf.MemoryMB:
		return "MB"
	case xmlconf.VCores:
		return "VCORES"
	}
	return strings.ToUpper(t)
}

func sharesRow(p palette, v SharesView, q *compute.Queue, prefix string) []cell {
	s := v.Result.ByName[q.Name]
	name := cell{text: prefix + q.Name, paint: p.bold.Sprint}
	if !s.Active {
		name.paint = p.dim.Sprint
	}
	row := []cell{name, {text: weight(q.Weight), right: true}, {text: string(q.Policy)},
		{text: q.Min.Format(v.Types)}, {text: q.Max.Format(v.Types)}}
	for i := range v.Types {
		row = append(row, shareCell(s.Steady.Get(i), v.Cluster.Get(i), at(s.SteadyBinding, i)))
	}
	for i := range v.Types {
		row = append(row, shareCell(s.Instantaneous.Get(i), v.Cluster.Get(i), at(s.InstantaneousBinding, i)))
	}
	return append(row, cell{text: why(v, q, s), paint: p.dim.Sprint})
}

// shareCell shows a share and its part of the cluster, or "-" for a type
// the parent's policy does not compute (fair computes memory only; Hadoop
// reports 0 there).
func shareCell(val, total int64, b compute.Binding) cell {
	if b == compute.BindingNotComputed {
		return cell{text: "-", right: true}
	}
	return cell{text: count(val) + " (" + percentOf(val, total) + ")", right: true}
}

// why explains the memory shares, and vcores or custom types where their
// reason differs.
func why(v SharesView, q *compute.Queue, s *compute.QueueShares) string {
	if reason, ok := v.Input.CannotRun[q.Name]; ok {
		return "never active: " + reason
	}
	parts := []string{"steady " + reasons(v.Types, s.SteadyBinding), "instant " + reasons(v.Types, s.InstantaneousBinding)}
	return strings.Join(parts, "; ")
}

func reasons(types xmlconf.ResourceTypes, bs []compute.Binding) string {
	if len(bs) == 0 {
		return "-"
	}
	out := bindingText[bs[0]]
	for i := 1; i < len(bs) && i < len(types); i++ {
		if bs[i] != bs[0] && bs[i] != compute.BindingNotComputed {
			out += " (" + types[i] + ": " + bindingText[bs[i]] + ")"
		}
	}
	return out
}
