package render

import (
	"fmt"
	"io"
	"strings"

	"github.com/fairsched/fairsched/analysis/diff"
)

// This file writes a comparison that cannot be made because Hadoop refuses
// OLD or NEW: the refused files and the findings that block them, in the
// three diff formats, so that a pull-request comment shows why.

// diffRefusedHead is the sentence that opens a refusal: "NEW is refused by
// Hadoop 3.3.6: new.xml would not load (1 blocking finding), so nothing is
// compared".
func diffRefusedHead(r *diff.Refused, s diff.Refusal) string {
	return fmt.Sprintf("%s is refused by Hadoop %s: %s would not load (%s), so nothing is compared",
		strings.ToUpper(s.Side), r.HadoopVersion, s.File, plural(len(s.Findings), "blocking finding"))
}

// DiffRefusedTree writes the refused files for a terminal: the header
// line of DiffTree, then each refused file with its blocking findings and
// their hints.
func DiffRefusedTree(w io.Writer, r *diff.Refused, o DiffOptions) error {
	t := &diffTreeWriter{p: newPalette(o.Color), width: o.Width}
	t.whole(0, fmt.Sprintf("%s → %s (Hadoop %s)", r.Old, r.New, r.HadoopVersion), t.p.bold.Sprint)
	for _, s := range r.Sides {
		t.b.WriteString("\n")
		t.whole(0, diffRefusedHead(r, s), t.p.err.Sprint)
		for _, d := range s.Findings {
			t.whole(1, fmt.Sprintf("%s: %s: %s [%s]", findingPlace(d.File, d.Pos), d.Severity, diffText(d), d.Rule), nil)
			if d.Hint != "" {
				t.line(3, "hint: "+d.Hint, nil)
			}
			for _, rel := range d.Related {
				t.whole(3, fmt.Sprintf("see %s: %s", findingPlace(rel.File, rel.Pos), rel.Message), nil)
			}
		}
	}
	_, err := io.WriteString(w, t.b.String())
	return err
}

// DiffRefusedMarkdown writes the refused files as the pull-request comment
// of DiffMarkdown (same marker and heading): each refused file and a table
// of its blocking findings, not folded.
func DiffRefusedMarkdown(w io.Writer, r *diff.Refused) error {
	var b strings.Builder
	b.WriteString("<!-- fairsched-diff -->\n")
	fmt.Fprintf(&b, "### fairsched diff: %s → %s\n\n", diffMDCode(r.Old), diffMDCode(r.New))
	for _, s := range r.Sides {
		fmt.Fprintf(&b, "**%s**\n\n", diffMDText(diffRefusedHead(r, s)+"."))
		t := newDiffMDTable(&b, "where", "rule", "finding", "hint")
		for _, d := range s.Findings {
			t.row(diffMDText(findingPlace(d.File, d.Pos)), diffMDCode(d.Rule),
				diffMDText(diffText(d)+diffSeeText(d.Related)), diffMDText(d.Hint))
		}
		t.end()
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// The JSON shape of a refused comparison in schema/diff.schema.json.
type (
	diffRefusedJSON struct {
		SchemaVersion int                   `json:"schemaVersion"`
		HadoopVersion string                `json:"hadoopVersion"`
		Old           string                `json:"old"`
		New           string                `json:"new"`
		Refused       []diffRefusalSideJSON `json:"refused"`
	}
	diffRefusalSideJSON struct {
		Side     string           `json:"side"`
		File     string           `json:"file"`
		Findings []jsonDiagnostic `json:"findings"`
	}
)

// DiffRefusedJSON writes the refused files as one object matching the
// "refused" form of schema/diff.schema.json.
func DiffRefusedJSON(w io.Writer, r *diff.Refused) error {
	v := diffRefusedJSON{SchemaVersion: 1, HadoopVersion: r.HadoopVersion, Old: r.Old, New: r.New}
	for _, s := range r.Sides {
		v.Refused = append(v.Refused, diffRefusalSideJSON{Side: s.Side, File: s.File, Findings: diffDiagnosticsJSON(s.Findings)})
	}
	return writeJSON(w, v)
}
