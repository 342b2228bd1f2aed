package lint

import (
	"fmt"
	"iter"
	"strings"

	"github.com/fairsched/fairsched/xmlconf"
)

// InvalidBoolean reports booleans that are neither true nor false, which
// Java's Boolean.parseBoolean reads as false.
var InvalidBoolean = &Rule{
	ID:       "invalid-boolean",
	Severity: Warning,
	Summary:  "a boolean is neither true nor false and reads as false",
	Doc: `Why: Hadoop reads booleans with Boolean.parseBoolean, which never fails:
anything but "true" (in any case) is false. <allowPreemptionFrom>yes</...>
therefore forbids preemption from the queue and its whole subtree, and
create="yes" on a placement rule forbids it to create queues (which also
changes whether the rule is terminal).
Fix: write true or false.
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html); Java Boolean.parseBoolean.`,
	Check: checkInvalidBoolean,
}

func checkInvalidBoolean(p *Pass) {
	for q := range p.Queues() {
		f := q.AllowPreemptionFrom
		if !f.Set || isJavaBoolean(written(f)) {
			continue
		}
		p.Report(settingPos(p, f.Pos(), q), q.FullName,
			fmt.Sprintf("<allowPreemptionFrom> %q is not true or false; Hadoop reads it as false, so nothing is ever preempted from this queue or its subtree", written(f)),
			"write true or false")
	}
	for r := range placementRules(p.Config.Placement) {
		c := r.Create
		if !c.Set || c.Raw() == "" || isJavaBoolean(c.Raw()) {
			continue
		}
		p.Report(firstValid(c.Pos(), r.Pos, allocationsPos(p)), "",
			fmt.Sprintf("create=%q on rule %q is not true or false; Hadoop reads it as false", c.Raw(), r.Name),
			`write create="true" or create="false"`)
	}
}

func isJavaBoolean(s string) bool {
	return strings.EqualFold(s, "true") || strings.EqualFold(s, "false")
}

// placementRules yields the rules of a placement policy followed, each, by
// its nested parent rule, without building a list of them.
func placementRules(pp *xmlconf.PlacementPolicy) iter.Seq[*xmlconf.PlacementRule] {
	return func(yield func(*xmlconf.PlacementRule) bool) {
		if pp == nil {
			return
		}
		for _, r := range pp.Rules {
			if !yield(r) || r.Parent != nil && !yield(r.Parent) {
				return
			}
		}
	}
}
