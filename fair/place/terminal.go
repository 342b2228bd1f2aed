package place

import (
	"github.com/fairsched/fairsched/core/placement"
	"github.com/fairsched/fairsched/xmlconf"
)

// terminal reports whether rule r always places or rejects an application,
// which decides whether Hadoop accepts the policy: no rule may follow a
// terminal one and the last must be terminal. The rule itself is judged
// by xmlconf.RuleTerminal, the one definition the reader also uses; a rule
// with a nested parent rule is terminal only when that one is too.
func terminal(r *placement.Rule, rewrite bool) bool {
	return xmlconf.RuleTerminal(r.Kind, r.Create, rewrite) && (r.Parent == nil || terminal(r.Parent, rewrite))
}
