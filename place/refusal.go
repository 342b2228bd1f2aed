package place

import "github.com/fairsched/fairsched/xmlconf"

// policyRefusals are the parser issues for which Hadoop refuses the
// placement policy, and with it the whole allocation file.
var policyRefusals = map[string]bool{
	xmlconf.RuleEmptyPlacementPolicy: true,
	xmlconf.RuleInvalidPlacementRule: true,
	xmlconf.RuleUnreachablePlacement: true,
	xmlconf.RulePlacementNotTerminal: true,
}

// refusalFromIssues returns the message of the first issue that makes
// Hadoop refuse the placement policy, or "".
func refusalFromIssues(issues []xmlconf.Issue) string {
	for _, is := range issues {
		if policyRefusals[is.Rule] {
			return is.Msg
		}
	}
	return ""
}
