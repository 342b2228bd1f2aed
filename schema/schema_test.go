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
				if !slices.Contains(paths, p.Path) {
					paths = append(paths, p.Path)
				}
			}
			if strings.Join(paths, " ") != strings.Join(tc.want, " ") {
				t.Errorf("Validate(config, %s) = %v, want problems at %v", tc.doc, ps, tc.want)
			}
		})
	}
}
