package schema

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"sync"

	"github.com/fairsched/fairsched/core/diag"
	"github.com/xeipuuv/gojsonschema"
)

// compiled caches the compiled schemas: each is compiled the first time a
// document is validated against it, so a run that validates nothing pays
// nothing but gojsonschema's package initialisation.
var compiled sync.Map // name → *entry

// entry is one compiled schema and its decoded source, which the
// suggestions read.
type entry struct {
	schema *gojsonschema.Schema
	source map[string]any
}

// load returns the compiled schema of the given name.
func load(name string) (*entry, error) {
	if e, ok := compiled.Load(name); ok {
		return e.(*entry), nil
	}
	src, err := Source(name)
	if err != nil {
		return nil, fmt.Errorf("unknown schema %q", name)
	}
	s, err := gojsonschema.NewSchema(gojsonschema.NewBytesLoader(src))
	if err != nil {
		return nil, fmt.Errorf("schema %s: %w", name, err)
	}
	e := &entry{schema: s}
	if err := json.Unmarshal(src, &e.source); err != nil {
		return nil, fmt.Errorf("schema %s: %w", name, err)
	}
	actual, _ := compiled.LoadOrStore(name, e)
	return actual.(*entry), nil
}

// Validate checks doc (JSON text) against the named schema with
// gojsonschema. It returns the problems found, sorted; err is set only when
// the schema is unknown or the document is not one JSON value. Paths are
// dot-separated ("overrides.0.files"), "(root)" for the document itself;
// an unknown property or a value outside an enum gets a did-you-mean when
// one is close.
func Validate(name string, doc []byte) ([]diag.Finding, error) {
	e, err := load(name)
	if err != nil {
		return nil, err
	}
	return validate(e.schema, doc, e.hint)
}

// validate checks doc against s: the problems sorted, each message followed
// by hint's words for it; err when doc is not one JSON value.
func validate(s *gojsonschema.Schema, doc []byte, hint func(gojsonschema.ResultError) string) ([]diag.Finding, error) {
	if err := oneValue(doc); err != nil {
		return nil, err
	}
	res, err := s.Validate(gojsonschema.NewBytesLoader(doc))
	if err != nil {
		return nil, fmt.Errorf("invalid JSON: %w", err)
	}
	var out []diag.Finding
	for _, re := range res.Errors() {
		out = append(out, diag.Finding{Key: re.Field(), Message: re.Description() + hint(re)})
	}
	sort.Slice(out, func(i, j int) bool { return Text(out[i]) < Text(out[j]) })
	return out, nil
}

// oneValue returns an error unless doc holds exactly one JSON value.
func oneValue(doc []byte) error {
	dec := json.NewDecoder(bytes.NewReader(doc))
	var v any
	if err := dec.Decode(&v); err != nil {
		return fmt.Errorf("invalid JSON: %w", err)
	}
	if dec.More() {
		return fmt.Errorf("invalid JSON: more than one value")
	}
	return nil
}

// External is a JSON Schema fairsched does not publish, compiled, for
// tests that check output against it (SARIF's).
type External struct{ s *gojsonschema.Schema }

// CompileExternal compiles a JSON Schema given as text with draft-07
// keywords (a $schema naming a later draft is not followed).
func CompileExternal(src []byte) (*External, error) {
	sl := gojsonschema.NewSchemaLoader()
	sl.Draft, sl.AutoDetect = gojsonschema.Draft7, false
	s, err := sl.Compile(gojsonschema.NewBytesLoader(src))
	if err != nil {
		return nil, fmt.Errorf("compile schema: %w", err)
	}
	return &External{s: s}, nil
}

// Validate checks doc against the schema; problems are as Validate's,
// without suggestions.
func (e *External) Validate(doc []byte) ([]diag.Finding, error) {
	return validate(e.s, doc, func(gojsonschema.ResultError) string { return "" })
}
