package schema

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/xeipuuv/gojsonschema"
)

// oracle is the slow reference: gojsonschema, which Validate replaced so
// that the fairsched binary does not link it (and net/http with it).
func oracle(t *testing.T, name string, doc []byte) bool {
	t.Helper()
	src, err := Source(name)
	if err != nil {
		t.Fatal(err)
	}
	res, err := gojsonschema.Validate(gojsonschema.NewBytesLoader(src), gojsonschema.NewBytesLoader(doc))
	if err != nil {
		t.Fatalf("gojsonschema on %s: %v", name, err)
	}
	return res.Valid()
}

// TestValidateMatchesGojsonschema runs Validate and gojsonschema over every
// JSON document in the CLI cases (outputs, config and scenario files) and
// variants of each with one part broken, and requires the same verdict.
func TestValidateMatchesGojsonschema(t *testing.T) {
	docs := corpus(t)
	if len(docs) < 10 {
		t.Fatalf("only %d corpus documents", len(docs))
	}
	checked := 0
	for _, d := range docs {
		for i, variant := range append([][]byte{d.doc}, mutations(d.doc)...) {
			got, err := Validate(d.schema, variant)
			if err != nil {
				continue // not JSON: gojsonschema has no verdict to compare
			}
			checked++
			if want := oracle(t, d.schema, variant); (len(got) == 0) != want {
				t.Errorf("%s variant %d against %s: Validate says %v, gojsonschema valid=%v\n%s", d.from, i, d.schema, got, want, variant)
			}
		}
	}
	t.Logf("%d documents compared", checked)
}

// TestSchemasUseKnownKeywords fails when a schema uses a keyword Validate
// does not implement, which it would silently ignore.
func TestSchemasUseKnownKeywords(t *testing.T) {
	annotations := []string{"$schema", "$id", "title", "description", "definitions", "examples", "default"}
	for _, n := range Names() {
		s, err := load(n)
		if err != nil {
			t.Fatal(err)
		}
		walkSchema(s, func(k string, v any) {
			if !slices.Contains(Keywords, k) && !slices.Contains(annotations, k) {
				t.Errorf("%s.schema.json uses %q, which Validate does not implement", n, k)
			}
			if k == "pattern" {
				pattern(v.(string)) // panics on a pattern Go cannot compile
			}
		})
	}
}

// walkSchema calls fn for every keyword of s and its subschemas.
func walkSchema(s map[string]any, fn func(string, any)) {
	for k, v := range s {
		fn(k, v)
		switch k {
		case "properties", "definitions":
			for _, sub := range v.(map[string]any) {
				walkSchema(sub.(map[string]any), fn)
			}
		case "items", "additionalProperties", "propertyNames":
			if sub, ok := v.(map[string]any); ok {
				walkSchema(sub, fn)
			}
		case "oneOf":
			for _, sub := range v.([]any) {
				walkSchema(sub.(map[string]any), fn)
			}
		}
	}
}

type corpusDoc struct {
	schema, from string
	doc          []byte
}

// corpus collects the JSON documents of the CLI cases: the stdout of
// "lint/tree/shares ... json" cases, .fairsched.json files and *.json
// scenario files.
func corpus(t *testing.T) []corpusDoc {
	paths, _ := filepath.Glob("../testdata/fair-scheduler/cli/*.txt")
	var out []corpusDoc
	for _, p := range paths {
		text, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, caseDocs(filepath.Base(p), string(text))...)
	}
	return out
}

// caseDocs splits one CLI case into its "-- name --" sections and keeps the
// JSON ones.
func caseDocs(from, text string) []corpusDoc {
	var out []corpusDoc
	args := strings.Fields(strings.SplitN(text, "\n", 2)[0])
	parts := strings.Split(text, "\n-- ")
	for _, part := range parts[1:] {
		name, body, _ := strings.Cut(part, " --\n")
		schema := ""
		switch {
		case name == ".fairsched.json":
			schema = "config"
		case strings.HasSuffix(name, ".json"):
			schema = "scenario"
		case name == "stdout" && len(args) > 1 && slices.Contains(args, "json") && args[1] != "explain":
			schema = args[1]
		}
		if schema != "" && json.Valid([]byte(body)) {
			out = append(out, corpusDoc{schema: schema, from: from + ":" + name, doc: []byte(body)})
		}
	}
	return out
}

// mutations returns variants of doc with one value changed: every object
// member removed, and replaced by a string, a number, null and an empty
// array, one at a time (capped for large documents).
func mutations(doc []byte) [][]byte {
	var v any
	if json.Unmarshal(doc, &v) != nil {
		return nil
	}
	var out [][]byte
	var walk func(cur any, set func(any), remove func())
	walk = func(cur any, set func(any), remove func()) {
		if len(out) > 400 {
			return
		}
		for _, r := range []any{"x", -1.0, 1.5, nil, []any{}, map[string]any{"zz": 1.0}} {
			set(r)
			out = append(out, marshal(v))
		}
		set(cur)
		if remove != nil {
			remove()
			out = append(out, marshal(v))
			set(cur)
		}
		switch c := cur.(type) {
		case map[string]any:
			for _, k := range sortedKeys(c) {
				k, old := k, c[k]
				walk(old, func(x any) { c[k] = x }, func() { delete(c, k) })
			}
		case []any:
			for i := range c {
				i, old := i, c[i]
				walk(old, func(x any) { c[i] = x }, nil)
			}
		}
	}
	walk(v, func(x any) { v = x }, nil)
	return out
}

func marshal(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		panic(fmt.Sprint(err))
	}
	return b
}
