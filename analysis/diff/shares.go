package diff

import (
	"fmt"
	"math"

	"github.com/fairsched/fairsched/compute"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/fair/place"
	"github.com/fairsched/fairsched/xmlconf"
)

// sharesOf computes the shares of every created queue of a, by full name.
// A --active name that a lacks is skipped when other has it; one that
// neither file has is an error.
func sharesOf(a *xmlconf.Allocations, o Options, other *xmlconf.Allocations) (map[string]*Shares, error) {
	isActive := func(*xmlconf.Queue) bool { return true }
	var created []*xmlconf.Queue
	if o.ActiveSet {
		set, made, err := activeOn(a, o, other)
		if err != nil {
			return nil, err
		}
		isActive, created = func(q *xmlconf.Queue) bool { return set[q] }, made
	}
	t, s := computeTree(a, o.Cluster, isActive, created)
	out := make(map[string]*Shares, len(t.Nodes))
	for i := range t.Nodes {
		sh := &Shares{Steady: s.SteadyOf(i), Instantaneous: s.InstantaneousOf(i)}
		for typ := range s.Types {
			sh.SteadyBinding = append(sh.SteadyBinding, s.SteadyBinding(i, typ))
			sh.InstantaneousBinding = append(sh.InstantaneousBinding, s.InstantaneousBinding(i, typ))
		}
		out[t.Nodes[i].Name] = sh
	}
	return out, nil
}

// activeOn resolves the --active names that exist on a or that an
// application creates there, and returns the queues it creates.
func activeOn(a *xmlconf.Allocations, o Options, other *xmlconf.Allocations) (map[*xmlconf.Queue]bool, []*xmlconf.Queue, error) {
	d := place.HadoopDefaults
	if o.Replay != nil {
		d = o.Replay.Defaults
	}
	var here []string
	for _, n := range o.Active {
		if _, _, err := activeSet(a, []string{n}, d); err == nil {
			here = append(here, n)
			continue
		}
		if _, _, err := activeSet(other, []string{n}, d); err != nil {
			return nil, nil, fmt.Errorf("invalid --active: %w", err)
		}
	}
	return activeSet(a, here, d)
}

// moves compares the shares of one queue type by type; a missing side
// counts as 0.
func moves(before, after *Shares, types resource.ResourceTypes) []Move {
	var out []Move
	for k, name := range types {
		b0, b1 := shareAt(before, k, false), shareAt(after, k, false)
		i0, i1 := shareAt(before, k, true), shareAt(after, k, true)
		if b0 == b1 && i0 == i1 {
			continue
		}
		out = append(out, Move{Type: name, index: k, SteadyDelta: b1 - b0, InstantaneousDelta: i1 - i0,
			SteadyRelative: relative(b0, b1), InstantaneousRelative: relative(i0, i1)})
	}
	return out
}

func shareAt(s *Shares, k int, instantaneous bool) int64 {
	switch {
	case s == nil:
		return 0
	case instantaneous:
		return s.Instantaneous.Get(k)
	}
	return s.Steady.Get(k)
}

// relative is (after - before) / before, nil when before is 0.
func relative(before, after int64) *float64 {
	if before == 0 {
		return nil
	}
	r := (float64(after) - float64(before)) / float64(before)
	if math.IsInf(r, 0) || math.IsNaN(r) {
		return nil
	}
	return &r
}

// whys lists the changes of the reason for memory-mb (type 0) shares of a
// queue on both sides.
func whys(before, after *Shares, types resource.ResourceTypes) []Why {
	if before == nil || after == nil || len(types) == 0 {
		return nil
	}
	var out []Why
	if o, n := bindingAt(before.SteadyBinding), bindingAt(after.SteadyBinding); o != n {
		out = append(out, Why{Share: "steady", Type: types[0], Old: o, New: n})
	}
	if o, n := bindingAt(before.InstantaneousBinding), bindingAt(after.InstantaneousBinding); o != n {
		out = append(out, Why{Share: "instantaneous", Type: types[0], Old: o, New: n})
	}
	return out
}

func bindingAt(bs []compute.Binding) compute.Binding {
	if len(bs) == 0 {
		return compute.BindingNotComputed
	}
	return bs[0]
}
