package lint

import (
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// PlacementVersionHazard reports placement constructs that the releases
// before the placement rewrite read differently.
var PlacementVersionHazard = &Rule{
	ID:       "placement-version-hazard",
	Severity: Info,
	Versions: placementRewrite,
	Summary:  "a placement rule means something else in older Hadoop",
	DocOf: func() string {
		return `Why: the placement rules were rewritten in Hadoop ` + hadoop.Where(placementRewrite) + ` (YARN-8967).
In Hadoop ` + hadoop.Where(legacyPlacement) + `, default is always terminal (create="false" does
not make later rules reachable), nestedUserQueue is never terminal (a rule
after it that the rewrite rejects as unreachable was valid), create="" means
false instead of true, and nested parent rules are ignored except under
nestedUserQueue. A file shared by clusters of both kinds behaves differently
on each.
Fix: nothing if every cluster runs Hadoop ` + hadoop.Where(placementRewrite) + `; otherwise write
rules that mean the same on both (explicit create="true", default last).
See: YARN-8967; Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html) (queuePlacementPolicy).`
	},
	Check: checkPlacementVersionHazard,
}

// versionHint is the hint of every finding of PlacementVersionHazard.
func versionHint() string {
	return "if clusters running Hadoop " + hadoop.Where(legacyPlacement) + " read this file, write rules that mean the same on both"
}

func checkPlacementVersionHazard(p *Pass) {
	if p.Config.Placement == nil {
		return
	}
	now := p.inHadoop(placementRewrite)
	for _, r := range p.Config.Placement.Rules {
		at := firstValid(r.Pos, allocationsPos(p))
		if msg := versionHazard(r, now); msg != "" {
			p.Report(at, "", msg, versionHint())
		}
		for _, c := range []*xmlconf.PlacementRule{r, r.Parent} {
			if c != nil && c.Create.Set && c.Create.Raw() == "" {
				p.Report(firstValid(c.Pos, at), "",
					`create="" on rule "`+c.Name+`" means true in `+now+` but false in `+legacyText(), versionHint())
			}
		}
	}
}

// legacyText names the releases before the placement rewrite.
func legacyText() string { return "Hadoop " + hadoop.Where(legacyPlacement) }

// versionHazard says how the releases before the placement rewrite read the
// top-level rule r differently from now, the checked releases, or "".
func versionHazard(r *xmlconf.PlacementRule, now string) string {
	switch {
	case r.Name == "default" && !r.Create.Val:
		return `default rule with create="false" is not terminal in ` + now + `, but always terminal in ` + legacyText()
	case r.Name == "nestedUserQueue" && r.Terminal:
		return "nestedUserQueue is terminal in " + now + " (it and its parent rule create queues) but never terminal in " + legacyText() + ", where rules after it are reachable"
	case r.Parent != nil && (r.Name == "user" || r.Name == "primaryGroup" || r.Name == "secondaryGroupExistingQueue"):
		return "rule \"" + r.Name + "\" has a nested parent rule, which " + legacyText() + " ignore (they honour nested rules only under nestedUserQueue)"
	}
	return ""
}
