package render

import (
	"io"
	"strconv"
	"strings"

	"github.com/fairsched/fairsched/compute"
	"github.com/fairsched/fairsched/xmlconf"
)

// SharesView is everything the shares output shows: the compute tree built
// from the file, its shares, and the cluster they were computed for.
type SharesView struct {
	Tree    *compute.Tree
	Shares  *compute.TreeShares
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
	compute.BindingMinsTakeAll: "0: siblings' minimums take the parent's whole share",
}

// SharesTree writes one aligned row per queue: the tree, weight, policy,
// effective min and max, steady and instantaneous shares of every resource
// type with their percentage of the cluster, and why the queue got them.
// It makes two passes over the tree, one to measure the columns and one to
// write, and holds one row at a time.
func SharesTree(w io.Writer, v SharesView, o Options) error {
	t := newSharesTable(v, newPalette(o.Color))
	t.header()
	t.rows.measure()
	walkNodes(v.Tree, func(i int, prefix []byte) {
		t.row(i, prefix)
		t.rows.measure()
	})
	t.rows.chunkWriter = newChunkWriter(w)
	t.header()
	t.rows.write()
	walkNodes(v.Tree, func(i int, prefix []byte) {
		t.row(i, prefix)
		t.rows.write()
	})
	return t.rows.flush(0)
}

// sharesTable builds the rows of SharesTree.
type sharesTable struct {
	v    SharesView
	rows rowWriter
}

// The paints of the shares table, as indexes into its rowWriter's paints.
const (
	plain uint8 = iota
	bold
	dim
)

func newSharesTable(v SharesView, p palette) *sharesTable {
	t := &sharesTable{v: v}
	t.rows.paints = []paint{plain: {}, bold: paintOf(p.bold), dim: paintOf(p.dim)}
	return t
}

func (t *sharesTable) header() {
	r := &t.rows
	r.reset()
	for _, h := range []string{"QUEUE", "WEIGHT", "POLICY", "MIN", "MAX"} {
		r.row = append(r.row, h...)
		r.end(bold, false)
	}
	for _, kind := range []string{"STEADY ", "INSTANT "} {
		for _, typ := range t.v.Types {
			r.row = append(append(r.row, kind...), shortType(typ)...)
			r.end(bold, false)
		}
	}
	r.row = append(r.row, "WHY"...)
	r.end(bold, false)
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

// row builds the row of node i.
func (t *sharesTable) row(i int, prefix []byte) {
	v, r, nd := t.v, &t.rows, &t.v.Tree.Nodes[i]
	r.reset()
	r.row = append(append(r.row, prefix...), nd.Name...)
	name := bold
	if !v.Shares.Active[i] {
		name = dim
	}
	r.end(name, false)
	r.row = strconv.AppendFloat(r.row, float64(nd.Weight), 'g', -1, 32)
	r.end(plain, true)
	r.row = append(r.row, nd.Policy...)
	r.end(plain, false)
	r.row = appendResource(r.row, v.Tree.MinOf(i), v.Types)
	r.end(plain, false)
	r.row = appendResource(r.row, v.Tree.MaxOf(i), v.Types)
	r.end(plain, false)
	for typ := range v.Types {
		t.share(v.Shares.SteadyOf(i).Get(typ), typ, v.Shares.SteadyBinding(i, typ))
	}
	for typ := range v.Types {
		t.share(v.Shares.InstantaneousOf(i).Get(typ), typ, v.Shares.InstantaneousBinding(i, typ))
	}
	t.why(i)
	r.end(dim, false)
}

// share adds a share and its part of the cluster, or "-" for a type the
// parent's policy does not compute (fair computes memory only; Hadoop
// reports 0 there).
func (t *sharesTable) share(val int64, typ int, b compute.Binding) {
	r := &t.rows
	if b == compute.BindingNotComputed {
		r.row = append(r.row, '-')
	} else {
		r.row = append(appendCount(r.row, val), " ("...)
		r.row = append(appendPercent(r.row, val, t.v.Cluster.Get(typ)), ')')
	}
	r.end(plain, true)
}

// why explains the memory shares, and vcores or custom types where their
// reason differs.
func (t *sharesTable) why(i int) {
	r, s := &t.rows, t.v.Shares
	if reason := t.v.Tree.Nodes[i].CannotRun; reason != "" {
		r.row = append(append(r.row, "never active: "...), reason...)
		return
	}
	r.row = append(r.row, "steady "...)
	r.row = appendReasons(r.row, t.v.Types, s, i, compute.Steady)
	r.row = append(r.row, "; instant "...)
	r.row = appendReasons(r.row, t.v.Types, s, i, compute.Instantaneous)
}

// appendReasons explains node i's bindings of one mode: the first type's,
// then every other type whose reason differs and was computed.
func appendReasons(dst []byte, types xmlconf.ResourceTypes, s *compute.TreeShares, i int, mode compute.Mode) []byte {
	if s.Types == 0 {
		return append(dst, '-')
	}
	first := bindingOf(s, i, 0, mode)
	dst = append(dst, bindingText[first]...)
	for typ := 1; typ < s.Types && typ < len(types); typ++ {
		if bt := bindingOf(s, i, typ, mode); bt != first && bt != compute.BindingNotComputed {
			dst = append(append(append(append(dst, " ("...), types[typ]...), ": "...), bindingText[bt]...)
			dst = append(dst, ')')
		}
	}
	return dst
}

// bindingOf returns node i's binding of one type and mode.
func bindingOf(s *compute.TreeShares, i, typ int, mode compute.Mode) compute.Binding {
	if mode == compute.Instantaneous {
		return s.InstantaneousBinding(i, typ)
	}
	return s.SteadyBinding(i, typ)
}
