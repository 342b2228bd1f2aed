package xmlconf

// Labels for the facts xmlconf's tests word (withFacts), spelled as the
// IDs of the lint rules that word them in the product. lint owns those IDs
// (lint/reader_rule_ids.go); here they only label test output.
const (
	RuleRootNameCase        = "root-name-case"
	RuleMalformedXML        = "malformed-xml"
	RuleWrongRootElement    = "wrong-root-element"
	RuleDoctype             = "doctype"
	RuleEmptyValue          = "empty-value"
	RuleNonTextValue        = "non-text-value"
	RuleCDATASplitValue     = "cdata-split-value"
	RuleInvalidNumber       = "invalid-number"
	RuleInvalidResource     = "invalid-resource"
	RuleUnknownElement      = "unknown-element"
	RuleUnknownAttribute    = "unknown-attribute"
	RuleDuplicateElement    = "duplicate-element"
	RuleDeprecatedElement   = "deprecated-element"
	RuleIgnoredDeprecated   = "ignored-deprecated-element"
	RuleQueueTagQuirk       = "queue-tag-quirk"
	RuleInvalidQueueName    = "invalid-queue-name"
	RuleRootWithSiblings    = "root-with-siblings"
	RuleReservationOnParent = "reservation-on-parent"
	RuleMaxAMShareOnParent  = "max-am-share-on-parent"
	// RuleMaxAMShareIgnoredOnParent is maxAMShare on a parent in the
	// releases before YARN-10528, which ignore it.
	RuleMaxAMShareIgnoredOnParent = "max-am-share-ignored-on-parent"
	RuleInvalidPolicy             = "invalid-scheduling-policy"
	RuleFIFODefaultPolicy         = "fifo-default-policy"
	RuleEmptyPlacementPolicy      = "empty-placement-policy"
	RuleInvalidPlacementRule      = "invalid-placement-rule"
	RuleUnreachablePlacement      = "unreachable-placement-rule"
	RulePlacementNotTerminal      = "placement-not-terminal"
	RulePlacementParentRules      = "placement-multiple-parent-rules"
	RulePlacementPolicyIgnore     = "placement-policy-ignored"
	// RuleReaderLimit marks input beyond what fairsched reads: queues nested
	// deeper than MaxQueueDepth or too many bytes of full queue names.
	RuleReaderLimit = "reader-limit"
)
