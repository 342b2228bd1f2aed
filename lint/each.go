package lint

import (
	"slices"

	"github.com/fairsched/fairsched/diag"
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
	return slices.Concat(found...)
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
	if p.Cluster != nil {
		v := *p.Cluster
		v.Pass, p.Cluster = p, &v
	}
	if p.Drift != nil {
		v := *p.Drift
		v.Pass, p.Drift = p, &v
	}
	if p.Capacity != nil {
		v := *p.Capacity
		v.pass, p.Capacity = p, &v
	}
	if p.Compare != nil {
		v := *p.Compare
		v.pass, p.Compare = p, &v
	}
	if p.Convert != nil {
		v := *p.Convert
		v.pass, p.Convert = p, &v
	}
	if p.Load != nil {
		v := *p.Load
		v.pass, p.Load = p, &v
	}
	if p.Refresh != nil {
		v := *p.Refresh
		v.pass, p.Refresh = p, &v
	}
}
