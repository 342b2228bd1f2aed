package render

import (
	"encoding/json"
	"io"

	"github.com/fairsched/fairsched/core/diag"
)

// jsonDiagnostic fixes the key names and order of a diagnostic in JSON.
type jsonDiagnostic struct {
	File     string        `json:"file"`
	Line     int           `json:"line"`
	Column   int           `json:"column"`
	Rule     string        `json:"rule"`
	Severity string        `json:"severity"`
	Queue    string        `json:"queue"`
	Message  string        `json:"message"`
	Hint     string        `json:"hint"`
	Related  []jsonRelated `json:"related,omitempty"`
}

type jsonReport struct {
	Version     int              `json:"version"`
	Diagnostics []jsonDiagnostic `json:"diagnostics"`
}

// JSON writes the diagnostics as one object, {"version": 1, "diagnostics":
// [...]}, matching schema/lint.schema.json; an empty run gives [].
func JSON(w io.Writer, ds []diag.Finding) error {
	r := jsonReport{Version: 1, Diagnostics: []jsonDiagnostic{}}
	for _, d := range ds {
		r.Diagnostics = append(r.Diagnostics, jsonDiagnostic{
			File: d.File, Line: int(d.Pos.Line), Column: int(d.Pos.Col), Rule: d.Rule,
			Severity: d.Severity.String(), Queue: d.Queue, Message: d.Message, Hint: d.Hint,
			Related: relatedJSON(d.Related),
		})
	}
	return writeJSON(w, r)
}

func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}
