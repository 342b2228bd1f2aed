package csplace

import (
	"fmt"
	"strings"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/placement"
)

// runLegacy is UserGroupMappingPlacementRule (or
// AppNameMappingPlacementRule) of Hadoop 3.1 to 3.3: the first mapping
// that matches the submission decides, even when it gives no queue; its
// answer counts only when the application names "default", names the
// answer's leaf, or queue-mappings-override.enable is true.
func (e *Engine) runLegacy(en engine, s submission, res *placement.Result) decision {
	for _, r := range en.rules {
		if r.m.Type == "group" && len(s.Groups) == 0 {
			step(res, r, placement.OutcomeRejected, noGroups(s.User))
			decided(res)
			return decision{reject: noGroups(s.User)}
		}
		if !legacyMatches(r.m, s) {
			step(res, r, placement.OutcomePassed, "does not match "+legacyWhat(r.m, s))
			continue
		}
		d, why := e.legacyContext(r.m, s)
		switch {
		case d.reject != "":
			step(res, r, placement.OutcomeRejected, d.reject)
			decided(res)
			return d
		case d.queue == "":
			step(res, r, placement.OutcomePassed, "matches but gives no queue: "+why+"; the "+en.name+" engine places nothing")
			return decision{}
		case s.Queue != "default" && s.Queue != d.queue && !e.c.Placement.Override:
			step(res, r, placement.OutcomePassed, fmt.Sprintf("gives %s, but the application names queue %q and queue-mappings-override.enable is false", joinPath(d), s.Queue))
			return decision{}
		}
		step(res, r, placement.OutcomePlaced, "gives "+joinPath(d))
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

// legacyContext is the answer of a matching legacy mapping: the
// app-name engine's, or UserGroupMappingPlacementRule.getPlacementForUser's
// in the release's form (hadoop.CapacityFeatures.LegacyGroupMappings and
// LegacyQueueCheck). why says why there is no answer.
func (e *Engine) legacyContext(m capacity.Mapping, s submission) (decision, string) {
	parent, leaf := splitLast(m.Target)
	if m.Origin == capacity.OriginAppName {
		if leaf == "%application" && m.Match == "%application" {
			leaf = s.App
		}
		return e.placementContext(parent, leaf)
	}
	if !e.prof.Capacity.LegacyGroupMappings {
		return e.plainUserContext(m, s, parent, leaf)
	}
	if len(s.Groups) == 0 && (strings.Contains(m.Target, "%primary_group") || strings.Contains(m.Target, "%secondary_group")) {
		return decision{reject: noGroups(s.User)}, ""
	}
	if m.Type == "user" && m.Match == "%user" {
		return e.anyUserContext(parent, leaf, s)
	}
	switch {
	case m.Type == "group" && leaf == "%user":
		leaf = s.User
	case m.Type == "user" && leaf == "%primary_group":
		leaf = s.Groups[0]
	case m.Type == "user" && leaf == "%secondary_group":
		if leaf = e.legacySecondary(s); leaf == "" {
			return decision{}, "none of the user's secondary groups is a queue"
		}
	}
	return e.userContext(parent, leaf)
}

// plainUserContext is getPlacementForUser of 3.1.0 to 3.2.x: u:%user
// replaces a %user or %primary_group target (the primary group needs the
// group lookup, which fails without groups), g: a %user target; every
// other target, %secondary_group included, is handed on as written and
// nothing is looked up (leaf names are unique there).
func (e *Engine) plainUserContext(m capacity.Mapping, s submission, parent, leaf string) (decision, string) {
	switch {
	case leaf == "%user" && (m.Type == "group" || m.Match == "%user"):
		leaf = s.User
	case leaf == "%primary_group" && m.Type == "user" && m.Match == "%user":
		if len(s.Groups) == 0 {
			return decision{reject: noGroups(s.User)}, ""
		}
		leaf = s.Groups[0]
	}
	return decision{queue: leaf, parent: parent}, ""
}

// anyUserContext is the u:%user:... branch of getPlacementForUser.
func (e *Engine) anyUserContext(parent, leaf string, s submission) (decision, string) {
	switch {
	case leaf == "%user" && parent == "%primary_group":
		return e.groupParentContext(s.Groups[0], s.User)
	case leaf == "%user" && parent == "%secondary_group":
		return e.groupParentContext(e.legacySecondary(s), s.User)
	case leaf == "%user":
		return e.userContext(parent, s.User)
	case leaf == "%primary_group" && e.prof.Capacity.LegacyQueueCheck:
		return e.userContext(parent, s.Groups[0])
	case leaf == "%primary_group":
		return e.primaryGroupContext(parent, s.Groups[0])
	case leaf == "%secondary_group":
		g := e.legacySecondary(s)
		if g == "" {
			return decision{}, "none of the user's secondary groups is a queue"
		}
		if e.prof.Capacity.LegacyQueueCheck {
			return e.userContext(parent, g)
		}
		return e.placementContext(parent, e.t.get(g).path)
	}
	return e.userContext(parent, leaf)
}

// primaryGroupContext is getContextForPrimaryGroup: the leaf is
// "root.<group>"; it is handed on below a managed parent, else only when
// that queue exists.
func (e *Engine) primaryGroupContext(parent, group string) (decision, string) {
	leaf := "root." + group
	if p := e.t.get(parent); parent != "" && p != nil && p.managed {
		return e.placementContext(parent, leaf)
	}
	if e.t.get(leaf) == nil {
		return decision{}, fmt.Sprintf("there is no queue %s", leaf)
	}
	return e.placementContext(parent, leaf)
}

// groupParentContext is getContextForGroupParent with validateQueueMapping:
// the group must be a queue, and the user's leaf must already exist below
// it; otherwise the application is rejected. In 3.3.0 the parent is
// root.<group>; from 3.3.1 (LegacyQueueCheck) it is the group queue's
// path, and a managed group queue may create the leaf.
func (e *Engine) groupParentContext(group, user string) (decision, string) {
	g := e.t.get(group)
	if group == "" || g == nil {
		return decision{}, fmt.Sprintf("no queue is named after the group %q", group)
	}
	parentPath := "root." + group
	if e.prof.Capacity.LegacyQueueCheck {
		parentPath = g.path
	}
	full := parentPath + "." + user
	p, l := e.t.byPath[parentPath], e.t.get(full)
	switch {
	case (l == nil || !l.leaf()) && e.prof.Capacity.LegacyQueueCheck:
		if l == nil && e.t.ambiguous(full) {
			return decision{reject: "mapping contains ambiguous leaf queue name: " + full}, ""
		}
		if p == nil || !p.managed {
			return decision{reject: "mapping contains invalid or non-leaf queue  and no managed parent is found: " + full}, ""
		}
		return e.userContext(parentPath, user)
	case l == nil || !l.leaf():
		return decision{reject: "mapping contains invalid or non-leaf queue : " + full}, ""
	case p == nil || p.leaf():
		return decision{reject: "mapping contains invalid parent queue [" + parentPath + "]"}, ""
	case l.parent != p:
		return decision{reject: fmt.Sprintf("mapping contains invalid parent queue which does not match existing leaf queue's parent : [%s] does not match [ %s]", p.path, l.parent.path)}, ""
	}
	return e.userContext(parentPath, user)
}

// userContext is the user-group engine's getPlacementContext: from 3.3.1
// (LegacyQueueCheck) it checks the queue, else it hands the answer on.
func (e *Engine) userContext(parent, leaf string) (decision, string) {
	if !e.prof.Capacity.LegacyQueueCheck {
		return e.placementContext(parent, leaf)
	}
	if parent == "" && e.t.ambiguous(leaf) {
		return decision{reject: "mapping contains ambiguous leaf queue reference " + leaf}, ""
	}
	if parent != "" {
		return e.checkedWithParent(parent, leaf)
	}
	q := e.t.get(leaf)
	switch {
	case q == nil:
		return decision{}, fmt.Sprintf("queue %s does not exist", leaf)
	case q.parent == nil:
		return decision{queue: leaf}, ""
	}
	return decision{queue: leaf, parent: q.parent.path}, ""
}

// checkedWithParent is getPlacementContextWithParent: the parent must
// exist (by path or unique short name); unless it is managed, the leaf
// must exist below it. The answer names the parent by its path.
func (e *Engine) checkedWithParent(parent, leaf string) (decision, string) {
	p := e.t.get(parent)
	switch {
	case p == nil && e.t.ambiguous(parent):
		return decision{}, fmt.Sprintf("the parent queue %s is ambiguous", parent)
	case p == nil:
		return decision{}, fmt.Sprintf("the parent queue %s does not exist", parent)
	case !p.managed && e.t.byPath[p.path+"."+leaf] == nil:
		return decision{}, fmt.Sprintf("%s is not a managed parent queue, and no queue %s exists under it", p.path, leaf)
	}
	return decision{queue: leaf, parent: p.path}, ""
}

// placementContext is getPlacementContext: without a parent an ambiguous
// short name rejects the application; nothing is looked up.
func (e *Engine) placementContext(parent, leaf string) (decision, string) {
	if parent == "" && e.t.ambiguous(leaf) {
		return decision{reject: "mapping contains ambiguous leaf queue reference " + leaf}, ""
	}
	return decision{queue: leaf, parent: parent}, ""
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
