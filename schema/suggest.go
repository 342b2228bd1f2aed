package schema

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/fairsched/fairsched/internal/suggest"
	"github.com/xeipuuv/gojsonschema"
)

// hint returns "; did you mean …?" for an unknown property or a string
// outside an enum when the schema, at the problem's path, names something
// close; otherwise "".
func (e *entry) hint(re gojsonschema.ResultError) string {
	var known []string
	var given string
	switch re.Type() {
	case "additional_property_not_allowed":
		given, _ = re.Details()["property"].(string)
		known = e.propertiesAt(path(re.Field()))
	case "enum":
		s, ok := re.Value().(string)
		if !ok {
			return ""
		}
		given, known = s, e.enumAt(path(re.Field()))
	default:
		return ""
	}
	if s := suggest.Closest(given, known); s != "" && s != given {
		return fmt.Sprintf("; did you mean %q?", s)
	}
	return ""
}

// path splits a gojsonschema field ("overrides.0.files", "(root)").
func path(field string) []string {
	if field == "(root)" || field == "" {
		return nil
	}
	return strings.Split(field, ".")
}

// propertiesAt lists the property names the schema declares for the object
// at path.
func (e *entry) propertiesAt(p []string) []string {
	var names []string
	for _, s := range e.at(e.source, p) {
		props, _ := s["properties"].(map[string]any)
		for k := range props {
			if !slices.Contains(names, k) {
				names = append(names, k)
			}
		}
	}
	slices.Sort(names)
	return names
}

// enumAt lists the string values the schema allows at path.
func (e *entry) enumAt(p []string) []string {
	var values []string
	for _, s := range e.at(e.source, p) {
		list, _ := s["enum"].([]any)
		for _, v := range list {
			if str, ok := v.(string); ok && !slices.Contains(values, str) {
				values = append(values, str)
			}
		}
	}
	return values
}

// at returns the subschemas of s that apply at path p, following $ref and
// every branch of oneOf and anyOf.
func (e *entry) at(s map[string]any, p []string) []map[string]any {
	var out []map[string]any
	for _, s := range e.branches(s, 0) {
		if len(p) == 0 {
			out = append(out, s)
			continue
		}
		for _, next := range child(s, p[0]) {
			out = append(out, e.at(next, p[1:])...)
		}
	}
	return out
}

// branches returns s with its $ref resolved and the branches of its oneOf
// and anyOf (depth-limited against recursive schemas).
func (e *entry) branches(s map[string]any, depth int) []map[string]any {
	if depth > 8 {
		return nil
	}
	if ref, ok := s["$ref"].(string); ok {
		defs, _ := e.source["definitions"].(map[string]any)
		def, _ := defs[strings.TrimPrefix(ref, "#/definitions/")].(map[string]any)
		return e.branches(def, depth+1)
	}
	out := []map[string]any{s}
	for _, k := range []string{"oneOf", "anyOf", "allOf"} {
		list, _ := s[k].([]any)
		for _, b := range list {
			if m, ok := b.(map[string]any); ok {
				out = append(out, e.branches(m, depth+1)...)
			}
		}
	}
	return out
}

// child returns the subschemas of s for member or index key.
func child(s map[string]any, key string) []map[string]any {
	var out []map[string]any
	if props, ok := s["properties"].(map[string]any); ok {
		if m, ok := props[key].(map[string]any); ok {
			return append(out, m)
		}
	}
	if m, ok := s["additionalProperties"].(map[string]any); ok {
		out = append(out, m)
	}
	if _, err := strconv.Atoi(key); err == nil {
		if m, ok := s["items"].(map[string]any); ok {
			out = append(out, m)
		}
	}
	return out
}
