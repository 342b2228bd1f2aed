package csplace

import (
	"fmt"
	"strings"

	"github.com/fairsched/fairsched/core/placement"
)

// rejectedByRule is what the client hears when a mapping rule rejects
// the application (CSMappingPlacementRule hides the details).
const rejectedByRule = "Application submission have been rejected by a mapping rule. Please see the logs for details"

// runMapping is CSMappingPlacementRule.getPlacementForApp.
func (e *Engine) runMapping(en engine, s submission, res *placement.Result) decision {
	if s.Queue != "default" && !e.c.Placement.Override {
		res.Trace = append(res.Trace, placement.Step{Name: en.name, Outcome: placement.OutcomePassed,
			Reason: fmt.Sprintf("the application names queue %q and queue-mappings-override.enable is false, so no mapping rule applies", s.Queue)})
		return decision{}
	}
	v := newVars(s, e.t)
	for _, r := range en.rules {
		if d, done := e.evalRule(r, v, res); done {
			return d
		}
	}
	return decision{}
}

// evalRule runs one rule; done is false when the next rule decides.
func (e *Engine) evalRule(r *rule, v *vars, res *placement.Result) (decision, bool) {
	if !matches(r, v) {
		step(res, r, placement.OutcomePassed, "does not match "+matchedWhat(r, v))
		return decision{}, false
	}
	switch r.m.Policy {
	case "reject":
		step(res, r, placement.OutcomeRejected, "the rule rejects the application")
		decided(res)
		return decision{reject: rejectedByRule}, true
	case "setDefaultQueue":
		v.values["%default"] = v.replace(r.m.Value) // VariableUpdateAction: replaceVariables
		step(res, r, placement.OutcomePassed, "sets %default to "+v.values["%default"])
		return decision{}, false
	}
	path := v.replacePath(r.m.Path())
	full, why := e.validate(path, r.m.Create)
	if why == "" {
		step(res, r, placement.OutcomePlaced, "gives "+full)
		decided(res)
		return decision{queue: full}, true
	}
	return e.fallback(r, v, res, fmt.Sprintf("cannot place in %q: %s", path, why))
}

// fallback is the rule's fallback action after an invalid target.
func (e *Engine) fallback(r *rule, v *vars, res *placement.Result, why string) (decision, bool) {
	switch r.m.Fallback {
	case "reject":
		step(res, r, placement.OutcomeRejected, why+"; its fallback rejects the application")
		decided(res)
		return decision{reject: rejectedByRule}, true
	case "placeDefault":
		def := v.replacePath("%default")
		full, bad := e.validate(def, false)
		if bad != "" {
			step(res, r, placement.OutcomeRejected, why+"; its fallback places in %default "+def+", which fails too: "+bad)
			decided(res)
			return decision{reject: rejectedByRule}, true
		}
		step(res, r, placement.OutcomePlaced, why+"; its fallback places in %default, "+full)
		decided(res)
		return decision{queue: full}, true
	}
	step(res, r, placement.OutcomePassed, why+"; its fallback skips to the next rule")
	return decision{}, false
}

// matches is the rule's matcher: everyone (user "*" or legacy %user), the
// user (original name), one of the user's raw groups, or the application
// name ("*" is no wildcard there); the value's variables are replaced
// first.
func matches(r *rule, v *vars) bool {
	m := r.m
	switch {
	case m.Type == "user" && (m.Match == "*" && m.Origin == "json" || m.Match == "%user" && m.Origin != "json"):
		return true
	case m.Type == "user":
		return v.replace(m.Match) == v.matchValue("%user")
	case m.Type == "group":
		want := v.replace(m.Match)
		for _, g := range v.groups {
			if g == want {
				return true
			}
		}
		return false
	}
	return v.replace(m.Match) == v.matchValue("%application")
}

// matchedWhat names what a rule that does not match was compared with.
func matchedWhat(r *rule, v *vars) string {
	switch r.m.Type {
	case "group":
		if len(v.groups) == 0 {
			return "(the user has no groups)"
		}
		return "(groups " + strings.Join(v.groups, ", ") + ")"
	case "application":
		return "(application name " + quoted(v.get("%application")) + ")"
	}
	return "(user " + quoted(v.matchValue("%user")) + ")"
}
