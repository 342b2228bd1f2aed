package lint

import (
	"slices"

	"github.com/fairsched/fairsched/core/diag"
)

// runEach is the one loop every driver runs its rules through: for each
// rule of rs that o enables (Only, Off, aliases) and that applies to in's
// release, the rule's Check judges in (a copy of it that names the rule)
// and reports into a list of its own; each finding then gets its severity
// (setSeverity) and the lists are joined in rule order, unsorted. With
// parallel set the rules run side by side on the available cores: each
// only reads the input, which nothing changes any more, so the result does
// not depend on the schedule.
func runEach(rs []*Rule, o Options, in Pass, parallel bool) []diag.Finding {
	rules := enabled(rs, o, in)
	found := make([][]diag.Finding, len(rules))
	check := func(i int) {
		r, p := rules[i], in
		p.rule, p.out = r, &found[i]
		p.bind()
		r.Check(&p)
		setSeverity(found[i], r, in.Hadoop, o)
	}
	if parallel {
		inParallel(len(rules), check)
	} else {
		for i := range rules {
			check(i)
		}
	}
	return join(found)
}

// join is the lists one after the other: the only one with findings
// itself, uncopied (a large file's 90,000 findings are often one rule's).
func join(lists [][]diag.Finding) []diag.Finding {
	var only []diag.Finding
	for _, l := range lists {
		if len(l) == 0 {
			continue
		}
		if only != nil {
			return slices.Concat(lists...)
		}
		only = l
	}
	return only
}

// enabled returns the rules of rs that o enables and that apply to in's
// release, in order.
func enabled(rs []*Rule, o Options, in Pass) []*Rule {
	return slices.DeleteFunc(o.rules(rs), func(r *Rule) bool { return !r.AppliesTo(in.Hadoop.Version) })
}

// bind points the helpers of p's input at p, the pass of the rule that
// runs now, through which they report: each rule gets its own copy of
// them, so that rules may run side by side.
func (p *Pass) bind() {
	p.Cluster = copyWith(p.Cluster, func(v *ClusterView) { v.Pass = p })
	p.Drift = copyWith(p.Drift, func(v *DriftView) { v.Pass = p })
	p.Capacity = copyWith(p.Capacity, func(v *CapacityView) { v.pass = p })
	p.Compare = copyWith(p.Compare, func(v *CompareView) { v.pass = p })
	p.Convert = copyWith(p.Convert, func(v *ConvertView) { v.pass = p })
	p.Load = copyWith(p.Load, func(v *LoadView) { v.pass = p })
	p.Refresh = copyWith(p.Refresh, func(v *RefreshView) { v.pass = p })
}

// copyWith returns a copy of *v that set has changed; nil for nil.
func copyWith[V any](v *V, set func(*V)) *V {
	if v == nil {
		return nil
	}
	c := *v
	set(&c)
	return &c
}
