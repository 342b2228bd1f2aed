package diff

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/fairsched/fairsched/xmlconf"
)

// topSetting is one top-level setting as Hadoop holds it, with where it is
// written (the zero Pos when it is not).
type topSetting struct {
	name  string
	value func(a *xmlconf.Allocations) (string, xmlconf.Pos)
}

func topField[T any](get func(a *xmlconf.Allocations) xmlconf.Field[T], format func(T) string) func(*xmlconf.Allocations) (string, xmlconf.Pos) {
	return func(a *xmlconf.Allocations) (string, xmlconf.Pos) {
		f := get(a)
		return format(f.Val), f.Pos()
	}
}

func formatInt32(v int32) string { return formatLimit(int64(v), math.MaxInt32) }

// topSettings are compared in this order.
var topSettings = []topSetting{
	{"userMaxAppsDefault", topField(func(a *xmlconf.Allocations) xmlconf.Field[int32] { return a.UserMaxAppsDefault }, formatInt32)},
	{"queueMaxAppsDefault", topField(func(a *xmlconf.Allocations) xmlconf.Field[int32] { return a.QueueMaxAppsDefault }, formatInt32)},
	{"queueMaxResourcesDefault", func(a *xmlconf.Allocations) (string, xmlconf.Pos) {
		return resourceSetting(a.QueueMaxResourcesDefault, a.Types, "unlimited"), a.QueueMaxResourcesDefault.Pos()
	}},
	{"queueMaxAMShareDefault", topField(func(a *xmlconf.Allocations) xmlconf.Field[float32] { return a.QueueMaxAMShareDefault }, formatFloat32)},
	{"defaultQueueSchedulingPolicy", topField(func(a *xmlconf.Allocations) xmlconf.Field[xmlconf.Policy] { return a.DefaultQueueSchedulingPolicy },
		func(p xmlconf.Policy) string { return string(p) })},
	{"defaultMinSharePreemptionTimeout", topField(func(a *xmlconf.Allocations) xmlconf.Field[int64] { return a.DefaultMinSharePreemptionTimeout }, formatTimeout)},
	{"defaultFairSharePreemptionTimeout", topField(func(a *xmlconf.Allocations) xmlconf.Field[int64] { return a.RootFairSharePreemptionTimeout() }, formatTimeout)},
	{"defaultFairSharePreemptionThreshold", topField(func(a *xmlconf.Allocations) xmlconf.Field[float32] { return a.DefaultFairSharePreemptionThreshold }, formatFloat32)},
	{"reservation-agent", topField(func(a *xmlconf.Allocations) xmlconf.Field[string] { return a.ReservationAgent }, strconv.Quote)},
	{"reservation-policy", topField(func(a *xmlconf.Allocations) xmlconf.Field[string] { return a.ReservationPolicy }, strconv.Quote)},
	{"reservation-planner", topField(func(a *xmlconf.Allocations) xmlconf.Field[string] { return a.ReservationPlanner }, strconv.Quote)},
}

// topLevel compares the top-level settings, every user's maxRunningApps
// and the placement rules.
func topLevel(oa, na *xmlconf.Allocations) []Setting {
	var out []Setting
	for _, s := range topSettings {
		ov, op := s.value(oa)
		nv, np := s.value(na)
		if ov != nv {
			out = append(out, Setting{Name: s.name, Old: &ov, New: &nv, OldPos: op, NewPos: np})
		}
	}
	out = append(out, users(oa, na)...)
	return append(out, placementChanges(oa.Placement, na.Placement)...)
}

// users compares the maxRunningApps of every <user>, in the new file's
// order, then the users only the old file names.
func users(oa, na *xmlconf.Allocations) []Setting {
	byName := func(a *xmlconf.Allocations) map[string]*xmlconf.User {
		m := map[string]*xmlconf.User{}
		for _, u := range a.Users {
			m[u.Name] = u
		}
		return m
	}
	om, nm := byName(oa), byName(na)
	var out []Setting
	add := func(name string) {
		o, n := om[name], nm[name]
		s := Setting{Name: fmt.Sprintf("user %q maxRunningApps", name)}
		if o != nil {
			v := formatInt32(o.MaxRunningApps.Val)
			s.Old, s.OldPos = &v, xmlconf.FirstValid(o.MaxRunningApps.Pos(), o.Pos)
		}
		if n != nil {
			v := formatInt32(n.MaxRunningApps.Val)
			s.New, s.NewPos = &v, xmlconf.FirstValid(n.MaxRunningApps.Pos(), n.Pos)
		}
		if !sameValue(s.Old, s.New) {
			out = append(out, s)
		}
	}
	for _, u := range na.Users {
		add(u.Name)
	}
	for _, u := range oa.Users {
		if nm[u.Name] == nil {
			add(u.Name)
		}
	}
	return dedupeSettings(out)
}

func dedupeSettings(ss []Setting) []Setting {
	seen := map[string]bool{}
	out := ss[:0]
	for _, s := range ss {
		if !seen[s.Name] {
			seen[s.Name] = true
			out = append(out, s)
		}
	}
	return out
}

// describeRule writes a placement rule as one line: its name and the
// attributes Hadoop reads, with its nested parent rule.
func describeRule(r *xmlconf.PlacementRule) string {
	var b strings.Builder
	b.WriteString(r.Name)
	fmt.Fprintf(&b, " create=%t", r.Create.Val)
	if r.Queue.Set {
		fmt.Fprintf(&b, " queue=%q", r.Queue.Val)
	}
	if r.Parent != nil {
		b.WriteString(" parent=(" + describeRule(r.Parent) + ")")
	}
	return b.String()
}

func placementRules(pp *xmlconf.PlacementPolicy) []*xmlconf.PlacementRule {
	if pp == nil {
		return nil
	}
	return pp.Rules
}

// placementChanges compares the placement rules one by one: rules kept in the same
// relative order are matched (longest common subsequence of their
// descriptions); between two kept rules, the removed and added ones are
// paired in order as changed rules, and the rest are removed or added.
func placementChanges(op, np *xmlconf.PlacementPolicy) []Setting {
	or, nr := placementRules(op), placementRules(np)
	od, nd := describeAll(or), describeAll(nr)
	var out []Setting
	var gone, come []int
	flush := func() {
		for k := 0; k < max(len(gone), len(come)); k++ {
			s := Setting{}
			if k < len(gone) {
				i := gone[k]
				s.Name, s.Old, s.OldPos = ruleName(i), &od[i], or[i].Pos
			}
			if k < len(come) {
				j := come[k]
				s.Name, s.New, s.NewPos = ruleName(j), &nd[j], nr[j].Pos
			}
			out = append(out, s)
		}
		gone, come = gone[:0], come[:0]
	}
	for _, e := range lcsEdits(od, nd) {
		switch {
		case e.old >= 0 && e.new >= 0:
			flush()
		case e.old >= 0:
			gone = append(gone, e.old)
		default:
			come = append(come, e.new)
		}
	}
	flush()
	return out
}

// ruleName names the i-th (0-based) placement rule.
func ruleName(i int) string { return fmt.Sprintf("queuePlacementPolicy rule %d", i+1) }

func describeAll(rs []*xmlconf.PlacementRule) []string {
	out := make([]string, len(rs))
	for i, r := range rs {
		out[i] = describeRule(r)
	}
	return out
}

// edit is one step of an edit script: both indexes set for a kept item,
// one of them -1 for a removal or an addition.
type edit struct{ old, new int }

// lcsEdits returns the edit script from a to b that keeps a longest common
// subsequence, removals before additions at each point.
func lcsEdits(a, b []string) []edit {
	n, m := len(a), len(b)
	l := make([][]int, n+1)
	for i := range l {
		l[i] = make([]int, m+1)
	}
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			if a[i] == b[j] {
				l[i][j] = l[i+1][j+1] + 1
			} else {
				l[i][j] = max(l[i+1][j], l[i][j+1])
			}
		}
	}
	var out []edit
	i, j := 0, 0
	for i < n || j < m {
		switch {
		case i < n && j < m && a[i] == b[j]:
			out = append(out, edit{i, j})
			i, j = i+1, j+1
		case j == m || (i < n && l[i+1][j] >= l[i][j+1]):
			out = append(out, edit{i, -1})
			i++
		default:
			out = append(out, edit{-1, j})
			j++
		}
	}
	return out
}
