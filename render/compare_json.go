package render

import (
	"encoding/json"
	"io"
	"strconv"
	"strings"

	"github.com/fairsched/fairsched/analysis/compare"
	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/core/resource"
)

// CompareJSON writes rep as {"queues": [...], "findings": [...]}
// (schema/compare.schema.json), byte for byte as encoding/json would indent
// it, streamed a queue at a time: per queue "queue", "fair" (steady, max,
// minShare, instantaneous with --active, maxRunningApps or null),
// "capacity" (guaranteed, maximum, absolute fractions, application limits,
// userLimitFactor, estimate and estimateMethod with --active) and
// "difference" (capacity minus fair), null for a side the queue lacks.
func CompareJSON(w io.Writer, rep compare.Report, types resource.ResourceTypes) error {
	j := &compareWriter{chunkWriter: newChunkWriter(w), types: types}
	for _, t := range types {
		j.keys = append(j.keys, string(appendJSONString(nil, t))+": ")
	}
	j.buf = append(j.buf, "{\n  \"queues\": ["...)
	for i, r := range rep.Queues {
		if i > 0 {
			j.buf = append(j.buf, ',')
		}
		j.queue(r)
		if err := j.flush(1 << 16); err != nil {
			return err
		}
	}
	j.buf = append(j.buf, "\n  ],\n  \"findings\": "...)
	j.findings(rep.Findings)
	j.buf = append(j.buf, "\n}\n"...)
	return j.flush(0)
}

type compareWriter struct {
	chunkWriter
	types resource.ResourceTypes
	keys  []string // `"memory-mb": ` per type
}

func (j *compareWriter) key(depth int, k string) {
	j.buf = newline(j.buf, depth)
	j.buf = append(append(append(j.buf, '"'), k...), "\": "...)
}

func (j *compareWriter) res(depth int, r resource.Resource) {
	if len(j.types) == 0 {
		j.buf = append(j.buf, "{}"...)
		return
	}
	j.buf = append(j.buf, '{')
	for i := range j.types {
		if i > 0 {
			j.buf = append(j.buf, ',')
		}
		j.buf = newline(j.buf, depth+1)
		j.buf = strconv.AppendInt(append(j.buf, j.keys[i]...), r.Get(i), 10)
	}
	j.buf = append(newline(j.buf, depth), '}')
}

// field writes `,\n<indent>"k": ` then r; first omits the comma.
func (j *compareWriter) resField(depth int, k string, r resource.Resource, first bool) {
	if !first {
		j.buf = append(j.buf, ',')
	}
	j.key(depth, k)
	j.res(depth, r)
}

func (j *compareWriter) queue(r compare.Row) {
	j.buf = append(newline(j.buf, 2), '{')
	j.key(3, "queue")
	j.buf = appendJSONString(j.buf, r.Queue)
	j.buf = append(j.buf, ',')
	j.key(3, "fair")
	j.fair(r.Fair)
	j.buf = append(j.buf, ',')
	j.key(3, "capacity")
	j.capacity(r.Capacity)
	j.buf = append(j.buf, ',')
	j.key(3, "difference")
	j.difference(r)
	j.buf = append(newline(j.buf, 2), '}')
}

func (j *compareWriter) fair(f *compare.Fair) {
	if f == nil {
		j.buf = append(j.buf, "null"...)
		return
	}
	j.buf = append(j.buf, '{')
	j.resField(4, "steady", f.Steady, true)
	j.resField(4, "max", f.Max, false)
	j.resField(4, "minShare", f.MinShare, false)
	if f.Instantaneous != nil {
		j.resField(4, "instantaneous", f.Instantaneous, false)
	}
	j.buf = append(j.buf, ',')
	j.key(4, "maxRunningApps")
	if f.MaxRunningApps < 0 {
		j.buf = append(j.buf, "null"...)
	} else {
		j.buf = strconv.AppendInt(j.buf, int64(f.MaxRunningApps), 10)
	}
	j.buf = append(newline(j.buf, 3), '}')
}

func (j *compareWriter) capacity(c *compare.Capacity) {
	if c == nil {
		j.buf = append(j.buf, "null"...)
		return
	}
	j.buf = append(j.buf, '{')
	j.resField(4, "guaranteed", c.Guaranteed, true)
	j.resField(4, "maximum", c.Maximum, false)
	j.float(4, "absoluteCapacity", c.AbsoluteCapacity)
	j.float(4, "absoluteMaximum", c.AbsoluteMaximum)
	j.int(4, "maxApplications", c.MaxApplications)
	j.int(4, "maxApplicationsPerUser", c.MaxApplicationsPerUser)
	j.float(4, "userLimitFactor", c.UserLimitFactor)
	if c.Estimate != nil {
		j.resField(4, "estimate", c.Estimate, false)
		j.buf = append(j.buf, ',')
		j.key(4, "estimateMethod")
		j.buf = appendJSONString(j.buf, compare.EstimateMethod)
	}
	j.buf = append(newline(j.buf, 3), '}')
}

func (j *compareWriter) float(depth int, k string, f float32) {
	j.buf = append(j.buf, ',')
	j.key(depth, k)
	j.buf = appendJSONFloat32(j.buf, f)
}

func (j *compareWriter) int(depth int, k string, n int32) {
	j.buf = append(j.buf, ',')
	j.key(depth, k)
	j.buf = strconv.AppendInt(j.buf, int64(n), 10)
}

func (j *compareWriter) difference(r compare.Row) {
	if r.Fair == nil || r.Capacity == nil {
		j.buf = append(j.buf, "null"...)
		return
	}
	j.buf = append(j.buf, '{')
	j.resField(4, "guaranteed", minus(r.Capacity.Guaranteed, r.Fair.Steady), true)
	j.resField(4, "maximum", minus(r.Capacity.Maximum, r.Fair.Max), false)
	if r.Capacity.Estimate != nil && r.Fair.Instantaneous != nil {
		j.resField(4, "active", minus(r.Capacity.Estimate, r.Fair.Instantaneous), false)
	}
	j.buf = append(newline(j.buf, 3), '}')
}

// findings writes the findings array; the first error of the writer comes
// back from CompareJSON's last flush.
func (j *compareWriter) findings(ds []diag.Finding) {
	_ = j.list(1, len(ds), func(i int) { j.finding(ds[i]) })
}

func (j *compareWriter) finding(d diag.Finding) {
	j.buf = append(j.buf, '{')
	j.str(3, "file", d.File, true)
	j.int(3, "line", d.Pos.Line)
	j.int(3, "column", d.Pos.Col)
	j.str(3, "rule", d.Rule, false)
	j.str(3, "severity", d.Severity.String(), false)
	j.str(3, "queue", d.Queue, false)
	j.str(3, "message", d.Message, false)
	j.str(3, "hint", d.Hint, false)
	if rel := relatedJSON(d.Related); rel != nil {
		j.buf = append(j.buf, ',')
		j.key(3, "related")
		out, _ := json.MarshalIndent(rel, strings.Repeat("  ", 3), "  ")
		j.buf = append(j.buf, out...)
	}
	j.buf = append(newline(j.buf, 2), '}')
}

func (j *compareWriter) str(depth int, k, v string, first bool) {
	if !first {
		j.buf = append(j.buf, ',')
	}
	j.key(depth, k)
	j.buf = appendJSONString(j.buf, v)
}
