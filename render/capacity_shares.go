package render

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/resource"
)

// capacitySharesColumns are the columns of the Capacity Scheduler's
// shares. When the width is short the least important go first: the
// counts of applications, the absolute maximum, the AM and user limits;
// then WHY (cut first, then left out), the capacities as written and
// computed; the guarantee and the maximum stay.
var capacitySharesColumns = []column{
	{id: "queue", header: "QUEUE"},
	{id: "capacity", header: "CAP", right: true, drop: 3},
	{id: "absolute", header: "ABS", right: true, drop: 2},
	{id: "absolute-max", header: "ABSMAX", right: true, drop: 7},
	{id: "guaranteed", header: "GUARANTEED"},
	{id: "maximum", header: "MAXIMUM", drop: 1},
	{id: "apps", header: "APPS", right: true, drop: 8},
	{id: "apps-per-user", header: "PER-USER", right: true, drop: 9},
	{id: "am-limit", header: "AM-LIMIT", drop: 6},
	{id: "user-limit", header: "USER-LIMIT", drop: 5},
	{id: "why", header: "WHY", drop: 4},
}

// CapacitySharesColumns returns the IDs of the columns of
// CapacitySharesTree, in order.
func CapacitySharesColumns() []string { return columnIDs(capacitySharesColumns) }

// CapacitySharesTree writes the Capacity Scheduler's figures for every
// queue as a tree: capacity, absolute capacity and maximum, guaranteed
// and maximum resources, applications, AM limit, user limit, and why, on
// the one table writer and in the one resource notation.
func CapacitySharesTree(w io.Writer, shares []capacity.Share, types resource.ResourceTypes, o Options) error {
	rows := func(n notation) [][]string {
		out := make([][]string, 0, len(shares))
		cells := newCellBlock(len(shares), len(capacitySharesColumns))
		memo := figureMemo{n: n, pcts: map[uint32]string{}, resources: map[resourceKey]string{}, counts: map[int32]string{}}
		find := shareFinder{shares: shares}
		walkCapacity(shares[0].Queue, "", "", o.Wide, func(q *capacity.Queue, name string) {
			out = append(out, cells.keep(capacityShareCells(cells.row(), find.of(q), name, &memo)))
		})
		return out
	}
	return textTable{cols: capacitySharesColumns, rows: rows}.write(w, o, newNotation(types, o))
}

// capacityShareCells appends the cells of s's row, its queue drawn as
// name, to cells.
func capacityShareCells(cells []string, s *capacity.Share, name string, m *figureMemo) []string {
	q := s.Queue
	leaf := q.IsLeaf() && q.Parent != nil
	cells = append(cells, name, m.pct(s.Capacity), m.pct(s.AbsCapacity), m.pct(s.AbsMaxCapacity), m.resource(s.Guaranteed), m.resource(s.Maximum))
	if leaf {
		cells = append(cells, m.count(s.MaxApplications), m.count(s.MaxApplicationsPerUser), m.resource(s.AMLimit), m.resource(s.UserLimit))
	} else {
		cells = append(cells, "-", "-", "-", "-")
	}
	why := s.Why(capacity.WhyGuaranteed)
	if leaf {
		why += "; user limit: " + s.Why(capacity.WhyUserLimit)
	}
	return append(cells, why)
}

// shareFinder finds each queue's Share as the tree walk visits it. The
// shares come in the walk's order (Compute's: a queue, then its children
// in order), so the next one is the queue's; a map of them all is built
// only for a queue met out of that order.
type shareFinder struct {
	shares []capacity.Share
	next   int
	index  map[*capacity.Queue]int
}

func (f *shareFinder) of(q *capacity.Queue) *capacity.Share {
	if f.next < len(f.shares) && f.shares[f.next].Queue == q {
		f.next++
		return &f.shares[f.next-1]
	}
	if f.index == nil {
		f.index = make(map[*capacity.Queue]int, len(f.shares))
		for i, s := range f.shares {
			f.index[s.Queue] = i
		}
	}
	i := f.index[q]
	f.next = i + 1
	return &f.shares[i]
}

// capacityTreeColumns are the columns of a capacity-scheduler.xml's tree.
var capacityTreeColumns = []column{
	{id: "queue", header: "QUEUE"},
	{id: "type", header: "TYPE"},
	{id: "capacity", header: "CAPACITY", right: true},
	{id: "maximum", header: "MAXIMUM", right: true, drop: 3},
	{id: "user-limit-factor", header: "USER-LIMIT-FACTOR", right: true, drop: 2},
	{id: "state", header: "STATE", drop: 1},
}

// CapacityTreeColumns returns the IDs of the columns of CapacityTree, in
// order.
func CapacityTreeColumns() []string { return columnIDs(capacityTreeColumns) }

// CapacityTree writes the queue tree of a capacity-scheduler.xml with its
// settings as written.
func CapacityTree(w io.Writer, c *capacity.Config, o Options) error {
	rows := func(notation) [][]string {
		var out [][]string
		walkCapacityKids(c.Root, "", "", o.Wide, withTemplate, func(q *capacity.Queue, name string) {
			kind := "leaf"
			if !q.IsLeaf() || q.Parent == nil {
				kind = "parent"
			} else if t, auto := q.Parent.Template(); auto && q.Name == "*" {
				kind = fmt.Sprintf("template (≤%d)", t.MaxQueues)
			}
			capText, maxText := orDash(q.Capacity.Raw), orDash(q.MaxCapacity.Raw)
			if q.Parent == nil {
				capText, maxText = "100", "100"
			}
			out = append(out, []string{name, kind, capText, maxText, orDash(q.Settings.Get("user-limit-factor").Raw), orDash(strings.ToUpper(q.Settings.Get("state").Raw))})
		})
		return out
	}
	return textTable{cols: capacityTreeColumns, rows: rows}.write(w, o, newNotation(nil, o))
}

func orDash(s string) string {
	if strings.TrimSpace(s) == "" {
		return "-"
	}
	return strings.TrimSpace(s)
}

// pct writes a fraction as a percentage with up to two decimals.
// It builds the text in a stack buffer, so the string is its one
// allocation (a 10,000-queue table writes 30,000 of them).
func pct(f float32) string {
	var buf [32]byte
	b := strconv.AppendFloat(buf[:0], float64(f)*100, 'f', 2, 64)
	b = bytes.TrimRight(bytes.TrimRight(b, "0"), ".")
	return string(append(b, '%'))
}

// figureMemo keeps the percentages and resources a table wrote, in
// notation n: siblings often share their figures, and a large table then
// formats each one once.
type figureMemo struct {
	n         notation
	pcts      map[uint32]string // by the fraction's bits: 0 and -0 differ
	resources map[resourceKey]string
	counts    map[int32]string // application counts
}

// resourceKey is a resource of one or two types, as a map key.
type resourceKey struct {
	types int
	v     [2]int64
}

// pct returns pct(f).
func (m *figureMemo) pct(f float32) string {
	bits := math.Float32bits(f)
	s, ok := m.pcts[bits]
	if !ok {
		s = pct(f)
		m.pcts[bits] = s
	}
	return s
}

// count returns appCount(v).
func (m *figureMemo) count(v int32) string {
	s, ok := m.counts[v]
	if !ok {
		s = appCount(int64(v))
		m.counts[v] = s
	}
	return s
}

// resource returns m.n.resource(r); resources of more types than two, or
// none, are not kept.
func (m *figureMemo) resource(r resource.Resource) string {
	if len(r) == 0 || len(r) > 2 {
		return m.n.resource(r)
	}
	k := resourceKey{types: len(r)}
	copy(k.v[:], r)
	s, ok := m.resources[k]
	if !ok {
		s = m.n.resource(r)
		m.resources[k] = s
	}
	return s
}

// walkCapacity visits q and its subtree in order with tree lines before
// each name (the full path with wide).
func walkCapacity(q *capacity.Queue, prefix, branch string, wide bool, visit func(*capacity.Queue, string)) {
	walkCapacityKids(q, prefix, branch, wide, func(q *capacity.Queue) []*capacity.Queue { return q.Children }, visit)
}

// withTemplate is a queue's children and, for a parent that creates its
// children, the leaf its template describes, drawn last.
func withTemplate(q *capacity.Queue) []*capacity.Queue {
	if t := q.TemplateQueue(); t != nil {
		return append(q.Children[:len(q.Children):len(q.Children)], t)
	}
	return q.Children
}

// walkCapacityKids is walkCapacity over the queues kids gives.
func walkCapacityKids(q *capacity.Queue, prefix, branch string, wide bool, kids func(*capacity.Queue) []*capacity.Queue, visit func(*capacity.Queue, string)) {
	name := q.Name
	if wide {
		name = q.Path
	}
	visit(q, prefix+branch+name)
	children := kids(q)
	if len(children) == 0 { // a leaf: no prefix to build for children
		return
	}
	next := prefix
	switch branch {
	case "├─ ":
		next += "│  "
	case "└─ ":
		next += "   "
	}
	for i, ch := range children {
		b := "├─ "
		if i == len(children)-1 {
			b = "└─ "
		}
		walkCapacityKids(ch, next, b, wide, kids, visit)
	}
}

// CapacitySharesJSON writes {"queues":[…]} with every figure of every
// queue, resources as {"memory-mb":n,"vcores":n,…}, byte for byte as
// encoding/json with two-space indentation writes it (streamed a queue at a
// time; schema/cs-shares.schema.json).
func CapacitySharesJSON(w io.Writer, shares []capacity.Share, types resource.ResourceTypes) error {
	bw := bufio.NewWriterSize(w, 64<<10)
	b := make([]byte, 0, 2048)
	b = append(b, "{"...)
	b = newline(b, 1)
	b = append(b, `"queues": [`...)
	for i := range shares {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendCapacityShare(b, &shares[i], types)
		if _, err := bw.Write(b); err != nil {
			return err
		}
		b = b[:0]
	}
	if len(shares) > 0 {
		b = newline(b, 1)
	}
	b = append(b, ']')
	b = newline(b, 0)
	b = append(b, "}\n"...)
	if _, err := bw.Write(b); err != nil {
		return err
	}
	return bw.Flush()
}

// appendCapacityShare appends one queue's object at depth 2.
func appendCapacityShare(b []byte, s *capacity.Share, types resource.ResourceTypes) []byte {
	b = newline(b, 2)
	b = append(b, '{')
	field := func(name string) {
		b = newline(b, 3)
		b = append(append(append(b, '"'), name...), `": `...)
	}
	field("queue")
	b = appendJSONString(b, s.Queue.Path)
	for _, f := range []struct {
		name string
		v    float32
	}{{"capacity", s.Capacity}, {"absoluteCapacity", s.AbsCapacity}, {"absoluteMaximumCapacity", s.AbsMaxCapacity}} {
		b = append(b, ',')
		field(f.name)
		b = appendJSONFloat32(b, f.v)
	}
	res := func(name string, r resource.Resource) {
		b = append(b, ',')
		field(name)
		b = append(b, '{')
		for i, t := range types {
			if i > 0 {
				b = append(b, ',')
			}
			b = newline(b, 4)
			b = appendJSONString(b, t)
			b = strconv.AppendInt(append(b, ": "...), r.Get(i), 10)
		}
		b = newline(b, 3)
		b = append(b, '}')
	}
	res("guaranteed", s.Guaranteed)
	res("maximum", s.Maximum)
	b = append(b, ',')
	field("maxApplications")
	b = strconv.AppendInt(b, int64(s.MaxApplications), 10)
	b = append(b, ',')
	field("maxApplicationsPerUser")
	b = strconv.AppendInt(b, int64(s.MaxApplicationsPerUser), 10)
	res("amLimit", s.AMLimit)
	res("userAMLimit", s.UserAMLimit)
	res("userLimit", s.UserLimit)
	b = append(b, ',')
	field("weight")
	b = appendJSONFloat32(b, s.Weight)
	b = append(b, ',')
	field("normalizedWeight")
	b = appendJSONFloat32(b, s.NormalizedWeight)
	b = newline(b, 2)
	return append(b, '}')
}

// RMClusterNote says where a cluster size read from the ResourceManager
// came from: the line above `shares --from-rm`'s table (on stderr beside
// JSON, and for lint).
func RMClusterNote(from string, size resource.Resource, types resource.ResourceTypes, o Options) string {
	return fmt.Sprintf("cluster %s: root's resources at the ResourceManager %s (GET /ws/v1/cluster/scheduler); --cluster overrides it",
		newNotation(types, o).resource(size), from)
}
