package render

import (
	"io"
	"iter"
	"maps"
	"slices"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/lint"
)

// csTree is `tree --format json` of a capacity-scheduler.xml
// (schema/cs-tree.schema.json).
type csTree struct {
	SchemaVersion int               `json:"schemaVersion"`
	Scheduler     string            `json:"scheduler"`
	Hadoop        string            `json:"hadoopVersion"`
	Globals       map[string]string `json:"globals"`
	Mappings      []csMapping       `json:"mappings"`
	Refused       []jsonRefusal     `json:"refused,omitempty"`
	Root          *csQueue          `json:"root"`
}

type csMapping struct {
	Entry  string `json:"entry"`
	Target string `json:"target"`
	Line   int    `json:"line"`
}

type csQueue struct {
	Path            string             `json:"path"`
	Name            string             `json:"name"`
	Type            string             `json:"type"`
	Capacity        *csValue           `json:"capacity"`
	MaximumCapacity *csValue           `json:"maximumCapacity"`
	Labels          map[string]csLabel `json:"labels"`
	Settings        map[string]string  `json:"settings"`
	AutoCreation    *csAutoCreation    `json:"autoCreation,omitempty"`
	Children        []*csQueue         `json:"children"`
}

// csAutoCreation is how a parent creates its children at submission.
type csAutoCreation struct {
	Kind      string            `json:"kind"`
	MaxQueues int32             `json:"maxQueues"`
	Template  map[string]string `json:"template"`
}

// csAutoKinds names the kinds of auto-creation in JSON.
var csAutoKinds = map[capacity.AutoCreation]string{capacity.LegacyAutoCreation: "legacy", capacity.FlexibleAutoCreation: "flexible"}

type csLabel struct {
	Capacity        *csValue `json:"capacity"`
	MaximumCapacity *csValue `json:"maximumCapacity"`
}

// csValue is a capacity as written and as read: its form, the number of
// a percentage or weight, the per-type parts of an absolute resource or
// capacity vector.
type csValue struct {
	Form    string    `json:"form"`
	Text    string    `json:"text"`
	Number  *float32  `json:"number,omitempty"`
	Entries []csEntry `json:"entries,omitempty"`
	Line    int       `json:"line"`
}

type csEntry struct {
	Type  string  `json:"type"`
	Form  string  `json:"form"`
	Value float64 `json:"value"`
}

// csForms names the forms of a capacity in JSON.
var csForms = map[capacity.Kind]string{capacity.Percent: "percent", capacity.Weight: "weight", capacity.Absolute: "absolute", capacity.Vector: "vector"}

// CapacityTreeJSON writes the queue tree of a capacity-scheduler.xml as
// release v reads it, matching schema/cs-tree.schema.json: every queue
// with its capacity and maximum-capacity (form, text, number or
// per-type parts), node-label capacities and other properties as
// written; the global properties; the mapping rules; and, when Hadoop
// refuses the file, every reason ("refused").
func CapacityTreeJSON(w io.Writer, c *capacity.Config, v hadoop.Version) error {
	t := csTree{SchemaVersion: 1, Scheduler: "capacity", Hadoop: v.String(), Globals: rawSettings(maps.All(c.Globals)), Mappings: []csMapping{}, Root: csQueueOf(c.Root)}
	for _, m := range c.Mappings {
		t.Mappings = append(t.Mappings, csMapping{Entry: m.Entry, Target: m.Target, Line: int(m.Pos.Line)})
	}
	var refusals []diag.Finding
	for _, f := range lint.CapacityReaderFindings(c) {
		if f.Refuses {
			refusals = append(refusals, f)
		}
	}
	if len(refusals) > 0 {
		t.Refused = refusalsJSON(refusals)
	}
	return writeJSON(w, t)
}

func csQueueOf(q *capacity.Queue) *csQueue {
	out := &csQueue{Path: q.Path, Name: q.Name, Type: "leaf", Capacity: csValueOf(q.Capacity), MaximumCapacity: csValueOf(q.MaxCapacity),
		Labels: map[string]csLabel{}, Settings: rawSettings(q.Settings.All()), Children: []*csQueue{}}
	if !q.IsLeaf() || q.Parent == nil {
		out.Type = "parent"
	}
	if t, ok := q.Template(); ok {
		out.AutoCreation = &csAutoCreation{Kind: csAutoKinds[t.Kind], MaxQueues: t.MaxQueues, Template: rawSettings(t.Settings.All())}
	}
	for _, l := range slices.Sorted(maps.Keys(q.LabelCapacity)) {
		out.Labels[l] = csLabel{Capacity: csValueOf(q.LabelCapacity[l])}
	}
	for _, l := range slices.Sorted(maps.Keys(q.LabelMaxCapacity)) {
		lc := out.Labels[l]
		lc.MaximumCapacity = csValueOf(q.LabelMaxCapacity[l])
		out.Labels[l] = lc
	}
	for _, ch := range q.Children {
		out.Children = append(out.Children, csQueueOf(ch))
	}
	return out
}

// csValueOf is v in JSON; nil when the property is not set.
func csValueOf(v capacity.Value) *csValue {
	if v.Kind == capacity.Unset {
		return nil
	}
	out := &csValue{Form: csForms[v.Kind], Text: v.Raw, Line: int(v.Pos.Line)}
	if (v.Kind == capacity.Percent || v.Kind == capacity.Weight) && v.Number == v.Number { // NaN has no JSON number
		n := v.Number
		out.Number = &n
	}
	for _, e := range v.Entries {
		out.Entries = append(out.Entries, csEntry{Type: e.Type, Form: csForms[e.Kind], Value: e.Value})
	}
	return out
}

// rawSettings maps each property suffix to its value as written.
func rawSettings(all iter.Seq2[string, capacity.Setting]) map[string]string {
	out := map[string]string{}
	for k, v := range all {
		out[k] = v.Raw
	}
	return out
}
