package diff

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/rm/rmrest"
)

// planSide is one side of a plan: a Capacity Scheduler configuration as
// its release reads it, and its properties by full name as stored (the
// values as written, before ${var} expansion and trimming).
type planSide struct {
	Config     *capacity.Config
	Properties map[string]string
}

// Plan returns the one scheduler-conf mutation that turns old into new on
// a ResourceManager with a mutable store: a remove-queue for each queue
// new drops (its descendants go with it), an add-queue for each queue new
// adds, parents first, with its properties; an update-queue for every
// other changed property of a queue new has, and a global update for the
// rest (properties about no queue, those of removed queues new keeps, and
// empty values, which an update-queue would unset). Applied as the RM
// applies it (rmrest.ApplySchedConf), it gives new's properties exactly;
// the error says it would not, which is a bug.
func Plan(oldC, newC *capacity.Config) (*rmrest.SchedConfUpdate, error) {
	old := planSide{Config: oldC, Properties: oldC.Source.Values()}
	new := planSide{Config: newC, Properties: newC.Source.Values()}
	u := &rmrest.SchedConfUpdate{}
	oldQ, newQ := queuesByPath(old.Config), queuesByPath(new.Config)
	for _, q := range old.Config.Queues {
		if q.Parent != nil && newQ[q.Path] == nil && newQ[q.Parent.Path] != nil {
			u.Remove = append(u.Remove, q.Path)
		}
	}
	for _, q := range new.Config.Queues {
		if oldQ[q.Path] == nil {
			u.Add = append(u.Add, rmrest.QueueUpdate{Queue: q.Path, Params: ownParams(new, q)})
		}
	}
	sim := maps.Clone(old.Properties)
	if err := rmrest.ApplySchedConf(sim, u); err != nil {
		return nil, fmt.Errorf("plan: the RM would refuse the queues' removal or addition: %w", err)
	}
	corrections(u, sim, old, new)
	check := maps.Clone(old.Properties)
	if err := rmrest.ApplySchedConf(check, u); err != nil || !maps.Equal(check, new.Properties) {
		return nil, fmt.Errorf("plan: the mutation does not give the new configuration (%v)", err)
	}
	return u, nil
}

// ownParams are the properties new gives q itself (not its descendants'),
// by the name after q's path, sorted; queues is left out, as adding the
// children writes it.
func ownParams(s planSide, q *capacity.Queue) rmrest.Params {
	var p rmrest.Params
	prefix := capacity.Prefix + q.Path + "."
	byPath := queuesByPath(s.Config)
	for _, k := range slices.Sorted(maps.Keys(s.Properties)) {
		if !strings.HasPrefix(k, prefix) {
			continue
		}
		if owner, suffix := propertyQueue(byPath, k); owner == q && suffix != "queues" {
			v := s.Properties[k]
			p.Entries = append(p.Entries, rmrest.Entry{Key: suffix, Value: &v})
		}
	}
	return p
}

// corrections adds to u an update-queue or global update for every
// property whose value after u's removals and additions (sim) is not
// new's.
func corrections(u *rmrest.SchedConfUpdate, sim map[string]string, old, new planSide) {
	byQueue := map[*capacity.Queue][]rmrest.Entry{}
	var global []rmrest.Entry
	union := maps.Clone(sim)
	maps.Copy(union, new.Properties)
	newQ, oldQ := queuesByPath(new.Config), queuesByPath(old.Config)
	for _, k := range slices.Sorted(maps.Keys(union)) {
		nv, inNew := new.Properties[k]
		if sv, inSim := sim[k]; inSim == inNew && sv == nv {
			continue
		}
		var v *string
		if inNew {
			v = &nv
		}
		q, suffix := propertyQueue(newQ, k)
		if q == nil || inNew && nv == "" || childName(oldQ, q, suffix) {
			global = append(global, rmrest.Entry{Key: k, Value: v})
			continue
		}
		if v == nil {
			v = new0()
		}
		byQueue[q] = append(byQueue[q], rmrest.Entry{Key: suffix, Value: v})
	}
	for _, q := range new.Config.Queues {
		if es := byQueue[q]; len(es) > 0 {
			u.Update = append(u.Update, rmrest.QueueUpdate{Queue: q.Path, Params: rmrest.Params{Entries: es}})
		}
	}
	if len(global) > 0 {
		u.Global = &rmrest.Params{Entries: global}
	}
}

// new0 is an empty value: what an update-queue sends to unset a key.
func new0() *string {
	s := ""
	return &s
}

// propertyQueue returns the deepest queue of byPath whose path followed by
// a dot starts property key after the prefix, and the rest of the name;
// nil for a property about no queue.
func propertyQueue(byPath map[string]*capacity.Queue, key string) (*capacity.Queue, string) {
	rest, ok := strings.CutPrefix(key, capacity.Prefix)
	if !ok {
		return nil, ""
	}
	for i := len(rest) - 1; i > 0; i-- {
		if rest[i] == '.' {
			if q := byPath[rest[:i]]; q != nil {
				return q, rest[i+1:]
			}
		}
	}
	return nil, ""
}

// childName reports whether suffix, a property name after q's path, is
// about a child of q in c in the old file (a queue removed since: its leftover properties
// go in the global updates, not under q).
func childName(byPath map[string]*capacity.Queue, q *capacity.Queue, suffix string) bool {
	first, _, ok := strings.Cut(suffix, ".")
	return ok && byPath[q.Path+"."+first] != nil
}
