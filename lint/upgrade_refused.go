package lint

import "github.com/fairsched/fairsched/hadoop"

// UpgradeRefused reports what makes the other release refuse a file that
// the release checked loads.
var UpgradeRefused = &Rule{
	ID:       "upgrade-refused",
	Input:    UpgradeInput,
	Severity: Error,
	Summary:  "the file is refused after the upgrade",
	DocOf: func() string {
		return `Why: releases differ in what they refuse. A file that loads today can make
the new ResourceManager reject it at start-up or on reload: for example
<maxAMShare> on a parent queue is ignored by Hadoop ` + hadoop.Where(amShareIgnored) + `
and refused by Hadoop ` + hadoop.Where(amShareRefused) + ` (YARN-10528), and a
placement policy ending in <rule name="default" create="false"/> loads in
Hadoop ` + hadoop.Where(legacyPlacement) + ` but not in Hadoop ` + hadoop.Where(placementRewrite) + ` (YARN-8967).
Fix: change the file so that both releases load it, before upgrading.
See: docs/hadoop-versions.md; the JIRA named in the finding.`
	},
	Check: checkUpgradeRefused,
}

// checkUpgradeRefused reports the refusals of the other release that the
// release checked does not have (same rule at the same place).
func checkUpgradeRefused(p *Pass) {
	v := p.upgrade
	if v == nil {
		return
	}
	_, to := v.names()
	before := map[posKey]bool{}
	for _, d := range v.fromRef {
		before[posKey{d.Rule, d.Pos}] = true
	}
	for _, d := range v.toRef {
		if !before[posKey{d.Rule, d.Pos}] {
			p.Report(d.Pos, d.Queue, to+" refuses the file: "+d.Message+" (see "+d.Rule+")", d.Hint)
		}
	}
}
