package schema

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

func TestSchemasAreJSON(t *testing.T) {
	for _, n := range Names() {
		src, err := Source(n)
		if err != nil {
			t.Fatal(err)
		}
		if !json.Valid(src) {
			t.Errorf("%s.schema.json is not valid JSON", n)
		}
	}
}

func TestConfigSchema(t *testing.T) {
	tests := []struct {
		name string
		doc  string
		want []string // problem paths, sorted; none for a valid config
	}{
		{name: "empty", doc: `{}`},
		{name: "full", doc: `{
  "$schema": "https://raw.githubusercontent.com/fairsched/fairsched/main/schema/config.schema.json",
  "rules": {"zero-weight": "off", "unknown-element": "error"},
  "failOn": "never",
  "resourceTypes": ["yarn.io/gpu"],
  "overrides": [{"files": ["legacy/*.xml"], "rules": {"deprecated-element": "info"}}]
}`},
		{name: "bad severity", doc: `{"rules": {"weight-zero": "warn"}}`, want: []string{"rules.weight-zero"}},
		{name: "bad failOn", doc: `{"failOn": "errors"}`, want: []string{"failOn"}},
		{name: "unknown key", doc: `{"failon": "error"}`, want: []string{"(root)"}},
		{name: "bad rule ID", doc: `{"rules": {"Zero_Weight": "off"}}`, want: []string{"rules"}},
		{name: "override without files", doc: `{"overrides": [{"rules": {}}]}`, want: []string{"overrides.0"}},
		{name: "empty files", doc: `{"overrides": [{"files": []}]}`, want: []string{"overrides.0.files"}},
		{name: "bad override value", doc: `{"overrides": [{"files": ["a.xml"], "rules": {"zero-weight": "on"}}]}`,
			want: []string{"overrides.0.rules.zero-weight"}},
		{name: "wrong types", doc: `{"resourceTypes": "yarn.io/gpu", "overrides": {}}`, want: []string{"overrides", "resourceTypes"}},
		{name: "repeated resource type", doc: `{"resourceTypes": ["a", "a"]}`, want: []string{"resourceTypes"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ps, err := Validate("config", []byte(tc.doc))
			if err != nil {
				t.Fatal(err)
			}
			var paths []string
			for _, p := range ps {
				if !slices.Contains(paths, p.Key) {
					paths = append(paths, p.Key)
				}
			}
			if strings.Join(paths, " ") != strings.Join(tc.want, " ") {
				t.Errorf("Validate(config, %s) = %v, want problems at %v", tc.doc, ps, tc.want)
			}
		})
	}
}

// TestSchemasCompile compiles every embedded schema with gojsonschema.
func TestSchemasCompile(t *testing.T) {
	for _, n := range Names() {
		if _, err := load(n); err != nil {
			t.Errorf("%s: %v", n, err)
		}
	}
}

// TestProblemMessages pins whole messages: the library's text, the JSON
// path, and the did-you-mean added on top of it.
func TestProblemMessages(t *testing.T) {
	for _, tc := range []struct{ schema, doc, want string }{
		{"config", `{"failon": "error"}`, `(root): Additional property failon is not allowed; did you mean "failOn"?`},
		{"config", `{"overrides": [{"files": ["a"], "rule": {}}]}`, `overrides.0: Additional property rule is not allowed; did you mean "rules"?`},
		{"config", `{"failOn": "warnng"}`, `failOn: failOn must be one of the following: "error", "warning", "info", "never"; did you mean "warning"?`},
		{"config", `{"rules": {"zero-weight": "eror"}}`, `rules.zero-weight: rules.zero-weight must be one of the following: "off", "error", "warning", "info"; did you mean "error"?`},
		{"config", `{"zzzz": 1}`, `(root): Additional property zzzz is not allowed`},
		{"config", `{"yarnSite": ""}`, `yarnSite: String length must be greater than or equal to 1`},
		{"scenario", `{"cluster": "1 gb, 1 vcores", "actve": []}`, `(root): Additional property actve is not allowed; did you mean "active"?`},
		{"load", `{"nodes": [{"count": 1, "resources": {"memory-mb": 1, "vcores": 1}, "cont": 2}]}`, `nodes.0: Additional property cont is not allowed; did you mean "count"?`},
	} {
		ps, err := Validate(tc.schema, []byte(tc.doc))
		if err != nil {
			t.Fatal(err)
		}
		if len(ps) == 0 || Text(ps[0]) != tc.want {
			t.Errorf("Validate(%s, %s) = %v, want first %q", tc.schema, tc.doc, ps, tc.want)
		}
	}
}

func TestNotJSON(t *testing.T) {
	for _, doc := range []string{`{"cluster": `, `{} {}`, ``} {
		if _, err := Validate("scenario", []byte(doc)); err == nil || !strings.Contains(err.Error(), "invalid JSON") {
			t.Errorf("Validate(%q) error %v, want invalid JSON", doc, err)
		}
	}
	if _, err := Validate("nope", []byte(`{}`)); err == nil {
		t.Error("unknown schema accepted")
	}
}
