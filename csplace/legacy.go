package csplace

import (
	"fmt"
	"strings"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/place"
)

// runLegacy is UserGroupMappingPlacementRule (or
// AppNameMappingPlacementRule) of Hadoop 3.1 to 3.3: the first mapping
// that matches the submission decides, even when it gives no queue; its
// answer counts only when the application names "default", names the
// answer's leaf, or queue-mappings-override.enable is true.
func (e *Engine) runLegacy(en engine, s submission, res *place.Result) decision {
	for _, r := range en.rules {
		if r.m.Type == "group" && len(s.Groups) == 0 {
			step(res, r, place.OutcomeRejected, noGroups(s.User))
			decided(res)
			return decision{reject: noGroups(s.User)}
		}
		if !legacyMatches(r.m, s) {
			step(res, r, place.OutcomePassed, "does not match "+legacyWhat(r.m, s))
			continue
		}
		d, why := e.legacyContext(r.m, s)
		switch {
		case d.reject != "":
			step(res, r, place.OutcomeRejected, d.reject)
			decided(res)
			return d
		case d.queue == "":
			step(res, r, place.OutcomePassed, "matches but gives no queue: "+why+"; the "+en.name+" engine places nothing")
			return decision{}
		case s.Queue != "default" && s.Queue != d.queue && !e.c.Placement.Override:
			step(res, r, place.OutcomePassed, fmt.Sprintf("gives %s, but the application names queue %q and queue-mappings-override.enable is false", joinPath(d), s.Queue))
			return decision{}
		}
		step(res, r, place.OutcomePlaced, "gives "+joinPath(d))
		decided(res)
		return d
	}
	return decision{}
}

func joinPath(d decision) string {
	if d.parent == "" {
		return d.queue
	}
	return d.parent + "." + d.queue
}

// legacyMatches: u:%user and app-name %application match everyone, u:NAME
// the user, g:NAME any of the user's groups, NAME the application.
func legacyMatches(m capacity.Mapping, s submission) bool {
	switch m.Type {
	case "user":
		return m.Match == "%user" || m.Match == s.User
	case "group":
		for _, g := range s.Groups {
			if g == m.Match {
				return true
			}
		}
		return false
	}
	return m.Match == "%application" || m.Match == s.App
}

func legacyWhat(m capacity.Mapping, s submission) string {
	switch m.Type {
	case "group":
		return "(groups " + strings.Join(s.Groups, ", ") + ")"
	case "application":
		return "(application name " + quoted(s.App) + ")"
	}
	return "(user " + quoted(s.User) + ")"
}

// legacyContext is the placement context of a matching mapping: the
// target's variables filled (%user, %primary_group, %secondary_group as
// leaf, %primary_group.%user and %secondary_group.%user, %application),
// then checked as getPlacementContext checks it. why says why there is no
// queue.
func (e *Engine) legacyContext(m capacity.Mapping, s submission) (decision, string) {
	parent, leaf := splitLast(m.Target)
	if len(s.Groups) == 0 && (strings.Contains(m.Target, "%primary_group") || strings.Contains(m.Target, "%secondary_group")) {
		return decision{reject: noGroups(s.User)}, ""
	}
	if leaf == "%user" && (parent == "%primary_group" || parent == "%secondary_group") {
		g := s.Groups[0]
		if parent == "%secondary_group" {
			g = e.legacySecondary(s)
		}
		q := e.t.get(g)
		if q == nil {
			return decision{}, fmt.Sprintf("no queue is named after the group %q", g)
		}
		parent = q.path
	}
	switch leaf {
	case "%user":
		leaf = s.User
	case "%primary_group":
		leaf = s.Groups[0]
	case "%secondary_group":
		if leaf = e.legacySecondary(s); leaf == "" {
			return decision{}, "none of the user's secondary groups is a queue"
		}
	case "%application":
		leaf = s.App
	}
	return e.legacyCheck(parent, leaf)
}

// legacySecondary is the first secondary group that is a queue, "" when
// none is.
func (e *Engine) legacySecondary(s submission) string {
	for _, g := range s.Groups[1:] {
		if e.t.get(g) != nil {
			return g
		}
	}
	return ""
}

// legacyCheck is getPlacementContext: an ambiguous short name rejects the
// application; a missing parent, a missing queue below a parent that is
// not a managed parent, or a missing queue give nothing.
func (e *Engine) legacyCheck(parent, leaf string) (decision, string) {
	if parent == "" {
		q := e.t.get(leaf)
		switch {
		case q == nil && e.t.ambiguous(leaf):
			return decision{reject: "mapping contains ambiguous leaf queue reference " + leaf}, ""
		case q == nil:
			return decision{}, fmt.Sprintf("queue %q does not exist", leaf)
		case q.parent == nil:
			return decision{queue: q.path}, "" // root: the checks after the rule refuse a parent
		}
		return decision{queue: leaf, parent: q.parent.path}, ""
	}
	p := e.t.get(parent)
	if p == nil {
		return decision{}, fmt.Sprintf("the parent queue %q does not exist", parent)
	}
	if !p.managed && e.t.byPath[p.path+"."+leaf] == nil {
		return decision{}, fmt.Sprintf("%s is not a managed parent queue and has no queue %q", p.path, leaf)
	}
	return decision{queue: leaf, parent: p.path}, ""
}

// splitLast splits a path at its last dot.
func splitLast(path string) (string, string) {
	i := strings.LastIndexByte(path, '.')
	if i < 0 {
		return "", path
	}
	return path[:i], path[i+1:]
}

// noGroups is the rejection when the group lookup a mapping needs finds
// no groups (Groups.getGroups throws; the rule wraps it).
func noGroups(user string) string {
	return fmt.Sprintf("user %q has no groups (Hadoop: \"Failed to submit application submitted by user %s reason: No groups found for user %s\")", user, user, user)
}
