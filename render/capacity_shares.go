package render

import (
	"bufio"
	"bytes"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/xmlconf"
)

// CapacityDiagnostics turns the Capacity Scheduler reader's findings into
// diagnostics for the text, JSON and CI formats.
func CapacityDiagnostics(fs []capacity.Finding) []lint.Diagnostic {
	out := make([]lint.Diagnostic, 0, len(fs))
	for _, f := range fs {
		pos := f.Pos
		if !pos.IsValid() {
			pos = xmlconf.Pos{Line: 1, Col: 1}
		}
		out = append(out, lint.Diagnostic{File: f.File, Pos: pos, Rule: f.Rule, Severity: lintSeverity(f.Severity),
			Queue: f.Queue, Message: f.Message, Hint: f.Hint})
	}
	return out
}

func lintSeverity(s capacity.Severity) lint.Severity {
	switch s {
	case capacity.Error:
		return lint.Error
	case capacity.Warning:
		return lint.Warning
	}
	return lint.Info
}

// capacityRow is one queue's line of a Capacity Scheduler table: the tree
// prefix and name, then the cells.
type capacityRow struct {
	name  string
	cells []string
}

// CapacitySharesTree writes the Capacity Scheduler's figures for every
// queue as a tree: capacity, absolute capacity and maximum, guaranteed
// and maximum resources, applications, AM limit, user limit, and why.
func CapacitySharesTree(w io.Writer, shares []capacity.Share, types xmlconf.ResourceTypes, o Options) error {
	head := []string{"QUEUE", "CAP", "ABS", "ABSMAX", "GUARANTEED", "MAXIMUM", "APPS", "PER-USER", "AM-LIMIT", "USER-LIMIT", "WHY"}
	index := make(map[*capacity.Queue]int, len(shares))
	for i, s := range shares {
		index[s.Queue] = i
	}
	var rows []capacityRow
	walkCapacity(shares[0].Queue, "", "", o.Wide, func(q *capacity.Queue, name string) {
		s := &shares[index[q]]
		res := func(r xmlconf.Resource) string { return string(r.Append(nil, types, o.Units)) }
		leaf := q.IsLeaf() && q.Parent != nil
		cells := []string{pct(s.Capacity), pct(s.AbsCapacity), pct(s.AbsMaxCapacity), res(s.Guaranteed), res(s.Maximum)}
		if leaf {
			cells = append(cells, strconv.Itoa(int(s.MaxApplications)), strconv.Itoa(int(s.MaxApplicationsPerUser)), res(s.AMLimit), res(s.UserLimit))
		} else {
			cells = append(cells, "-", "-", "-", "-")
		}
		why := s.Why(capacity.WhyGuaranteed)
		if leaf {
			why += "; user limit: " + s.Why(capacity.WhyUserLimit)
		}
		rows = append(rows, capacityRow{name, append(cells, why)})
	})
	return writeCapacityTable(w, head, rows, o.Width)
}

// CapacityTree writes the queue tree of a capacity-scheduler.xml with its
// settings as written.
func CapacityTree(w io.Writer, c *capacity.Config, o Options) error {
	head := []string{"QUEUE", "TYPE", "CAPACITY", "MAXIMUM", "USER-LIMIT-FACTOR", "STATE"}
	var rows []capacityRow
	walkCapacity(c.Root, "", "", o.Wide, func(q *capacity.Queue, name string) {
		kind := "leaf"
		if !q.IsLeaf() || q.Parent == nil {
			kind = "par"
		}
		capText, maxText := orDash(q.Capacity.Raw), orDash(q.MaxCapacity.Raw)
		if q.Parent == nil {
			capText, maxText = "100", "100"
		}
		rows = append(rows, capacityRow{name, []string{kind, capText, maxText, orDash(q.Settings["user-limit-factor"].Raw), orDash(strings.ToUpper(q.Settings["state"].Raw))}})
	})
	return writeCapacityTable(w, head, rows, o.Width)
}

func orDash(s string) string {
	if strings.TrimSpace(s) == "" {
		return "-"
	}
	return strings.TrimSpace(s)
}

// pct writes a fraction as a percentage with up to two decimals.
func pct(f float32) string {
	s := strconv.FormatFloat(float64(f)*100, 'f', 2, 64)
	s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	return s + "%"
}

// walkCapacity visits q and its subtree in order with tree lines before
// each name (the full path with wide).
func walkCapacity(q *capacity.Queue, prefix, branch string, wide bool, visit func(*capacity.Queue, string)) {
	name := q.Name
	if wide {
		name = q.Path
	}
	visit(q, prefix+branch+name)
	next := prefix
	switch branch {
	case "├─ ":
		next += "│  "
	case "└─ ":
		next += "   "
	}
	for i, ch := range q.Children {
		b := "├─ "
		if i == len(q.Children)-1 {
			b = "└─ "
		}
		walkCapacity(ch, next, b, wide, visit)
	}
}

// writeCapacityTable aligns the columns (names by runes) and cuts each
// line at width with "…" when width > 0.
func writeCapacityTable(w io.Writer, head []string, rows []capacityRow, width int) error {
	widths := make([]int, len(head))
	all := append([]capacityRow{{head[0], head[1:]}}, rows...)
	for _, r := range all {
		widths[0] = max(widths[0], utf8.RuneCountInString(r.name))
		for i, c := range r.cells {
			widths[i+1] = max(widths[i+1], utf8.RuneCountInString(c))
		}
	}
	b := bufio.NewWriterSize(w, 64<<10)
	var line []byte
	for _, r := range all {
		line = append(line[:0], r.name...)
		line = pad(line, widths[0]-utf8.RuneCountInString(r.name))
		for i, c := range r.cells {
			line = append(line, "  "...)
			if i < len(r.cells)-1 {
				line = pad(line, widths[i+1]-utf8.RuneCountInString(c))
			}
			line = append(line, c...)
		}
		line = cut(bytes.TrimRight(line, " "), width)
		b.Write(line)
		b.WriteByte('\n')
	}
	return b.Flush()
}

func pad(b []byte, n int) []byte {
	for ; n > 0; n-- {
		b = append(b, ' ')
	}
	return b
}

// cut shortens a line to width runes, the last one "…", when width > 0.
func cut(line []byte, width int) []byte {
	if width <= 0 || utf8.RuneCount(line) <= width {
		return line
	}
	n, i := 0, 0
	for i < len(line) && n < width-1 {
		_, size := utf8.DecodeRune(line[i:])
		i += size
		n++
	}
	return append(line[:i:i], "…"...)
}

// CapacitySharesJSON writes {"queues":[…]} with every figure of every
// queue, resources as {"memory-mb":n,"vcores":n,…}, byte for byte as
// encoding/json with two-space indentation writes it (streamed a queue at a
// time; schema/cs-shares.schema.json).
func CapacitySharesJSON(w io.Writer, shares []capacity.Share, types xmlconf.ResourceTypes) error {
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
func appendCapacityShare(b []byte, s *capacity.Share, types xmlconf.ResourceTypes) []byte {
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
	res := func(name string, r xmlconf.Resource) {
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
