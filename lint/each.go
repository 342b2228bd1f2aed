package lint

import (
	"github.com/fairsched/fairsched/diag"
	"github.com/fairsched/fairsched/hadoop"
)

// runEach is the loop every driver shares: for each rule of rs that o
// enables (Only, Off, aliases) and that applies to release prof, check
// reports the rule's findings into a list of their own; each finding then
// gets its severity (setSeverity) and the lists are joined in rule order,
// unsorted. CheckCapacityFile, RunCluster, RunYarnSite and the compare,
// convert and drift drivers run their rules through it; Run has its own
// parallel loop over the same o.rules and setSeverity.
func runEach(rs []*Rule, o Options, prof hadoop.Profile, check func(r *Rule, out *[]diag.Finding)) []diag.Finding {
	var all []diag.Finding
	for _, r := range o.rules(rs) {
		if !r.AppliesTo(prof.Version) {
			continue
		}
		var found []diag.Finding
		check(r, &found)
		setSeverity(found, r, prof, o)
		all = append(all, found...)
	}
	return all
}
