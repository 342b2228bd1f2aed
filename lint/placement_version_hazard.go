package lint

import (
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// PlacementVersionHazard reports placement constructs that Hadoop 3.2 and
// earlier read differently from 3.3.
var PlacementVersionHazard = &Rule{
	ID:       "placement-version-hazard",
	Severity: Info,
	Versions: func(p hadoop.Profile) bool { return p.PlacementRewrite },
	Summary:  "a placement rule means something else in Hadoop 3.2",
	Doc: `Why: the placement rules were rewritten in Hadoop 3.3 (YARN-8967). In 3.2 and
earlier, default is always terminal (create="false" does not make later rules
reachable), nestedUserQueue is never terminal (a rule after it that 3.3
rejects as unreachable was valid), create="" means false instead of true, and
nested parent rules are ignored except under nestedUserQueue. A file shared
by clusters of both versions behaves differently on each.
Fix: nothing if every cluster runs 3.3+; otherwise write rules that mean the
same on both (explicit create="true", default last).
See: YARN-8967; Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html) (queuePlacementPolicy).`,
	Bad: `<allocations>
  <queuePlacementPolicy>
    <rule name="specified"/>
    <rule name="user" create=""/>
  </queuePlacementPolicy>
</allocations>
`,
	Good: `<allocations>
  <queuePlacementPolicy>
    <rule name="specified"/>
    <rule name="user" create="true"/>
  </queuePlacementPolicy>
</allocations>
`,
	Check: checkPlacementVersionHazard,
}

const versionHint = "if clusters older than Hadoop 3.3 read this file, write rules that mean the same on both versions"

func checkPlacementVersionHazard(p *Pass) {
	if p.Config.Placement == nil {
		return
	}
	for _, r := range p.Config.Placement.Rules {
		at := firstValid(r.Pos, allocationsPos(p))
		if msg := versionHazard(r); msg != "" {
			p.Report(at, "", msg, versionHint)
		}
		for _, c := range []*xmlconf.PlacementRule{r, r.Parent} {
			if c != nil && c.Create.Set && c.Create.Raw == "" {
				p.Report(firstValid(c.Pos, at), "",
					`create="" on rule "`+c.Name+`" means true in Hadoop 3.3+ but false in 3.2 and earlier`, versionHint)
			}
		}
	}
}

// versionHazard says how Hadoop 3.2 reads the top-level rule r differently
// from 3.3, or "".
func versionHazard(r *xmlconf.PlacementRule) string {
	switch {
	case r.Name == "default" && !r.Create.Val:
		return `default rule with create="false" is not terminal in Hadoop 3.3+, but always terminal in 3.2 and earlier`
	case r.Name == "nestedUserQueue" && r.Terminal:
		return "nestedUserQueue is terminal in Hadoop 3.3+ (it and its parent rule create queues) but never terminal in 3.2 and earlier, where rules after it are reachable"
	case r.Parent != nil && (r.Name == "user" || r.Name == "primaryGroup" || r.Name == "secondaryGroupExistingQueue"):
		return "rule \"" + r.Name + "\" has a nested parent rule, which Hadoop 3.2 and earlier ignore (they honour nested rules only under nestedUserQueue)"
	}
	return ""
}
