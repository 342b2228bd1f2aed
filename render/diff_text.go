package render

import (
	"fmt"
	"strings"

	"github.com/fairsched/fairsched/analysis/diff"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/xmlconf"
)

// This file holds the wording the tree and markdown diff formats share.

// DiffOptions are the presentation choices of the diff formats: colour and,
// for the tree, the terminal width (0: do not fold lines).
type DiffOptions struct {
	Options
	Width int
}

// diffShareText writes one kind of share of a queue before and after, type by
// type, in the resource notation of the other commands: "8 GiB → 4 GiB
// (-50.0%), 8 vcores → 4 vcores (-50.0%)" (with UnitsMB "8192 mb → 4096 mb").
// Types that did not move are left out; "" when none moved.
func diffShareText(q diff.Queue, types resource.ResourceTypes, instantaneous bool, u resource.Units) string {
	var parts []string
	for _, m := range q.Moves {
		k := types.Index(m.Type)
		delta, rel := m.SteadyDelta, m.SteadyRelative
		if instantaneous {
			delta, rel = m.InstantaneousDelta, m.InstantaneousRelative
		}
		if delta == 0 || k < 0 {
			continue
		}
		before := diffShareOn(q.Before, types, k, instantaneous, u)
		after := diffShareOn(q.After, types, k, instantaneous, u)
		change := diffRelText(delta, rel)
		if rel == nil { // a change from nothing, in the type's own notation
			change = diffSigned(types, k, delta, u)
		}
		parts = append(parts, before+" → "+after+" ("+change+")")
	}
	return strings.Join(parts, ", ")
}

// diffShareOn writes type k of one side's share, "-" where the queue is not.
func diffShareOn(s *diff.Shares, types resource.ResourceTypes, k int, instantaneous bool, u resource.Units) string {
	if s == nil {
		return "-"
	}
	v := s.Steady.Get(k)
	if instantaneous {
		v = s.Instantaneous.Get(k)
	}
	return amountOf(types, k, v, u)
}

// diffSigned writes a change from nothing with its sign: "+4 GiB".
func diffSigned(types resource.ResourceTypes, k int, delta int64, u resource.Units) string {
	if delta < 0 {
		return "-" + amountOf(types, k, -delta, u)
	}
	return "+" + amountOf(types, k, delta, u)
}

// diffRelText writes a change as a percentage of the old value, or as the
// signed absolute change when the old value was 0.
func diffRelText(delta int64, rel *float64) string {
	if rel == nil {
		return fmt.Sprintf("%+d", delta)
	}
	return fmt.Sprintf("%+.1f%%", *rel*100)
}

// diffValueText writes a setting's value, "-" where it does not apply.
func diffValueText(v *string) string {
	if v == nil {
		return "-"
	}
	return *v
}

// diffPosText writes where a value comes from: "file:line:col", or the file
// alone for a built-in default.
func diffPosText(file string, v *string, p xmlconf.Pos) string {
	s := diffPosJSON(file, v, p)
	if s == nil {
		return "-"
	}
	return *s
}

// diffWhyText writes a change of reason: "steady memory-mb: weight → min".
func diffWhyText(y diff.Why) string {
	return fmt.Sprintf("%s %s: %s → %s", y.Share, y.Type, diffBindingWords(string(y.Old)), diffBindingWords(string(y.New)))
}

// diffBindingWords explains a compute.Binding value.
func diffBindingWords(b string) string {
	switch b {
	case "weight":
		return "weight-proportional"
	case "min":
		return "raised to its min"
	case "max":
		return "capped at its max"
	case "max-zero":
		return "max is 0"
	case "weight-zero":
		return "weight 0 (min only)"
	case "inactive":
		return "inactive"
	case "not-computed":
		return "not computed by the parent's policy"
	case "mins-take-all":
		return "0 (its siblings' mins take it all)"
	case "cluster":
		return "the whole cluster"
	}
	return b
}

// diffShown reports whether a queue appears in the tree and markdown formats:
// something about it changed, or its shares moved.
func diffShown(q diff.Queue) bool {
	return q.Change != diff.Unchanged || len(q.Moves) > 0 || q.Kind != "" || len(q.Why) > 0
}

// diffChangeText is the label of a queue's change, with a rename hint.
func diffChangeText(q diff.Queue) string {
	s := string(q.Change)
	if q.Change == diff.Unchanged {
		s = "shares moved"
	}
	if q.RenameOf != "" {
		verb := "looks like a rename of "
		if q.Change == diff.Removed {
			verb = "looks like a rename to "
		}
		if diffShortName(q.Name) == diffShortName(q.RenameOf) {
			verb = "looks like a move from "
			if q.Change == diff.Removed {
				verb = "looks like a move to "
			}
		}
		s += " (" + verb + q.RenameOf + ")"
	}
	return s
}

// diffShortName is the last component of a full queue name.
func diffShortName(full string) string { return full[strings.LastIndex(full, ".")+1:] }
