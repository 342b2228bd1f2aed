package lint

import (
	"fmt"

	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// UpgradeIgnored reports settings and queues that the other release
// silently ignores or does not create although the release checked uses
// them.
var UpgradeIgnored = &Rule{
	ID:       "upgrade-ignored",
	Input:    UpgradeInput,
	Severity: Warning,
	Summary:  "a setting or queue is silently dropped after the upgrade",
	DocOf: func() string {
		return `Why: an element one release reads can be unknown to another, which then
ignores it without an error: <maxContainerAllocation> exists in Hadoop
` + hadoop.Where(maxContainerAlloc) + ` (YARN-8468), <maxChildResources> in Hadoop
` + hadoop.Where(maxChildResources) + `. A queue can also stop being created: Hadoop
` + hadoop.Where(noImplicitRootDefault) + ` no longer creates root.default at start-up (YARN-7769),
so a file that relies on it loses the queue.
Fix: write what the other release reads (declare root.default explicitly
for Hadoop ` + hadoop.Where(noImplicitRootDefault) + `), or keep the cluster on a release that reads the setting.
See: docs/hadoop-versions.md; the JIRA named in the finding.`
	},
	Check: checkUpgradeIgnored,
}

// ignoredRules are the reader rules that mean "read, but ignored".
var ignoredRules = map[string]bool{
	RuleUnknownElement: true, RuleMaxAMShareIgnoredOnParent: true, RulePlacementPolicyIgnore: true,
}

func checkUpgradeIgnored(p *Pass) {
	v := p.upgrade
	if v == nil || len(v.fromRef) > 0 || len(v.toRef) > 0 {
		return
	}
	from, to := v.names()
	before := issueKeys(v.fromIs)
	for _, is := range v.toIs {
		if ignoredRules[is.Rule] && !before[posKey{is.Rule, is.Pos}] {
			p.Report(is.Pos, is.Queue, fmt.Sprintf("%s reads it, %s does not: %s", from, to, is.Message), is.Hint)
		}
	}
	for _, q := range v.fromA.Queues() {
		if q.NotCreated != "" {
			continue
		}
		switch t := v.toA.Find(q.FullName); {
		case t == nil:
			p.Report(queuePos(p, q), q.FullName, fmt.Sprintf("%s creates the queue, %s does not: it is not declared", from, to),
				"declare the queue in the file")
		case t.NotCreated != "" && t.NotCreatedCause != xmlconf.CauseAncestor:
			p.Report(queuePos(p, q), q.FullName, fmt.Sprintf("%s creates the queue, %s does not: %s", from, to, t.NotCreated), "")
		}
	}
}
