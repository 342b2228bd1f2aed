package csplace

import (
	"fmt"
	"strings"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/hadoop"
)

// Refusal is a mapping rule the ResourceManager refuses when the
// CSMappingPlacementRule starts (3.4, failOnConfigError): the scheduler
// does not start with the file.
type Refusal struct {
	Mapping capacity.Mapping
	// Message is Hadoop's reason.
	Message string
}

// LoadRefusals validates every mapping rule of c as
// MappingRuleValidationContextImpl does when release prof starts the
// placement engine: a target without variables must be an existing leaf
// or creatable; a target with variables must not start below a leaf, and
// its static start must exist or have a parent that creates queues. Only
// releases with CSMappingPlacementRule validate so; nil for the others.
func LoadRefusals(c *capacity.Config, prof hadoop.Profile) []Refusal {
	if !prof.Capacity.CSMappingPlacementRule || len(c.Mappings) == 0 {
		return nil // no rule to check: the queue tree is not built
	}
	e := &Engine{c: c, prof: prof, t: newTree(c, !prof.Capacity.SameNameLeaves)}
	known := map[string]bool{"%user": true, "%primary_group": true, "%secondary_group": true,
		"%application": true, "%specified": true, "%default": true}
	var out []Refusal
	for _, m := range c.Mappings {
		if m.Policy == "reject" || m.Policy == "setDefaultQueue" {
			continue // setDefaultQueue only ever changes %default, a known variable
		}
		if msg := e.validateLoad(m.Path(), known); msg != "" {
			out = append(out, Refusal{Mapping: m, Message: msg})
		}
	}
	return out
}

// validateLoad is validateQueuePath: Hadoop's message, "" when valid.
func (e *Engine) validateLoad(path string, known map[string]bool) string {
	if path == "" {
		return "Queue path is empty."
	}
	parts := javaSplitDot(path)
	static := true
	for _, p := range parts {
		if p == "" {
			return fmt.Sprintf("Path segment cannot be empty '%s'.", path)
		}
		static = static && !known[p]
	}
	if static {
		return e.validateStatic(path)
	}
	return e.validateDynamic(path, parts, known)
}

// validateStatic is validateStaticQueuePath: the queue exists as a leaf or
// may be created.
func (e *Engine) validateStatic(path string) string {
	norm, why := e.normalizeRoot(path)
	if why != "" {
		return why
	}
	parent, leaf := splitLast(path)
	switch e.autoCreation(norm) {
	case ambiguousParent:
		return fmt.Sprintf("Target queue path '%s' contains an ambiguous parent queue '%s' reference.", path, parent)
	case noParent:
		return fmt.Sprintf("Target queue does not exist and has no parent defined '%s'.", path)
	case noDynamicParent:
		return fmt.Sprintf("Mapping rule specified a parent queue '%s', but it is not a dynamic parent queue, and no queue exists with name '%s' under it.", parent, leaf)
	case queueExists:
		if !e.t.get(norm).leaf() {
			return fmt.Sprintf("Target queue '%s' but it's not a leaf queue.", path)
		}
	}
	return ""
}

// validateDynamic is validateDynamicQueuePath: only the static start of
// the path (up to the first variable) is checked, and only when the path
// does not start with a variable.
func (e *Engine) validateDynamic(path string, parts []string, known map[string]bool) string {
	if known[parts[0]] {
		return ""
	}
	n := 1
	for n < len(parts) && !known[parts[n]] {
		n++
	}
	staticPart := strings.Join(parts[:n], ".")
	norm, why := e.normalizeRoot(staticPart)
	if why != "" {
		return why
	}
	if q := e.t.get(norm); q != nil {
		if q.leaf() {
			return fmt.Sprintf("Queue path '%s' is invalid because '%s' is a leaf queue, which can have no other queues under it.", path, norm)
		}
		return ""
	}
	if n > 1 {
		parentNorm, why := e.normalizeRoot(strings.Join(parts[:n-1], "."))
		if why != "" {
			return why
		}
		if q := e.t.get(parentNorm); q != nil && (q.managed || q.flexible) {
			return ""
		}
	}
	return fmt.Sprintf("No eligible parent found on path '%s'.", path)
}
