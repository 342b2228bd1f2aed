package lint

import (
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// configErrorCases are invalid configs and substrings of their errors.
var configErrorCases = []struct {
	name string
	in   string
	want []string
}{
	{name: "not JSON", in: `{`, want: []string{"read config: "}},
	{name: "not an object", in: `null`, want: []string{"(root): Invalid type. Expected: object, given: null"}},
	{name: "unknown key", in: `{"fail": "error"}`, want: []string{`(root): Additional property fail is not allowed; did you mean "failOn"?`}},
	{name: "misspelt key", in: `{"resourceTypse": ["gpu"]}`, want: []string{`Additional property resourceTypse is not allowed; did you mean "resourceTypes"?`}},
	{name: "key in the wrong case", in: `{"failon": "error"}`, want: []string{`Additional property failon is not allowed; did you mean "failOn"?`}},
	{name: "override key in the wrong case", in: `{"overrides": [{"Files": ["*.xml"], "rules": {}}]}`,
		want: []string{`overrides.0: Additional property Files is not allowed; did you mean "files"?`}},
	{name: "unknown key in override", in: `{"overrides": [{"files": ["*.xml"], "rule": {}}]}`, want: []string{`Additional property rule is not allowed`}},
	{name: "trailing data", in: `{} {}`, want: []string{"read config: invalid JSON: more than one value"}},
	{name: "wrong type", in: `{"rules": ["zero-weight"]}`, want: []string{"rules: Invalid type. Expected: object, given: array"}},
	{name: "bad failOn", in: `{"failOn": "warn"}`, want: []string{`failOn: failOn must be one of the following: "error", "warning", "info", "never"`}},
	{name: "bad severity", in: `{"rules": {"zero-weight": "warn"}}`, want: []string{`rules.zero-weight: rules.zero-weight must be one of the following: "off", "error", "warning", "info"`}},
	{name: "unknown rule with word-order suggestion", in: `{"rules": {"weight-zero": "off"}}`,
		want: []string{`rules.weight-zero: unknown rule ID "weight-zero"; did you mean "zero-weight"?`}},
	{name: "unknown rule with typo suggestion", in: `{"overrides": [{"files": ["a.xml"], "rules": {"unused-supression": "off"}}]}`,
		want: []string{`overrides.0.rules.unused-supression: unknown rule ID "unused-supression"; did you mean "unused-suppression"?`}},
	{name: "unknown rule without suggestion", in: `{"rules": {"frobnicate": "off"}}`, want: []string{`rules.frobnicate: unknown rule ID "frobnicate"`}},
	{name: "bad glob", in: `{"overrides": [{"files": ["[a-"], "rules": {}}]}`, want: []string{`overrides.0.files.0: invalid glob "[a-"`}},
	{name: "override without files", in: `{"overrides": [{"rules": {"zero-weight": "off"}}]}`, want: []string{"overrides.0: files is required"}},
	{name: "empty resource type", in: `{"resourceTypes": ["yarn.io/gpu", " "]}`, want: []string{"resourceTypes.1: blank resource type name"}},
	{name: "blank yarnSite", in: `{"yarnSite": "  "}`, want: []string{"yarnSite: blank path"}},
	{name: "yarnSite in the wrong case", in: `{"yarnsite": "y.xml"}`, want: []string{`did you mean "yarnSite"?`}},
	{name: "every problem at once", in: `{"failOn": "x", "rules": {"zero-weight": "x", "nope": "off"}}`,
		want: []string{"failOn: ", "rules.nope: ", "rules.zero-weight: "}},
}

func TestParseConfigErrors(t *testing.T) {
	for _, tc := range configErrorCases {
		t.Run(tc.name, func(t *testing.T) {
			c, err := ParseConfig([]byte(tc.in))
			if err == nil {
				t.Fatalf("ParseConfig(%s) = %+v, want an error", tc.in, c)
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("ParseConfig(%s) error = %q, want it to contain %q", tc.in, err, w)
				}
			}
		})
	}
}

const goodConfig = `{
  "$schema": "https://raw.githubusercontent.com/fairsched/fairsched/main/schema/config.schema.json",
  "rules": {"zero-weight": "off", "unknown-element": "error"},
  "failOn": "warning",
  "resourceTypes": ["yarn.io/gpu"],
  "yarnSite": "conf/yarn-site.xml",
  "overrides": [
    {"files": ["legacy/*.xml"], "rules": {"zero-weight": "info", "deprecated-element": "off"}},
    {"files": ["old-*.xml"], "rules": {"unknown-element": "warning"}},
    {"files": ["legacy/old-b.xml"], "rules": {"unknown-element": "off"}}
  ]
}`

func TestParseConfig(t *testing.T) {
	c, err := ParseConfig([]byte(goodConfig))
	if err != nil {
		t.Fatalf("ParseConfig: %v", err)
	}
	if c.FailOn != "warning" || !reflect.DeepEqual(c.ResourceTypes, []string{"yarn.io/gpu"}) || len(c.Overrides) != 3 || c.YarnSite != "conf/yarn-site.xml" {
		t.Errorf("ParseConfig = %+v, want failOn warning, one resource type, yarnSite conf/yarn-site.xml, three overrides", c)
	}
	for _, in := range []string{`{}`, ` {"rules": {}} `, `{"failOn": "never", "overrides": []}`} {
		if _, err := ParseConfig([]byte(in)); err != nil {
			t.Errorf("ParseConfig(%s): %v", in, err)
		}
	}
}

func TestConfigOptions(t *testing.T) {
	c, err := ParseConfig([]byte(goodConfig))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		file string
		sev  map[string]Severity
		off  map[string]bool
	}{
		{name: "no override", file: "conf/fair-scheduler.xml",
			sev: map[string]Severity{"unknown-element": Error}, off: map[string]bool{"zero-weight": true}},
		{name: "path glob re-enables a rule", file: "legacy/a.xml",
			sev: map[string]Severity{"unknown-element": Error, "zero-weight": Info}, off: map[string]bool{"deprecated-element": true}},
		{name: "leading ./ is ignored", file: "./legacy/a.xml",
			sev: map[string]Severity{"unknown-element": Error, "zero-weight": Info}, off: map[string]bool{"deprecated-element": true}},
		{name: "base name glob", file: "conf/old-a.xml",
			sev: map[string]Severity{"unknown-element": Warning}, off: map[string]bool{"zero-weight": true}},
		{name: "later overrides win", file: "legacy/old-b.xml",
			sev: map[string]Severity{"zero-weight": Info}, off: map[string]bool{"deprecated-element": true, "unknown-element": true}},
		{name: "glob star does not cross slashes", file: "legacy/sub/a.xml",
			sev: map[string]Severity{"unknown-element": Error}, off: map[string]bool{"zero-weight": true}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			o := c.Options(tc.file)
			if !reflect.DeepEqual(o.Severity, tc.sev) || !reflect.DeepEqual(o.Off, tc.off) {
				t.Errorf("Options(%q) = severity %v off %v, want severity %v off %v", tc.file, o.Severity, o.Off, tc.sev, tc.off)
			}
		})
	}
}

func TestSuggestRule(t *testing.T) {
	tests := []struct{ in, want string }{
		{"weight-zero", "zero-weight"},
		{"unknown-elemnt", "unknown-element"},
		{"Unknown-Element", "unknown-element"},
		{"unused-supression", "unused-suppression"},
		{"frobnicate", ""},
	}
	for _, tc := range tests {
		if got := suggestRule(tc.in); got != tc.want {
			t.Errorf("suggestRule(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func FuzzParseConfig(f *testing.F) {
	f.Add([]byte(goodConfig))
	f.Add([]byte(`{"rules": {"weight-zero": "warn"}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := ParseConfig(data)
		if err == nil {
			_ = c.Options("conf/fair-scheduler.xml")
		}
	})
}

// Only the settings that hold for a whole run must agree between the
// configs of one run's files; rules may differ.
func TestRunSettingDiffers(t *testing.T) {
	base := Config{FailOn: "warning", HadoopVersion: "3.3", ResourceTypes: []string{"yarn.io/gpu"}, YarnSite: "conf/yarn-site.xml"}
	for _, tc := range []struct {
		change func(*Config)
		want   string
	}{
		{func(c *Config) { c.Rules = map[string]string{"zero-weight": "off"} }, ""},
		{func(c *Config) { c.YarnSite = "./conf/../conf/yarn-site.xml" }, ""},
		{func(c *Config) { c.FailOn = "" }, "failOn"},
		{func(c *Config) { c.HadoopVersion = "3.2" }, "hadoopVersion"},
		{func(c *Config) { c.ResourceTypes = nil }, "resourceTypes"},
		{func(c *Config) { c.YarnSite = "" }, "yarnSite"},
	} {
		o := base
		tc.change(&o)
		if got := base.RunSettingDiffers(&o); got != tc.want {
			t.Errorf("%+v: RunSettingDiffers = %q, want %q", o, got, tc.want)
		}
	}
}

// Override globs match a file's path relative to the config's directory.
func TestOverrideRelativeToConfig(t *testing.T) {
	dir := t.TempDir()
	c := Config{Dir: dir, Overrides: []Override{{Files: []string{"legacy/*.xml"}, Rules: map[string]string{"zero-weight": "off"}}}}
	if !c.Options(filepath.Join(dir, "legacy", "a.xml")).Off["zero-weight"] {
		t.Error("legacy/a.xml below the config's directory: the override does not apply")
	}
	if c.Options(filepath.Join(dir, "other", "legacy", "b.xml")).Off["zero-weight"] {
		t.Error("other/legacy/b.xml: the override applies")
	}
}
