package schema

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/big"
	"reflect"
	"regexp"
	"sort"
	"strings"
	"sync"
)

// Keywords lists the JSON Schema (draft-07) keywords Validate understands;
// the embedded schemas use no others (TestSchemasUseKnownKeywords).
// Annotations such as title and description are accepted and ignored.
var Keywords = []string{
	"$ref", "type", "enum", "const", "oneOf", "anyOf", "not",
	"properties", "required", "additionalProperties", "propertyNames", "minProperties",
	"items", "minItems", "maxItems", "uniqueItems",
	"minLength", "pattern", "minimum",
}

// compiled caches the decoded schemas: each is read the first time it is
// used, so a run that validates nothing pays nothing.
var compiled sync.Map // name → map[string]any

// load returns the decoded schema of the given name.
func load(name string) (map[string]any, error) {
	if s, ok := compiled.Load(name); ok {
		return s.(map[string]any), nil
	}
	src, err := Source(name)
	if err != nil {
		return nil, fmt.Errorf("unknown schema %q", name)
	}
	var s map[string]any
	if err := json.Unmarshal(src, &s); err != nil {
		return nil, fmt.Errorf("schema %s: %w", name, err)
	}
	compiled.Store(name, s)
	return s, nil
}

// validator walks a document and its schema together.
type validator struct {
	root     map[string]any
	problems []Problem
}

// Validate checks doc (JSON text) against the named schema. It returns the
// problems found, sorted; err is set only when the schema is unknown or the
// document is not JSON. Paths are dot-separated ("overrides.0.files"),
// "(root)" for the document itself.
func Validate(name string, doc []byte) ([]Problem, error) {
	s, err := load(name)
	if err != nil {
		return nil, err
	}
	dec := json.NewDecoder(bytes.NewReader(doc))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, fmt.Errorf("invalid JSON: %w", err)
	}
	if dec.More() {
		return nil, fmt.Errorf("invalid JSON: more than one value")
	}
	val := &validator{root: s}
	val.check(s, v, nil)
	sort.Slice(val.problems, func(i, j int) bool { return val.problems[i].String() < val.problems[j].String() })
	return val.problems, nil
}

func (val *validator) fail(path []string, format string, args ...any) {
	p := "(root)"
	if len(path) > 0 {
		p = strings.Join(path, ".")
	}
	val.problems = append(val.problems, Problem{Path: p, Message: fmt.Sprintf(format, args...)})
}

// check validates v against schema s at path.
func (val *validator) check(s map[string]any, v any, path []string) {
	if ref, ok := s["$ref"].(string); ok {
		s = val.resolve(ref)
	}
	if t, ok := s["type"]; ok && !hasType(t, v) {
		val.fail(path, "Invalid type. Expected: %s, given: %s", typeNames(t), typeOf(v))
		return
	}
	val.checkValue(s, v, path)
	switch v := v.(type) {
	case map[string]any:
		val.checkObject(s, v, path)
	case []any:
		val.checkArray(s, v, path)
	case string:
		val.checkString(s, v, path)
	case json.Number:
		if m, ok := s["minimum"].(float64); ok && compareNumber(v, m) < 0 {
			val.fail(path, "Must be greater than or equal to %v", m)
		}
	}
}

// resolve follows a "#/definitions/name" reference.
func (val *validator) resolve(ref string) map[string]any {
	name := strings.TrimPrefix(ref, "#/definitions/")
	defs, _ := val.root["definitions"].(map[string]any)
	s, _ := defs[name].(map[string]any)
	return s
}

// checkValue applies enum, const, oneOf, anyOf and not.
func (val *validator) checkValue(s map[string]any, v any, path []string) {
	if enum, ok := s["enum"].([]any); ok && !containsValue(enum, v) {
		val.fail(path, "%s must be one of the following: %s", field(path), quoteValues(enum))
	}
	if c, ok := s["const"]; ok && !equalValues(c, v) {
		val.fail(path, "%s does not match: %s", field(path), quoteValues([]any{c}))
	}
	if alts, ok := s["oneOf"].([]any); ok {
		n := 0
		for _, a := range alts {
			sub := &validator{root: val.root}
			sub.check(a.(map[string]any), v, path)
			if len(sub.problems) == 0 {
				n++
			}
		}
		if n != 1 {
			val.fail(path, "Must validate one and only one schema (oneOf)")
		}
	}
	if alts, ok := s["anyOf"].([]any); ok && val.passing(alts, v, path) == 0 {
		val.fail(path, "Must validate at least one schema (anyOf)")
	}
	if not, ok := s["not"].(map[string]any); ok && val.passing([]any{not}, v, path) == 1 {
		val.fail(path, "Must not validate the schema (not)")
	}
}

// passing counts the schemas of alts that v satisfies.
func (val *validator) passing(alts []any, v any, path []string) int {
	n := 0
	for _, a := range alts {
		sub := &validator{root: val.root}
		sub.check(a.(map[string]any), v, path)
		if len(sub.problems) == 0 {
			n++
		}
	}
	return n
}

func (val *validator) checkObject(s map[string]any, v map[string]any, path []string) {
	props, _ := s["properties"].(map[string]any)
	for _, r := range asList(s["required"]) {
		if _, ok := v[r.(string)]; !ok {
			val.fail(path, "%s is required", r)
		}
	}
	if m, ok := s["minProperties"].(float64); ok && float64(len(v)) < m {
		val.fail(path, "Must have at least %v properties", m)
	}
	names, _ := s["propertyNames"].(map[string]any)
	for _, k := range sortedKeys(v) {
		sub := append(path[:len(path):len(path)], k)
		if names != nil {
			val.checkName(names, k, path)
		}
		if ps, ok := props[k].(map[string]any); ok {
			val.check(ps, v[k], sub)
			continue
		}
		switch add := s["additionalProperties"].(type) {
		case bool:
			if !add {
				val.fail(path, "Additional property %s is not allowed", k)
			}
		case map[string]any:
			val.check(add, v[k], sub)
		}
	}
}

// checkName applies propertyNames to one key; a problem is reported at the
// object.
func (val *validator) checkName(s map[string]any, k string, path []string) {
	sub := &validator{root: val.root}
	sub.check(s, k, path)
	for _, p := range sub.problems {
		val.fail(path, "Property name %q: %s", k, p.Message)
	}
}

func (val *validator) checkArray(s map[string]any, v []any, path []string) {
	if m, ok := s["minItems"].(float64); ok && float64(len(v)) < m {
		val.fail(path, "Array must have at least %v items", m)
	}
	if m, ok := s["maxItems"].(float64); ok && float64(len(v)) > m {
		val.fail(path, "Array must have at most %v items", m)
	}
	if u, _ := s["uniqueItems"].(bool); u {
		for i := range v {
			for j := i + 1; j < len(v); j++ {
				if equalValues(v[i], v[j]) {
					val.fail(path, "array items[%d,%d] must be unique", i, j)
				}
			}
		}
	}
	if items, ok := s["items"].(map[string]any); ok {
		for i, e := range v {
			val.check(items, e, append(path[:len(path):len(path)], fmt.Sprint(i)))
		}
	}
}

func (val *validator) checkString(s map[string]any, v string, path []string) {
	if m, ok := s["minLength"].(float64); ok && float64(len([]rune(v))) < m {
		val.fail(path, "String length must be greater than or equal to %v", m)
	}
	if p, ok := s["pattern"].(string); ok && !pattern(p).MatchString(v) {
		val.fail(path, "Does not match pattern '%s'", p)
	}
}

// patterns caches compiled patterns.
var patterns sync.Map

func pattern(p string) *regexp.Regexp {
	if re, ok := patterns.Load(p); ok {
		return re.(*regexp.Regexp)
	}
	re := regexp.MustCompile(p) // the embedded schemas are tested to compile
	patterns.Store(p, re)
	return re
}

// hasType reports whether v has the JSON type t (a name or a list).
func hasType(t any, v any) bool {
	for _, name := range asList(t) {
		got := typeOf(v)
		if name == got || name == "number" && got == "integer" {
			return true
		}
	}
	return false
}

// typeOf names the JSON type of a decoded value; whole numbers are integers.
func typeOf(v any) string {
	switch v := v.(type) {
	case nil:
		return "null"
	case bool:
		return "boolean"
	case string:
		return "string"
	case []any:
		return "array"
	case map[string]any:
		return "object"
	case json.Number:
		if f, ok := new(big.Float).SetString(string(v)); ok && f.IsInt() {
			return "integer"
		}
		return "number"
	}
	return "unknown"
}

func typeNames(t any) string {
	var names []string
	for _, n := range asList(t) {
		names = append(names, fmt.Sprint(n))
	}
	return strings.Join(names, "/")
}

func asList(v any) []any {
	if l, ok := v.([]any); ok {
		return l
	}
	if v == nil {
		return nil
	}
	return []any{v}
}

func compareNumber(n json.Number, m float64) int {
	f, ok := new(big.Float).SetString(string(n))
	if !ok {
		return 0
	}
	return f.Cmp(big.NewFloat(m))
}

// equalValues compares decoded JSON values; numbers by value.
func equalValues(a, b any) bool {
	na, aNum := number(a)
	nb, bNum := number(b)
	if aNum || bNum {
		return aNum && bNum && na.Cmp(nb) == 0
	}
	switch a := a.(type) {
	case []any:
		b, ok := b.([]any)
		if !ok || len(a) != len(b) {
			return false
		}
		for i := range a {
			if !equalValues(a[i], b[i]) {
				return false
			}
		}
		return true
	case map[string]any:
		b, ok := b.(map[string]any)
		if !ok || len(a) != len(b) {
			return false
		}
		for k := range a {
			if !equalValues(a[k], b[k]) {
				return false
			}
		}
		return true
	}
	return reflect.DeepEqual(a, b)
}

func number(v any) (*big.Float, bool) {
	switch v := v.(type) {
	case json.Number:
		f, ok := new(big.Float).SetString(string(v))
		return f, ok
	case float64:
		return big.NewFloat(v), true
	}
	return nil, false
}

func containsValue(list []any, v any) bool {
	for _, e := range list {
		if equalValues(e, v) {
			return true
		}
	}
	return false
}

func quoteValues(list []any) string {
	parts := make([]string, len(list))
	for i, e := range list {
		b, _ := json.Marshal(e)
		parts[i] = string(b)
	}
	return strings.Join(parts, ", ")
}

func field(path []string) string {
	if len(path) == 0 {
		return "(root)"
	}
	return path[len(path)-1]
}

func sortedKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
