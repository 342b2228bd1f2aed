package render

import (
	"strings"

	"github.com/fairsched/fairsched/analysis/drift"
)

// csDriftFields are the Capacity Scheduler values drift's table shows, by
// the RM's names, with their headers; the others (resources, AM, ACLs,
// partitions) are in the findings and the JSON.
var csDriftFields = []struct{ name, header string }{
	{"capacity", "CAPACITY"},
	{"absoluteCapacity", "ABS CAPACITY"},
	{"maxCapacity", "MAX"},
	{"absoluteMaxCapacity", "ABS MAX"},
	{"userLimit", "USER LIMIT"},
	{"userLimitFactor", "ULF"},
	{"maxApplications", "MAX APPS"},
	{"state", "STATE"},
}

// csDriftColumns are the table's columns for a Capacity Scheduler: a
// column where some queue differs is never left out to fit a width;
// otherwise fitting leaves out the rightmost first.
func csDriftColumns(r *drift.Report) []column {
	cols := []column{{id: "queue", header: "QUEUE"}, {id: "drift", header: "DRIFT"}}
	for i, f := range csDriftFields {
		cols = append(cols, column{id: f.name, header: f.header, drop: len(csDriftFields) - i})
	}
	for _, q := range r.Queues {
		for i, c := range csDriftCells(q) {
			if strings.Contains(c, driftDiffers) {
				cols[i+2].drop = 0
			}
		}
	}
	return cols
}

// csDriftCells are a Capacity Scheduler queue's cells, in csDriftFields'
// order: the file's value, and the RM's where they differ.
func csDriftCells(q drift.Queue) []string {
	out := make([]string, len(csDriftFields))
	for i, f := range csDriftFields {
		file, rm := csDriftValue(q.File, f.name), csDriftValue(q.RM, f.name)
		if v, ok := q.Field(f.name); ok {
			file, rm = v.File, v.RM
		}
		out[i] = driftCell(file, rm, file != "", rm != "")
	}
	return out
}

// csDriftValue is one side's value of a queue on one side only (the
// other side nil), as the findings word it.
func csDriftValue(v *drift.Values, name string) string {
	if v == nil {
		return ""
	}
	alone := drift.Queue{File: v, RM: v}
	f, _ := alone.Field(name)
	return f.File
}
