package csplace

import (
	"fmt"
	"strings"
)

// validate is CSMappingPlacementRule.validateAndNormalizeQueue: the full
// path of the queue path names, or why the rule cannot place there (in
// Hadoop's words).
func (e *Engine) validate(path string, create bool) (string, string) {
	parts := strings.Split(path, ".")
	for _, p := range parts {
		if p == "" {
			return "", fmt.Sprintf("Invalid path returned by rule: '%s'", path)
		}
	}
	full := ""
	if len(parts) == 1 {
		q := e.t.get(path)
		switch {
		case q == nil && e.t.ambiguous(path):
			return "", fmt.Sprintf("Queue '%s' specified in mapping rule is ambiguous", path)
		case q == nil:
			return "", fmt.Sprintf("Queue '%s' specified in mapping rule does not exist.", path)
		}
		full = q.path
	} else {
		var why string
		if full, why = e.validateWithParent(path, create); why != "" {
			return "", why
		}
	}
	if q := e.t.byPath[full]; q != nil && !q.leaf() {
		return "", fmt.Sprintf("Mapping rule returned a non-leaf queue '%s', cannot place application in it.", full)
	}
	return full, ""
}

// validateWithParent normalises the path's first part to a full path and
// checks that the queue exists or may be created.
func (e *Engine) validateWithParent(path string, create bool) (string, string) {
	dot := strings.LastIndexByte(path, '.')
	parent, leaf := path[:dot], path[dot+1:]
	norm, why := e.normalizeRoot(path)
	if why != "" {
		return "", why
	}
	switch e.autoCreation(norm) {
	case ambiguousParent:
		return "", fmt.Sprintf("Mapping rule specified a parent queue '%s', but it is ambiguous.", parent)
	case noParent:
		return "", "Mapping rule did not specify an existing queue nor a dynamic parent queue."
	case noDynamicParent:
		return "", fmt.Sprintf("Mapping rule specified a parent queue '%s', but it is not a dynamic parent queue, and no queue exists with name '%s' under it.", parent, leaf)
	case creatable:
		if !create {
			return "", fmt.Sprintf("Mapping rule doesn't allow auto-creation of the queue '%s'.", norm)
		}
	}
	return norm, ""
}

// normalizeRoot is MappingRuleValidationHelper.normalizeQueuePathRoot: the
// first part of the path, a full path or a unique short name, made full.
func (e *Engine) normalizeRoot(path string) (string, string) {
	first, rest, dotted := strings.Cut(path, ".")
	q := e.t.get(first)
	switch {
	case q == nil && e.t.ambiguous(first):
		return "", fmt.Sprintf("Path root '%s' is ambiguous. Path '%s' is invalid", first, path)
	case q == nil:
		return "", fmt.Sprintf("Path root '%s' does not exist. Path '%s' is invalid", first, path)
	case !dotted:
		return q.path, ""
	}
	return q.path + "." + rest, ""
}

// validity is MappingRuleValidationHelper.ValidationResult.
type validity int

const (
	queueExists validity = iota
	creatable
	noParent
	noDynamicParent
	ambiguousParent
)

// autoCreation is validateQueuePathAutoCreation: the queue exists, or its
// parent is a managed parent or a flexible one, or the parent is missing
// and the grandparent is flexible (two levels created).
func (e *Engine) autoCreation(path string) validity {
	if e.t.get(path) != nil {
		return queueExists
	}
	parts := strings.Split(path, ".")
	parentPath := strings.Join(parts[:len(parts)-1], ".")
	if e.t.ambiguous(parentPath) {
		return ambiguousParent
	}
	parent := e.t.get(parentPath)
	if parent == nil {
		if len(parts) < 3 {
			return noParent
		}
		gp := e.t.get(strings.Join(parts[:len(parts)-2], "."))
		if gp != nil && gp.flexible {
			return creatable
		}
		return noDynamicParent
	}
	if parent.managed || parent.flexible {
		return creatable
	}
	return noDynamicParent
}
