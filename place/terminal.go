package place

import "github.com/fairsched/fairsched/xmlconf"

// terminal reports whether rule r always places or rejects an application,
// which decides whether Hadoop accepts the policy: no rule may follow a
// terminal one and the last must be terminal.
//
// Since YARN-8967 (rewrite, Hadoop 3.3.0) user, primaryGroup, default and
// nestedUserQueue are terminal when they may create queues and reject
// always; a rule with a nested parent rule only when that one is terminal
// too. Before, default and reject are always terminal, user and
// primaryGroup when they create queues, and nestedUserQueue never.
// specified and secondaryGroupExistingQueue never are.
func terminal(r *Rule, rewrite bool) bool {
	t := false
	switch r.Kind {
	case xmlconf.RuleUser, xmlconf.RulePrimaryGroup:
		t = r.Create
	case xmlconf.RuleNestedUserQueue:
		t = r.Create && rewrite
	case xmlconf.RuleDefault:
		t = r.Create || !rewrite
	case xmlconf.RuleReject:
		t = true
	}
	return t && (r.Parent == nil || terminal(r.Parent, rewrite))
}
