package render

import (
	"io"
	"math"
	"strconv"

	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// treeColumns are the columns of ConfigTree; when the width is short the
// note is cut first (it is never left out), then the AM share goes, max
// apps, policy, min, weight, type and max.
var treeColumns = []column{
	{id: "queue", header: "QUEUE"},
	{id: "type", header: "TYPE", drop: 3},
	{id: "policy", header: "POLICY", drop: 6},
	{id: "weight", header: "WEIGHT", right: true, drop: 4},
	{id: "min", header: "MIN", drop: 5},
	{id: "max", header: "MAX", drop: 2},
	{id: "max-apps", header: "MAX APPS", right: true, drop: 7},
	{id: "am-share", header: "AM SHARE", right: true, drop: 8},
	{id: "note", header: "NOTE", drop: 9},
}

// TreeColumns returns the IDs of the columns of ConfigTree, in order.
func TreeColumns() []string { return columnIDs(treeColumns) }

// ConfigTree writes the queue tree the ResourceManager builds from a file,
// one aligned row per queue: the name drawn as a tree, leaf or parent,
// policy, weight, min and max resources, maxRunningApps, maxAMShare, and a
// note for implicit queues and queues that will not be created. Columns
// without a value in any row are left out, and the table fits o.Width.
func ConfigTree(w io.Writer, a *xmlconf.Allocations, o Options) error {
	r := newRowWriter(treeColumns, newPalette(o.Color))
	n := func(q *xmlconf.Queue) int { return len(q.Children) }
	kid := func(q *xmlconf.Queue, k int) *xmlconf.Queue { return q.Children[k] }
	walk := func(fn func(*xmlconf.Queue, drawnPrefix)) { walkDrawn(a.Root, n, kid, fn) }
	return writeTreeTable(w, r, o, walk, func(q *xmlconf.Queue, prefix drawnPrefix, compact bool) {
		configRow(r, a, q, prefix, o, compact)
	})
}

// configRow builds the row of q; compact writes the type and resources in
// the compact notation.
func configRow(r *rowWriter, a *xmlconf.Allocations, q *xmlconf.Queue, prefix drawnPrefix, o Options, compact bool) {
	r.reset()
	name := bold
	if q.NotCreated != "" {
		name = bad
	}
	r.queueCell(prefix, q.FullName, o.Wide, name)
	k := kind(q)
	if compact {
		k = kindShort[k]
	}
	for _, s := range []string{k, string(q.Policy), weight(q.EffectiveWeight())} {
		r.row = append(r.row, s...)
		r.end(plain)
	}
	r.row = appendMin(r.row, a, q, o.Units, compact)
	r.end(plain)
	r.row = appendMax(r.row, a, q, o.Units, compact)
	r.end(plain)
	r.row = appendMaxApps(r.row, a, q)
	r.end(plain)
	r.row = appendAMShare(r.row, a, q)
	r.end(plain)
	note(r, q)
}

// kindShort abbreviates the kinds of queues for the compact notation.
var kindShort = map[string]string{"leaf": "leaf", "parent": "par", "reservable": "resv"}

// note adds the note cell: why a queue is not created, a refused policy,
// or that the file does not declare the queue.
func note(r *rowWriter, q *xmlconf.Queue) {
	switch {
	case q.NotCreated != "":
		r.row = append(append(r.row, "not created: "...), q.NotCreated...)
		r.end(bad)
	case q.RefusedPolicy != "":
		r.row = append(append(r.row, "configured policy "...), q.RefusedPolicy...)
		r.row = append(append(r.row, " is refused; keeps "...), q.Policy...)
		r.end(warn)
	case q.Implicit:
		r.row = append(r.row, "implicit"...)
		r.end(dim)
	default:
		r.end(plain)
	}
}

func kind(q *xmlconf.Queue) string {
	switch {
	case q.Reservation.Set:
		return "reservable"
	case q.IsLeaf():
		return "leaf"
	}
	return "parent"
}

func appendMin(b []byte, a *xmlconf.Allocations, q *xmlconf.Queue, u resource.Units, compact bool) []byte {
	if !q.MinResources.Set {
		return append(b, '-')
	}
	return appendResourceSetting(b, q.MinResources.Val, a.Types, u, compact)
}

func appendMax(b []byte, a *xmlconf.Allocations, q *xmlconf.Queue, u resource.Units, compact bool) []byte {
	c, inherited, ok := a.ConfiguredMax(q)
	if !ok {
		return append(b, '-')
	}
	b = appendResourceSetting(b, c, a.Types, u, compact)
	if inherited {
		b = append(b, " (default)"...)
	}
	return b
}

// appendResourceSetting appends a configured resource in the long or the
// compact notation.
func appendResourceSetting(b []byte, c xmlconf.ConfigurableResource, types resource.ResourceTypes, u resource.Units, compact bool) []byte {
	if compact {
		return appendCompactConfigured(b, c, types)
	}
	return appendConfigured(b, c.Absolute, c.Percent, types, u)
}

func appendMaxApps(b []byte, a *xmlconf.Allocations, q *xmlconf.Queue) []byte {
	n := a.EffectiveMaxApps(q)
	if n == math.MaxInt32 {
		return append(b, '-')
	}
	return strconv.AppendInt(b, int64(n), 10)
}

// appendAMShare appends a leaf's maxAMShare, "off" for -1; "-" for a
// parent, where Hadoop holds a value but never reads it.
func appendAMShare(b []byte, a *xmlconf.Allocations, q *xmlconf.Queue) []byte {
	if !q.IsLeaf() {
		return append(b, '-')
	}
	v := a.EffectiveMaxAMShare(q)
	if hadoop.AMShareOff(v) {
		return append(b, "off"...)
	}
	return strconv.AppendFloat(b, float64(v), 'g', -1, 32)
}
