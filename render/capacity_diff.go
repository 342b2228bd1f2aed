package render

import (
	"fmt"
	"io"
	"strings"

	"github.com/fairsched/fairsched/analysis/diff"
	"github.com/fairsched/fairsched/core/resource"
)

// CapacityDiffTree writes two capacity-scheduler.xml files compared, for
// a terminal: a summary, the changed global properties, every changed
// queue (biggest change of guarantee first) with its guarantee and
// maximum before and after and its changed properties, then the findings
// introduced and fixed. The title, summary and finding lines stay whole;
// the others fold at o.Width.
func CapacityDiffTree(w io.Writer, r *diff.CapacityResult, o DiffOptions) error {
	t := &diffTreeWriter{p: newPalette(o.Color), width: o.Width, units: o.Units}
	n := notation{types: r.Types, units: o.Units}
	on := "no --cluster: properties and findings only"
	if r.Cluster != nil {
		on = "cluster " + n.resource(r.Cluster)
	}
	t.whole(0, fmt.Sprintf("%s → %s (Hadoop %s, %s)", r.Old, r.New, r.HadoopVersion, on), t.p.bold.Sprint)
	t.whole(0, capacityDiffCounts(r), nil)
	for _, side := range r.Refused {
		t.whole(0, capacityRefusedText(r, side), t.p.err.Sprint)
	}
	if len(r.Globals) > 0 {
		t.b.WriteString("\n")
		t.line(0, "global properties:", t.p.bold.Sprint)
		for _, p := range r.Globals {
			t.line(1, propertyChangeText(p), nil)
		}
	}
	if len(r.Queues) > 0 {
		t.b.WriteString("\n")
		title := "queues (biggest change of guarantee first):"
		if r.Cluster == nil || len(r.Refused) > 0 {
			title = "queues:" // no figures to rank them by
		}
		t.line(0, title, t.p.bold.Sprint)
	}
	for _, q := range r.Queues {
		t.line(1, q.Queue+" ("+string(q.Change)+")", nil)
		if s := figuresChange(n, q.Before, q.After, guaranteed); s != "" {
			t.line(2, "guaranteed: "+s, nil)
		}
		if s := figuresChange(n, q.Before, q.After, maximum); s != "" {
			t.line(2, "maximum: "+s, nil)
		}
		for _, p := range q.Properties {
			t.line(2, propertyChangeText(p), nil)
		}
	}
	t.findings("findings introduced", r.Findings.Introduced, t.p.err.Sprint)
	t.findings("findings fixed", r.Findings.Fixed, t.p.good.Sprint)
	_, err := io.WriteString(w, t.b.String())
	return err
}

// capacityRefusedText says once that Hadoop refuses a side, and so that
// no figure is compared: "NEW is refused by Hadoop 3.3.6: new.xml would
// not load (its errors are below), so no queue's guarantee or maximum is
// compared".
func capacityRefusedText(r *diff.CapacityResult, side string) string {
	file := r.Old
	if side == "new" {
		file = r.New
	}
	return fmt.Sprintf("%s is refused by Hadoop %s: %s would not load (its errors are among the findings below), so no queue's guarantee or maximum is compared",
		strings.ToUpper(side), r.HadoopVersion, file)
}

func capacityDiffCounts(r *diff.CapacityResult) string {
	return fmt.Sprintf("queues: %d added, %d removed, %d changed, %d unchanged; findings: %d introduced, %d fixed, %d unchanged",
		r.Counts[diff.Added], r.Counts[diff.Removed], r.Counts[diff.Changed], r.Counts[diff.Unchanged],
		len(r.Findings.Introduced), len(r.Findings.Fixed), len(r.Findings.Unchanged))
}

// propertyChangeText is "name: old → new", "(unset)" for a side without
// it.
func propertyChangeText(p diff.Property) string {
	return p.Name + ": " + orUnset(p.Old) + " → " + orUnset(p.New)
}

func orUnset(s string) string {
	if s == "" {
		return "(unset)"
	}
	return s
}

func guaranteed(f *diff.CapacityFigures) resource.Resource { return f.Guaranteed }

func maximum(f *diff.CapacityFigures) resource.Resource { return f.Maximum }

// figuresChange is "40 GiB, 40 vcores → 50 GiB, 50 vcores (+10 GiB, +10
// vcores)" for the figure of, "" when it did not move or no side has
// figures ("-" for the side without).
func figuresChange(n notation, before, after *diff.CapacityFigures, of func(*diff.CapacityFigures) resource.Resource) string {
	if before == nil && after == nil {
		return ""
	}
	var b, a resource.Resource
	bs, as := "-", "-"
	if before != nil {
		b = of(before)
		bs = n.resource(b)
	}
	if after != nil {
		a = of(after)
		as = n.resource(a)
	}
	if bs == as {
		return ""
	}
	d := make(resource.Resource, max(len(a), len(b)))
	for i := range d {
		d[i] = a.Get(i) - b.Get(i)
	}
	return fmt.Sprintf("%s → %s (%s)", bs, as, n.signed(d))
}

// CapacityDiffMarkdown writes two capacity-scheduler.xml files compared
// as GitHub-flavoured Markdown for a pull-request comment: the summary, a
// table of the changed queues (biggest change of guarantee first), one of
// the changed properties, and the findings introduced and fixed.
func CapacityDiffMarkdown(w io.Writer, r *diff.CapacityResult) error {
	var b strings.Builder
	n := notation{types: r.Types}
	fmt.Fprintf(&b, "### fairsched diff: %s → %s (Hadoop %s)\n\n%s\n\n", diffMDText(r.Old), diffMDText(r.New), r.HadoopVersion, capacityDiffCounts(r))
	for _, side := range r.Refused {
		fmt.Fprintf(&b, "**%s.**\n\n", diffMDText(capacityRefusedText(r, side)))
	}
	if r.Cluster != nil && len(r.Refused) == 0 && len(r.Queues) > 0 {
		fmt.Fprintf(&b, "On a cluster of %s:\n\n", n.resource(r.Cluster))
		t := newDiffMDTable(&b, "queue", "change", "guaranteed", "maximum")
		for _, q := range r.Queues {
			t.row(diffMDCode(q.Queue), string(q.Change),
				diffMDText(orDash(figuresChange(n, q.Before, q.After, guaranteed))), diffMDText(orDash(figuresChange(n, q.Before, q.After, maximum))))
		}
		t.end()
	}
	props := newDiffMDTable(&b, "queue", "property", "before", "after")
	for _, p := range r.Globals {
		props.row("(global)", diffMDCode(p.Name), diffMDText(orUnset(p.Old)), diffMDText(orUnset(p.New)))
	}
	for _, q := range r.Queues {
		for _, p := range q.Properties {
			props.row(diffMDCode(q.Queue), diffMDCode(p.Name), diffMDText(orUnset(p.Old)), diffMDText(orUnset(p.New)))
		}
	}
	props.end()
	diffMDFindings(&b, "Findings introduced", r.Findings.Introduced)
	diffMDFindings(&b, "Findings fixed", r.Findings.Fixed)
	_, err := io.WriteString(w, b.String())
	return err
}

// csDiffJSON is `diff --format json` of two capacity-scheduler.xml files
// (schema/cs-diff.schema.json).
type csDiffJSON struct {
	SchemaVersion int               `json:"schemaVersion"`
	Scheduler     string            `json:"scheduler"`
	Old           string            `json:"old"`
	New           string            `json:"new"`
	Hadoop        string            `json:"hadoopVersion"`
	Cluster       map[string]int64  `json:"cluster"`
	Summary       diffCounts        `json:"summary"`
	Globals       []csPropertyJSON  `json:"globals"`
	Queues        []csDiffQueueJSON `json:"queues"`
	Findings      diffFindingsJSON  `json:"findings"`
	Refused       []string          `json:"refused"`
}

type csPropertyJSON struct {
	Name string  `json:"name"`
	Old  *string `json:"old"`
	New  *string `json:"new"`
}

type csDiffQueueJSON struct {
	Queue           string           `json:"queue"`
	Change          string           `json:"change"`
	Before          *csFiguresJSON   `json:"before"`
	After           *csFiguresJSON   `json:"after"`
	GuaranteeChange map[string]int64 `json:"guaranteeChange"`
	Properties      []csPropertyJSON `json:"properties"`
}

type csFiguresJSON struct {
	AbsoluteCapacity        float32          `json:"absoluteCapacity"`
	AbsoluteMaximumCapacity float32          `json:"absoluteMaximumCapacity"`
	Guaranteed              map[string]int64 `json:"guaranteed"`
	Maximum                 map[string]int64 `json:"maximum"`
}

// CapacityDiffJSON writes two capacity-scheduler.xml files compared as
// one object matching schema/cs-diff.schema.json: the changed queues
// (biggest change of guarantee first) with their figures on the cluster
// (RES objects as in `shares --format json`) and changed properties, the
// changed global properties, and the findings (as `lint --format json`
// writes them) introduced, fixed and unchanged.
func CapacityDiffJSON(w io.Writer, r *diff.CapacityResult) error {
	out := csDiffJSON{SchemaVersion: 1, Scheduler: "capacity", Old: r.Old, New: r.New, Hadoop: r.HadoopVersion,
		Cluster: resMap(r.Cluster, r.Types), Globals: propertiesJSON(r.Globals), Queues: []csDiffQueueJSON{},
		Summary: diffCountsOf(r.Counts, r.Findings),
		Findings: diffFindingsJSON{Introduced: diffDiagnosticsJSON(r.Findings.Introduced), Fixed: diffDiagnosticsJSON(r.Findings.Fixed),
			Unchanged: diffDiagnosticsJSON(r.Findings.Unchanged)}, Refused: append([]string{}, r.Refused...)}
	for _, q := range r.Queues {
		out.Queues = append(out.Queues, csDiffQueueJSON{Queue: q.Queue, Change: string(q.Change), Before: figuresJSON(q.Before, r.Types),
			After: figuresJSON(q.After, r.Types), GuaranteeChange: resMap(q.GuaranteeChange(), r.Types), Properties: propertiesJSON(q.Properties)})
	}
	return writeJSON(w, out)
}

func figuresJSON(f *diff.CapacityFigures, types resource.ResourceTypes) *csFiguresJSON {
	if f == nil {
		return nil
	}
	return &csFiguresJSON{AbsoluteCapacity: f.AbsoluteCapacity, AbsoluteMaximumCapacity: f.AbsoluteMaximumCapacity,
		Guaranteed: resMap(f.Guaranteed, types), Maximum: resMap(f.Maximum, types)}
}

// resMap is a resource as a RES object, {"memory-mb": n, "vcores": n,
// ...}; nil for none.
func resMap(r resource.Resource, types resource.ResourceTypes) map[string]int64 {
	if r == nil {
		return nil
	}
	if len(types) == 0 {
		types = resource.DefaultResourceTypes
	}
	m := make(map[string]int64, len(r))
	for i, v := range r {
		if i < len(types) {
			m[types[i]] = v
		}
	}
	return m
}

func propertiesJSON(ps []diff.Property) []csPropertyJSON {
	out := make([]csPropertyJSON, 0, len(ps))
	for _, p := range ps {
		j := csPropertyJSON{Name: p.Name}
		if p.Old != "" {
			j.Old = &p.Old
		}
		if p.New != "" {
			j.New = &p.New
		}
		out = append(out, j)
	}
	return out
}
