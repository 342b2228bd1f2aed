package diff

import (
	"slices"
	"strings"

	"github.com/fairsched/fairsched/xmlconf"
)

// compareQueues compares every queue of either file, ordered parents
// before children and siblings by name.
func compareQueues(oa, na *xmlconf.Allocations, os, ns map[string]*Shares) []Queue {
	names := queueNames(oa, na)
	out := make([]Queue, 0, len(names))
	for _, name := range names {
		oq, nq := oa.Find(name), na.Find(name)
		q := Queue{Name: name, Before: os[name], After: ns[name]}
		switch {
		case oq == nil:
			q.Change, q.Settings, q.Kind = Added, writtenSettings(na, nq, false), notCreated(nq)
		case nq == nil:
			q.Change, q.Settings, q.Kind = Removed, writtenSettings(oa, oq, true), notCreated(oq)
		default:
			q.Settings = changedSettings(oa, na, oq, nq)
			q.Kind = kindChange(oq, nq)
			q.Change = Unchanged
			if len(q.Settings) > 0 || q.Kind != "" {
				q.Change = Changed
			}
		}
		q.Moves = moves(q.Before, q.After, na.Types)
		q.Why = whys(q.Before, q.After, na.Types)
		out = append(out, q)
	}
	return out
}

// queueNames lists the full names of both files once each, in tree order.
func queueNames(oa, na *xmlconf.Allocations) []string {
	seen := map[string]bool{}
	var names []string
	for _, a := range []*xmlconf.Allocations{oa, na} {
		for _, q := range a.Queues() {
			if !seen[q.FullName] {
				seen[q.FullName] = true
				names = append(names, q.FullName)
			}
		}
	}
	slices.SortFunc(names, compareNames)
	return names
}

// compareNames orders full names component by component, so that a parent
// comes right before its subtree.
func compareNames(a, b string) int {
	for {
		ah, at, aok := strings.Cut(a, ".")
		bh, bt, bok := strings.Cut(b, ".")
		if c := strings.Compare(ah, bh); c != 0 {
			return c
		}
		switch {
		case !aok && !bok:
			return 0
		case !aok:
			return -1
		case !bok:
			return 1
		}
		a, b = at, bt
	}
}

// kindChange describes how the kind of a queue changed: leaf and parent,
// created and not created (with Hadoop's reason).
func kindChange(oq, nq *xmlconf.Queue) string {
	var parts []string
	if ok, nk := leafOrParent(oq), leafOrParent(nq); ok != nk {
		parts = append(parts, ok+" → "+nk)
	}
	switch {
	case oq.NotCreated == "" && nq.NotCreated != "":
		parts = append(parts, "created → not created: "+nq.NotCreated)
	case oq.NotCreated != "" && nq.NotCreated == "":
		parts = append(parts, "not created → created (was: "+oq.NotCreated+")")
	}
	return strings.Join(parts, "; ")
}

// notCreated describes a queue of one side only that Hadoop does not
// create.
func notCreated(q *xmlconf.Queue) string {
	if q.NotCreated == "" {
		return ""
	}
	return "not created: " + q.NotCreated
}

func leafOrParent(q *xmlconf.Queue) string {
	k, _ := kind(nil, q)
	return k
}

// markRenames pairs removed and added queues whose effective settings are
// all the same and whose pairing is unambiguous: each "looks like a
// rename" of the other.
func markRenames(qs []Queue, oa, na *xmlconf.Allocations) {
	removed, added := map[string][]int{}, map[string][]int{}
	for i, q := range qs {
		switch q.Change {
		case Removed:
			sig := signature(oa, oa.Find(q.Name))
			removed[sig] = append(removed[sig], i)
		case Added:
			sig := signature(na, na.Find(q.Name))
			added[sig] = append(added[sig], i)
		}
	}
	for sig, rs := range removed {
		as := added[sig]
		if len(rs) == 1 && len(as) == 1 {
			qs[rs[0]].RenameOf, qs[as[0]].RenameOf = qs[as[0]].Name, qs[rs[0]].Name
		}
	}
}

// signature joins the settings q writes itself (and its kind): a rename
// keeps what is written, while effective values may follow a changed
// default.
func signature(a *xmlconf.Allocations, q *xmlconf.Queue) string {
	var b strings.Builder
	for _, s := range writtenSettings(a, q, false) {
		b.WriteString(s.Name + "=" + *s.New + "\x00")
	}
	return b.String()
}
