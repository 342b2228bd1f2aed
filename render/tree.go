package render

import (
	"io"
	"math"
	"strconv"

	"github.com/fairsched/fairsched/compute"
	"github.com/fairsched/fairsched/xmlconf"
)

// ConfigTree writes the queue tree the ResourceManager builds from a file,
// one aligned row per queue: full name drawn as a tree, leaf or parent,
// policy, weight, min and max resources, maxRunningApps, maxAMShare, and a
// note for implicit queues and queues that will not be created.
func ConfigTree(w io.Writer, a *xmlconf.Allocations, o Options) error {
	p := newPalette(o.Color)
	rows := [][]cell{header(p, "QUEUE", "TYPE", "POLICY", "WEIGHT", "MIN", "MAX", "MAX APPS", "AM SHARE", "NOTE")}
	walkDrawn(a.Root, func(q *xmlconf.Queue) []*xmlconf.Queue { return q.Children }, func(q *xmlconf.Queue, prefix string) {
		rows = append(rows, configRow(p, a, q, prefix))
	})
	return writeTable(w, rows)
}

func header(p palette, names ...string) []cell {
	out := make([]cell, len(names))
	for i, n := range names {
		out[i] = cell{text: n, paint: p.bold.Sprint}
	}
	return out
}

func configRow(p palette, a *xmlconf.Allocations, q *xmlconf.Queue, prefix string) []cell {
	name := cell{text: prefix + q.FullName, paint: p.bold.Sprint}
	note := cell{}
	switch {
	case q.NotCreated != "":
		name.paint, note = p.err.Sprint, cell{text: "not created: " + q.NotCreated, paint: p.err.Sprint}
	case q.RefusedPolicy != "":
		note = cell{text: "configured policy " + string(q.RefusedPolicy) + " is refused; keeps " + string(q.Policy), paint: p.warn.Sprint}
	case q.Implicit:
		note = cell{text: "implicit", paint: p.dim.Sprint}
	}
	return []cell{
		name, {text: kind(q)}, {text: string(q.Policy)}, {text: weight(q.EffectiveWeight()), right: true},
		{text: minText(a, q)}, {text: maxText(a, q)}, {text: maxApps(a, q), right: true},
		{text: amShare(a, q), right: true}, note,
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

func minText(a *xmlconf.Allocations, q *xmlconf.Queue) string {
	if !q.MinResources.Set {
		return "-"
	}
	return configured(q.MinResources.Val, a.Types)
}

func maxText(a *xmlconf.Allocations, q *xmlconf.Queue) string {
	c, inherited, ok := a.ConfiguredMax(q)
	switch {
	case !ok:
		return "-"
	case inherited:
		return configured(c, a.Types) + " (default)"
	}
	return configured(c, a.Types)
}

func maxApps(a *xmlconf.Allocations, q *xmlconf.Queue) string {
	n := a.EffectiveMaxApps(q)
	if n == math.MaxInt32 {
		return "-"
	}
	return strconv.Itoa(int(n))
}

func amShare(a *xmlconf.Allocations, q *xmlconf.Queue) string {
	if !q.IsLeaf() {
		return "-"
	}
	v := a.EffectiveMaxAMShare(q)
	if math.Abs(float64(v)+1) < 0.0001 {
		return "off"
	}
	return strconv.FormatFloat(float64(v), 'g', -1, 32)
}

// maxDrawnDepth bounds the indentation, so a pathologically deep tree costs
// linear output, not quadratic; full names still show the real depth.
const maxDrawnDepth = 24

// walkDrawn visits the tree depth-first with the box-drawing prefix of each
// row; it keeps its own stack so any depth works.
func walkDrawn[T any](root T, children func(T) []T, fn func(q T, prefix string)) {
	type item struct {
		q            T
		indent       string
		last, isRoot bool
		depth        int
	}
	stack := []item{{q: root, isRoot: true}}
	for len(stack) > 0 {
		it := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		prefix, childIndent := "", ""
		if !it.isRoot {
			prefix, childIndent = it.indent+"├─ ", it.indent+"│  "
			if it.last {
				prefix, childIndent = it.indent+"└─ ", it.indent+"   "
			}
			if it.depth >= maxDrawnDepth {
				childIndent = it.indent // deeper levels stay at this indent
			}
		}
		fn(it.q, prefix)
		kids := children(it.q)
		for i := len(kids) - 1; i >= 0; i-- {
			stack = append(stack, item{q: kids[i], indent: childIndent, last: i == len(kids)-1, depth: it.depth + 1})
		}
	}
}

// walkNodes is walkDrawn over a flat compute.Tree: the same order and the
// same prefixes, built in one reused buffer instead of two strings per
// queue. fn must not keep prefix.
func walkNodes(t *compute.Tree, fn func(i int, prefix []byte)) {
	type item struct {
		i, depth int32
		last     bool
	}
	if len(t.Nodes) == 0 {
		return
	}
	stack := []item{{}}
	// indent[:ends[d]] is the indent of the children of the node of depth
	// d on the current path.
	var indent, prefix []byte
	var ends []int
	for len(stack) > 0 {
		it := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		d := int(it.depth)
		prefix = prefix[:0]
		if d > 0 {
			indent = indent[:ends[d-1]]
			prefix = append(append(prefix, indent...), drawn(it.last, "├─ ", "└─ ")...)
			if d < maxDrawnDepth {
				indent = append(indent, drawn(it.last, "│  ", "   ")...)
			}
		}
		ends = append(ends[:d], len(indent))
		fn(int(it.i), prefix)
		nd := &t.Nodes[it.i]
		for k := nd.N - 1; k >= 0; k-- {
			stack = append(stack, item{i: nd.First + k, depth: it.depth + 1, last: k == nd.N-1})
		}
	}
}

// drawn returns mid for a queue with siblings after it, else last.
func drawn(isLast bool, mid, last string) string {
	if isLast {
		return last
	}
	return mid
}
