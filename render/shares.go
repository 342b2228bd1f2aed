package render

import (
	"bytes"
	"io"
	"math"

	"github.com/fairsched/fairsched/compute"
	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/xmlconf"
)

// SharesView is everything the shares output shows: the compute tree built
// from the file, its shares, and the cluster they were computed for.
type SharesView struct {
	Tree    *compute.Tree
	Shares  *compute.TreeShares
	Cluster resource.Resource
	Types   resource.ResourceTypes
	// Refused lists why Hadoop refuses the file, if it does.
	Refused []diag.Finding
	// Created holds the queues the file does not declare that an app
	// submitted to them creates (--active named them); nil when none.
	Created map[*xmlconf.Queue]bool
}

// created reports whether node i is a queue that submission created.
func (v SharesView) created(i int) bool {
	q := v.Tree.Nodes[i].Queue
	return q != nil && v.Created[q]
}

// sharesColumns are the columns of SharesTree; when the width is short
// the percentages go first, then policy, weight, max and min; the shares
// and WHY stay (WHY cut last).
var sharesColumns = []column{
	{id: "queue", header: "QUEUE"},
	{id: "weight", header: "WEIGHT", right: true, drop: 4},
	{id: "policy", header: "POLICY", drop: 5},
	{id: "min", header: "MIN", drop: 2},
	{id: "max", header: "MAX", drop: 3},
	{id: "steady", header: "STEADY", right: true},
	{id: "steady-pct", header: "STEADY%", right: true, drop: 6},
	{id: "instant", header: "INSTANT", right: true},
	{id: "instant-pct", header: "INSTANT%", right: true, drop: 7},
	{id: "why", header: "WHY"},
}

// SharesColumns returns the IDs of the columns of SharesTree, in order.
func SharesColumns() []string { return columnIDs(sharesColumns) }

// SharesTree writes one aligned row per queue: the tree, weight, policy,
// effective min and max, the steady and instantaneous shares of the types
// the parent's policy computes with their part of the cluster, and why the
// queue got them. Columns without a value in any row are left out, and
// the table fits o.Width. It builds each row once (writeTreeTable).
func SharesTree(w io.Writer, v SharesView, o Options) error {
	t := &sharesTable{v: v, o: o, rows: newRowWriter(sharesColumns, newPalette(o.Color))}
	nodes := v.Tree.Nodes
	if len(nodes) == 0 {
		return nil
	}
	n := func(i int) int { return int(nodes[i].N) }
	kid := func(i, k int) int { return int(nodes[i].First) + k }
	walk := func(fn func(int, drawnPrefix)) { walkDrawn(0, n, kid, fn) }
	return writeTreeTable(w, t.rows, o, walk, func(i int, prefix drawnPrefix, compact bool) {
		t.compact = compact
		t.row(i, prefix)
	})
}

// sharesTable builds the rows of SharesTree.
type sharesTable struct {
	v       SharesView
	o       Options
	rows    *rowWriter
	scratch []byte // the reasons while why rewrites them
	compact bool   // resources in the compact notation, for a narrow terminal
}

// row builds the row of node i.
func (t *sharesTable) row(i int, prefix drawnPrefix) {
	v, r, nd := t.v, t.rows, &t.v.Tree.Nodes[i]
	r.reset()
	name := bold
	if !v.Shares.Active[i] {
		name = dim
	}
	r.queueCell(prefix, nd.Name, t.o.Wide, name)
	r.row = appendWeight(r.row, nd.Weight)
	r.end(plain)
	r.row = append(r.row, nd.Policy...)
	r.end(plain)
	r.row = t.bound(r.row, v.Tree.MinOf(i), 0)
	r.end(plain)
	r.row = t.bound(r.row, v.Tree.MaxOf(i), math.MaxInt64)
	r.end(plain)
	t.shares(v.Shares.SteadyOf(i), computedTypes(v.Shares, i, compute.Steady))
	t.shares(v.Shares.InstantaneousOf(i), computedTypes(v.Shares, i, compute.Instantaneous))
	t.why(i)
	r.end(dim)
}

// bound appends an effective min or max share, "-" when every type is at
// the value that means none (0 for a min, Long.MAX_VALUE for a max).
func (t *sharesTable) bound(b []byte, r resource.Resource, none int64) []byte {
	for _, v := range r {
		if v != none {
			return t.resource(b, r)
		}
	}
	return append(b, '-')
}

// resource appends a resource in the table's notation.
func (t *sharesTable) resource(b []byte, r resource.Resource) []byte {
	return notation{types: t.v.Types, units: t.o.Units, compact: t.compact}.appendResource(b, r)
}

// shares adds the cells of one kind of share: the values of the first n
// types and their percentages of the cluster, "-" when n is 0.
func (t *sharesTable) shares(s resource.Resource, n int) {
	r := t.rows
	if n == 0 {
		r.row = append(r.row, '-')
		r.end(plain)
		r.row = append(r.row, '-')
		r.end(plain)
		return
	}
	r.row = t.resource(r.row, s[:n])
	r.end(plain)
	for typ := range n {
		if typ > 0 {
			r.row = append(r.row, ", "...)
		}
		r.row = appendPercent(r.row, s.Get(typ), t.v.Cluster.Get(typ))
	}
	r.end(plain)
}

// computedTypes returns how many types, from the first, node i's parent
// computed a share of (fair computes memory only).
func computedTypes(s *compute.TreeShares, i int, mode compute.Mode) int {
	n := 0
	for n < s.Types && bindingOf(s, i, n, mode) != compute.BindingNotComputed {
		n++
	}
	return n
}

// bindingWords explains each Binding to an admin: long in a sentence, short
// in a few letters, for the steady reason when it differs from the
// instantaneous one. A list, not a map: it is read for every row, and the
// commonest bindings come first (weight, and inactive where no app runs).
var bindingWords = [...]struct {
	b           compute.Binding
	long, short string
}{
	{compute.BindingWeight, "by weight", "weight"},
	{compute.BindingInactive, "inactive", "inactive"},
	{compute.BindingMin, "raised to its min", "min"},
	{compute.BindingMax, "capped at its max", "max"},
	{compute.BindingMaxZero, "fixed at 0 by a max of 0", "max 0"},
	{compute.BindingWeightZero, "fixed at its min by weight 0", "weight 0"},
	{compute.BindingCluster, "whole cluster", "whole cluster"},
	{compute.BindingNotComputed, "not computed by the parent's policy", "not computed"},
	{compute.BindingMinsTakeAll, "0: siblings' mins take it all", "0: mins"},
}

// wordsOf returns the long and short words of b (bindingWords), or "".
func wordsOf(b compute.Binding) (long, short string) {
	for _, w := range bindingWords {
		if w.b == b {
			return w.long, w.short
		}
	}
	return "", ""
}

// bindingText explains a Binding to an admin (wordsOf's long form).
func bindingText(b compute.Binding) string {
	long, _ := wordsOf(b)
	return long
}

// bindingShort names a Binding in a few letters (wordsOf's short form).
func bindingShort(b compute.Binding) string {
	_, short := wordsOf(b)
	return short
}

// inactiveText says why a queue is inactive where "inactive" alone would
// puzzle: no application can run in the queue itself.
var inactiveText = map[compute.Inactive]string{
	compute.InactiveReservable:          "reservable",
	compute.InactiveCreatedAtSubmission: "made at submission",
}

// why explains the shares, after saying that submission created the queue
// if it did: once when the steady and instantaneous reasons
// agree, else the instantaneous reason (what the queue gets now) and the
// steady one in short: "inactive (steady: weight)", or after a semicolon
// when the instantaneous reason has parentheses of its own. A narrow table cuts
// the cell at its end, so it keeps the part that matters more.
func (t *sharesTable) why(i int) {
	r, s := t.rows, t.v.Shares
	if reason := t.v.Tree.Nodes[i].CannotRun; reason != "" {
		r.row = append(append(r.row, "never active: "...), reason...)
		return
	}
	if t.v.created(i) {
		r.row = append(r.row, "created at submission; "...)
	}
	start := len(r.row)
	r.row = appendReasons(r.row, t.v.Types, s, i, compute.Steady)
	mid := len(r.row)
	r.row = appendReasons(r.row, t.v.Types, s, i, compute.Instantaneous)
	if bytes.HasPrefix(r.row[mid:], []byte("inactive")) { // the map only then: most rows are active
		if why := inactiveText[t.v.Tree.WhyInactive(s, i)]; why != "" {
			t.scratch = append(append(t.scratch[:0], "inactive: "+why...), r.row[mid+len("inactive"):]...)
			r.row = append(r.row[:mid], t.scratch...)
		}
	}
	if string(r.row[start:mid]) == string(r.row[mid:]) {
		r.row = r.row[:mid]
		return
	}
	t.scratch = append(t.scratch[:0], r.row[mid:]...)
	r.row = append(r.row[:start], t.scratch...)
	if bytes.IndexByte(t.scratch, '(') >= 0 { // no parentheses in parentheses
		r.row = appendShortReasons(append(r.row, "; steady: "...), t.v.Types, s, i, compute.Steady)
		return
	}
	r.row = append(appendShortReasons(append(r.row, " (steady: "...), t.v.Types, s, i, compute.Steady), ')')
}

// appendReasons explains node i's bindings of one mode: the first type's,
// then every other type whose reason differs and was computed.
func appendReasons(dst []byte, types resource.ResourceTypes, s *compute.TreeShares, i int, mode compute.Mode) []byte {
	if s.Types == 0 {
		return append(dst, '-')
	}
	first := bindingOf(s, i, 0, mode)
	dst = append(dst, bindingText(first)...)
	for typ := 1; typ < s.Types && typ < len(types); typ++ {
		if bt := bindingOf(s, i, typ, mode); bt != first && bt != compute.BindingNotComputed {
			dst = append(append(append(append(dst, " ("...), types[typ]...), ": "...), bindingText(bt)...)
			dst = append(dst, ')')
		}
	}
	return dst
}

// appendShortReasons is appendReasons in bindingShort's words, other types
// after a comma: "weight, vcores: max".
func appendShortReasons(dst []byte, types resource.ResourceTypes, s *compute.TreeShares, i int, mode compute.Mode) []byte {
	first := bindingOf(s, i, 0, mode)
	dst = append(dst, bindingShort(first)...)
	for typ := 1; typ < s.Types && typ < len(types); typ++ {
		if bt := bindingOf(s, i, typ, mode); bt != first && bt != compute.BindingNotComputed {
			dst = append(append(append(append(dst, ", "...), types[typ]...), ": "...), bindingShort(bt)...)
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
