package lint

import (
	"slices"

	"github.com/fairsched/fairsched/core/diag"
)

// refusing lists the rules whose findings mean Hadoop refuses the whole
// file (an AllocationConfigurationException or another exception during
// the load), as opposed to errors about queues that load but cannot work.
// Which releases refuse is said by each rule's Versions: a rule reports
// nothing for a release it does not apply to.
var refusing = map[string]bool{
	RuleMalformedXML: true, RuleWrongRootElement: true, RuleEmptyValue: true,
	RuleNonTextValue: true, RuleInvalidNumber: true, RuleInvalidResource: true,
	RuleInvalidQueueName: true, RuleRootWithSiblings: true, RuleReservationOnParent: true,
	RuleMaxAMShareOnParent: true, RuleInvalidPolicy: true, RuleFIFODefaultPolicy: true,
	RuleEmptyPlacementPolicy: true, RuleInvalidPlacementRule: true,
	RuleUnreachablePlacement: true, RulePlacementNotTerminal: true,
}

// Refuses reports whether a finding of the given rule means the
// ResourceManager rejects the whole file.
func Refuses(ruleID string) bool { return refusing[ruleID] }

// Refusals returns the findings that make Hadoop refuse the file (in the
// release Run checked it for: a rule whose fact is refused in some
// releases only, such as max-am-share-on-parent, refuses only there).
func Refusals(ds []diag.Finding) []diag.Finding {
	var out []diag.Finding
	for _, d := range ds {
		if d.Refuses {
			out = append(out, d)
		}
	}
	return out
}

// RefusalRuleIDs lists the rules whose findings mean Hadoop refuses the
// file, sorted; running only these is enough to decide whether it loads.
func RefusalRuleIDs() []string {
	ids := make([]string, 0, len(refusing))
	for id := range refusing {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	return ids
}
