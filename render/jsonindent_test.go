package render

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/core/diag"
)

// indentOracle is writeJSON as it was: encoding/json's encoder indenting
// the whole value itself.
func indentOracle(t *testing.T, v any) string {
	t.Helper()
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		t.Fatal(err)
	}
	return buf.String()
}

// TestWriteJSONIndentsAsEncodingJSON holds writeJSON's indenter to the
// encoder's own indentation, on values with every kind of token, empty
// and nested objects and arrays, and strings holding JSON punctuation,
// escapes and multi-byte characters.
func TestWriteJSONIndentsAsEncodingJSON(t *testing.T) {
	long := strings.Repeat(`a "quoted" {x: [1,2]}, \ `, 5000) // crosses chunk boundaries
	for name, v := range map[string]any{
		"scalars":  []any{nil, true, false, 0, -1.5e-7, 1e21, "s"},
		"empty":    map[string]any{"o": map[string]any{}, "a": []int{}, "n": nil},
		"nested":   map[string]any{"a": []any{map[string]any{"b": []any{[]any{}, map[string]any{"c": 1}}}}, "d": "e"},
		"strings":  []string{`{"x":[1,2]}`, `a\b`, "tab\tnewline\n", `quote"`, "<&>", "héllo, 世界", "\u2028", long},
		"raw":      map[string]json.RawMessage{"r": json.RawMessage(`{"k":[1,{"z":[]}]}`)},
		"bigArray": make([]struct{ A, B string }, 20000),
		"topEmpty": []any{},
		"topStr":   "just a string",
	} {
		var got bytes.Buffer
		if err := writeJSON(&got, v); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if want := indentOracle(t, v); got.String() != want {
			t.Errorf("%s: writeJSON differs from encoding/json (%d bytes against %d)", name, got.Len(), len(want))
		}
	}
}

// lintReportOracle is the lint JSON report as it was encoded whole.
type lintReportOracle struct {
	Version     int              `json:"version"`
	Diagnostics []jsonDiagnostic `json:"diagnostics"`
}

// TestJSONStreamsAsEncoded checks that JSON, which streams the report a
// diagnostic at a time, writes what encoding/json wrote for the whole
// report: none, one, and several diagnostics with related places and
// strings that need escaping.
func TestJSONStreamsAsEncoded(t *testing.T) {
	full := diag.Finding{File: `dir/"f".xml`, Pos: diag.Pos{Line: 3, Col: 7}, Rule: "unknown-element", Severity: diag.Warning,
		Queue: "root.a", Message: "<weigth> is not read\n<br>", Hint: "write <weight>, é",
		Related: []diag.Related{{File: "g.xml", Pos: diag.Pos{Line: 1, Col: 2}, Message: "first here"}, {File: "h.xml", Message: "and here"}}}
	for name, ds := range map[string][]diag.Finding{
		"none":    nil,
		"one":     {{File: "f.xml", Rule: "r", Message: "m"}},
		"several": {full, {File: "f.xml", Pos: diag.Pos{Line: 9, Col: 1}, Rule: "r", Severity: diag.Error}, full},
	} {
		var got bytes.Buffer
		if err := JSON(&got, ds); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		r := lintReportOracle{Version: 1, Diagnostics: []jsonDiagnostic{}}
		for _, d := range ds {
			r.Diagnostics = append(r.Diagnostics, diffDiagnostic(d))
		}
		if want := indentOracle(t, r); got.String() != want {
			t.Errorf("%s: JSON wrote\n%s\nwant\n%s", name, got.String(), want)
		}
	}
}

// TestWriteJSONItemsAsWhole checks that a list streamed into a value's
// empty array is written as writeJSON writes the value holding the list:
// empty, one item and several, with a string that spells the key.
func TestWriteJSONItemsAsWhole(t *testing.T) {
	type doc struct {
		Name  string `json:"name"`
		Items []any  `json:"items"`
		After []int  `json:"after"`
	}
	items := []any{map[string]any{}, `"items":[]`, []int{}, map[string]any{"k": []string{"v"}}, 7}
	for n := range len(items) + 1 {
		var got bytes.Buffer
		err := writeJSONItems(&got, doc{Name: `"items":[]`, Items: []any{}, After: []int{}}, "items", n, func(i int) any { return items[i] })
		if err != nil {
			t.Fatalf("%d items: %v", n, err)
		}
		if want := indentOracle(t, doc{Name: `"items":[]`, Items: append([]any{}, items[:n]...), After: []int{}}); got.String() != want {
			t.Errorf("%d items: wrote\n%s\nwant\n%s", n, got.String(), want)
		}
	}
}
