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

// JSON writes the diagnostics as one object, {"version": 1, "diagnostics":
// [...]}, matching schema/lint.schema.json; an empty run gives []. It
// streams them a diagnostic at a time, byte for byte as writeJSON writes
// a jsonDiagnostic list: no copy of the whole report is built.
func JSON(w io.Writer, ds []diag.Finding) error {
	c := newChunkWriter(w)
	c.buf = append(c.buf, "{\n  \"version\": 1,\n  \"diagnostics\": "...)
	if err := c.list(1, len(ds), func(i int) { c.buf = diffDiagnosticObj(c.buf, 2, diffDiagnostic(ds[i])) }); err != nil {
		return err
	}
	c.buf = append(c.buf, "\n}\n"...)
	return c.flush(0)
}

// writeJSON writes v as encoding/json does with SetIndent("", "  ") and
// SetEscapeHTML(false), indenting the compact encoding as the encoder
// hands it on (jsonIndenter) instead of into a second copy of it.
func writeJSON(w io.Writer, v any) error {
	in := &jsonIndenter{c: newChunkWriter(w)}
	enc := json.NewEncoder(in)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return err
	}
	return in.c.flush(0)
}
