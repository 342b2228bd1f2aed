package render

import (
	"bytes"
	"encoding/json"
	"fmt"
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
	if err := compactJSON(in).Encode(v); err != nil {
		return err
	}
	return in.c.flush(0)
}

// writeJSONItems is writeJSON of v whose last empty array under key (the
// last `"key":[]` of its compact encoding, which a string cannot hold
// unescaped) holds the n values item returns instead: they are encoded
// one at a time into the stream, so that neither the list nor its whole
// encoding is ever built.
func writeJSONItems(w io.Writer, v any, key string, n int, item func(i int) any) error {
	var outer, one bytes.Buffer
	if err := compactJSON(&outer).Encode(v); err != nil {
		return err
	}
	mark := []byte(`"` + key + `":[]`)
	at := bytes.LastIndex(outer.Bytes(), mark)
	if at < 0 {
		return fmt.Errorf("render: no empty %q list to stream into", key)
	}
	split := at + len(mark) - 1 // between the brackets
	in := &jsonIndenter{c: newChunkWriter(w)}
	if _, err := in.Write(outer.Bytes()[:split]); err != nil {
		return err
	}
	enc := compactJSON(&one)
	for i := range n {
		one.Reset()
		if i > 0 {
			one.WriteByte(',')
		}
		if err := enc.Encode(item(i)); err != nil {
			return err
		}
		if _, err := in.Write(bytes.TrimSuffix(one.Bytes(), []byte{'\n'})); err != nil {
			return err
		}
	}
	if _, err := in.Write(outer.Bytes()[split:]); err != nil {
		return err
	}
	return in.c.flush(0)
}

// compactJSON returns an encoder of compact JSON without HTML escaping,
// into w.
func compactJSON(w io.Writer) *json.Encoder {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	return enc
}
