package render

import (
	"bufio"
	"bytes"
	"encoding/json"
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
		out = append(out, lint.Diagnostic{File: f.File, Pos: pos, Rule: f.Code, Severity: lintSeverity(f.Severity),
			Queue: f.Queue, Message: f.Msg, Hint: f.Hint})
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

// capacityShareJSON is one queue of `shares --format json` for a
// capacity-scheduler.xml (schema/cs-shares.schema.json).
type capacityShareJSON struct {
	Queue                   string           `json:"queue"`
	Capacity                float32          `json:"capacity"`
	AbsoluteCapacity        float32          `json:"absoluteCapacity"`
	AbsoluteMaximumCapacity float32          `json:"absoluteMaximumCapacity"`
	Guaranteed              map[string]int64 `json:"guaranteed"`
	Maximum                 map[string]int64 `json:"maximum"`
	MaxApplications         int32            `json:"maxApplications"`
	MaxApplicationsPerUser  int32            `json:"maxApplicationsPerUser"`
	AMLimit                 map[string]int64 `json:"amLimit"`
	UserAMLimit             map[string]int64 `json:"userAMLimit"`
	UserLimit               map[string]int64 `json:"userLimit"`
	Weight                  float32          `json:"weight"`
	NormalizedWeight        float32          `json:"normalizedWeight"`
}

// CapacitySharesJSON writes {"queues":[…]} with every figure of every
// queue, resources as {"memory-mb":n,"vcores":n,…}.
func CapacitySharesJSON(w io.Writer, shares []capacity.Share, types xmlconf.ResourceTypes) error {
	out := struct {
		Queues []capacityShareJSON `json:"queues"`
	}{Queues: make([]capacityShareJSON, 0, len(shares))}
	res := func(r xmlconf.Resource) map[string]int64 {
		m := make(map[string]int64, len(types))
		for i, t := range types {
			m[t] = r.Get(i)
		}
		return m
	}
	for _, s := range shares {
		out.Queues = append(out.Queues, capacityShareJSON{Queue: s.Queue.Path, Capacity: s.Capacity, AbsoluteCapacity: s.AbsCapacity,
			AbsoluteMaximumCapacity: s.AbsMaxCapacity, Guaranteed: res(s.Guaranteed), Maximum: res(s.Maximum),
			MaxApplications: s.MaxApplications, MaxApplicationsPerUser: s.MaxApplicationsPerUser,
			AMLimit: res(s.AMLimit), UserAMLimit: res(s.UserAMLimit), UserLimit: res(s.UserLimit),
			Weight: s.Weight, NormalizedWeight: s.NormalizedWeight})
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}
