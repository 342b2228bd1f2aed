package lint

import (
	"fmt"

	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// UpgradePlacementChanges reports placement rules that the two releases
// read differently.
var UpgradePlacementChanges = &Rule{
	ID:       "upgrade-placement-changes",
	Input:    UpgradeInput,
	Severity: Warning,
	Summary:  "a placement rule means something else after the upgrade",
	DocOf: func() string {
		return `Why: Hadoop ` + hadoop.Where(placementRewrite) + ` read the placement rules rewritten by
YARN-8967. In Hadoop ` + hadoop.Where(legacyPlacement) + ` create="" means false and default is
always terminal, and nested rules are read only under nestedUserQueue; after
the rewrite create="" means true and default is terminal only when it may
create the queue. The same policy then
sends apps elsewhere, or lets later rules run, after the upgrade.
Fix: write rules that mean the same on both releases: explicit
create="true" or create="false", and default as the last rule.
See: YARN-8967; docs/hadoop-versions.md.`
	},
	Check: checkUpgradePlacementChanges,
}

func checkUpgradePlacementChanges(p *Pass) {
	v := p.upgrade
	if v == nil || v.fromA.Placement == nil || v.toA.Placement == nil {
		return
	}
	from, to := v.names()
	b, a := v.fromA.Placement.Rules, v.toA.Placement.Rules
	if len(a) != len(b) {
		p.Reportf(firstValid(v.fromA.Placement.Pos), "", "%s reads %d placement rules, %s reads %d", from, len(b), to, len(a))
		return
	}
	for i, r := range b {
		if msg := ruleChange(r, a[i]); msg != ([2]string{}) {
			p.Reportf(firstValid(r.Pos), "", "rule %d (%q) %s in %s but %s in %s", i+1, r.Name, msg[0], from, msg[1], to)
		}
	}
}

// ruleChange says how rule r (one release) and t (the other) differ, as
// the words for each side, or nil.
func ruleChange(r, t *xmlconf.PlacementRule) [2]string {
	switch {
	case r.Create.Val != t.Create.Val:
		return [2]string{fmt.Sprintf("has create=%t", r.Create.Val), fmt.Sprintf("create=%t", t.Create.Val)}
	case r.Terminal != t.Terminal:
		return [2]string{terminalWord(r.Terminal), terminalWord(t.Terminal)}
	case (r.Parent == nil) != (t.Parent == nil):
		return [2]string{parentWord(r.Parent), parentWord(t.Parent)}
	}
	return [2]string{}
}

func terminalWord(t bool) string {
	if t {
		return "always places the app (terminal)"
	}
	return "can pass the app on"
}

func parentWord(r *xmlconf.PlacementRule) string {
	if r == nil {
		return "has no parent rule"
	}
	return fmt.Sprintf("has parent rule %q", r.Name)
}
