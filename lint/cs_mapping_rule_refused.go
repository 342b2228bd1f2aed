package lint

import (
	"iter"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/capacity/csplace"
	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/hadoop"
)

// CSMappingRuleRefused: a mapping rule the 3.4 placement engine refuses at
// start.
var CSMappingRuleRefused = &Rule{
	ID:       "cs-mapping-rule-refused",
	Input:    CapacityInput,
	Severity: Error,
	Summary:  "a mapping rule Hadoop refuses when placement starts",
	Doc: "Why: from 3.4 the placement engine (CSMappingPlacementRule) checks every mapping rule, legacy entries included, when the scheduler starts, and the ResourceManager does not start when one fails: a target without variables must be a leaf that exists or can be created below a parent with auto-creation; a target with variables must not go below a leaf, and its first queues must exist or have such a parent.\n" +
		"Fix: map to an existing leaf, or enable auto-creation (auto-create-child-queue.enabled or auto-queue-creation-v2.enabled) on the parent the rule creates queues under.\n" + seeCS,
	Versions: func(p hadoop.Profile) bool { return p.Capacity.CSMappingPlacementRule },
	Check: func(pass *Pass) {
		p := pass.Capacity
		for _, f := range mappingRefusals(p.Config, p.Hadoop) {
			p.Report(f)
		}
	},
}

// mappingRefusals words csplace's refusals of c's mapping rules.
func mappingRefusals(c *capacity.Config, prof hadoop.Profile) []diag.Finding {
	var out []diag.Finding
	for _, r := range csplace.LoadRefusals(c, prof) {
		m := r.Mapping
		out = append(out, diag.Finding{Key: m.Key, Pos: m.Pos, Refuses: true, Severity: Error,
			Message: r.Message + " (" + m.Entry + "); Hadoop " + prof.Version.String() + " does not start with this file",
			Hint:    "map to an existing leaf, or enable auto-creation on the parent the rule creates queues under"})
	}
	return out
}

// CSMappingRefusals returns the findings of c's mappings that make release
// prof refuse the file, for a command that reads the file with its
// reader's rules only (tree, shares, drift, place): cs-mapping-rule-refused
// from 3.4 (the JSON rules file mapping-rule-json-file names included),
// cs-mapping-unknown-queue and cs-mapping-no-auto-creation before, where
// UserGroupMappingPlacementRule refuses them when the scheduler starts.
func CSMappingRefusals(file string, c *capacity.Config, prof hadoop.Profile) []diag.Finding {
	out := mappingRefusals(c, prof)
	for i := range out {
		out[i].Rule = CSMappingRuleRefused.ID
	}
	for _, facts := range []iter.Seq[capacity.Fact]{capacity.MappingUnknownQueue(c, prof), capacity.MappingNoAutoCreation(c, prof)} {
		for f := range facts {
			out = append(out, wordCapacityFact("", &f))
		}
	}
	for i := range out {
		out[i].File = file
	}
	return out
}
