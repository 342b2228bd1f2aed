package csplace

import (
	"sort"
	"strings"
)

// dotReplacement is what CSMappingPlacementRule.cleanName puts for every
// '.' in a user or group name used in a queue path.
const dotReplacement = "_dot_"

// cleanName replaces the dots of a user or group name.
func cleanName(s string) string { return strings.ReplaceAll(s, ".", dotReplacement) }

// vars is VariableContext for one submission: the plain variables, the
// original user name when cleaning changed it, the user's raw groups and
// the secondary-group candidates (the conditional %secondary_group).
type vars struct {
	values    map[string]string
	original  map[string]string
	groups    []string
	secondary []string // nil: %secondary_group is a plain variable (or unset)
	t         *tree
}

// newVars is CSMappingPlacementRule.createVariableContext.
func newVars(s submission, t *tree) *vars {
	v := &vars{values: map[string]string{}, original: map[string]string{}, groups: s.Groups, t: t}
	if c := cleanName(s.User); c != s.User {
		v.original["%user"] = s.User
	}
	v.values["%user"] = cleanName(s.User)
	v.values["%specified"] = ""
	if s.Queue != "default" {
		v.values["%specified"] = s.Queue
	}
	v.values["%application"] = s.App
	v.values["%default"] = "root.default"
	if len(s.Groups) == 0 {
		return v // no groups: %primary_group and %secondary_group stay unset
	}
	v.values["%primary_group"] = cleanName(s.Groups[0])
	for _, g := range s.Groups[1:] {
		v.secondary = append(v.secondary, cleanName(g))
	}
	if len(v.secondary) == 0 {
		v.values["%secondary_group"] = ""
	}
	return v
}

// replace is VariableContext.replaceVariables: every variable replaced
// wherever it occurs, the longest names first.
func (v *vars) replace(s string) string {
	keys := make([]string, 0, len(v.values))
	for k := range v.values {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		return len(keys[i]) > len(keys[j]) || len(keys[i]) == len(keys[j]) && keys[i] < keys[j]
	})
	for _, k := range keys {
		s = strings.ReplaceAll(s, k, v.values[k])
	}
	return s
}

// replacePath is VariableContext.replacePathVariables: the path split on
// dots as Java's String.split splits it (trailing empty parts dropped),
// each part that is exactly a variable replaced by its value; the
// conditional %secondary_group is the first secondary group with a queue
// below the parts before it (or, first in the path, a queue of that short
// name), else "".
func (v *vars) replacePath(path string) string {
	parts := javaSplitDot(path)
	for i, p := range parts {
		if val, ok := v.values[p]; ok {
			parts[i] = val
		} else if p == "%secondary_group" && v.secondary != nil {
			parts[i] = v.secondaryIn(parts[:i])
		}
	}
	return strings.Join(parts, ".")
}

func (v *vars) secondaryIn(before []string) string {
	prefix := ""
	if len(before) > 0 {
		prefix = strings.Join(before, ".") + "."
	}
	for _, g := range v.secondary {
		if v.t.get(prefix+g) != nil {
			return g
		}
	}
	return ""
}

// javaSplitDot is String.split("\\.") : trailing empty strings removed
// (an empty input gives one empty part).
func javaSplitDot(s string) []string {
	if s == "" {
		return []string{""}
	}
	parts := strings.Split(s, ".")
	for len(parts) > 0 && parts[len(parts)-1] == "" {
		parts = parts[:len(parts)-1]
	}
	return parts
}

// get is the value of a variable, "" when unset.
func (v *vars) get(name string) string { return v.values[name] }

// matchValue is what a VariableMatcher compares with: the original value
// when cleaning changed it.
func (v *vars) matchValue(name string) string {
	if o, ok := v.original[name]; ok {
		return o
	}
	return v.get(name)
}
