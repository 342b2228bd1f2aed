package lint

import (
	"encoding/json"
	"errors"
	"fmt"
	"path"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/internal/suggest"
	"github.com/fairsched/fairsched/schema"
)

// Config is a .fairsched.json file. Its JSON Schema is
// schema/config.schema.json; ParseConfig checks a file against it, then
// what a schema cannot say (rule IDs, Hadoop versions, globs).
//
//	{
//	  "rules": {"zero-weight": "off", "unknown-element": "error"},
//	  "failOn": "warning",
//	  "resourceTypes": ["yarn.io/gpu"],
//	  "hadoopVersion": "3.3",
//	  "yarnSite": "conf/yarn-site.xml",
//	  "overrides": [{"files": ["legacy/*.xml"], "rules": {"deprecated-element": "off"}}]
//	}
type Config struct {
	// Schema is ignored; it lets editors find the JSON Schema
	// ("$schema": "https://.../config.schema.json").
	Schema string `json:"$schema,omitempty"`
	// Rules sets a rule's severity ("error", "warning", "info") or turns it
	// off ("off"), by rule ID.
	Rules map[string]string `json:"rules"`
	// FailOn is the lowest severity that makes lint exit with status 1:
	// "error", "warning", "info", or "never"; "" leaves the default.
	FailOn string `json:"failOn"`
	// ResourceTypes are the cluster's custom resource types (those of
	// yarn.resource-types, besides memory-mb and vcores).
	ResourceTypes []string `json:"resourceTypes"`
	// Overrides change Rules for some files; later entries win.
	Overrides []Override `json:"overrides"`
	// HadoopVersion is the release the files are checked against, as
	// --hadoop-version takes it ("3.3", "3.3.1", "cdh6"); "" means the
	// default release. The flag wins over it.
	HadoopVersion string `json:"hadoopVersion"`
	// YarnSite is the yarn-site.xml the files run with, as --yarn-site
	// takes it; a relative path is relative to the directory of the
	// config file. "" means none. The flag wins over it.
	YarnSite string `json:"yarnSite"`
	// Dir is the absolute directory of the config file ("" for none):
	// override globs also match a file's path relative to it, as eslint
	// matches them. The reader sets it; it is not read from the file.
	Dir string `json:"-"`
}

// Override sets rules for the files matching any of its globs.
type Override struct {
	// Files are path.Match patterns, matched against the slash-separated
	// path as given, against its path relative to the config file's
	// directory and against its base name.
	Files []string `json:"files"`
	// Rules are as in Config.Rules.
	Rules map[string]string `json:"rules"`
}

// ParseConfig reads a .fairsched.json file, checking it once: first
// against schema/config.schema.json (unknown keys with a did-you-mean,
// types, allowed values), then what a schema cannot say — rule IDs that
// exist, Hadoop versions fairsched knows, globs that compile, names that
// are not blank. Every problem found is reported at once, each with its
// JSON path ("rules.zero-weight", "overrides.1.files.0").
func ParseConfig(data []byte) (*Config, error) {
	problems, err := schema.Validate("config", data)
	if err != nil {
		return nil, fmt.Errorf("read config: %w", err)
	}
	var errs []error
	for _, p := range problems {
		errs = append(errs, errors.New(schema.Text(p)))
	}
	var c Config
	if json.Unmarshal(data, &c) == nil { // what the schema refused may not decode
		errs = append(errs, c.validate()...)
	}
	if err := configError(errs); err != nil {
		return nil, err
	}
	return &c, nil
}

// configError words the problems of a config file: one on the line, more
// as an indented list.
func configError(errs []error) error {
	switch len(errs) {
	case 0:
		return nil
	case 1:
		return fmt.Errorf("invalid config: %w", errs[0])
	}
	lines := make([]string, len(errs))
	for i, e := range errs {
		lines[i] = "  " + e.Error()
	}
	return fmt.Errorf("invalid config:\n%s", strings.Join(lines, "\n"))
}

// validate checks what the schema cannot: rule IDs, the Hadoop version,
// globs, and names that are only blanks.
func (c *Config) validate() []error {
	var errs []error
	for i, t := range c.ResourceTypes {
		if strings.TrimSpace(t) == "" {
			errs = append(errs, fmt.Errorf("resourceTypes.%d: blank resource type name", i))
		}
	}
	if c.HadoopVersion != "" {
		if _, err := hadoop.Parse(c.HadoopVersion); err != nil {
			errs = append(errs, fmt.Errorf("hadoopVersion: %w", err))
		}
	}
	if c.YarnSite != "" && strings.TrimSpace(c.YarnSite) == "" {
		errs = append(errs, errors.New("yarnSite: blank path"))
	}
	errs = append(errs, validateRules("rules", c.Rules)...)
	for i, o := range c.Overrides {
		at := fmt.Sprintf("overrides.%d", i)
		for j, g := range o.Files {
			if _, err := path.Match(g, ""); err != nil {
				errs = append(errs, fmt.Errorf("%s.files.%d: invalid glob %q", at, j, g))
			}
		}
		errs = append(errs, validateRules(at+".rules", o.Rules)...)
	}
	return errs
}

// validateRules checks one rules object found at the JSON path at.
func validateRules(at string, rules map[string]string) []error {
	var errs []error
	for _, id := range sortedKeys(rules) {
		if !knownRule(id) {
			errs = append(errs, fmt.Errorf("%s.%s: %s", at, id, unknownRuleText(id, "")))
		}
	}
	return errs
}

// Options returns the lint options for one file: the rules settings, then
// those of every override matching file, in order.
func (c *Config) Options(file string) Options {
	settings := map[string]string{}
	for id, v := range c.Rules {
		settings[id] = v
	}
	for _, o := range c.Overrides {
		if o.matches(file, c.Dir) {
			for id, v := range o.Rules {
				settings[id] = v
			}
		}
	}
	o := Options{Severity: map[string]Severity{}, Off: map[string]bool{}}
	for _, written := range sortedKeys(settings) {
		id, v := CanonicalID(written), settings[written]
		if v == "off" {
			o.Off[id] = true
		} else if s, err := ParseSeverity(v); err == nil {
			o.Severity[id] = s
		}
	}
	return o
}

// matches reports whether file matches one of o's globs, as a
// slash-separated path (without a leading "./"), as a path relative to dir
// (the config file's directory, when file is below it) or by its base name.
func (o Override) matches(file, dir string) bool {
	paths := []string{strings.TrimPrefix(filepath.ToSlash(file), "./")}
	if rel := relativeTo(file, dir); rel != "" {
		paths = append(paths, rel)
	}
	paths = append(paths, path.Base(paths[0]))
	for _, g := range o.Files {
		for _, p := range paths {
			if ok, _ := path.Match(g, p); ok {
				return true
			}
		}
	}
	return false
}

// relativeTo returns file's slash-separated path relative to dir when file
// is a path below dir, else "".
func relativeTo(file, dir string) string {
	if dir == "" || file == "-" || strings.HasPrefix(file, "git:") {
		return ""
	}
	abs, err := filepath.Abs(file)
	if err != nil {
		return ""
	}
	rel, err := filepath.Rel(dir, abs)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return ""
	}
	return filepath.ToSlash(rel)
}

// RunSettingDiffers returns the JSON name of the first setting that holds
// for a whole run (failOn, hadoopVersion, resourceTypes, yarnSite) on which
// c and o differ, or "" when they agree.
func (c *Config) RunSettingDiffers(o *Config) string {
	switch {
	case c.FailOn != o.FailOn:
		return "failOn"
	case c.HadoopVersion != o.HadoopVersion:
		return "hadoopVersion"
	case !slices.Equal(c.ResourceTypes, o.ResourceTypes):
		return "resourceTypes"
	case !sameFile(c.YarnSite, o.YarnSite):
		return "yarnSite"
	}
	return ""
}

// sameFile reports whether two paths name the same file as written
// (after cleaning, and making them absolute when they can be).
func sameFile(a, b string) bool {
	if a == "" || b == "" {
		return a == b
	}
	abs := func(p string) string {
		if q, err := filepath.Abs(p); err == nil {
			return q
		}
		return filepath.Clean(p)
	}
	return abs(a) == abs(b)
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// knownRule reports whether id names a rule.
func knownRule(id string) bool { return ByID(id) != nil }

// unknownRuleText says that id (found where, e.g. " in suppression") is not
// a rule ID, suggesting the closest one.
func unknownRuleText(id, where string) string {
	if s := suggestRule(id); s != "" {
		return fmt.Sprintf("unknown rule ID %q%s; did you mean %q?", id, where, s)
	}
	return fmt.Sprintf("unknown rule ID %q%s", id, where)
}

// suggestRule returns the rule ID closest to id (internal/suggest), or "".
func suggestRule(id string) string {
	ids := make([]string, 0, len(All)+len(SuppressionRules))
	for _, r := range Registry() {
		ids = append(ids, r.ID)
	}
	return suggest.Closest(id, ids)
}
