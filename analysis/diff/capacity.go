package diff

import (
	"cmp"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/lint"
)

// CapacitySide is one of two capacity-scheduler.xml files compared: its
// name as shown in positions, the model its release reads, and every
// finding lint gave it (lint.CheckCapacityFile).
type CapacitySide struct {
	File     string
	Config   *capacity.Config
	Findings []diag.Finding
}

// CapacityOptions are what both capacity-scheduler.xml files are compared
// under.
type CapacityOptions struct {
	// Cluster is the cluster size the figures are computed on; nil
	// compares properties and findings only.
	Cluster resource.Resource
	Types   resource.ResourceTypes
	// MinAllocation is the smallest container (Hadoop's default when
	// nil).
	MinAllocation resource.Resource
	// HadoopVersion is the release both files are read as.
	HadoopVersion string
	// Refresh are the findings of the refresh rules on the change
	// (lint.CheckRefresh): what a running ResourceManager refuses to take.
	// They count among the findings the change introduces.
	Refresh []diag.Finding
}

// CapacityResult is two capacity-scheduler.xml files compared.
type CapacityResult struct {
	Old, New      string
	HadoopVersion string
	Types         resource.ResourceTypes
	Cluster       resource.Resource // nil: no figures
	// Globals are the changed properties about no one queue.
	Globals []Property
	// Queues lists every queue of either file that changed: biggest
	// change of guarantee first (memory, then vcores, as a share of the
	// cluster), then by path.
	Queues   []CapacityQueue
	Findings Findings
	Counts   map[Change]int
	// Refused names the sides Hadoop refuses ("old", "new"), in that
	// order: no figure is compared then, on either side, since a refused
	// file gives no queue anything.
	Refused []string
}

// CapacityQueue is one queue's comparison.
type CapacityQueue struct {
	Queue  string
	Change Change
	// Before and After are its figures on the cluster; nil where the queue
	// is absent, either side refused or no cluster given.
	Before, After *CapacityFigures
	// Properties are its changed properties, by name.
	Properties []Property
}

// CapacityFigures are a queue's guarantee and maximum on the cluster, as
// the Capacity Scheduler computes them.
type CapacityFigures struct {
	AbsoluteCapacity, AbsoluteMaximumCapacity float32
	Guaranteed, Maximum                       resource.Resource
}

// Property is one changed property: its name after the queue's path (or
// after yarn.scheduler.capacity. for a global one) and its value on each
// side as written; Old or New is "" where it is not set.
type Property struct {
	Name, Old, New string
}

// GuaranteeChange is New's guarantee minus Old's (a side without figures
// counts as nothing); nil when neither has figures.
func (q CapacityQueue) GuaranteeChange() resource.Resource {
	if q.Before == nil && q.After == nil {
		return nil
	}
	var before, after resource.Resource
	if q.Before != nil {
		before = q.Before.Guaranteed
	}
	if q.After != nil {
		after = q.After.Guaranteed
	}
	n := max(len(before), len(after))
	d := make(resource.Resource, n)
	for i := range n {
		d[i] = after.Get(i) - before.Get(i)
	}
	return d
}

// CompareCapacity compares two capacity-scheduler.xml files: each queue's
// guarantee and maximum on o.Cluster (neither side's when Hadoop refuses
// one of them: see Refused), its changed properties, the changed
// global properties, and the findings the change introduces or fixes
// (matched by rule, queue, property and rank, never by message or line).
func CompareCapacity(old, new CapacitySide, o CapacityOptions) *CapacityResult {
	r := &CapacityResult{Old: old.File, New: new.File, HadoopVersion: o.HadoopVersion, Types: o.Types, Cluster: o.Cluster,
		Counts: map[Change]int{}, Globals: changedProperties(settingsOf(old.Config, nil), settingsOf(new.Config, nil))}
	for i, side := range []CapacitySide{old, new} {
		if side.Config == nil || side.Config.Refused() {
			r.Refused = append(r.Refused, []string{"old", "new"}[i])
		}
	}
	var before, after map[string]*CapacityFigures
	if len(r.Refused) == 0 {
		before, after = figuresOf(old.Config, o), figuresOf(new.Config, o)
	}
	oldQ, newQ := queuesByPath(old.Config), queuesByPath(new.Config)
	for _, path := range queuePaths(old.Config, new.Config) {
		oq, nq := oldQ[path], newQ[path]
		q := CapacityQueue{Queue: path, Before: before[path], After: after[path],
			Properties: changedProperties(propertiesOf(old.Config, oq), propertiesOf(new.Config, nq))}
		switch {
		case oq == nil:
			q.Change = Added
		case nq == nil:
			q.Change = Removed
		case len(q.Properties) > 0 || !sameFigures(q.Before, q.After):
			q.Change = Changed
		default:
			q.Change = Unchanged
		}
		r.Counts[q.Change]++
		if q.Change != Unchanged {
			r.Queues = append(r.Queues, q)
		}
	}
	rankByGuarantee(r.Queues, o.Cluster)
	r.Findings = matchCapacityFindings(old.Findings, new.Findings)
	if len(o.Refresh) > 0 {
		r.Findings.Introduced = lint.Sort(append(r.Findings.Introduced, o.Refresh...))
	}
	return r
}

// figuresOf computes every queue's figures of c on o.Cluster; nil
// without a cluster, or for a file Hadoop refuses.
func figuresOf(c *capacity.Config, o CapacityOptions) map[string]*CapacityFigures {
	if c == nil || o.Cluster == nil || c.Refused() {
		return nil
	}
	out := map[string]*CapacityFigures{}
	for _, s := range capacity.Shares(c, o.Cluster, o.Types, o.MinAllocation) {
		out[s.Queue.Path] = &CapacityFigures{AbsoluteCapacity: s.AbsCapacity, AbsoluteMaximumCapacity: s.AbsMaxCapacity, Guaranteed: s.Guaranteed, Maximum: s.Maximum}
	}
	return out
}

func sameFigures(a, b *CapacityFigures) bool {
	if a == nil || b == nil {
		return a == b
	}
	return slices.Equal(a.Guaranteed, b.Guaranteed) && slices.Equal(a.Maximum, b.Maximum)
}

// queuePaths lists the queues of either file: old's in tree order, then
// those only new has.
func queuePaths(old, new *capacity.Config) []string {
	var out []string
	seen := map[string]bool{}
	for _, c := range []*capacity.Config{old, new} {
		if c == nil {
			continue
		}
		for _, q := range c.Queues {
			if !seen[q.Path] {
				seen[q.Path] = true
				out = append(out, q.Path)
			}
		}
	}
	return out
}

// queuesByPath indexes c's queues by path (nil c: none).
func queuesByPath(c *capacity.Config) map[string]*capacity.Queue {
	out := map[string]*capacity.Queue{}
	if c != nil {
		for _, q := range c.Queues {
			out[q.Path] = q
		}
	}
	return out
}

// settingsOf is every property of queue q (or the globals when q is nil)
// by name, as written.
func settingsOf(c *capacity.Config, q *capacity.Queue) map[string]string {
	out := map[string]string{}
	if c == nil {
		return out
	}
	if q == nil {
		for k, s := range c.Globals {
			out[k] = s.Raw
		}
		return out
	}
	for k, s := range q.Settings.All() {
		out[k] = s.Raw
	}
	if q.Capacity.Kind != capacity.Unset {
		out["capacity"] = q.Capacity.Raw
	}
	if q.MaxCapacity.Kind != capacity.Unset {
		out["maximum-capacity"] = q.MaxCapacity.Raw
	}
	for l, v := range q.LabelCapacity {
		out["accessible-node-labels."+l+".capacity"] = v.Raw
	}
	for l, v := range q.LabelMaxCapacity {
		out["accessible-node-labels."+l+".maximum-capacity"] = v.Raw
	}
	if !q.IsLeaf() {
		names := make([]string, len(q.Children))
		for i, ch := range q.Children {
			names[i] = ch.Name
		}
		out["queues"] = strings.Join(names, ",")
	}
	return out
}

// propertiesOf is settingsOf for queue q, none when the file does not
// have the queue (settingsOf would give the globals).
func propertiesOf(c *capacity.Config, q *capacity.Queue) map[string]string {
	if q == nil {
		return map[string]string{}
	}
	return settingsOf(c, q)
}

// changedProperties lists the names whose values differ, sorted.
func changedProperties(old, new map[string]string) []Property {
	var out []Property
	for _, k := range slices.Sorted(maps.Keys(old)) {
		if old[k] != new[k] {
			out = append(out, Property{Name: k, Old: old[k], New: new[k]})
		}
	}
	for _, k := range slices.Sorted(maps.Keys(new)) {
		if _, ok := old[k]; !ok {
			out = append(out, Property{Name: k, New: new[k]})
		}
	}
	slices.SortFunc(out, func(a, b Property) int { return cmp.Compare(a.Name, b.Name) })
	return out
}

// rankByGuarantee orders qs by the size of their guarantee change as a
// share of the cluster (memory, then vcores), biggest first, then by
// path; without a cluster by path alone (tree order is kept).
func rankByGuarantee(qs []CapacityQueue, cluster resource.Resource) {
	size := func(q CapacityQueue) [2]float64 {
		d := q.GuaranteeChange()
		var out [2]float64
		for i := range 2 {
			if c := cluster.Get(i); c > 0 {
				out[i] = abs(float64(d.Get(i)) / float64(c))
			}
		}
		return out
	}
	slices.SortStableFunc(qs, func(a, b CapacityQueue) int {
		sa, sb := size(a), size(b)
		return cmp.Or(cmp.Compare(sb[0], sa[0]), cmp.Compare(sb[1], sa[1]))
	})
}

// matchCapacityFindings sorts the findings of two capacity-scheduler.xml
// files as matchFindings does, by a fingerprint of rule, queue, property
// (Key) and rank among those: a property moved to another line, or a
// message whose figures changed, is the same finding.
func matchCapacityFindings(old, new []diag.Finding) Findings {
	fp := func(ds []diag.Finding) []string {
		seen := map[string]int{}
		out := make([]string, len(ds))
		for i, d := range ds {
			key := d.Rule + "\x00" + d.Queue + "\x00" + d.Key
			seen[key]++
			out[i] = key + "\x00" + strconv.Itoa(seen[key])
		}
		return out
	}
	return matchByFingerprint(old, new, fp(old), fp(new))
}
