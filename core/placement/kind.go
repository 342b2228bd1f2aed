package placement

// RuleKind is one of the seven queue placement rule kinds. The zero value
// is RuleUnknown: a name Hadoop has no rule class for.
type RuleKind int

// The rule kinds, in the order FairScheduler.md lists them.
const (
	RuleUnknown RuleKind = iota
	RuleSpecified
	RuleUser
	RulePrimaryGroup
	RuleSecondaryGroupExistingQueue
	RuleNestedUserQueue
	RuleDefault
	RuleReject
)

// ruleKindNames are the names= of the kinds, case-sensitive as in Hadoop.
var ruleKindNames = [...]string{
	RuleUnknown:                     "",
	RuleSpecified:                   "specified",
	RuleUser:                        "user",
	RulePrimaryGroup:                "primaryGroup",
	RuleSecondaryGroupExistingQueue: "secondaryGroupExistingQueue",
	RuleNestedUserQueue:             "nestedUserQueue",
	RuleDefault:                     "default",
	RuleReject:                      "reject",
}

// ruleKindClasses are the Hadoop 3.3 classes (package placement); user and
// nestedUserQueue share one, which matters for parent rules.
var ruleKindClasses = [...]string{
	RuleSpecified:                   "SpecifiedPlacementRule",
	RuleUser:                        "UserPlacementRule",
	RulePrimaryGroup:                "PrimaryGroupPlacementRule",
	RuleSecondaryGroupExistingQueue: "SecondaryGroupExistingPlacementRule",
	RuleNestedUserQueue:             "UserPlacementRule",
	RuleDefault:                     "DefaultPlacementRule",
	RuleReject:                      "RejectPlacementRule",
}

// ParseRuleKind returns the kind named exactly name, or RuleUnknown.
func ParseRuleKind(name string) RuleKind {
	for k, n := range ruleKindNames {
		if k != int(RuleUnknown) && n == name {
			return RuleKind(k)
		}
	}
	return RuleUnknown
}

// String returns the name= of k as written in an allocation file.
func (k RuleKind) String() string {
	if k < 0 || int(k) >= len(ruleKindNames) {
		return ""
	}
	return ruleKindNames[k]
}

// Class returns the simple name of k's Hadoop 3.3 class, "" for RuleUnknown.
func (k RuleKind) Class() string {
	if k <= RuleUnknown || int(k) >= len(ruleKindClasses) {
		return ""
	}
	return ruleKindClasses[k]
}

// RuleKinds lists the seven kinds.
func RuleKinds() []RuleKind {
	return []RuleKind{RuleSpecified, RuleUser, RulePrimaryGroup, RuleSecondaryGroupExistingQueue, RuleNestedUserQueue, RuleDefault, RuleReject}
}
