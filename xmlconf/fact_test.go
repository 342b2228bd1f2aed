package xmlconf

// factRuleIDs names each kind of Fact after the lint rule that judges it,
// so that the reader's tables can check facts and issues together.
var factRuleIDs = map[FactKind]string{
	FactReservationOnParent: RuleReservationOnParent,
	FactRootWithSiblings:    RuleRootWithSiblings,
	FactFIFODefaultPolicy:   RuleFIFODefaultPolicy,
}

// withFacts returns is followed by an Issue for each fact of a, with the
// rule ID that judges it and Hadoop's refusal text as message (plus "set
// by an earlier declaration" for an inherited setting).
func withFacts(a *Allocations, is []Issue) []Issue {
	for _, f := range a.Facts {
		rule := factRuleIDs[f.Kind]
		if f.Kind == FactMaxAMShareOnParent {
			rule = RuleMaxAMShareIgnoredOnParent
			if f.Outcome == Refused {
				rule = RuleMaxAMShareOnParent
			}
		}
		msg := f.Refusal
		if f.Inherited {
			msg += " (set by an earlier declaration of the queue)"
		}
		if f.Releases == nil || !f.Releases(a.Hadoop) {
			msg += " (fact outside its releases)"
		}
		is = append(is, Issue{Pos: f.Pos, Rule: rule, Queue: f.Queue, Msg: msg})
	}
	return is
}
